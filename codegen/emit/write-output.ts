import { mkdir, readdir, readFile, rename, rm, rmdir, writeFile } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';

async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
  const out: string[] = [];
  for (const entry of entries) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...(await listFiles(path)));
    else out.push(path);
  }
  return out;
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
  const written: string[] = [];
  const removed: string[] = [];
  for (const [name, content] of [...files].sort(([a], [b]) => a.localeCompare(b))) {
    const path = join(outDir, name);
    const current = await readFile(path, 'utf8').catch(() => undefined);
    if (current === content) continue;
    await mkdir(dirname(path), { recursive: true });
    const temporary = `${path}.${process.pid}.tmp`;
    await writeFile(temporary, content);
    await rename(temporary, path);
    written.push(name);
  }
  for (const path of await listFiles(outDir)) {
    const name = relative(outDir, path).split('\\').join('/');
    if (!files.has(name)) {
      await rm(path);
      removed.push(name);
      // Drop folders the removal emptied (rmdir refuses a folder that still has files).
      for (let dir = dirname(path); dir.startsWith(outDir) && dir !== outDir; dir = dirname(dir)) {
        if (
          !(await rmdir(dir).then(
            () => true,
            () => false,
          ))
        )
          break;
      }
    }
  }
  return { written, removed };
}

/**
 * Writes generated files kept in the repository (docs/service-api.md, paths
 * relative to `root`) whose content differs; unlike writeOutput it removes
 * nothing, as those folders hold hand-written files too.
 */
export async function writeKept(root: string, files: ReadonlyMap<string, string>): Promise<string[]> {
  const written: string[] = [];
  for (const [name, content] of [...files].sort(([a], [b]) => a.localeCompare(b))) {
    const path = join(root, name);
    if ((await readFile(path, 'utf8').catch(() => undefined)) === content) continue;
    await mkdir(dirname(path), { recursive: true });
    const temporary = `${path}.${process.pid}.tmp`;
    await writeFile(temporary, content);
    await rename(temporary, path);
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
      const path = join(outDir, name);
      await mkdir(dirname(path), { recursive: true });
      const temporary = `${path}.${process.pid}.tmp`;
      await writeFile(temporary, content);
      await rename(temporary, path);
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
