import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { get } from 'node:http';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { type Document as HappyDocument, Window } from 'happy-dom';
import { afterAll, beforeAll, inject } from 'vitest';

export const ROOT = join(fileURLToPath(import.meta.url), '../..');

/** A free TCP port on loopback, for a server a test starts. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/**
 * Whether the server on `port` answers /healthz, on a connection of its own that is closed
 * afterwards: an idle keep-alive socket left in fetch's pool would carry the test's first request,
 * and a server busy starting (production opens its database at start) may close it just then (ECONNRESET).
 */
function healthy(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const request = get({ host: '127.0.0.1', port, path: '/healthz', agent: false, headers: { connection: 'close' } }, (response) => {
      response.resume();
      resolve(response.statusCode === 200);
    });
    request.once('error', () => resolve(false));
  });
}

export interface RunningServer {
  origin: string;
  process: ChildProcess;
  stop(): Promise<void>;
  output(): string;
}

/**
 * Starts the built production server (`node dist/server-node/main.mjs`) on a free port; stop() kills it by PID.
 * `root` serves another build (its dist/ folder) than the project's own. The account service keeps its
 * data in memory unless `env` names a database: test files run side by side, and embedded PGlite in
 * var/db serves one process only.
 */
export async function startServer(env: Record<string, string | undefined> = {}, root: string = ROOT): Promise<RunningServer> {
  const port = await freePort();
  // A variable set to undefined is left out (NODE_ENV: undefined starts the server as `node dist/server-node/main.mjs` does).
  // Production behaviour unless the file asks for the development tools (DEV_TOOLS: '1': /dev/mailbox, PREVIEW=1), with a secret of its own.
  const childEnv = Object.fromEntries(
    Object.entries({
      ...process.env,
      NODE_ENV: 'test',
      DEV_TOOLS: undefined,
      SERVICE_DB_DIR: 'memory://',
      SERVICE_SECRET: 'e2e-harness-service-secret-of-at-least-32-characters',
      ...env,
      SITE_ROOT: root,
      PORT: String(port),
    }).filter(([, value]) => value !== undefined),
  );
  const child = spawn(process.execPath, [join(root, 'dist/server-node/main.mjs')], {
    cwd: ROOT,
    env: childEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr!.on('data', (chunk) => {
    output += chunk;
  });
  const origin = `http://localhost:${port}`;
  const deadline = Date.now() + 20_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}):\n${output}`);
    const ok = await healthy(port);
    if (ok) break;
    if (Date.now() > deadline) {
      child.kill();
      throw new Error(`server did not answer /healthz within 20 s:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    origin,
    process: child,
    output: () => output,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        process.kill(child.pid!, 'SIGTERM');
      }),
  };
}

/**
 * The browser of the tests: Debian's chromium-headless-shell (the package of chromium's old headless mode,
 * the build Playwright itself uses for headless tests) when installed, else Debian's chromium; CHROMIUM_PATH
 * names another. The shell draws no browser UI and runs no compositor of its own: the 29 tests of
 * shell-mobile.e2e.ts took 73 CPU-s on it against 145 on the full chromium (var/scratch/cpu.sh, /proc),
 * with the same pages, layout and screenshots. Lighthouse keeps the full chromium (e2e/gates/lighthouse.ts).
 */
const TEST_BROWSER = process.env.CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium-headless-shell') ? '/usr/bin/chromium-headless-shell' : '/usr/bin/chromium');

