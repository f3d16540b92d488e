import { mkdir, readdir, readFile, rename, rm, rmdir, writeFile } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';

/** Through a temporary file and a rename: a reader never sees half a file. */
async function writeAtomically(path: string, content: string): Promise<void> {
  await mkdir(dirname(path), { recursive: true });
  const temporary = `${path}.${process.pid}.tmp`;
  await writeFile(temporary, content);
  await rename(temporary, path);
}

/**
 * The only stage that touches the disk. Writes `files` (paths relative to
 * `outDir`) whose content differs, each through a temporary file and a rename,
 * and removes files the build no longer produces. Returns what changed.
 *
 * @example
 * const { written } = await writeOutput('dist/generated', result.files);
 */
export async function writeOutput(outDir: string, files: ReadonlyMap<string, string>): Promise<{ written: string[]; removed: string[] }> {
  const written = await writeKept(outDir, files);
  const removed: string[] = [];
  for (const entry of await readdir(outDir, { recursive: true, withFileTypes: true }).catch(() => [])) {
    const path = join(entry.parentPath, entry.name);
    const name = relative(outDir, path).split('\\').join('/');
    if (entry.isDirectory() || files.has(name)) continue;
    await rm(path);
    removed.push(name);
    // Drop folders the removal emptied (rmdir refuses a folder that still has files).
    for (let dir = dirname(path); dir.startsWith(outDir) && dir !== outDir; dir = dirname(dir)) {
      try {
        await rmdir(dir);
      } catch {
        break;
      }
    }
  }
  return { written, removed };
}

/**
 * Writes each of `files` (paths relative to `dir`) whose content differs, in order of name, and returns their names.
 * For generated files kept in the repository (docs/service-api.md) as it is: unlike writeOutput it removes
 * nothing, as those folders hold hand-written files too.
 */
export async function writeKept(dir: string, files: ReadonlyMap<string, string>): Promise<string[]> {
  const written: string[] = [];
  for (const [name, content] of [...files].sort(([a], [b]) => a.localeCompare(b))) {
    const path = join(dir, name);
    if ((await readFile(path, 'utf8').catch(() => undefined)) === content) continue;
    await writeAtomically(path, content);
    written.push(name);
  }
  return written;
}

/**
 * A writer for watch mode: the first call compares with the disk like
 * writeOutput; later calls compare with what this writer last wrote (the
 * folder is generated and never edited by hand), so an edit costs one write
 * instead of reading every output again.
 */
export function createOutputWriter(outDir: string) {
  let known: Map<string, string> | undefined;
  return async (files: ReadonlyMap<string, string>): Promise<{ written: string[]; removed: string[] }> => {
    if (!known) {
      const result = await writeOutput(outDir, files);
      known = new Map(files);
      return result;
    }
    const written: string[] = [];
    const removed: string[] = [];
    for (const [name, content] of files) {
      if (known.get(name) === content) continue;
      await writeAtomically(join(outDir, name), content);
      written.push(name);
    }
    for (const name of known.keys()) {
      if (files.has(name)) continue;
      await rm(join(outDir, name), { force: true });
      removed.push(name);
    }
    known = new Map(files);
    return { written, removed };
  };
}
