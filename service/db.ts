/**
 * The database connection: PostgreSQL through `pg` when a postgres:// URL is
 * given (DATABASE_URL), else embedded PGlite with its data in a folder
 * (default var/db, git-ignored) or in memory (`memory://`, tests).
 */
import { Kysely, PGliteDialect, PostgresDialect } from 'kysely';
import { AsyncResource } from 'node:async_hooks';
import { mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
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
    // Bound to where the pool is made, not to the request whose query opened the connection that failed.
    pool.on(
      'error',
      AsyncResource.bind((error: Error) => console.error('[service] database connection lost:', error.message)),
    );
    db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    kind = 'postgres';
  } else {
    const { PGlite } = await import('@electric-sql/pglite');
    if (location !== 'memory://') {
      privateFolder(location);
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
 * PGlite's folder holds the password hashes and e-mail addresses (its WAL too), and PGlite writes its files
 * readable and writable by everyone: the folder itself keeps other users out. A new one (and any
 * parent made with it, e.g. var/) is made 0700; an existing one open to others is refused, saying how to close it.
 */
export function privateFolder(dir: string): void {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const mode = statSync(dir).mode & 0o777;
  if (mode & 0o077) {
    throw new Error(
      `${dir} is open to other users (mode ${mode.toString(8).padStart(4, '0')}), and the database in it holds password hashes and e-mail addresses: run \`chmod -R go-rwx ${dir}\` and start again.`,
    );
  }
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
  } catch (error) {
    // Only an existing lock is another process's; anything else (a read-only folder) is said as it is.
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') {
      throw new Error(`cannot write the lock file ${lock} (${(error as NodeJS.ErrnoException).code ?? error}): the folder of ${dir} must be writable by the server's user.`);
    }
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