/** The test browser, headless, with the flags this sandbox needs. */
export function launchBrowser({ scrollbars = false }: { scrollbars?: boolean } = {}): Promise<Browser> {
  return chromium.launch({
    executablePath: TEST_BROWSER,
    // Playwright hides scrollbars in headless Chromium; a test of what a scrollbar does asks for them back (classic, 15 px).
    ...(scrollbars ? { ignoreDefaultArgs: ['--hide-scrollbars'] } : {}),
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
}

/**
 * A fresh page that records page errors and console errors (hydration mismatches are console errors in React 19).
 * The new-user popup (a modal from the second page view) is marked as closed for the tab, so a test that is not
 * about it is not blocked by it; `newUserPopup: true` leaves the visitor new (e2e/forms.e2e.ts).
 */
export async function openPage(
  browser: Browser,
  options: Parameters<Browser['newContext']>[0] = {},
  { newUserPopup = false }: { newUserPopup?: boolean } = {},
): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await browser.newContext(options);
  if (!newUserPopup) {
    await context.addInitScript(() => {
      try {
        for (const scope of ['/us', '/eu', '/cn']) sessionStorage.setItem(`${scope}/newUserPopup`, 'closed');
      } catch {
        /* opaque origins (about:blank) have no storage */
      }
    });
  }
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console: ${message.text()}`);
  });
  return { context, page, errors };
}

/**
 * One browser tab for the tests of a file that load a page and read it: each call hands the tab over with
 * the visitor forgotten (cookies and storage cleared, resting on the site's robots.txt) and a new list of its page and console
 * errors. A fresh browser context costs ~0.8 s of CPU here before its page loads, and a page loaded in a used
 * tab a third of a cold one (its scripts stay cached and compiled), so a file of many such tests takes one.
 * A test that changes the context itself (a clock, a route, an init script, other options) opens its own page.
 *
 * @example
 * const tab = useTab(site);
 * it('…', async () => { const { page, errors } = await tab(); await page.goto(`${site.server.origin}/us`); });
 */
export function useTab(site: { readonly browser: Browser }): () => Promise<{ page: Page; errors: string[] }> {
  let tab: Awaited<ReturnType<typeof openPage>> | undefined;
  afterAll(async () => {
    await tab?.context.close();
  });
  return async () => {
    if (!tab) {
      tab = await openPage(site.browser);
      return tab;
    }
    await forgetVisitor(tab.page);
    tab.errors.length = 0;
    return tab;
  };
}

/**
 * Makes a used tab as good as new for the next visit: its cookies and storage cleared, resting on a
 * document of the site's own origin (its robots.txt: no script, no subresources) so what the last
 * page still had in flight ends before the next visit listens. Not about:blank: a move to
 * about:blank and back to the site swaps the tab's renderer process each time, which cost about
 * half of a page visit's CPU (0.5 of 1.1 CPU-s, measured over 30 visits with /proc); within one
 * site chromium keeps the process.
 */
export async function forgetVisitor(page: Page): Promise<void> {
  const clearStorage = () =>
    page
      .evaluate(() => {
        localStorage.clear();
        sessionStorage.clear();
      })
      .catch(() => undefined); // about:blank or an error page: no storage to clear
  await page.context().clearCookies();
  await clearStorage();
  const { protocol, origin } = new URL(page.url());
  const rested =
    (protocol === 'http:' || protocol === 'https:') &&
    (await page.goto(`${origin}/robots.txt`, { timeout: 5_000 }).then(
      (response) => response?.ok() ?? false,
      () => false,
    ));
  if (!rested) await page.goto('about:blank');
  // What the last page wrote as it was left.
  await clearStorage();
}

/**
 * The lines of server output that report a problem: an error or a warning in
 * plain text (Vike's own), or a JSON log line (the server's) of level warn or error.
 */
export function loggedProblems(output: string): string[] {
  return output.split('\n').filter((line) => /error|warning/i.test(line) || /^\{.*"level":"(warn|error)"/.test(line));
}

/** A server started once for the whole run (global-setup.ts): its origin, and the file its output goes to. */
export interface SharedServer {
  origin: string;
  log: string;
}

/** What a test file reads of its server: where it answers, and what it has logged so far. */
export interface SiteServer {
  origin: string;
  output(): string;
}

/**
 * The environments whose server the test files share (global-setup.ts starts one each): most files
 * need the plain built server, the rest of the common ones the development tools with preview (`?at=`, /dev/mailbox).
 */
export const SHARED_ENVIRONMENTS: readonly Record<string, string>[] = [{}, { DEV_TOOLS: '1', PREVIEW: '1' }];

/** The key of an environment among the shared servers: its settings in name order. */
export const sharedKey = (env: Record<string, string>) => JSON.stringify(Object.entries(env).sort(([a], [b]) => a.localeCompare(b)));

/**
 * The server-rendered document of `url` (fetched, parsed by happy-dom without running or loading anything),
 * for checks of what the server sends that need no browser; with the answer's status.
 *
 * @example
 * const { document } = await fetchDocument(`${site.server.origin}/us`);
 * document.querySelector('h1')?.textContent
 */
export async function fetchDocument(url: string): Promise<{ status: number; document: HappyDocument }> {
  const response = await fetch(url);
  const window = new Window({ url, settings: { disableJavaScriptEvaluation: true, disableJavaScriptFileLoading: true, disableCSSFileLoading: true } });
  const document = new window.DOMParser().parseFromString(await response.text(), 'text/html');
  return { status: response.status, document };
}

/**
 * The server the test file runs against, without a browser: useSite()'s server alone.
 */
export function useServer(env: Record<string, string> = {}, options: { expectLogged?: RegExp } = {}): { readonly server: SiteServer } {
  return useSite(env, { ...options, browser: false });
}

/**
 * The usual setup of a browser test file: the built server with `env` and one browser for the
 * whole file. The server is the run's shared one when `env` is exactly a shared environment
 * (global-setup.ts; the run fails if it logs an error or a warning); otherwise the file starts its
 * own, stopped afterwards, and the file fails if it logged an error or a warning — except lines
 * matching `expectLogged`, for a file whose tests cause one on purpose (and check it themselves).
 *
 * @example
 * const site = useSite({ DEV_TOOLS: '1', PREVIEW: '1' });
 * it('…', async () => { const { page } = await openPage(site.browser); await page.goto(`${site.server.origin}/us`); });
 */
export function useSite(
  env: Record<string, string> = {},
  { expectLogged, browser: withBrowser = true }: { expectLogged?: RegExp; browser?: boolean } = {},
): { readonly server: SiteServer; readonly browser: Browser } {
  let server: SiteServer | undefined;
  let own: RunningServer | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    const shared = expectLogged ? undefined : inject('sharedServers')?.[sharedKey(env)];
    if (shared) server = { origin: shared.origin, output: () => readFileSync(shared.log, 'utf8') };
    else server = own = await startServer(env);
    if (withBrowser) browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    if (!own) return;
    await own.stop();
    // The server must not have logged an error or a warning (Vike's warnings among them) while serving the tests.
    const problems = loggedProblems(own.output()).filter((line) => !expectLogged?.test(line));
    if (problems.length) throw new Error(`the server logged:\n${problems.slice(0, 10).join('\n')}`);
  });
  return {
    get server() {
      if (!server) throw new Error('useSite: the server is not started (use it inside tests)');
      return server;
    },
    get browser() {
      if (!browser) throw new Error(withBrowser ? 'useSite: the browser is not launched (use it inside tests)' : 'useServer: this file has no browser (useSite gives one)');
      return browser;
    },
  };
}
