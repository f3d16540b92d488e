/**
 * Lighthouse (accessibility, best practices, SEO; mobile) against Debian's
 * chromium, started here with the offline flags and a throw-away profile;
 * Lighthouse drives it over the DevTools port.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse from 'lighthouse';

export const CATEGORIES = ['accessibility', 'best-practices', 'seo'] as const;
export type Category = (typeof CATEGORIES)[number];

export interface FailedAudit {
  category: Category;
  id: string;
  title: string;
  /** The audit's items (elements, links, console messages), as Lighthouse reports them. */
  items: Record<string, unknown>[];
}

export interface LighthouseResult {
  /** 0–100 per category. */
  scores: Record<Category, number>;
  /** Every weighted audit that did not pass. */
  failed: FailedAudit[];
  runtimeError?: string;
}

/**
 * Starts chromium for Lighthouse: headless, offline flags, its own profile
 * directory; the DevTools port is read from chromium's startup line.
 */
export async function launchAuditBrowser(): Promise<{ port: number; close(): Promise<void> }> {
  const profile = await mkdtemp(join(tmpdir(), 'lighthouse-profile-'));
  const chromium = spawn(
    process.env.CHROME_PATH ?? '/usr/bin/chromium',
    ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', `--user-data-dir=${profile}`, '--remote-debugging-port=0', 'about:blank'],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  const port = await new Promise<number>((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`chromium printed no DevTools port within 20 s:\n${output}`)), 20_000);
    chromium.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`chromium exited (${code}):\n${output}`));
    });
    chromium.stderr!.on('data', (chunk) => {
      output += chunk;
      const match = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    });
  });
  return {
    port,
    close: async () => {
      if (chromium.exitCode === null) {
        const exited = new Promise((resolve) => chromium.once('exit', resolve));
        process.kill(chromium.pid!, 'SIGTERM');
        await exited;
      }
      await rm(profile, { recursive: true, force: true });
    },
  };
}

/**
 * Audits one URL (mobile, Lighthouse's default form factor). A 404 is audited
 * too (`ignoreStatusCode`): the error page is a page visitors see.
 */
export async function auditUrl(url: string, port: number): Promise<LighthouseResult> {
  const result = await lighthouse(
    url,
    { port, logLevel: 'error', output: 'json' },
    {
      extends: 'lighthouse:default',
      settings: {
        onlyCategories: [...CATEGORIES],
        ignoreStatusCode: true,
        disableFullPageScreenshot: true,
        skipAboutBlank: true,
        // Half the default waits: the site is local and hydrates within a few hundred ms of load (~1 s saved per page).
        pauseAfterFcpMs: 500,
        pauseAfterLoadMs: 500,
        networkQuietThresholdMs: 500,
        cpuQuietThresholdMs: 500,
      },
    },
  );
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  const scores = {} as Record<Category, number>;
  const failed: FailedAudit[] = [];
  for (const category of CATEGORIES) {
    const entry = lhr.categories[category];
    scores[category] = Math.round((entry?.score ?? 0) * 100);
    for (const ref of entry?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (!audit || ref.weight === 0 || audit.score === null || audit.score >= 1) continue;
      const details = audit.details as { items?: Record<string, unknown>[] } | undefined;
      failed.push({ category, id: audit.id, title: audit.title, items: details?.items ?? [] });
    }
  }
  return { scores, failed, ...(lhr.runtimeError ? { runtimeError: `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` } : {}) };
}

/** An item of a failed audit in one line: the element's selector, the link, or the message. */
export function describeItem(item: Record<string, unknown>): string {
  const node = item.node as { selector?: string; nodeLabel?: string } | undefined;
  if (node?.selector) return `${node.selector}${node.nodeLabel ? ` "${node.nodeLabel.slice(0, 40)}"` : ''}`;
  if (typeof item.href === 'string') return `${item.href}${typeof item.text === 'string' ? ` "${item.text}"` : ''}`;
  if (typeof item.description === 'string') return item.description;
  return JSON.stringify(item).slice(0, 120);
}
