/**
 * `make db`: prepares the service's storage before the server starts — the
 * service secret (var/service-secret, unless SERVICE_SECRET is set), and the
 * database: PGlite's first start (initdb, seconds) in var/db, or DATABASE_URL's
 * server, migrated to the latest version.
 */
import { resolve } from 'node:path';
import { openDatabase } from '../db.ts';
import { migrations } from '../migrations.ts';
import { databaseLocation, serviceSecret } from '../from-env.ts';

const root = resolve(process.env.SITE_ROOT ?? '.');
serviceSecret(process.env, root, true);
const location = databaseLocation(process.env, root);
const started = performance.now();
const { kind, close } = await openDatabase(location);
await close();
const where = kind === 'postgres' ? 'DATABASE_URL' : location;
const count = Object.keys(migrations).length;
// An operator's line, in English: the count as a person writes it ("1 migration", not "1 migration(s)").
console.log(`database ready (${kind}, ${where}): ${count} ${count === 1 ? 'migration' : 'migrations'}, ${Math.round(performance.now() - started)} ms`);
