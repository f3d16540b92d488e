import { cp, mkdtemp, readdir, readFile, rm, stat, symlink, writeFile, mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { createMemoryCache } from './compile-cache.ts';
import { createGenerator } from './generate.ts';
import { readWorkspace } from './read/read-workspace.ts';
import { writeOutput } from './emit/write-output.ts';

export const PROJECT_ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');

/**
 * What the workspaces' generators compile from the schemas and codegen's own code (validators, types, module
 * shapes), shared by every workspace of the test worker (vitest.config.ts: isolate false keeps this module across
 * files). Its keys name everything a text depends on and never the content (compile-cache.ts), as the CLI's disk
 * cache is shared by every run; a new generator then costs ~0.8 CPU-s instead of ~2.1 (the validators compiled again).
 */
const compileCache = createMemoryCache();

/**
 * A throw-away copy of the real content-yaml/, schemas/ and public/artwork/ for
 * pipeline tests (after content-collections' workspace helper). Edit files, run
 * the pipeline, inspect the output folder.
 */
export async function createWorkspace() {
  const root = await mkdtemp(join(tmpdir(), 'codegen-ws-'));
  await cp(join(PROJECT_ROOT, 'content-yaml'), join(root, 'content-yaml'), { recursive: true });
  await cp(join(PROJECT_ROOT, 'schemas'), join(root, 'schemas'), { recursive: true });
  // Generated modules import types from core/ (the prose tree), so a type-check needs it beside them.
  await cp(join(PROJECT_ROOT, 'core'), join(root, 'core'), { recursive: true });
  await cp(join(PROJECT_ROOT, 'public/artwork'), join(root, 'public/artwork'), { recursive: true });
  await cp(join(PROJECT_ROOT, 'public/videos'), join(root, 'public/videos'), { recursive: true });
  // The section types, one folder each: their schemas and the wiring codegen generates from them; their check.ts import codegen/.
  await cp(join(PROJECT_ROOT, 'runtime/ui/sections'), join(root, 'runtime/ui/sections'), { recursive: true });
  await symlink(join(PROJECT_ROOT, 'codegen'), join(root, 'codegen'));
  const outDir = join(root, 'dist/generated');
  const generator = createGenerator({ cache: compileCache });
  return {
    root,
    outDir,
    async read(path: string) {
      return readFile(join(root, path), 'utf8');
    },
    async write(path: string, content: string | Uint8Array) {
      await mkdir(dirname(join(root, path)), { recursive: true });
      await writeFile(join(root, path), content);
    },
    /** Replaces the first occurrence of `from` (which must exist) in a file. */
    async replace(path: string, from: string, to: string) {
      const text = await readFile(join(root, path), 'utf8');
      if (!text.includes(from)) throw new Error(`test setup: "${from}" not found in ${path}`);
      await writeFile(join(root, path), text.replace(from, to));
    },
    /** The 1-based line of a file holding `text`, at or after the line holding `after` when given (which must exist). */
    async lineOf(path: string, text: string, after?: string) {
      const lines = (await readFile(join(root, path), 'utf8')).split('\n');
      const from = after ? lines.findIndex((l) => l.includes(after)) : 0;
      const index = lines.findIndex((l, i) => i >= from && l.includes(text));
      if (index < 0) throw new Error(`test setup: "${text}" not found in ${path}`);
      return index + 1;
    },
    async remove(path: string) {
      await rm(join(root, path), { recursive: true, force: true });
    },
    /** Runs the pipeline like the CLI: writes only when there is no error. `artwork` replaces the artwork keys read from disk; `launch` adds the launch report. */
    async generate(options: { artwork?: ReadonlySet<string>; launch?: boolean } = {}) {
      const input = await readWorkspace(root);
      const result = await generator.run(options.artwork ? { ...input, artwork: options.artwork } : input, { launch: options.launch });
      const written = result.files ? await writeOutput(outDir, result.files) : undefined;
      return { ...result, written };
    },
    /** path -> {content, mtimeMs} of every output file. */
    async snapshot() {
      const out = new Map<string, { content: string; mtimeMs: number }>();
      const visit = async (dir: string) => {
        for (const entry of await readdir(dir, { withFileTypes: true }).catch(() => [])) {
          const path = join(dir, entry.name);
          if (entry.isDirectory()) await visit(path);
          else out.set(relative(outDir, path), { content: await readFile(path, 'utf8'), mtimeMs: (await stat(path)).mtimeMs });
        }
      };
      await visit(outDir);
      return out;
    },
    async dispose() {
      await rm(root, { recursive: true, force: true });
    },
  };
}
export type Workspace = Awaited<ReturnType<typeof createWorkspace>>;

/**
 * A throw-away workspace for a test file (or a describe block), with the real content-yaml/ copied in
 * afresh before each test, so a test's edits never reach the next; disposed after the last. Returns a
 * getter: the workspace exists once the file's beforeAll has run.
 *
 * @example
 * const workspace = realContentWorkspace();
 * it('…', async () => { const ws = workspace(); await ws.replace('content-yaml/regions.yaml', a, b); … });
 */
export function realContentWorkspace(): () => Workspace {
  let ws: Workspace | undefined;
  beforeAll(async () => {
    ws = await createWorkspace();
  });
  afterAll(async () => ws?.dispose());
  beforeEach(async () => {
    await rm(join(ws!.root, 'content-yaml'), { recursive: true, force: true });
    await cp(join(PROJECT_ROOT, 'content-yaml'), join(ws!.root, 'content-yaml'), { recursive: true });
  });
  return () => {
    if (!ws) throw new Error('realContentWorkspace: the workspace exists only inside tests');
    return ws;
  };
}
