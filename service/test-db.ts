/**
 * Test databases: a fresh PGlite per call, loaded from a migrated data folder
 * dumped once and cached under node_modules/.cache (PGlite's initdb costs
 * seconds; loading a dump is quicker), or, with SERVICE_TEST_DB=postgres, a
 * fresh database on the PostgreSQL server of TEST_DATABASE_URL, dropped at close.
 */
import { PGlite } from '@electric-sql/pglite';
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase, type OpenedDatabase } from './db.ts';

const cacheDir = join(process.cwd(), 'node_modules/.cache/service-test-db');

async function migratedDump(): Promise<Blob> {
  const version = createHash('sha256')
    .update(readFileSync(new URL('./migrations.ts', import.meta.url)))
    .digest('hex')
    .slice(0, 16);
  const file = join(cacheDir, `pglite-${version}.tar.gz`);
  if (!existsSync(file)) {
    const dir = join(tmpdir(), `service-test-db-${randomBytes(6).toString('hex')}`);
    const opened = await openDatabase(dir);
    await opened.db.destroy().catch(() => {});
    const pg = await PGlite.create(dir);
    const dump = await pg.dumpDataDir('gzip');
    await pg.close();
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(cacheDir, { recursive: true });
    const partial = `${file}.${process.pid}.tmp`;
    writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    renameSync(partial, file);
  }
  return new Blob([readFileSync(file)]);
}

/** PostgreSQL when asked for (SERVICE_TEST_DB=postgres, as `make test` does when TEST_DATABASE_URL is set), else PGlite. */
export const usingPostgres = (): boolean => process.env.SERVICE_TEST_DB === 'postgres' && Boolean(process.env.TEST_DATABASE_URL);

/** A database of its own, migrated; `close` removes it. */
export async function openTestDatabase(): Promise<OpenedDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl && usingPostgres()) {
    const { default: pg } = await import('pg');
    const name = `service_test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    const opened = await openDatabase(url.toString());
    return {
      ...opened,
      async close() {
        await opened.close();
        const dropper = new pg.Client({ connectionString: serverUrl });
        await dropper.connect();
        await dropper.query(`drop database if exists ${name} with (force)`);
        await dropper.end();
      },
    };
  }
  const pglite = await PGlite.create({ loadDataDir: await migratedDump() });
  return openDatabase({ pglite });
}
