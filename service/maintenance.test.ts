import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OpenedDatabase } from './db.ts';
import { pruneExpired } from './maintenance.ts';
import { openTestDatabase } from './test-db.ts';

let database: OpenedDatabase;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

describe('pruneExpired', () => {
  it('drops what is long over and keeps what still counts', async () => {
    const now = new Date('2026-06-01T12:00:00Z');
    const ago = (hours: number) => new Date(now.getTime() - hours * 3600_000);
    const { db } = database;
    await db
      .insertInto('rate_limits')
      .values([
        { key: 'old', window_start: ago(25), hits: 1 },
        { key: 'new', window_start: ago(1), hits: 1 },
      ])
      .execute();
    await db
      .insertInto('codes')
      .values([
        { family: 'global', email: 'a@example.com', purpose: 'login', secret_hash: 'old', expires_at: ago(25), created_at: ago(26) },
        { family: 'global', email: 'a@example.com', purpose: 'login', secret_hash: 'new', expires_at: ago(-1), created_at: ago(0) },
      ])
      .execute();
    await db
      .insertInto('outbox')
      .values([
        { family: 'global', region: 'us', recipient: 'a@example.com', kind: 'code', sealed: null, sent_at: ago(31 * 24), created_at: ago(31 * 24) },
        { family: 'global', region: 'us', recipient: 'b@example.com', kind: 'code', sealed: 'x', sent_at: null, created_at: ago(31 * 24) },
      ])
      .execute();
    await db
      .insertInto('subscriptions')
      .values([
        { family: 'global', email: 'waited-too-long@example.com', region: 'us', source: 'footer', created_at: ago(9 * 24), confirm_hash: 'a', confirm_expires_at: ago(25) },
        { family: 'global', email: 'still-waiting@example.com', region: 'us', source: 'footer', created_at: ago(1), confirm_hash: 'b', confirm_expires_at: ago(-24) },
        { family: 'global', email: 'confirmed@example.com', region: 'us', source: 'popup', created_at: ago(9 * 24), confirmed_at: ago(9 * 24 - 1) },
      ])
      .execute();
    await pruneExpired(db, now);
    expect((await db.selectFrom('subscriptions').select('email').orderBy('email').execute()).map((r) => r.email)).toEqual(['confirmed@example.com', 'still-waiting@example.com']);
    expect((await db.selectFrom('rate_limits').select('key').execute()).map((r) => r.key)).toEqual(['new']);
    expect((await db.selectFrom('codes').select('secret_hash').execute()).map((r) => r.secret_hash)).toEqual(['new']);
    expect((await db.selectFrom('outbox').select('recipient').execute()).map((r) => r.recipient)).toEqual(['b@example.com']);
  });
});
