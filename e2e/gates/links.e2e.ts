// Gate: no broken internal link on any page of any region (the crawl follows every internal page it finds).
// A link to a planned route or to a path only FALLBACK_ORIGIN serves fails too: without a fallback origin it ends on a 404.
import { describe, expect, it } from 'vitest';
import { routes, servedElsewhere } from '../../dist/generated/routes.ts';
import { openPage, useSite } from '../harness.ts';
import { createLinkCrawler, FAILING, type CheckedLink, type Verdict } from './links.ts';
import { mapPool } from './pool.ts';
import { sitePages } from './site-pages.ts';
import { printTable } from './table.ts';

const site = useSite();

const VERDICTS: readonly Verdict[] = ['ok', 'planned', 'elsewhere', 'external', 'skipped', 'broken'];

describe('link gate', () => {
  it('reports broken links, missing fragments and unlisted hosts (the gate can fail)', async () => {
    const planned = routes.find((r) => r.status === 'planned' && r.page && r.regions.includes('us') && !r.meta.startTime && !r.meta.endTime);
    const elsewhere = servedElsewhere.find((s) => s.regions.includes('us'));
    const origin = site.server.origin;
    const crawler = createLinkCrawler(origin);
    const { context, page } = await openPage(site.browser);
    await page.route(`${origin}/gate-self-test`, (route) => route.fulfill({ contentType: 'text/html', body: `<!DOCTYPE html><html><body>
      <a href="/us/no-such-page">gone</a> <a href="/us#no-such-id">bad fragment</a> <a href="/us#main">good fragment</a>
      <a href="https://unlisted.test/x">unlisted</a> <a href="https://us.shop.mechanova.example/">shop</a>
      <a href="https://www.mechanova.example/us/choose-your-region">our host</a> <img src="/no-such-image.png" alt="">
      <a href="#here">own fragment</a> <a href="#nowhere">missing own fragment</a> <span id="here"></span>
      ${planned ? `<a href="/us${planned.path}">planned</a>` : ''} ${elsewhere ? `<a href="/us${elsewhere.path}">elsewhere</a>` : ''}
    </body></html>` }));
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

  it('every page of every region links only to what exists', async () => {
    const origin = site.server.origin;
    const crawler = createLinkCrawler(origin);
    let batch: { url: string; region: string; kind: string }[] = sitePages().map((p) => ({ url: `${origin}${p.path}`, region: p.region, kind: p.kind }));
    const rows: string[][] = [];
    const broken: CheckedLink[] = [];
    const visited: string[] = [];
    const totals = Object.fromEntries(VERDICTS.map((v) => [v, 0])) as Record<Verdict, number>;
    while (batch.length) {
      const results = await mapPool(batch, 2, async (next) => {
        const { context, page } = await openPage(site.browser);
        const { links } = await crawler.visit(page, next.url);
        await context.close();
        return { next, links };
      });
      for (const { next, links } of results) {
        visited.push(next.url);
        const count = (v: Verdict) => links.filter((l) => l.verdict === v).length;
        for (const v of VERDICTS) totals[v] += count(v);
        broken.push(...links.filter((l) => FAILING.includes(l.verdict)).map((l) => ({ ...l, source: `${next.url.replace(origin, '')}: ${l.source}` })));
        rows.push([next.url.replace(origin, ''), next.region, next.kind, String(links.length), ...VERDICTS.map((v) => String(count(v)))]);
      }
      // Internal pages the table does not list (reached by a link or a redirect) are crawled too.
      batch = crawler.pending(visited).map((url) => ({ url, region: '?', kind: 'found by crawling' }));
    }
    broken.push(...crawler.fragmentProblems());
    // The failures, each distinct target once with why it fails and how many pages link it (the lead's to-do list).
    const targets = new Map<string, { detail: string; from: Set<string> }>();
    for (const l of broken) {
      const key = l.url.replace(origin, '');
      if (!targets.has(key)) targets.set(key, { detail: l.detail, from: new Set() });
      targets.get(key)!.from.add(l.source.split(':')[0]!);
    }
    const failures = [...targets].sort(([a, x], [b, y]) => x.detail.localeCompare(y.detail) || a.localeCompare(b))
      .map(([url, { detail, from }]) => `${url} (${detail}) <- ${from.size} page(s), e.g. ${[...from][0]}`);
    printTable('Links', ['page', 'region', 'kind', 'links', ...VERDICTS], rows,
      `${rows.length} pages, ${VERDICTS.map((v) => `${totals[v]} ${v}`).join(', ')} (planned: route registered, not built yet; elsewhere: served by another system only with FALLBACK_ORIGIN; both fail the gate; external: listed host, not fetched)` +
      (failures.length ? `\n${failures.length} failing targets:\n  ${failures.join('\n  ')}` : ''));
    expect(failures).toEqual([]);
  }, 1_800_000); // every page of every region and what they lead to: generous on shared machines
});
