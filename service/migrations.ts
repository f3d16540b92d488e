/**
 * Versioned migrations, run at start by Kysely's Migrator (it records them in
 * kysely_migration and takes a lock, so N processes starting together are safe).
 * Never edit a released migration: add the next one.
 */
import { sql, type Kysely } from 'kysely';
import { Migrator, type Migration, type MigrationProvider } from 'kysely/migration';

const m0001: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .createTable('users')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('family', 'text', (c) => c.notNull().check(sql`family in ('global', 'europe', 'china')`))
      .addColumn('email', 'text', (c) => c.notNull().check(sql`length(email) <= 254`))
      .addColumn('password_hash', 'text')
      .addColumn('subscribed', 'boolean', (c) => c.notNull().defaultTo(false))
      .addColumn('email_verified_at', 'timestamptz')
      .addColumn('region', 'text', (c) => c.notNull())
      .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .execute();
    await db.schema.createIndex('users_family_email').unique().on('users').columns(['family', 'email']).execute();

    await db.schema
      .createTable('sessions')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('app_hash', 'text', (c) => c.notNull().unique())
      .addColumn('app_expires_at', 'timestamptz', (c) => c.notNull())
      .addColumn('refresh_hash', 'text', (c) => c.notNull().unique())
      .addColumn('refresh_expires_at', 'timestamptz', (c) => c.notNull())
      .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .addColumn('revoked_at', 'timestamptz')
      .execute();
    await db.schema.createIndex('sessions_user').on('sessions').column('user_id').execute();

    await db.schema
      .createTable('codes')
      .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
      .addColumn('family', 'text', (c) => c.notNull())
      .addColumn('email', 'text', (c) => c.notNull())
      .addColumn('purpose', 'text', (c) => c.notNull().check(sql`purpose in ('login', 'register', 'reset')`))
      .addColumn('secret_hash', 'text', (c) => c.notNull())
      .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
      .addColumn('tries', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('used_at', 'timestamptz')
      .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .execute();
    await db.schema.createIndex('codes_lookup').on('codes').columns(['family', 'email', 'purpose']).execute();
    await db.schema.createIndex('codes_secret').on('codes').column('secret_hash').execute();

    await db.schema
      .createTable('rate_limits')
      .addColumn('key', 'text', (c) => c.primaryKey())
      .addColumn('window_start', 'timestamptz', (c) => c.notNull())
      .addColumn('hits', 'integer', (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('outbox')
      .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
      .addColumn('family', 'text', (c) => c.notNull())
      .addColumn('region', 'text', (c) => c.notNull())
      .addColumn('recipient', 'text', (c) => c.notNull())
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('sealed', 'text')
      .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .addColumn('sent_at', 'timestamptz')
      .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('last_error', 'text')
      .execute();
    await db.schema.createIndex('outbox_unsent').on('outbox').column('id').where(sql.ref('sent_at'), 'is', null).execute();

    await db.schema
      .createTable('subscriptions')
      .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
      .addColumn('family', 'text', (c) => c.notNull())
      .addColumn('email', 'text', (c) => c.notNull())
      .addColumn('region', 'text', (c) => c.notNull())
      .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .execute();
    await db.schema.createIndex('subscriptions_family_email').unique().on('subscriptions').columns(['family', 'email']).execute();

    for (const table of ['product_registrations', 'rma_requests'] as const) {
      let t = db.schema
        .createTable(table)
        .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
        .addColumn('reference', 'text', (c) => c.notNull().unique())
        .addColumn('family', 'text', (c) => c.notNull())
        .addColumn('region', 'text', (c) => c.notNull())
        .addColumn('user_id', 'text', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('email', 'text', (c) => c.notNull())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('product', 'text', (c) => c.notNull())
        .addColumn('serial_number', 'text', (c) => c.notNull())
        .addColumn('purchase_date', 'date', (c) => c.notNull());
      t =
        table === 'product_registrations'
          ? t.addColumn('retailer', 'text')
          : t
              .addColumn('order_number', 'text')
              .addColumn('reason', 'text', (c) => c.notNull())
              .addColumn('description', 'text', (c) => c.notNull())
              .addColumn('status', 'text', (c) => c.notNull().defaultTo('received'));
      await t.addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`)).execute();
    }
  },
};

/**
 * Double opt-in for the newsletter (docs/decisions.md D35): a subscription asked for anonymously waits, with the digest of
 * its link's token, until the owner of the address confirms it; each records where it was asked (source) and
 * when it was confirmed. The subscriptions made before this migration were single opt-in: they are kept as
 * confirmed at their creation, with the source 'legacy' saying how they were made.
 */
const m0002: Migration = {
  async up(db) {
    await db.schema
      .alterTable('subscriptions')
      .addColumn('source', 'text', (c) => c.notNull().defaultTo('legacy'))
      .addColumn('confirmed_at', 'timestamptz')
      .addColumn('confirm_hash', 'text')
      .addColumn('confirm_expires_at', 'timestamptz')
      .execute();
    await db.updateTable('subscriptions').set({ confirmed_at: sql`created_at` }).execute();
    await db.schema.createIndex('subscriptions_confirm_hash').unique().on('subscriptions').column('confirm_hash').execute();
  },
};

/**
 * Sessions that say how they began (a first password takes a recent code log-in, D65) and the refresh tokens their
 * rotations replaced (one used again revokes its session).
 */
const m0003: Migration = {
  async up(db) {
    await db.schema
      .alterTable('sessions')
      .addColumn('method', 'text', (c) => c.notNull().defaultTo('password').check(sql`method in ('password', 'code')`))
      .execute();
    await db.schema
      .createTable('retired_refresh_tokens')
      .addColumn('hash', 'text', (c) => c.primaryKey())
      .addColumn('session_id', 'text', (c) => c.notNull().references('sessions.id').onDelete('cascade'))
      .addColumn('retired_at', 'timestamptz', (c) => c.notNull())
      .execute();
  },
};

/**
 * The API families are data (regions.yaml `api.families`, D1: no region rule is written in TypeScript): a family added there is served at once,
 * so the table no longer lists them; the service writes only the families it mounts (service/tables.ts).
 */
const m0004: Migration = {
  async up(db) {
    await sql`alter table users drop constraint if exists users_family_check`.execute(db);
  },
};

/**
 * A confirmed subscription can be withdrawn without an account (GDPR art. 7(3): as easy as it was given): the
 * welcome mail carries a link whose token is kept here as its SHA-256 digest. Subscriptions confirmed before
 * have none (their owner was never sent a link); their owner withdraws on the account page or by writing.
 */
const m0005: Migration = {
  async up(db) {
    await db.schema.alterTable('subscriptions').addColumn('unsubscribe_hash', 'text').execute();
    await db.schema.createIndex('subscriptions_unsubscribe_hash').unique().on('subscriptions').column('unsubscribe_hash').execute();
  },
};

/**
 * A code remembers which client address asked for it (a keyed digest): a new code ends only the older codes of the
 * same requester, so a stranger asking for codes ends none of the owner's (D65). Codes issued before have none.
 */
const m0006: Migration = {
  async up(db) {
    await db.schema.alterTable('codes').addColumn('requester', 'text').execute();
  },
};

/** Every migration by name; names sort in the order they run. */
export const migrations: Record<string, Migration> = {
  '0001_initial': m0001,
  '0002_newsletter_double_opt_in': m0002,
  '0003_session_hardening': m0003,
  '0004_families_as_data': m0004,
  '0005_unsubscribe_link': m0005,
  '0006_code_requester': m0006,
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

/** Brings the schema up to date; throws (the process must not serve) when a migration fails. */
export async function migrateToLatest(db: Kysely<any>): Promise<string[]> {
  const { error, results } = await new Migrator({ db, provider }).migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
