// Gate: Lighthouse accessibility, best practices and SEO at 100 (mobile) on one page of each kind in the representative regions.
import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useSite } from '../harness.ts';
import { auditUrl, CATEGORIES, describeItem, launchAuditBrowser, type FailedAudit } from './lighthouse.ts';
import { representativePages } from './site-pages.ts';
import { printTable } from './table.ts';

/**
 * What a 404 page fails by design, and only that: it answers 404, it is
 * marked noindex, and Chrome logs the document's own 404 status as a console
 * error. Any other failing audit on a 404 page is a regression.
 */
const EXPECTED_ON_NOT_FOUND: Record<string, (audit: FailedAudit, url: string) => boolean> = {
  'http-status-code': () => true,
  'is-crawlable': () => true,
  'errors-in-console': (audit, url) => audit.items.every((item) => item.source === 'network' && (item.sourceLocation as { url?: string } | undefined)?.url === url),
};

const site = useSite();
let browser: Awaited<ReturnType<typeof launchAuditBrowser>>;
beforeAll(async () => {
  browser = await launchAuditBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('Lighthouse gate', () => {
  it('lighthouse: reports failing audits on a known-bad page (the gate can fail)', async () => {
    const bad = '<!DOCTYPE html><html><head><title>Bad</title></head><body><img src="/x.png"><a href="/next">click here</a></body></html>';
    const server: Server = createServer((request, response) => {
      response.writeHead(request.url === '/' ? 200 : 404, { 'content-type': 'text/html' }).end(bad);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as { port: number };
    const result = await auditUrl(`http://localhost:${port}/`, browser.port);
    server.close();
    expect(result.failed.map((a) => a.id)).toEqual(expect.arrayContaining(['html-has-lang', 'image-alt', 'meta-description', 'link-text']));
    expect(result.scores.accessibility).toBeLessThan(100);
  }, 120_000);

  it('lighthouse: one page of each kind (one per template) in us and cn scores 100', async () => {
    const rows: string[][] = [];
    const failures: string[] = [];
    for (const page of representativePages()) {
      const url = `${site.server.origin}${page.path}`;
      const result = await auditUrl(url, browser.port);
      const failed = result.failed.filter((audit) => !(page.kind === 'not-found' && EXPECTED_ON_NOT_FOUND[audit.id]?.(audit, url)));
      const found = [
        ...(result.runtimeError ? [`runtime error ${result.runtimeError}`] : []),
        ...failed.map((a) => `${a.category} ${a.id}: ${a.items.slice(0, 3).map(describeItem).join(' | ') || a.title}`),
      ];
      const allowed = result.failed.length - failed.length;
      rows.push([
        page.path,
        page.region,
        page.kind,
        ...CATEGORIES.map((c) => String(result.scores[c])),
        found.length ? `${found.length} failing audit(s)` : allowed ? `ok (${allowed} audit(s) a 404 fails by design)` : 'ok',
      ]);
      failures.push(...found.map((f) => `${page.path} ${f}`));
    }
    printTable(
      'Lighthouse (mobile)',
      ['page', 'region', 'kind', 'a11y', 'best-pr.', 'seo', 'result'],
      rows,
      `${rows.length} pages, ${failures.length} failing audit(s)${failures.length ? `:\n  ${failures.join('\n  ')}` : ''}`,
    );
    expect(failures).toEqual([]);
  }, 900_000);
});
