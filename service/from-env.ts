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
 * /dev/mailbox and a generated secret only with the development tools on (DEV_TOOLS=1 or
 * NODE_ENV=development, on loopback: core/dev-tools.ts); otherwise production. The database opens at
 * start; under NODE_ENV=test (the browser tests start many servers) it opens on
 * the first service call instead, so a server that never uses it never pays for it.
 */
import { Hono } from 'hono';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { regionTable } from '../dist/generated/regions.ts';
import { apiEnvironment, familyBase } from '../core/api-base.ts';
import { NO_STORE, serverError } from './envelope.ts';
import { errorCodes } from './errors.ts';
import { trustedProxyCount } from '../core/client-address.ts';
import { developmentTools } from '../core/dev-tools.ts';
import { createService, type Service } from './service.ts';
import { families } from './tables.ts';

type Env = Record<string, string | undefined>;

/** The service secret: SERVICE_SECRET, else the install's file (created when `create` is set). */
export function serviceSecret(env: Env, root: string, create = false): string {
  if (env.SERVICE_SECRET) return env.SERVICE_SECRET;
  const file = join(root, 'var/service-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  if (!create) throw new Error('No service secret: set SERVICE_SECRET (≥ 32 characters) or run `make db` to create var/service-secret.');
  mkdirSync(dirname(file), { recursive: true, mode: 0o700 });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}

/** NODE_ENV as the API bases read it: unset is production, or development with the tools on. */
const nodeEnv = (env: Env): string => env.NODE_ENV ?? (developmentTools(env) ? 'development' : 'production');

export const databaseLocation = (env: Env, root: string): string => env.DATABASE_URL || env.SERVICE_DB_DIR || join(root, 'var/db');

export async function serviceFromEnv(env: Env, root: string): Promise<Service> {
  let transport;
  if (env.SMTP_URL) {
    const { createTransport } = await import('nodemailer');
    transport = createTransport(env.SMTP_URL);
  }
  const development = developmentTools(env);
  return createService({
    database: databaseLocation(env, root),
    secret: serviceSecret(env, root, development),
    environment: apiEnvironment(regionTable, nodeEnv(env), undefined),
    production: !development,
    devMailbox: development,
    trustedProxies: trustedProxyCount(env.TRUST_PROXY),
    ...(transport ? { transport } : {}),
    ...(env.MAIL_FROM ? { mailFrom: env.MAIL_FROM } : {}),
    ...(env.SITE_ORIGIN ? { siteOrigin: env.SITE_ORIGIN } : {}),
  });
}

/** The wait before the next try to start after `failures` failed ones: 1 s, 2 s, 4 s … at most 30 s. */
export const startBackoffMs = (failures: number): number => Math.min(30_000, 1_000 * 2 ** Math.max(0, failures - 1));

/**
 * A Hono app to mount on the site (`app.route('/', mounted.app)`): it answers the
 * service's paths only, once the service is ready; `close` is for shutdown.
 *
 * A service that cannot start (the database unreachable, a PGlite folder refused) is tried again with
 * back-off (`retryDelayMs`) until it starts, so a database that comes up after the site is picked up
 * without a restart; meanwhile its calls answer 503 with Retry-After, and `/readyz` says it is not ready.
 */
export function mountService(
  env: Env,
  root: string,
  {
    retryDelayMs = startBackoffMs,
    outsideRequest = (start) => start(),
  }: {
    retryDelayMs?: (failures: number) => number;
    /**
     * Runs the start outside the request that asked for it (the server's log context): the database pool, its
     * error events and the retries then log with no request id rather than that request's.
     */
    outsideRequest?: <T>(start: () => T) => T;
  } = {},
) {
  // Decided at once: development tools on a non-loopback HOST stop the server (or `make dev`) here.
  const development = developmentTools(env);
  let service: Service | undefined;
  let starting: Promise<Service> | undefined;
  let failures = 0;
  let retryAt = 0;
  let retry: ReturnType<typeof setTimeout> | undefined;
  let closed = false;
  const start = (): Promise<Service> => {
    if (service) return Promise.resolve(service);
    starting ??= outsideRequest(() =>
      serviceFromEnv(env, root).then(
        (started) => {
          service = started;
          if (failures) console.log(`[service] started after ${failures} failed ${failures === 1 ? 'try' : 'tries'}`);
          return started;
        },
        (error: unknown) => {
          failures++;
          const delay = retryDelayMs(failures);
          retryAt = Date.now() + delay;
          console.error(`[service] could not start: ${error instanceof Error ? error.message : error}; trying again in ${Math.ceil(delay / 1000)} s`);
          if (!closed) {
            retry = setTimeout(() => {
              starting = undefined;
              void start().catch(() => {});
            }, delay);
            retry.unref();
          }
          throw error;
        },
      ),
    );
    return starting;
  };
  if (env.NODE_ENV !== 'test') void start().catch(() => {});

  const retryAfter = () => String(Math.max(1, Math.ceil((retryAt - Date.now()) / 1000)));
  const app = new Hono();
  const forward = async (c: import('hono').Context) => {
    const ready = await start().catch(() => undefined);
    if (!ready) {
      const answer = serverError(c, 'us');
      return new Response(answer.body, {
        status: errorCodes.unavailable.status,
        headers: { ...Object.fromEntries(answer.headers), 'Retry-After': retryAfter() },
      });
    }
    return ready.app.fetch(c.req.raw, c.env);
  };
  // Readiness, for a load balancer or an orchestrator (/healthz says the process lives; this, that it can serve accounts).
  app.get('/readyz', (c) =>
    service ? c.json({ status: 'ready' }, 200, NO_STORE) : c.json({ status: failures ? 'unavailable' : 'starting', failedStarts: failures }, 503, { ...NO_STORE, 'Retry-After': retryAfter() }),
  );
  const prefixes: string[] = ['/readyz'];
  const environment = apiEnvironment(regionTable, nodeEnv(env), undefined);
  for (const family of families) {
    const base = familyBase(regionTable, family, environment);
    if (!base.startsWith('/')) continue;
    app.all(`${base}/*`, forward);
    prefixes.push(`${base}/`);
  }
  if (development) {
    app.get('/dev/mailbox', forward);
    prefixes.push('/dev/mailbox');
  }
  return {
    app,
    /** Whether a request path is the service's (for a server that routes before Hono, e.g. Vite's). */
    handles: (path: string) => prefixes.some((prefix) => path.startsWith(prefix)),
    async close() {
      closed = true;
      clearTimeout(retry);
      if (starting !== undefined) await (await starting.catch(() => undefined))?.close();
    },
  };
}
