/**
 * The page-level quality gates, fed by one crawl of the built site: each page of every region is
 * loaded once in the browser, and that one load gives the server's HTML (the Nu HTML Checker, the
 * structured data, the first-paint link), the hydrated page (axe) and every URL it refers to (links).
 * Internal pages reached only by a link or a redirect are crawled for their links too. Each gate
 * also proves on a known-bad input that it can fail. `-t axe` (links, html, structured data) runs one.
 */
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { bundle } from '../../dist/generated/bundles.ts';
import { routes, servedElsewhere } from '../../dist/generated/routes.ts';
import { axeViolations } from '../axe.ts';
import { nonTextContrastProblems } from '../non-text-contrast.ts';
import { forgetVisitor, openPage, useSite } from '../harness.ts';
import { createLinkCrawler, FAILING, type CheckedLink, type Verdict } from './links.ts';
import { mapPool } from './pool.ts';
import { sitePages, type SitePage } from './site-pages.ts';
import { checkStructuredData } from './structured-data.ts';
import { printTable } from './table.ts';
import { checkHtml } from './vnu.ts';

const site = useSite();

// ── structured data ──────────────────────────────────────────────────────────────────────────────
/**
 * Whether the page's content has a breadcrumb section, which its JSON-LD must carry as a BreadcrumbList.
 * Which pages need one (the support-type pages) is runtime/ui/breadcrumb.test.ts's to say.
 */
function hasBreadcrumb(page: SitePage): boolean {
  const content = Object.entries(bundle(page.region).pages).find(([name]) => name === page.page)?.[1];
  return content?.sections.some((section: { type: string }) => section.type === 'breadcrumb') ?? false;
}

/**
 * What each page must describe: the organisation and the page itself; a product page its product and offer
 * too; a support page its breadcrumb trail. A 404 describes no page of its own: the organisation only.
 */
const requiredTypes = (page: SitePage) =>
  page.kind === 'not-found' ? ['Organization'] : ['Organization', 'WebPage', ...(page.kind === 'product' ? ['Product', 'Product>Offer'] : []), ...(hasBreadcrumb(page) ? ['BreadcrumbList'] : [])];
/** What a page must not describe: a 404 has no WebPage, breadcrumb or product for its (non-existent) URL. */
const forbiddenTypes = (page: SitePage) => (page.kind === 'not-found' ? ['WebPage', 'BreadcrumbList', 'Product'] : []);

// ── the crawl ────────────────────────────────────────────────────────────────────────────────────
const VERDICTS: readonly Verdict[] = ['ok', 'planned', 'elsewhere', 'external', 'skipped', 'broken'];

interface CrawledPage {
  target: SitePage;
  /** The document's status, or null when the browser got no answer. */
  status: number | null;
  /** The server-rendered HTML, as the browser received it. */
  html: string;
  hydrated: boolean;
  axe: string[];
  links: CheckedLink[];
}

interface Crawl {
  pages: CrawledPage[];
  /** Internal pages found by following links or redirects, crawled for their links only. */
  found: { url: string; links: CheckedLink[] }[];
  /** Links whose #fragment names no element of the target page. */
  fragmentProblems: CheckedLink[];
}

let crawl: Crawl;

/**
 * The browser tabs of the crawl, one per lane of the pool: a lane visits its pages one after another in one tab,
 * so the page scripts stay in the browser's cache and compiled, as for a visitor moving through the site, where a
 * fresh browser context per page cost ~1.2 s of a ~3.7 s visit (a new renderer process, every file fetched and
 * compiled again). Between pages the tab forgets the visitor (cookies and storage are cleared) and rests on the
 * site's robots.txt, so what the last page still had in flight ends before the next visit listens (forgetVisitor). A tab whose visit
 * failed is replaced, so one page's failure cannot reach the next.
 */
function crawlTabs() {
  const tabs: (Awaited<ReturnType<typeof openPage>> | undefined)[] = [];
  return {
    async use<R>(lane: number, visit: (page: Page) => Promise<R>): Promise<R> {
      tabs[lane] ??= await openPage(site.browser);
      const { context, page } = tabs[lane];
      try {
        return await visit(page);
      } catch (error) {
        tabs[lane] = undefined;
        await context.close();
        throw error;
      } finally {
        if (tabs[lane]) await forgetVisitor(page);
      }
    },
    close: () => Promise.all(tabs.map((tab) => tab?.context.close())),
  };
}

