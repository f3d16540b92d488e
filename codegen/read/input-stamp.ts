import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, type Dirent } from 'node:fs';
import { join, relative } from 'node:path';

/** What the last good run of the CLI read and wrote: a hash of every input, and a hash of every output file. */
export interface Stamp {
  inputs: string;
  outputs: Record<string, string>;
  /** The run's warnings as it printed them: a run that skips the pipeline prints them again rather than hide them. */
  warnings?: string;
}

/** The files under `dir`, sorted (none when it does not exist), without dot files and folders; `filter` on a file's name. */
export function walk(dir: string, filter: (name: string) => boolean = () => true): string[] {
  let entries: Dirent[];
  try {
    entries = readdirSync(dir, { recursive: true, withFileTypes: true });
  } catch {
    return [];
  }
  // Nothing under a dot folder (.git, .cache), no dot file.
  const hidden = (path: string) => /(^|[\\/])\./.test(relative(dir, path));
  return entries.flatMap((e) => (e.isDirectory() || !filter(e.name) || hidden(join(e.parentPath, e.name)) ? [] : [join(e.parentPath, e.name)])).sort();
}

function bytesOrNothing(path: string): Uint8Array | string {
  try {
    return readFileSync(path);
  } catch {
    return '';
  }
}

/**
 * A hash of everything a generate run depends on: content-yaml/, schemas/ and service/schemas/
 * (bytes), the artwork keys (names of public/artwork/*.svg and *.webp), the codegen itself
 * (the bundled CLI, which holds codegen/ and core/) and package-lock.json (the
 * versions of ajv, js-yaml and the emitters), and the section folders (their
 * schema.json, meta.json and check.ts, the names of the other files). Equal hashes mean equal output.
 */
export function inputsHash(root: string, codegenFiles: readonly string[]): string {
  const hash = createHash('sha256');
  const add = (label: string, bytes: Uint8Array | string) => {
    hash.update(label);
    hash.update('\0');
    hash.update(bytes);
    hash.update('\0');
  };
  for (const path of [...walk(join(root, 'content-yaml')), ...walk(join(root, 'schemas')), ...walk(join(root, 'service/schemas'))]) add(relative(root, path), readFileSync(path));
  for (const path of walk(join(root, 'public/artwork'))) add(relative(root, path), '');
  for (const path of walk(join(root, 'runtime/ui/sections'))) add(relative(root, path), /(\.json|\/check\.ts)$/.test(path) ? readFileSync(path) : '');
  for (const path of walk(join(root, 'public/videos'))) add(relative(root, path), '');
  for (const path of [...codegenFiles, join(root, 'package-lock.json')]) add(relative(root, path), bytesOrNothing(path));
  return hash.digest('hex');
}

/** The output files and a hash of each, to record in a stamp (a file edited by hand is caught). */
export function outputHashes(outDir: string): Record<string, string> {
  return Object.fromEntries(walk(outDir).map((path) => [relative(outDir, path).split('\\').join('/'), createHash('sha256').update(readFileSync(path)).digest('hex')]));
}

/** Whether the last good run's stamp still describes the workspace: same inputs, and every output file still there as written. */
export function isUpToDate(stamp: Stamp | undefined, inputs: string, outDir: string): boolean {
  if (!stamp || stamp.inputs !== inputs) return false;
  const now = outputHashes(outDir);
  const names = Object.keys(stamp.outputs);
  return names.length === Object.keys(now).length && names.every((name) => now[name] === stamp.outputs[name]);
}

export function readStamp(path: string): Stamp | undefined {
  try {
    return JSON.parse(readFileSync(path, 'utf8')) as Stamp;
  } catch {
    return undefined;
  }
}
