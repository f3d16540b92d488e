/**
 * `make dev` (dev/vite-dev.ts) tells the truth about time: it runs the built server's app with Vike's dev renderer,
 * so a route outside its window is closed as in production, `?at=` opens it inside its window, and the staff tools
 * answer as on the built server. It listens on loopback unless HOST says otherwise.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, launchBrowser, ROOT } from './harness.ts';
import { hydrated } from './wait.ts';

let child: ChildProcess;
let origin = '';
let output = '';

beforeAll(async () => {
  const port = await freePort();
  // As a developer starts it: without vitest's variables (its SSR, PROD, DEV, MODE and NODE_ENV make Vike render the built client's pages).
  const outside = Object.fromEntries(Object.entries(process.env).filter(([name]) => !/^(VITEST\w*|SSR|PROD|DEV|MODE|TEST|BASE_URL|NODE_ENV)$/.test(name)));
  const env = { ...outside, PORT: String(port), PREVIEW: '1', PSEUDO_LOCALE: '1', SERVICE_DB_DIR: 'memory://', HOST: '' };
  child = spawn(join(ROOT, 'node_modules/.bin/vite'), [], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  origin = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`make dev exited (${child.exitCode}):\n${output}`);
    const ok = await fetch(`${origin}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    if (Date.now() > deadline) throw new Error(`make dev did not answer /healthz within 60 s:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}, 70_000);

afterAll(() => {
  child?.kill();
});

describe('make dev', () => {
  it('listens on loopback only', () => {
    // Vite colours its URL lines when CI is set (picocolors), so the test reads the text without the colour codes.
    const printed = stripVTControlCharacters(output);
    expect(printed).toMatch(/Local:\s+http:\/\/127\.0\.0\.1:/);
    expect(printed).not.toMatch(/Network:\s+http/);
  });

  it('closes a sale page outside its window as production does, and opens it with ?at= inside the window', async () => {
    const closed = await fetch(`${origin}/us/black-friday`, { redirect: 'manual' });
    expect(closed.status).toBe(302);
    expect(new URL(closed.headers.get('location')!, origin).pathname).toBe('/us');
    const before = await fetch(`${origin}/us/black-friday?at=2024-11-01T12:00:00Z`, { redirect: 'manual' });
    expect(before.status).toBe(302);
    const open = await fetch(`${origin}/us/black-friday?at=2024-11-23T12:00:00Z`);
    expect(open.status).toBe(200);
    const html = await open.text();
    expect(html).toContain('preview-ribbon');
    expect(html).toContain('class="sale-banner');
  });

  it('serves the calendar, the pseudo-locale and a localized 404 from the same app', async () => {
    expect((await fetch(`${origin}/dev/calendar`)).status).toBe(200);
    const pseudo = await fetch(`${origin}/pseudo/support`);
    expect(pseudo.status).toBe(200);
    expect(await pseudo.text()).toContain('⟦');
    const missing = await fetch(`${origin}/fr/pas-de-page`);
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain('lang="fr-FR"');
  });

  it('hydrates a page in the browser without an error', async () => {
    const browser = await launchBrowser();
    try {
      const page = await browser.newPage();
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(String(error)));
      page.on('console', (message) => void (message.type() === 'error' && errors.push(message.text())));
      await page.goto(`${origin}/de`);
      await hydrated(page);
      expect(await page.getAttribute('html', 'lang')).toBe('de-DE');
      expect(errors).toEqual([]);
    } finally {
      await browser.close();
    }
  }, 60_000);
});