beforeAll(async () => {
  const origin = site.server.origin;
  const crawler = createLinkCrawler(origin);
  const tabs = crawlTabs();
  const visited: string[] = [];
  // Two pages at a time: one is checked while the other loads.
  const pages = await mapPool(sitePages(), 2, async (target, lane): Promise<CrawledPage> => {
    const url = `${origin}${target.path}`;
    let status: number | null = null;
    let html = '';
    try {
      return await tabs.use(lane, async (page) => {
        const { links, hydrated } = await crawler.visit(page, url, async (response) => {
          status = response?.status() ?? null;
          // The document as the browser received it; a page that has already sent the visitor on (the account
          // guard) may have dropped its body from the browser's memory: the server's cached copy is the same.
          html = (await response?.text().catch(() => undefined)) ?? (await (await fetch(url)).text());
        });
        // The shell adds parts after hydration (region suggestion, session labels): axe checks what a visitor ends up with,
        // and so does the controls' non-text contrast (WCAG 1.4.11), which axe does not check.
        const axe = [...(await axeViolations(page)), ...(await nonTextContrastProblems(page))];
        visited.push(url);
        return { target, status, html, hydrated, axe, links };
      });
    } catch (error) {
      // One page that cannot be crawled fails every gate on that page, not the whole crawl.
      const problem = `could not be crawled: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`;
      return { target, status, html, hydrated: false, axe: [problem], links: [{ url, source: 'the crawl', verdict: 'broken', detail: problem }] };
    }
  });
  const found: Crawl['found'] = [];
  for (let batch = crawler.pending(visited); batch.length; batch = crawler.pending(visited)) {
    found.push(
      ...(await mapPool(batch, 2, (url, lane) =>
        tabs.use(lane, async (page) => {
          const { links } = await crawler.visit(page, url);
          visited.push(url);
          return { url, links };
        }),
      )),
    );
  }
  await tabs.close();
  crawl = { pages, found, fragmentProblems: crawler.fragmentProblems() };
}, 1_800_000); // every page of every region, and what they lead to: generous on shared machines

