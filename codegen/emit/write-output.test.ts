import { mkdir, mkdtemp, readdir, readFile, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createOutputWriter, writeOutput } from './write-output.ts';

let root: string;
let out: string;

beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'write-output-'));
  out = join(root, 'dist/generated');
});
afterEach(async () => rm(root, { recursive: true, force: true }));

const read = (name: string) => readFile(join(out, name), 'utf8');
async function listAll(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile())
    .map((e) =>
      join(e.parentPath, e.name)
        .slice(dir.length + 1)
        .split('\\')
        .join('/'),
    )
    .sort();
}
/** Moves a file's mtime into the past, so a rewrite would be visible. */
async function age(name: string) {
  const past = new Date('2020-01-01T00:00:00Z');
  await utimes(join(out, name), past, past);
  return (await stat(join(out, name))).mtimeMs;
}

describe('writeOutput', () => {
  it('writes new files into a folder that does not exist yet, creating nested folders', async () => {
    const result = await writeOutput(
      out,
      new Map([
        ['types.ts', 'a\n'],
        ['regions/us.ts', 'us\n'],
        ['deep/er/x.ts', 'x\n'],
      ]),
    );
    expect(result).toEqual({ written: ['deep/er/x.ts', 'regions/us.ts', 'types.ts'], removed: [] });
    expect(await read('types.ts')).toBe('a\n');
    expect(await read('regions/us.ts')).toBe('us\n');
    expect(await read('deep/er/x.ts')).toBe('x\n');
  });

  it('does not rewrite a file whose content is unchanged', async () => {
    await writeOutput(
      out,
      new Map([
        ['types.ts', 'a\n'],
        ['regions/us.ts', 'us\n'],
      ]),
    );
    const before = await age('types.ts');
    const result = await writeOutput(
      out,
      new Map([
        ['types.ts', 'a\n'],
        ['regions/us.ts', 'us 2\n'],
      ]),
    );
    expect(result).toEqual({ written: ['regions/us.ts'], removed: [] });
    expect((await stat(join(out, 'types.ts'))).mtimeMs).toBe(before);
  });

  it('rewrites a file whose content changed', async () => {
    await writeOutput(out, new Map([['regions/us.ts', 'old\n']]));
    const before = await age('regions/us.ts');
    const result = await writeOutput(out, new Map([['regions/us.ts', 'new\n']]));
    expect(result.written).toEqual(['regions/us.ts']);
    expect(await read('regions/us.ts')).toBe('new\n');
    expect((await stat(join(out, 'regions/us.ts'))).mtimeMs).toBeGreaterThan(before);
  });

  it('rewrites a file edited by hand', async () => {
    await writeOutput(out, new Map([['types.ts', 'generated\n']]));
    await writeFile(join(out, 'types.ts'), 'edited\n');
    expect((await writeOutput(out, new Map([['types.ts', 'generated\n']]))).written).toEqual(['types.ts']);
    expect(await read('types.ts')).toBe('generated\n');
  });

  it('removes files the build no longer produces, nested ones too', async () => {
    await writeOutput(
      out,
      new Map([
        ['types.ts', 'a\n'],
        ['regions/us.ts', 'us\n'],
        ['regions/xx.ts', 'xx\n'],
      ]),
    );
    await writeFile(join(out, 'stray.txt'), 'left over\n');
    const result = await writeOutput(
      out,
      new Map([
        ['types.ts', 'a\n'],
        ['regions/us.ts', 'us\n'],
      ]),
    );
    expect(result).toEqual({ written: [], removed: expect.arrayContaining(['regions/xx.ts', 'stray.txt']) });
    expect(result.removed).toHaveLength(2);
    expect(await listAll(out)).toEqual(['regions/us.ts', 'types.ts']);
  });

  it('leaves no temporary files behind', async () => {
    await writeOutput(
      out,
      new Map([
        ['a.ts', '1\n'],
        ['b/c.ts', '2\n'],
      ]),
    );
    await writeOutput(
      out,
      new Map([
        ['a.ts', '3\n'],
        ['b/c.ts', '2\n'],
        ['d.ts', '4\n'],
      ]),
    );
    const files = await listAll(out);
    expect(files).toEqual(['a.ts', 'b/c.ts', 'd.ts']);
    expect(files.filter((f) => f.endsWith('.tmp'))).toEqual([]);
  });

  it('writes nothing and removes nothing when everything is up to date', async () => {
    const files = new Map([
      ['README.md', '# do not edit\n'],
      ['regions/fr.ts', 'fr\n'],
    ]);
    await writeOutput(out, files);
    expect(await writeOutput(out, files)).toEqual({ written: [], removed: [] });
  });

  it('removes the files of a leftover folder', async () => {
    await mkdir(join(out, 'old'), { recursive: true });
    await writeFile(join(out, 'old/x.ts'), 'x\n');
    const result = await writeOutput(out, new Map([['a.ts', '1\n']]));
    expect(result.removed).toEqual(['old/x.ts']);
    expect(await listAll(out)).toEqual(['a.ts']);
  });
});

describe('writeOutput and folders', () => {
  it('removes a folder that its stale files leave empty', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'write-output-folders-'));
    try {
      await writeOutput(
        dir,
        new Map([
          ['regions/xx.ts', 'a'],
          ['keep.ts', 'b'],
        ]),
      );
      await writeOutput(dir, new Map([['keep.ts', 'b']]));
      expect(await readdir(dir)).toEqual(['keep.ts']);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe('createOutputWriter (watch mode)', () => {
  it('writes only what changed since its last call, and removes what is no longer produced', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'output-writer-'));
    try {
      const write = createOutputWriter(dir);
      expect(
        await write(
          new Map([
            ['a.ts', '1'],
            ['b.ts', '2'],
          ]),
        ),
      ).toEqual({ written: ['a.ts', 'b.ts'], removed: [] });
      expect(
        await write(
          new Map([
            ['a.ts', '1'],
            ['b.ts', '3'],
          ]),
        ),
      ).toEqual({ written: ['b.ts'], removed: [] });
      expect(await readFile(join(dir, 'b.ts'), 'utf8')).toBe('3');
      expect(await write(new Map([['a.ts', '1']]))).toEqual({ written: [], removed: ['b.ts'] });
      expect((await readdir(dir)).sort()).toEqual(['a.ts']);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
