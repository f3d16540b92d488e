/**
 * The service inside the site's Hono app (runtime/server/app.ts), as main.ts
 * mounts it: its answers come before any page, are never page-cached, and
 * /dev/mailbox is refused in production.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { regionTable } from '../dist/generated/regions.ts';
import { schedule } from '../dist/generated/schedule.ts';
import { createApp } from '../runtime/server/app.ts';
import type { OpenedDatabase } from './db.ts';
import { mountService } from './from-env.ts';
import { createService, type Service } from './service.ts';
import { openTestDatabase } from './test-db.ts';
import { TEST_SECRET } from './test-server.ts';

let database: OpenedDatabase;
let service: Service;
let clientDir: string;

beforeAll(async () => {
  database = await openTestDatabase();
  service = await createService({ database: { ...database, close: async () => {} }, secret: TEST_SECRET, passwordCost: 'test' });
  clientDir = await mkdtemp(join(tmpdir(), 'mount-client-'));
});
afterAll(async () => {
  await service?.close();
  await database?.close();
  await rm(clientDir, { recursive: true, force: true });
});

describe('the service mounted in the site', () => {
  it('answers its calls before any page, with no-store, and never renders or caches them', async () => {
    const render = vi.fn(async () => ({ status: 200, headers: [['Content-Type', 'text/html']] as [string, string][], body: '<p>page</p>' }));
    const site = createApp({ clientDir, render, schedule, regionTable, service: service.app });
    for (let i = 0; i < 2; i++) {
      const res = await site.app.request('http://localhost/api/global/account/user/profile', { headers: { apptoken: 'nope' } });
      expect(res.status).toBe(401);
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(await res.json()).toMatchObject({ code: 4003 });
      expect(site.cachedPage('/api/global/account/user/profile', '', undefined, { requestId: 'test', https: false })).toBeUndefined();
    }
    const posted = await site.app.request('http://localhost/api/europe/account/user/register/pwd', {
      method: 'POST',
      headers: { 'content-type': 'application/json', region: 'fr' },
      body: JSON.stringify({ email: 'mount@example.com', password: 'robots2025', confirmPassword: 'robots2025' }),
    });
    expect(await posted.json()).toMatchObject({ code: 2000 });
    const unknown = await site.app.request('http://localhost/api/china/account/nothing');
    expect(await unknown.json()).toMatchObject({ code: 4040 });
    expect(render).not.toHaveBeenCalled();
    expect((await site.app.request('http://localhost/us/faq')).status).toBe(200);
    expect(render).toHaveBeenCalledTimes(1);
  });

  it('refuses /dev/mailbox and the test Argon2 cost in production', async () => {
    vi.stubEnv('NODE_ENV', 'production');
    try {
      await expect(createService({ database, secret: TEST_SECRET, devMailbox: true })).rejects.toThrow(/never served in production/);
      await expect(createService({ database, secret: TEST_SECRET, passwordCost: 'test' })).rejects.toThrow(/refused in production/);
    } finally {
      vi.unstubAllEnvs();
    }
  });
});

describe('a service that cannot start', () => {
  it('answers 503 and "not ready" meanwhile, tries again with back-off, and serves once it can', async () => {
    const root = await mkdtemp(join(tmpdir(), 'mount-retry-'));
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const logs = vi.spyOn(console, 'log').mockImplementation(() => {});
    // Production without a secret cannot start: the secret appears later, as a database would come up later.
    const mounted = mountService({ NODE_ENV: 'production', SERVICE_DB_DIR: 'memory://' }, root, { retryDelayMs: () => 100 });
    try {
      await vi.waitFor(() => expect(errors).toHaveBeenCalledWith(expect.stringMatching(/^\[service\] could not start: No service secret.*; trying again in 1 s$/)));
      const refused = await mounted.app.request('http://localhost/api/global/account/user/profile', { headers: { apptoken: 'x' } });
      expect(refused.status).toBe(503);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(await refused.json()).toMatchObject({ code: 5000 });
      const notReady = await mounted.app.request('http://localhost/readyz');
      expect(notReady.status).toBe(503);
      expect(await notReady.json()).toMatchObject({ status: 'unavailable' });
      expect(mounted.handles('/readyz')).toBe(true);

      await mkdir(join(root, 'var'), { recursive: true });
      await writeFile(join(root, 'var/service-secret'), `${TEST_SECRET}\n`);
      // The first start of PGlite with every migration takes ~6 s, and several times that on a loaded 2-core machine.
      await vi.waitFor(async () => expect((await mounted.app.request('http://localhost/readyz')).status).toBe(200), { timeout: 45_000, interval: 100 });
      const served = await mounted.app.request('http://localhost/api/global/account/user/profile', { headers: { apptoken: 'x' } });
      expect(await served.json()).toMatchObject({ code: 4003 });
      expect(logs).toHaveBeenCalledWith(expect.stringMatching(/^\[service\] started after \d+ failed tr(y|ies)$/));
    } finally {
      await mounted.close();
      errors.mockRestore();
      logs.mockRestore();
      await rm(root, { recursive: true, force: true });
    }
  }, 60_000);
});

describe('the log context of a start a request asked for', () => {
  it('logs the failed start and its retries with no request id, not that of the request that asked', async () => {
    const root = await mkdtemp(join(tmpdir(), 'mount-context-'));
    const context = new AsyncLocalStorage<{ requestId: string }>();
    const seen: (string | undefined)[] = [];
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {
      seen.push(context.getStore()?.requestId);
    });
    // Under NODE_ENV=test the service starts on the first call, a request's; its database is unreachable.
    const mounted = mountService({ NODE_ENV: 'test', DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none' }, root, { retryDelayMs: () => 50, outsideRequest: (start) => context.exit(start) });
    try {
      await context.run({ requestId: 'request-1' }, () => mounted.app.request('http://localhost/api/global/account/user/profile', { headers: { apptoken: 'x' } }));
      await vi.waitFor(() => expect(seen.length).toBeGreaterThanOrEqual(3));
      expect(seen.filter((id) => id !== undefined)).toEqual([]);
    } finally {
      await mounted.close();
      errors.mockRestore();
      await rm(root, { recursive: true, force: true });
    }
  });
});
