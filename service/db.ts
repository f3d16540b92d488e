/**
 * The database connection: PostgreSQL through `pg` when a postgres:// URL is
 * given (DATABASE_URL), else embedded PGlite with its data in a folder
 * (default var/db, git-ignored) or in memory (`memory://`, tests).
 */
import { Kysely, PGliteDialect, PostgresDialect } from 'kysely';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { migrateToLatest } from './migrations.ts';
import type { Database } from './tables.ts';
import type { PGlite } from '@electric-sql/pglite';

export type ServiceDb = Kysely<Database>;

export interface OpenedDatabase {
  db: ServiceDb;
  kind: 'pglite' | 'postgres';
  close: () => Promise<void>;
}

/**
 * Opens the database and runs the migrations.
 * @example const { db, close } = await openDatabase(process.env.DATABASE_URL ?? 'var/db');
 */
export async function openDatabase(location: string | { pglite: PGlite }): Promise<OpenedDatabase> {
  let db: ServiceDb;
  let kind: OpenedDatabase['kind'];
  let unlock = () => {};
  if (typeof location !== 'string') {
    db = new Kysely<Database>({ dialect: new PGliteDialect({ pglite: location.pglite }) });
    kind = 'pglite';
  } else if (/^postgres(ql)?:\/\//.test(location)) {
    const { default: pg } = await import('pg');
    const pool = new pg.Pool({ connectionString: location, max: 10 });
    // An idle client the server drops (restart, failover) must not take the process down: the pool replaces it.
    pool.on('error', (error) => console.error('[service] database connection lost:', error.message));
    db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    kind = 'postgres';
  } else {
    const { PGlite } = await import('@electric-sql/pglite');
    if (location !== 'memory://') {
      mkdirSync(location, { recursive: true });
      unlock = lockDataDir(location);
    }
    const pg = await PGlite.create(location === 'memory://' ? undefined : location).catch((error: unknown) => {
      unlock();
      throw error;
    });
    db = new Kysely<Database>({ dialect: new PGliteDialect({ pglite: pg }) });
    kind = 'pglite';
  }
  try {
    await migrateToLatest(db);
  } catch (error) {
    await db.destroy();
    unlock();
    throw error;
  }
  return { db, kind, close: () => db.destroy().finally(unlock) };
}

/**
 * PGlite is one process's database: a second process opening the same folder
 * would corrupt it. A lock file beside the folder names the holder; a stale one
 * (its process gone) is taken over.
 */
function lockDataDir(dir: string): () => void {
  const lock = `${dir.replace(/\/+$/, '')}.lock`;
  try {
    writeFileSync(lock, String(process.pid), { flag: 'wx' });
  } catch {
    const holder = Number(readFileSync(lock, 'utf8'));
    let alive = false;
    try {
      alive = holder > 0 && holder !== process.pid && process.kill(holder, 0);
    } catch {
      alive = false;
    }
    if (alive) throw new Error(`${dir} is in use by process ${holder}: embedded PGlite serves one process (set DATABASE_URL to share a PostgreSQL server).`);
    writeFileSync(lock, String(process.pid));
  }
  return () => rmSync(lock, { force: true });
}
