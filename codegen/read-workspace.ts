import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { diagnostic } from './diagnostics.ts';
import type { GenerateInput } from './generate.ts';

// Synchronous on purpose: a few dozen small files read faster without a promise per call,
// which matters for the watch-mode latency.
function walk(dir: string, filter: (name: string) => boolean): string[] {
  let entries: import('node:fs').Dirent[];
  try { entries = readdirSync(dir, { withFileTypes: true }); } catch { return []; }
  const out: string[] = [];
  for (const entry of entries) {
    if (entry.name.startsWith('.')) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...walk(path, filter));
    else if (filter(entry.name)) out.push(path);
  }
  return out;
}

/** The artwork keys: the names of public/artwork/*.svg without ".svg", as scripts/artwork.mjs reads them. */
function readArtworkKeys(dir: string): Set<string> {
  let entries: import('node:fs').Dirent[];
  try { entries = readdirSync(dir, { withFileTypes: true }); } catch { return new Set(); }
  return new Set(entries.filter((e) => e.isFile() && e.name.endsWith('.svg')).map((e) => e.name.slice(0, -'.svg'.length)));
}

/** Reads content-yaml/**.yaml (as bytes), schemas/**.schema.json and the artwork keys under `root`. */
export async function readWorkspace(root: string): Promise<GenerateInput> {
  const files = new Map<string, Uint8Array>();
  for (const path of walk(join(root, 'content-yaml'), (n) => n.endsWith('.yaml') || n.endsWith('.yml'))) {
    files.set(relative(root, path).split('\\').join('/'), readFileSync(path));
  }
  const schemas = new Map<string, unknown>();
  const problems = [];
  const schemaDir = join(root, 'schemas');
  for (const path of walk(schemaDir, (n) => n.endsWith('.schema.json'))) {
    const text = readFileSync(path, 'utf8');
    try {
      schemas.set(relative(schemaDir, path).split('\\').join('/'), JSON.parse(text));
    } catch (error) {
      // "Unexpected token } in JSON at position 120" -> line and column of that position.
      const at = Number(/position (\d+)/.exec((error as Error).message)?.[1] ?? 0);
      const before = text.slice(0, at);
      problems.push(diagnostic('schema-file', { file: relative(root, path), line: before.split('\n').length, column: at - before.lastIndexOf('\n') },
        `Invalid JSON: ${(error as Error).message}.`));
    }
  }
  return { files, schemas, artwork: readArtworkKeys(join(root, 'public/artwork')), problems };
}