describe('axe gate (WCAG 2.1 A/AA and best practices, and non-text contrast, after hydration)', () => {
  it('axe reports violations on a known-bad page (the gate can fail)', async () => {
    const { context, page } = await openPage(site.browser);
    await page.setContent('<!DOCTYPE html><html><head><title>Bad</title></head><body><h1>Title</h1><h3>Skipped a level</h3><img src="data:,"><a href="#"></a></body></html>');
    const rules = new Set((await axeViolations(page)).map((v) => v.split(':')[0]));
    expect([...rules]).toEqual(expect.arrayContaining(['html-has-lang', 'heading-order', 'image-alt', 'link-name']));
    await context.close();
  });

  it("the controls' non-text contrast check finds a button drawn in its surface's colour (the gate can fail)", async () => {
    const { context, page } = await openPage(site.browser);
    // Visitor test M-2: the sale banner's button filled and edged with the banner's own colour; beside it, a faint field
    // edge (1.5:1), and controls that pass: an outlined button, a text-only button and a disabled one.
    await page.setContent(`<!DOCTYPE html><html lang="en"><body>
      <div style="background:#111827;padding:20px"><a class="button" href="#" style="background:#111827;border:2px solid #111827;color:#fff">Shop the deals</a>
      <a class="button" href="#" style="background:transparent;border:2px solid #fff;color:#fff">Learn more</a></div>
      <input aria-label="e-mail" style="border:1px solid #d1d5db;background:#fff">
      <button style="background:none;border:0;color:#1d4ed8">Text only</button>
      <button disabled style="background:#fff;border:1px solid #fff">Inactive</button></body></html>`);
    const problems = await nonTextContrastProblems(page);
    expect(problems).toHaveLength(2);
    expect(problems[0]).toMatch(/^non-text-contrast: a\.button "Shop the deals" \(fill 1\.00:1, edge 1\.00:1/);
    expect(problems[1]).toMatch(/^non-text-contrast: input /);
    await context.close();
  });

  it('axe: every page of every region has no violation', () => {
    const checked = crawl.pages.map(({ target, status, hydrated, axe }) => ({
      target,
      found: [...(status === target.status ? [] : [`status ${status} instead of ${target.status}`]), ...(hydrated ? [] : ['did not hydrate within 10 s']), ...axe],
    }));
    const rows = checked.map(({ target, found }) => [target.path, target.region, target.kind, found.length ? `${found.length} violation(s)` : 'ok']);
    const failures = checked.flatMap(({ target, found }) => found.map((f) => `${target.path} ${f}`));
    printTable(
      'axe (WCAG 2.1 A/AA + best practices)',
      ['page', 'region', 'kind', 'result'],
      rows,
      `${rows.length} pages, ${failures.length} violation(s)${failures.length ? `:\n  ${failures.join('\n  ')}` : ''}`,
    );
    expect(failures).toEqual([]);
  });
});

describe('link gate (anchors, head links, images, scripts, JSON-LD URLs, #fragments)', () => {
  it('links: reports broken links, missing fragments and unlisted hosts (the gate can fail)', async () => {
    const planned = routes.find((r) => r.status === 'planned' && r.page && r.regions.includes('us') && !r.meta.startTime && !r.meta.endTime);
    const elsewhere = servedElsewhere.find((s) => s.regions.includes('us'));
    const origin = site.server.origin;
    const crawler = createLinkCrawler(origin);
    const { context, page } = await openPage(site.browser);
    await page.route(`${origin}/gate-self-test`, (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: `<!DOCTYPE html><html><body>
      <a href="/us/no-such-page">gone</a> <a href="/us#no-such-id">bad fragment</a> <a href="/us#main">good fragment</a>
      <a href="https://unlisted.test/x">unlisted</a> <a href="https://us.shop.mechanova.example/">shop</a>
      <a href="https://www.mechanova.example/us/choose-your-region">our host</a> <img src="/no-such-image.png" alt="">
      <a href="#here">own fragment</a> <a href="#nowhere">missing own fragment</a> <span id="here"></span>
      ${planned ? `<a href="/us${planned.path}">planned</a>` : ''} ${elsewhere ? `<a href="/us${elsewhere.path}">elsewhere</a>` : ''}
    </body></html>`,
      }),
    );
    const { links } = await crawler.visit(page, `${origin}/gate-self-test`);
    await crawler.visit(page, `${origin}/us`);
    const verdicts = Object.fromEntries([...links, ...crawler.fragmentProblems()].map((l) => [`${l.url.replace(origin, '')} ${l.source}`, l.verdict]));
    expect(verdicts).toMatchObject({
      '/us/no-such-page <a> "gone"': 'broken',
      '/us#no-such-id <a> "bad fragment"': 'broken',
      '/us#main <a> "good fragment"': 'ok',
      'https://unlisted.test/x <a> "unlisted"': 'broken',
      'https://us.shop.mechanova.example/ <a> "shop"': 'external',
      'https://www.mechanova.example/us/choose-your-region <a> "our host"': 'ok',
      '/no-such-image.png <img>': 'broken',
      '/gate-self-test#here <a> "own fragment"': 'ok',
      '/gate-self-test#nowhere <a> "missing own fragment"': 'broken',
      ...(planned ? { [`/us${planned.path} <a> "planned"`]: 'planned' } : {}),
      ...(elsewhere ? { [`/us${elsewhere.path} <a> "elsewhere"`]: 'elsewhere' } : {}),
    });
    // Both end on a 404 without FALLBACK_ORIGIN: they fail the gate, saying whom the page waits for.
    expect(FAILING).toEqual(expect.arrayContaining(['broken', 'planned', 'elsewhere']));
    if (planned) expect(links.find((l) => l.source === '<a> "planned"')?.detail).toMatch(new RegExp(`route ${planned.name} planned, not built yet \\(.+\\)$`));
    if (elsewhere) expect(links.find((l) => l.source === '<a> "elsewhere"')?.detail).toContain(elsewhere.owner);
    await context.close();
  });

  it('links: every page of every region links only to what exists', () => {
    const origin = site.server.origin;
    const rows: string[][] = [];
    const broken: CheckedLink[] = [];
    const totals = Object.fromEntries(VERDICTS.map((v) => [v, 0])) as Record<Verdict, number>;
    const visits = [
      ...crawl.pages.map(({ target, links }) => ({ path: target.path, region: target.region as string, kind: target.kind, links })),
      ...crawl.found.map(({ url, links }) => ({ path: url.replace(origin, ''), region: '?', kind: 'found by crawling', links })),
    ];
    for (const { path, region, kind, links } of visits) {
      const count = (v: Verdict) => links.filter((l) => l.verdict === v).length;
      for (const v of VERDICTS) totals[v] += count(v);
      broken.push(...links.filter((l) => FAILING.includes(l.verdict)).map((l) => ({ ...l, source: `${path}: ${l.source}` })));
      rows.push([path, region, kind, String(links.length), ...VERDICTS.map((v) => String(count(v)))]);
    }
    broken.push(...crawl.fragmentProblems);
    // The failures, each distinct target once with why it fails and how many pages link it (the lead's to-do list).
    const targets = new Map<string, { detail: string; from: Set<string> }>();
    for (const l of broken) {
      const key = l.url.replace(origin, '');
      if (!targets.has(key)) targets.set(key, { detail: l.detail, from: new Set() });
      targets.get(key)!.from.add(l.source.split(':')[0]!);
    }
    const failures = [...targets]
      .sort(([a, x], [b, y]) => x.detail.localeCompare(y.detail) || a.localeCompare(b))
      .map(([url, { detail, from }]) => `${url} (${detail}) <- ${from.size} page(s), e.g. ${[...from][0]}`);
    printTable(
      'Links',
      ['page', 'region', 'kind', 'links', ...VERDICTS],
      rows,
      `${rows.length} pages, ${VERDICTS.map((v) => `${totals[v]} ${v}`).join(', ')} (planned: route registered, not built yet; elsewhere: served by another system only with FALLBACK_ORIGIN; both fail the gate; external: listed host, not fetched)` +
        (failures.length ? `\n${failures.length} failing targets:\n  ${failures.join('\n  ')}` : ''),
    );
    expect(failures).toEqual([]);
  });
});

