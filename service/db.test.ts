import { chmod, mkdir, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, privateFolder } from './db.ts';

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

  it('makes a new PGlite folder, and the parents it makes with it, private to the user of the server', async () => {
    const dir = join(parent, 'var', 'db');
    privateFolder(dir);
    expect((await stat(join(parent, 'var'))).mode & 0o777).toBe(0o700);
    expect((await stat(dir)).mode & 0o777).toBe(0o700);
  });

  it('refuses an existing PGlite folder open to other users, saying the command that closes it', async () => {
    const dir = join(parent, 'open-db');
    await mkdir(dir);
    await chmod(dir, 0o755);
    await expect(openDatabase(dir)).rejects.toThrow(
      `${dir} is open to other users (mode 0755), and the database in it holds password hashes and e-mail addresses: run \`chmod -R go-rwx ${dir}\` and start again.`,
    );
    expect(existsSync(`${dir}.lock`)).toBe(false);
    await chmod(dir, 0o700);
    expect(() => privateFolder(dir)).not.toThrow();
  });

  it('refuses an unreachable PostgreSQL with an error, not a hang', async () => {
    await expect(openDatabase('postgres://nobody@127.0.0.1:1/none')).rejects.toThrow();
  });
});
