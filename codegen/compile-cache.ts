import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * What codegen compiles from its own code and the schemas — never from content:
 * the ajv validators (as ajv's standalone code), the types of the schemas
 * (json-schema-to-typescript) and the ts-morph shapes of the emitted modules.
 * Compiling them is most of a cold run (ajv ~1 s, loading ts-morph ~0.7 s); a
 * key names everything the text depends on, so a hit is the same text.
 *
 * @example
 * const cache = createDiskCache('dist/codegen/.cache'); // the CLI's: wiped with the CLI bundle, i.e. when codegen changes
 * cache.get('types\0<schemas>') ?? cache.set('types\0<schemas>', await emitTypes(schemas));
 */
export interface CompileCache {
  get(key: string): string | undefined;
  set(key: string, text: string): string;
}

/** In memory: a watcher's or a test's generator. */
export function createMemoryCache(): CompileCache {
  const entries = new Map<string, string>();
  return {
    get: (key) => entries.get(key),
    set: (key, text) => {
      entries.set(key, text);
      return text;
    },
  };
}

/**
 * On disk, one file per key (named by its hash) under `dir`, written by rename
 * so a reader never sees half a file; an unreadable or unwritable directory is
 * a miss, never an error. Also kept in memory for the process. `version` (a
 * hash of codegen's own code) is part of every key: another codegen never
 * reads this one's entries.
 */
export function createDiskCache(dir: string, version = ''): CompileCache {
  const memory = createMemoryCache();
  const fileOf = (key: string) => join(dir, `${createHash('sha256').update(version).update('\0').update(key).digest('hex').slice(0, 32)}.cache`);
  return {
    get(key) {
      const hit = memory.get(key);
      if (hit !== undefined) return hit;
      try {
        const text = readFileSync(fileOf(key), 'utf8');
        // The key is stored in the first line, so a hash collision is a miss.
        const newline = text.indexOf('\n');
        if (newline < 0 || text.slice(0, newline) !== JSON.stringify([version, key])) return undefined;
        return memory.set(key, text.slice(newline + 1));
      } catch {
        return undefined;
      }
    },
    set(key, text) {
      memory.set(key, text);
      try {
        mkdirSync(dir, { recursive: true });
        const file = fileOf(key);
        const temporary = `${file}.${process.pid}.tmp`;
        writeFileSync(temporary, `${JSON.stringify([version, key])}\n${text}`);
        renameSync(temporary, file);
      } catch {
        /* a cache that cannot be written is only slower */
      }
      return text;
    },
  };
}