describe('HTML validity gate (the Nu HTML Checker on the server-rendered HTML)', () => {
  it('html: reports errors in invalid HTML (the gate can fail)', async () => {
    const messages = await checkHtml(
      [
        {
          name: 'bad',
          html: '<!DOCTYPE html><html lang="en"><head><title>Bad</title></head><body><p><div>block in p</div></p><img src="x.png"><a href="/x"><a href="/y">nested</a></a></body></html>',
        },
        { name: 'good', html: '<!DOCTYPE html><html lang="en"><head><title>Good</title></head><body><p>Fine.</p></body></html>' },
      ],
      inject('htmlChecker'),
    );
    const errors = messages.filter((m) => m.type === 'error');
    expect(new Set(errors.map((m) => m.document))).toEqual(new Set(['bad']));
    expect(errors.map((m) => m.message).join('\n')).toMatch(/alt/);
  }, 60_000);

  it('html: lets through only the checker lags it names, on the markup it names', async () => {
    const head = (links: string) => `<!DOCTYPE html><html lang="en"><head><title>T</title>${links}</head><body><p id="lead">Lead</p></body></html>`;
    const messages = await checkHtml(
      [
        { name: 'expect', html: head('<link rel="expect" href="#lead" blocking="render">') },
        { name: 'icon', html: head('<link rel="icon" href="/favicon.svg" blocking="render">') },
      ],
      inject('htmlChecker'),
    );
    expect(messages.filter((m) => m.type === 'checker-lag').map((m) => m.document)).toEqual(['expect']);
    expect(messages.filter((m) => m.type === 'error').map((m) => m.document)).toEqual(['icon']);
  }, 60_000);

  // The run's one checker (e2e/global-setup.ts), warm, checks every page of the crawl.
  it('html: every page of every region has no error', async () => {
    const failures: string[] = [];
    for (const { target, status, html } of crawl.pages) {
      if (status !== target.status) failures.push(`${target.path} status ${status} instead of ${target.status}`);
      // The element the first paint waits for is on the page (else the browser waits for the whole document).
      const expected = /<link rel="expect" href="#([\w-]+)" blocking="render">/.exec(html)?.[1];
      if (!expected || !html.includes(` id="${expected}"`)) failures.push(`${target.path}: <link rel="expect"> names #${expected}, which is not on the page`);
    }
    const messages = await checkHtml(
      crawl.pages.map(({ target, html }) => ({ name: target.path, html })),
      inject('htmlChecker'),
    );
    const rows = crawl.pages.map(({ target }) => {
      const own = messages.filter((m) => m.document === target.path);
      const errors = own.filter((m) => m.type === 'error');
      const warnings = own.filter((m) => m.type === 'warning');
      failures.push(...errors.map((m) => `${target.path}:${m.line}:${m.column} ${m.message} [${(m.extract ?? '').replace(/\s+/g, ' ').trim().slice(0, 60)}]`));
      return [target.path, target.region, target.kind, String(errors.length), String(warnings.length), errors.length ? 'FAIL' : 'ok'];
    });
    const warningCount = messages.filter((m) => m.type === 'warning').length;
    const lagCount = messages.filter((m) => m.type === 'checker-lag').length;
    printTable(
      'Nu HTML Checker (vnu)',
      ['page', 'region', 'kind', 'errors', 'warnings', 'result'],
      rows,
      `${rows.length} pages, ${failures.length} error(s), ${warningCount} warning(s), ${lagCount} checker lag(s) let through (vnu.ts CHECKER_LAGS)${failures.length ? `:\n  ${failures.join('\n  ')}` : ''}`,
    );
    expect(failures).toEqual([]);
  }, 300_000);
});

