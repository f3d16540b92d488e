/**
 * The built site behind a real Varnish (deploy/varnish/default.vcl; varnishd and the xkey vmod from Debian's
 * varnish and varnish-modules, scripts/test-prerequisites.sh): a page is served from the cache the second time,
 * a preview and an account's answers never are, and a purge by a region's tag makes that region's next request a
 * miss while another region stays cached. varnishd is started by binary on free ports and stopped by its PID.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, ROOT, startServer, type RunningServer } from './harness.ts';

const SECRET = 'varnish-preview-secret-0123456789';
let server: RunningServer;
let varnish: ChildProcess;
let workDir: string;
let front: string;
let output = '';

beforeAll(async () => {
  server = await startServer({ NODE_ENV: 'production', TRUST_PROXY: '1', PREVIEW_SECRET: SECRET });
  workDir = await mkdtemp(join(tmpdir(), 'varnish-e2e-'));
  const vcl = (await readFile(join(ROOT, 'deploy/varnish/default.vcl'), 'utf8')).replace(/\.port = "3000";/, `.port = "${new URL(server.origin).port}";`);
  await writeFile(join(workDir, 'default.vcl'), vcl);
  const port = await freePort();
  varnish = spawn('varnishd', ['-F', '-j', 'none', '-n', join(workDir, 'n'), '-a', `127.0.0.1:${port}`, '-T', 'none', '-f', join(workDir, 'default.vcl'), '-s', 'malloc,64m'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  varnish.stdout!.on('data', (chunk) => (output += chunk));
  varnish.stderr!.on('data', (chunk) => (output += chunk));
  front = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 20_000;
  for (;;) {
    if (varnish.exitCode !== null) throw new Error(`varnishd exited (${varnish.exitCode}):\n${output}`);
    if ((await fetch(`${front}/healthz`).catch(() => undefined))?.ok) break;
    if (Date.now() > deadline) throw new Error(`varnishd did not answer within 20 s:\n${output}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}, 60_000);

afterAll(async () => {
  if (varnish && varnish.exitCode === null) {
    const exited = new Promise((resolve) => varnish.once('exit', resolve));
    process.kill(varnish.pid!, 'SIGTERM');
    await exited;
  }
  await server?.stop();
  if (workDir) await rm(workDir, { recursive: true, force: true });
});

const get = (path: string, headers: Record<string, string> = {}) => fetch(`${front}${path}`, { headers, redirect: 'manual' });
const purge = (tags: string) => fetch(`${front}/`, { method: 'PURGE', headers: { 'xkey-purge': tags } });

describe('behind Varnish (deploy/varnish/default.vcl)', () => {
  it('serves a page from the cache the second time, for s-maxage, with its tags kept out of the answer', async () => {
    const first = await get('/us');
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toMatch(/s-maxage=\d+/);
    expect(first.headers.get('surrogate-key')).toContain('region:us');
    expect(first.headers.get('x-cache')).toBe('MISS');
    const second = await get('/us', { cookie: 'someAnalytics=1' });
    expect(second.headers.get('x-cache')).toBe('HIT');
    expect(second.headers.get('age')).not.toBeNull();
    expect(second.headers.get('xkey')).toBeNull();
    expect(await second.text()).toBe(await first.text());
  });

  it('never caches a preview: the one with the cookie is rendered each time, and the public page stays public', async () => {
    const granted = await fetch(`${front}/preview`, { method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: `secret=${SECRET}&to=/us` });
    expect(granted.status).toBe(303);
    const cookie = granted.headers.get('set-cookie')!.split(';')[0]!;
    const at = '/us?at=2030-01-01T00:00:00Z';
    for (let i = 0; i < 2; i++) {
      const preview = await get(at, { cookie });
      expect(preview.headers.get('cache-control')).toBe('no-store');
      expect(preview.headers.get('x-cache')).toBe('MISS');
    }
    const visitor = await get(at);
    expect(visitor.headers.get('cache-control')).toMatch(/public/);
    expect(visitor.headers.get('etag')).toBe((await get('/us')).headers.get('etag'));
  });

  it("never caches an account's answers: the service's calls and the account page", async () => {
    for (let i = 0; i < 2; i++) {
      const profile = await get('/api/global/account/user/profile', { apptoken: 'made-up' });
      expect(profile.status).toBe(401);
      expect(profile.headers.get('x-cache')).toBe('MISS');
      for (const path of ['/us/account', '/fr/account', '/us/reset-password?token=abcdefghijklmnop']) expect((await get(path)).headers.get('x-cache')).toBe('MISS');
      expect((await get('/us/faq', { authorization: 'Bearer x' })).headers.get('x-cache')).toBe('MISS');
    }
  });

  it("purges by a region's tag: that region's next request is a miss, another region's stays a hit; only the purgers may", async () => {
    for (const path of ['/us', '/fr', '/us', '/fr']) await get(path);
    expect((await get('/fr')).headers.get('x-cache')).toBe('HIT');
    const purged = await purge('region:us');
    expect(purged.status).toBe(200);
    expect((await get('/us')).headers.get('x-cache')).toBe('MISS');
    expect((await get('/us')).headers.get('x-cache')).toBe('HIT');
    expect((await get('/fr')).headers.get('x-cache')).toBe('HIT');
    expect((await purge('site')).status).toBe(200);
    expect((await get('/fr')).headers.get('x-cache')).toBe('MISS');
    expect((await fetch(`${front}/`, { method: 'PURGE' })).status).toBe(400);
  });
});
