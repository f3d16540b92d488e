/**
 * The account service: one Hono app serving the API families of regions.yaml under
 * their bases (regions.yaml `api`), over one database. Stateless apart from
 * the database, so N processes can share it.
 *
 * @example
 * const service = await createService({ database: process.env.DATABASE_URL ?? 'var/db', secret });
 * app.route('/', service.app); // …and service.close() at shutdown
 */
import { Hono, type Context } from 'hono';
import { regionTable } from '../dist/generated/regions.ts';
import { familyBase, type ApiEnvironment } from '../core/api-base.ts';
import { openDatabase, type OpenedDatabase } from './db.ts';
import { NO_STORE } from './envelope.ts';
import { createFamilyApp, defaultLimits, type Limits } from './family-app.ts';
import { pruneExpired } from './maintenance.ts';
import { contextAddress } from '../core/client-address.ts';
import { createMailer, latestMail, type Transport } from './outbox.ts';
import { createPasswordHasher, createSecrets, type PasswordCost } from './secrets.ts';
import { families } from './tables.ts';

export interface ServiceOptions {
  /** A postgres:// URL, a PGlite data folder, or memory:// — or a database already open. */
  database: string | OpenedDatabase;
  /** At least 32 characters: keys for code digests and sealed outbox messages (SERVICE_SECRET). */
  secret: string;
  environment?: ApiEnvironment;
  /** Argon2id cost; 'test' only when asked for explicitly. */
  passwordCost?: PasswordCost;
  limits?: Partial<Limits>;
  now?: () => Date;
  /** Sends the outbox (nodemailer over SMTP_URL); without it mail stays in the outbox. */
  transport?: Transport;
  mailFrom?: string;
  /** Whether the operator runs this in production (default: NODE_ENV=production); the development aids are refused there. */
  production?: boolean;
  /** Serve GET /dev/mailbox (refused in production). */
  devMailbox?: boolean;
  /** How many trusted proxies append to X-Forwarded-For in front of the service (client-address.ts); 0: none, the socket's address counts. */
  trustedProxies?: number;
  siteOrigin?: string;
}

/** How often each process sends what the outbox holds without a mail of its own to trigger it. */
export const MAIL_SWEEP_MS = 30_000;

export async function createService(options: ServiceOptions) {
  const production = options.production ?? process.env.NODE_ENV === 'production';
  if (options.devMailbox && production) throw new Error('/dev/mailbox is never served in production (NODE_ENV=production).');
  if (options.passwordCost === 'test' && production) throw new Error('The test Argon2 cost is refused in production (NODE_ENV=production).');
  const opened = typeof options.database === 'string' ? await openDatabase(options.database) : options.database;
  const { db } = opened;
  const secrets = createSecrets(options.secret);
  const passwords = createPasswordHasher(options.passwordCost ?? 'production');
  const now = options.now ?? (() => new Date());
  const limits = { ...defaultLimits, ...options.limits };
  const environment = options.environment ?? 'production';

  const mailer = options.transport
    ? createMailer({
        db,
        secrets,
        transport: options.transport,
        from: options.mailFrom ?? 'Mechanova <no-reply@mechanova.example>',
        onError: (e) => console.error('[service] mail:', e instanceof Error ? e.message : e),
      })
    : undefined;
  const pending = new Set<Promise<unknown>>();
  const mailQueued = () => {
    if (!mailer) return;
    const run = mailer
      .flush()
      .catch(() => 0)
      .finally(() => pending.delete(run));
    pending.add(run);
  };

  const clientAddress = (c: Context): string => contextAddress(c, options.trustedProxies ?? 0);

  const app = new Hono();
  app.use('*', async (c, next) => {
    await next();
    c.res.headers.set('Cache-Control', 'no-store');
  });
  const bases: string[] = [];
  for (const family of families) {
    const base = familyBase(regionTable, family, environment);
    if (!base.startsWith('/')) continue; // served by another host
    bases.push(base);
    app.route(base, createFamilyApp({ family, db, secrets, passwords, limits, now, clientAddress, mailQueued, ...(options.siteOrigin ? { siteOrigin: options.siteOrigin } : {}) }));
  }
  if (options.devMailbox) {
    app.get('/dev/mailbox', async (c) => {
      const to = c.req.query('to');
      const limit = Number(c.req.query('limit') ?? 20);
      return c.json(await latestMail(db, secrets, { limit: Number.isFinite(limit) && limit > 0 ? limit : 20, ...(to ? { to: to.toLowerCase() } : {}) }), 200, NO_STORE);
    });
  }

  // What no mail of this process will flush: a row another process left when it stopped, or one whose send
  // failed (retried up to 5 times). Every process sweeps; the rows' locks keep a message from going out twice.
  const sweep = mailer ? setInterval(mailQueued, MAIL_SWEEP_MS) : undefined;
  sweep?.unref();
  const prune = setInterval(() => {
    pruneExpired(db, now()).catch((error: unknown) => console.error('[service] prune:', error instanceof Error ? error.message : error));
  }, 10 * 60_000);
  prune.unref();

  return {
    app,
    db,
    kind: opened.kind,
    bases,
    /** Sends what the outbox holds now (SMTP); resolves to the count sent. */
    flushMail: () => mailer?.flush() ?? Promise.resolve(0),
    async close() {
      clearInterval(prune);
      clearInterval(sweep);
      await Promise.allSettled([...pending]);
      await opened.close();
    },
  };
}
export type Service = Awaited<ReturnType<typeof createService>>;