describe('structured data gate (JSON-LD)', () => {
  it('structured data: reports unparsable blocks, missing types and invalid objects (the gate can fail)', async () => {
    const html = `<!DOCTYPE html><html><head>
<script type="application/ld+json">{"@context":"https://schema.org","@type":"Product","name":"X","offers":{"@type":"Offer","priceCurrency":"USD"}}</script>
<script type="application/ld+json">{"@context":"https://schema.org","@type":"BreadcrumbList","itemListElement":[{"@type":"ListItem","position":1}]}</script>
<script type="application/ld+json">{"@context":"https://schema.org","name":"untyped"}</script>
<script type="application/ld+json">{"@context":"https://schema.org", oops}</script>
</head><body></body></html>`;
    const report = await checkStructuredData(html);
    const errors = report.errors.join('\n');
    expect(errors).toContain('block 4 does not parse');
    expect(errors).toContain('block 3, object 1 has no @type');
    expect(errors).toMatch(/Product: .*(price|image|offers)/);
    expect(errors).toMatch(/BreadcrumbList: /);
  });

  it('structured data: every page of every region has valid structured data', async () => {
    const rows: string[][] = [];
    const failures: string[] = [];
    let warnings = 0;
    for (const { target, status, html } of crawl.pages) {
      const report = await checkStructuredData(html);
      const missing = requiredTypes(target).filter((type) => !report.types.includes(type));
      const found = [
        ...(status === target.status ? [] : [`status ${status} instead of ${target.status}`]),
        ...report.errors,
        ...missing.map((type) => `no ${type} in the JSON-LD`),
        ...forbiddenTypes(target)
          .filter((type) => report.types.includes(type))
          .map((type) => `a ${type} in the JSON-LD of a 404`),
      ];
      warnings += report.warnings.length;
      rows.push([target.path, target.region, target.kind, report.types.join(', '), String(found.length), String(report.warnings.length), found.length ? 'FAIL' : 'ok']);
      failures.push(...found.map((f) => `${target.path} ${f}`));
    }
    printTable(
      'Structured data (JSON-LD)',
      ['page', 'region', 'kind', 'types', 'errors', 'warnings', 'result'],
      rows,
      `${rows.length} pages, ${failures.length} error(s), ${warnings} warning(s) (optional fields the content has no data for)${failures.length ? `:\n  ${failures.join('\n  ')}` : ''}`,
    );
    expect(failures).toEqual([]);
  });
});
