// Gate: the Nu HTML Checker finds no error in the server-rendered HTML of any page of any region.
import { describe, expect, it } from 'vitest';
import { useSite } from '../harness.ts';
import { sitePages } from './site-pages.ts';
import { printTable } from './table.ts';
import { checkHtml } from './vnu.ts';

const site = useSite();

describe('HTML validity gate', () => {
  it('reports errors in invalid HTML (the gate can fail)', async () => {
    const messages = await checkHtml([
      { name: 'bad', html: '<!DOCTYPE html><html lang="en"><head><title>Bad</title></head><body><p><div>block in p</div></p><img src="x.png"><a href="/x"><a href="/y">nested</a></a></body></html>' },
      { name: 'good', html: '<!DOCTYPE html><html lang="en"><head><title>Good</title></head><body><p>Fine.</p></body></html>' },
    ]);
    const errors = messages.filter((m) => m.type === 'error');
    expect(new Set(errors.map((m) => m.document))).toEqual(new Set(['bad']));
    expect(errors.map((m) => m.message).join('\n')).toMatch(/alt/);
  }, 60_000);

  it('lets through only the checker lags it names, on the markup it names', async () => {
    const head = (links: string) => `<!DOCTYPE html><html lang="en"><head><title>T</title>${links}</head><body><p id="lead">Lead</p></body></html>`;
    const messages = await checkHtml([
      { name: 'expect', html: head('<link rel="expect" href="#lead" blocking="render">') },
      { name: 'icon', html: head('<link rel="icon" href="/favicon.svg" blocking="render">') },
    ]);
    expect(messages.filter((m) => m.type === 'checker-lag').map((m) => m.document)).toEqual(['expect']);
    expect(messages.filter((m) => m.type === 'error').map((m) => m.document)).toEqual(['icon']);
  }, 60_000);

  // One Java process checks every page (the JVM's start is most of the cost), so no page is left out.
  it('every page of every region has no error', async () => {
    const pages = sitePages();
    const failures: string[] = [];
    const documents: { name: string; html: string }[] = [];
    for (const page of pages) {
      const response = await fetch(`${site.server.origin}${page.path}`);
      if (response.status !== page.status) failures.push(`${page.path} status ${response.status} instead of ${page.status}`);
      const html = await response.text();
      documents.push({ name: page.path, html });
      // The element the first paint waits for is on the page (else the browser waits for the whole document).
      const expected = /<link rel="expect" href="#([\w-]+)" blocking="render">/.exec(html)?.[1];
      if (!expected || !html.includes(` id="${expected}"`)) failures.push(`${page.path}: <link rel="expect"> names #${expected}, which is not on the page`);
    }
    const messages = await checkHtml(documents);
    const rows = pages.map((page) => {
      const own = messages.filter((m) => m.document === page.path);
      const errors = own.filter((m) => m.type === 'error');
      const warnings = own.filter((m) => m.type === 'warning');
      failures.push(...errors.map((m) => `${page.path}:${m.line}:${m.column} ${m.message} [${(m.extract ?? '').replace(/\s+/g, ' ').trim().slice(0, 60)}]`));
      return [page.path, page.region, page.kind, String(errors.length), String(warnings.length), errors.length ? 'FAIL' : 'ok'];
    });
    const warningCount = messages.filter((m) => m.type === 'warning').length;
    const lagCount = messages.filter((m) => m.type === 'checker-lag').length;
    printTable('Nu HTML Checker (vnu)', ['page', 'region', 'kind', 'errors', 'warnings', 'result'], rows,
      `${rows.length} pages, ${failures.length} error(s), ${warningCount} warning(s), ${lagCount} checker lag(s) let through (vnu.ts CHECKER_LAGS)${failures.length ? `:\n  ${failures.join('\n  ')}` : ''}`);
    expect(failures).toEqual([]);
  }, 300_000);
});
