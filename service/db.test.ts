import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from './db.ts';

let parent: string;
beforeAll(async () => {
  parent = await mkdtemp(join(tmpdir(), 'service-db-'));
});
afterAll(async () => {
  await rm(parent, { recursive: true, force: true });
});

describe('openDatabase', () => {
  it('refuses a PGlite folder another live process holds, naming it, and leaves its lock alone', async () => {
    const dir = join(parent, 'db');
    await writeFile(`${dir}.lock`, String(process.ppid));
    await expect(openDatabase(dir)).rejects.toThrow(new RegExp(`in use by process ${process.ppid}.*DATABASE_URL`));
    expect(await readFile(`${dir}.lock`, 'utf8')).toBe(String(process.ppid));
  });

  it('refuses an unreachable PostgreSQL with an error, not a hang', async () => {
    await expect(openDatabase('postgres://nobody@127.0.0.1:1/none')).rejects.toThrow();
  });
});
