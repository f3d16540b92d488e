import { readdir, readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import type { GenerateInput } from './generate.ts';

async function walk(dir: string, filter: (name: string) => boolean): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
  const out: string[] = [];
  for (const entry of entries) {
    if (entry.name.startsWith('.')) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...(await walk(path, filter)));
    else if (filter(entry.name)) out.push(path);
  }
  return out;
}

/** Reads content-yaml/**.yaml (as bytes) and schemas/**.schema.json under `root`. */
export async function readWorkspace(root: string): Promise<GenerateInput> {
  const files = new Map<string, Uint8Array>();
  for (const path of await walk(join(root, 'content-yaml'), (n) => n.endsWith('.yaml') || n.endsWith('.yml'))) {
    files.set(relative(root, path).split('\\').join('/'), await readFile(path));
  }
  const schemas = new Map<string, unknown>();
  const schemaDir = join(root, 'schemas');
  for (const path of await walk(schemaDir, (n) => n.endsWith('.schema.json'))) {
    schemas.set(relative(schemaDir, path).split('\\').join('/'), JSON.parse(await readFile(path, 'utf8')));
  }
  return { files, schemas };
}
