import { mkdtemp, readdir, rm, writeFile, chmod } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDiskCache } from './compile-cache.ts';
import { createGenerator, type GenerateInput } from './generate.ts';
import { readWorkspace } from './read/read-workspace.ts';
import { PROJECT_ROOT } from './test-workspace.ts';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'compile-cache-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('createDiskCache', () => {
  it('keeps a text across instances (processes), by key', async () => {
    const first = createDiskCache(join(dir, 'a'));
    expect(first.get('k')).toBeUndefined();
    expect(first.set('k', 'text\nwith lines')).toBe('text\nwith lines');
    expect(createDiskCache(join(dir, 'a')).get('k')).toBe('text\nwith lines');
    expect(createDiskCache(join(dir, 'a')).get('other')).toBeUndefined();
  });

  it('treats a file whose stored key differs as a miss (a hash collision, or a file edited by hand)', async () => {
    const cache = createDiskCache(join(dir, 'b'));
    cache.set('k', 'text');
    const [file] = await readdir(join(dir, 'b'));
    await writeFile(join(dir, 'b', file!), '["","not k"]\ntext');
    expect(createDiskCache(join(dir, 'b')).get('k')).toBeUndefined();
  });

  it('keeps the entries of another codegen version apart', () => {
    createDiskCache(join(dir, 'v'), 'one').set('k', 'of one');
    expect(createDiskCache(join(dir, 'v'), 'two').get('k')).toBeUndefined();
    expect(createDiskCache(join(dir, 'v'), 'one').get('k')).toBe('of one');
  });

  it('is only slower, never failing, where it cannot write', async () => {
    await writeFile(join(dir, 'file'), '');
    const cache = createDiskCache(join(dir, 'file', 'below-a-file'));
    expect(cache.set('k', 'text')).toBe('text');
    expect(cache.get('k')).toBe('text'); // this process still has it
    expect(createDiskCache(join(dir, 'file', 'below-a-file')).get('k')).toBeUndefined();
    await chmod(join(dir, 'file'), 0o644);
  });
});

describe('a generator with a disk cache', () => {
  let input: GenerateInput;
  beforeAll(async () => {
    const clean = await readWorkspace(PROJECT_ROOT);
    // Mistakes whose messages read the schema (allowed keys, types): the standalone validators must say the same.
    const files = new Map(clean.files);
    const site = Buffer.from(files.get('content-yaml/fr/site.yaml')!).toString('utf8');
    files.set('content-yaml/fr/site.yaml', Buffer.from(`${site}\ncolour: red\ncurrency: 12\n`));
    input = { ...clean, files };
  });

  it('reports the same diagnostics and emits the same files compiled, from its cache, and without a cache', async () => {
    const cacheDir = join(dir, 'generator');
    const compiled = await createGenerator({ cache: createDiskCache(cacheDir) }).run(input);
    const cached = await createGenerator({ cache: createDiskCache(cacheDir) }).run(input);
    const uncached = await createGenerator().run(input);
    expect(compiled.diagnostics.some((d) => d.message.includes('Unknown key "colour"'))).toBe(true);
    expect(cached.diagnostics).toEqual(compiled.diagnostics);
    expect(uncached.diagnostics).toEqual(compiled.diagnostics);

    const cleanInput = await readWorkspace(PROJECT_ROOT);
    const first = await createGenerator({ cache: createDiskCache(cacheDir) }).run(cleanInput);
    const second = await createGenerator({ cache: createDiskCache(cacheDir) }).run(cleanInput);
    const plain = await createGenerator().run(cleanInput);
    expect(first.files).not.toBeNull();
    expect(second.files).toEqual(first.files);
    expect(plain.files).toEqual(first.files);
    expect((await readdir(cacheDir)).length).toBeGreaterThan(3);
  }, 120_000);
});
