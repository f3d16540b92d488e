import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OpenedDatabase } from './db.ts';
import { migrateToLatest } from './migrations.ts';
import { openTestDatabase, usingPostgres } from './test-db.ts';
import { findUser, insertUser } from './users.ts';

let database: OpenedDatabase;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

describe('users', () => {
  it(`runs on ${usingPostgres() ? 'PostgreSQL (TEST_DATABASE_URL)' : 'PGlite'}`, () => {
    expect(database.kind).toBe(usingPostgres() ? 'postgres' : 'pglite');
  });

  it('20 concurrent inserts of one e-mail leave one account (the unique index decides)', async () => {
    const account = { family: 'global' as const, email: 'race@example.com', region: 'us', passwordHash: null, subscribed: false, verified: false };
    const results = await Promise.all(Array.from({ length: 20 }, () => insertUser(database.db, account, new Date())));
    expect(results.filter(Boolean)).toHaveLength(1);
    expect((await findUser(database.db, 'global', 'race@example.com'))?.id).toBe(results.find(Boolean)!.id);
  });

  it('lets each family hold the same e-mail', async () => {
    for (const family of ['global', 'europe', 'china'] as const) {
      expect(await insertUser(database.db, { family, email: 'same@example.com', region: 'us', passwordHash: null, subscribed: false, verified: false }, new Date())).toBeDefined();
    }
  });

  it('migrations are idempotent (a second start runs none)', async () => {
    expect(await migrateToLatest(database.db)).toEqual([]);
  });
});
