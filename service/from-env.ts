/**
 * The service as the site's Node process runs it, configured from the
 * environment:
 *
 *   DATABASE_URL    postgres://… (else embedded PGlite in SERVICE_DB_DIR, default var/db)
 *   SERVICE_SECRET  ≥ 32 characters; else var/service-secret (written by `make db`)
 *   SMTP_URL        smtp(s)://… sends the outbox with nodemailer; MAIL_FROM its sender
 *   TRUST_PROXY=n   n trusted proxies append to X-Forwarded-For: the client address (rate limits) is its n-th entry from the right
 *   SITE_ORIGIN     origin of links in e-mails (default: the region's host in regions.yaml)
 *
 * /dev/mailbox is served unless NODE_ENV=production. The database opens at
 * start; under NODE_ENV=test (the browser tests start many servers) it opens on
 * the first service call instead, so a server that never uses it never pays for it.
 */
import { Hono } from 'hono';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { regionTable } from '../dist/generated/regions.ts';
import { apiEnvironment, familyBase } from '../runtime/shared/api-base.ts';
import { serverError } from './envelope.ts';
import { trustedProxyCount } from './client-address.ts';
import { createService, type Service } from './service.ts';
import { families } from './tables.ts';

type Env = Record<string, string | undefined>;

/** The service secret: SERVICE_SECRET, else the install's file (created when `create` is set). */
export function serviceSecret(env: Env, root: string, create = false): string {
  if (env.SERVICE_SECRET) return env.SERVICE_SECRET;
  const file = join(root, 'var/service-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  if (!create) throw new Error('No service secret: set SERVICE_SECRET (≥ 32 characters) or run `make db` to create var/service-secret.');
  mkdirSync(dirname(file), { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}

export const databaseLocation = (env: Env, root: string): string => env.DATABASE_URL || env.SERVICE_DB_DIR || join(root, 'var/db');

export async function serviceFromEnv(env: Env, root: string): Promise<Service> {
  let transport;
  if (env.SMTP_URL) {
    const { createTransport } = await import('nodemailer');
    transport = createTransport(env.SMTP_URL);
  }
  return createService({
    database: databaseLocation(env, root),
    secret: serviceSecret(env, root, env.NODE_ENV !== 'production'),
    environment: apiEnvironment(regionTable, env.NODE_ENV, undefined),
    devMailbox: env.NODE_ENV !== 'production',
    trustedProxies: trustedProxyCount(env.TRUST_PROXY),
    ...(transport ? { transport } : {}),
    ...(env.MAIL_FROM ? { mailFrom: env.MAIL_FROM } : {}),
    ...(env.SITE_ORIGIN ? { siteOrigin: env.SITE_ORIGIN } : {}),
  });
}

/**
 * A Hono app to mount on the site (`app.route('/', mounted.app)`): it answers the
 * service's paths only, once the service is ready; `close` is for shutdown.
 */
export function mountService(env: Env, root: string) {
  let started: Promise<Service> | undefined;
  const start = () => {
    started ??= serviceFromEnv(env, root);
    started.catch((error) => console.error('[service] could not start:', error instanceof Error ? error.message : error));
    return started;
  };
  if (env.NODE_ENV !== 'test') void start().catch(() => {});

  const app = new Hono();
  const forward = async (c: import('hono').Context) => {
    const service = await start().catch(() => undefined);
    if (!service) return serverError(c, 'us');
    return service.app.fetch(c.req.raw, c.env);
  };
  const environment = apiEnvironment(regionTable, env.NODE_ENV, undefined);
  const prefixes: string[] = [];
  for (const family of families) {
    const base = familyBase(regionTable, family, environment);
    if (!base.startsWith('/')) continue;
    app.all(`${base}/*`, forward);
    prefixes.push(`${base}/`);
  }
  if (env.NODE_ENV !== 'production') {
    app.get('/dev/mailbox', forward);
    prefixes.push('/dev/mailbox');
  }
  return {
    app,
    /** Whether a request path is the service's (for a server that routes before Hono, e.g. Vite's). */
    handles: (path: string) => prefixes.some((prefix) => path.startsWith(prefix)),
    async close() {
      if (started !== undefined) await (await started.catch(() => undefined))?.close();
    },
  };
}
