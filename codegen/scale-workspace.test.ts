import { cp, mkdtemp, readFile, rm, symlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLONED_PAGES, rotateSentences, scaleWorkspace } from '../bench/scale-workspace.ts';
import { createGenerator } from './generate.ts';
import { readWorkspace } from './read/read-workspace.ts';
import { PROJECT_ROOT } from './test-workspace.ts';

// The scale benchmark's workspace (bench/scale.bench.ts, docs/decisions.md D52): 3× the content is 12 regions and
// 3 copies of the cloned pages, written as YAML only, and it generates with no error and no warning.
describe('the scale benchmark workspace', () => {
  let root: string;
  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'scale-ws-'));
    for (const dir of ['content-yaml', 'schemas', 'core', 'public/artwork', 'public/videos', 'runtime/ui/sections']) await cp(join(PROJECT_ROOT, dir), join(root, dir), { recursive: true });
    await symlink(join(PROJECT_ROOT, 'codegen'), join(root, 'codegen'));
  });
  afterAll(async () => rm(root, { recursive: true, force: true }));

  it('rotates the sentences of prose, and leaves other strings alone', () => {
    expect(rotateSentences('One robot walks. Another one talks. A third one sings.', 1)).toBe('Another one talks. A third one sings. One robot walks.');
    expect(rotateSentences('这款机器人可以自己变形。它还能听懂你的语音指令。', 1)).toBe('它还能听懂你的语音指令。这款机器人可以自己变形。');
    expect(rotateSentences('/manuals/ai-base/quick-start-en.pdf', 1)).toBe('/manuals/ai-base/quick-start-en.pdf');
    expect(rotateSentences('See [the manual](/manuals). It helps a lot.', 1)).toBe('See [the manual](/manuals). It helps a lot.');
  });

  it('adds regions and page copies, and the result generates cleanly', { timeout: 120_000 }, async () => {
    const { regions, copies } = await scaleWorkspace(root, 3);
    expect(regions).toHaveLength(12);
    expect(copies).toBe(3);
    const routes = await readFile(join(root, 'content-yaml/routes.yaml'), 'utf8');
    expect(routes).toContain('page: flagship-bumblebee-vega');
    const copy = await readFile(join(root, 'content-yaml/at/pages/flagship-bumblebee-nova.yaml'), 'utf8');
    const original = await readFile(join(root, 'content-yaml/de/pages/flagship-bumblebee.yaml'), 'utf8');
    expect(copy).not.toBe(original);
    expect(CLONED_PAGES).toContain('flagship-bumblebee');
    const result = await createGenerator().run(await readWorkspace(root));
    expect(result.diagnostics.map((d) => `${d.file}:${d.line} [${d.rule}] ${d.message}`)).toEqual([]);
    expect(result.files?.has('regions/at.ts')).toBe(true);
    expect(result.files?.has('regions/sg.ts')).toBe(true);
  });
});
