/**
 * The Christmas sale of 2026, a dated edition of /christmas-sale (docs/decisions.md D70,
 * docs/campaigns.md), against the built server. Without preview, today's site: the 2026 sale answers in
 * us, uk, eu, fr and de while it is on (1 Dec 2026 to 31 Dec, us to 2 Jan, uk to 12 Jan), and Black Friday,
 * whose 2026 edition (us, de) ended on 30 Nov, redirects home. With preview (`?at=`): each stage of the 2026
 * sale at a phone's and a desktop's width, and the 2024 editions still shown as of 2024. Every expected
 * text and price is read from the region's generated bundle (the YAML), not restated here.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { bundle } from '../dist/generated/bundles.ts';
import { regionTable } from '../dist/generated/regions.ts';
import { routes } from '../dist/generated/routes.ts';
import type { RegionCode, SaleBannerSection, SaleOffersSection } from '../dist/generated/types.ts';
import { windowHolds } from '../core/routing.ts';
import { formatPrice } from '../runtime/shared/format.ts';
import { regionPath, regionPrefixes } from '../runtime/shared/regions.ts';
import { fetchDocument, openPage, ROOT, useServer, useSite } from './harness.ts';
import { hydrated } from './wait.ts';

const prefixes = regionPrefixes(regionTable);
const preview = useSite({ DEV_TOOLS: '1', PREVIEW: '1' });
const live = useServer();
const HOUR = 3_600_000;
const ARTIFACTS = join(ROOT, 'dist/test-artifacts/christmas-2026');

const squash = (s: string | null | undefined) => (s ?? '').replace(/\s+/g, ' ').trim();
const atParam = (ms: number) => `?at=${encodeURIComponent(new Date(ms).toISOString())}`;
const regionsOf = (page: string) => routes.filter((r) => r.page === page && r.status === 'live').flatMap((r) => r.regions);

function edition(region: RegionCode, page: 'christmas-sale-2026' | 'christmas-sale' | 'black-friday-2026') {
  const data = bundle(region);
  const doc = data.pages[page];
  if (!doc) throw new Error(`${page} is not in ${region}'s bundle`);
  const banner = doc.sections.find((s): s is SaleBannerSection => s.type === 'sale-banner')!;
  const offers = doc.sections.find((s): s is SaleOffersSection => s.type === 'sale-offers')!;
  const items = offers.tabs.flatMap((t) => t.groups ?? []).flatMap((g) => g.items);
  const format = (n: number) => squash(formatPrice(n, data.catalog.currency, data.region.formatLocale));
  const path = regionPath(region, page.startsWith('black-friday') ? '/black-friday' : '/christmas-sale', prefixes);
  return { data, head: doc.head, banner, items, format, path };
}
const priceAt = (item: { price?: number; stagePrices?: number[] }, index: number) => item.stagePrices?.[Math.min(index, item.stagePrices.length - 1)] ?? item.price!;

describe('today, on the built site without preview', () => {
  const now = Date.now();
  // The tests below are about the days the 2026 sale is on; the site's own clock says whether today is one of them.
  const on = (region: RegionCode) => routes.some((r) => r.page === 'christmas-sale-2026' && r.regions.includes(region) && windowHolds(r, now));

  it('the Christmas sale of 2026 is on its days, in us, uk, eu, fr and de (today is one)', () => {
    expect(regionsOf('christmas-sale-2026')).toEqual(['us', 'uk', 'eu', 'fr', 'de']);
    expect(new Date(now).toISOString() >= '2026-12-01' && new Date(now).toISOString() < '2026-12-31').toBe(true);
    for (const region of regionsOf('christmas-sale-2026')) expect(on(region), region).toBe(true);
  });

  it.each(['us', 'de', 'uk', 'eu', 'fr'] as const)('/%s/christmas-sale answers 200 with the 2026 sale: its title, its stage and its prices, the 2024 edition nowhere', async (region) => {
    const { head, banner, items, format, path } = edition(region, 'christmas-sale-2026');
    const old = edition(region, 'christmas-sale');
    for (const search of ['', atParam(Date.parse('2024-12-20T12:00:00Z'))]) {
      // ?at= is the preview's: without it, the server's own time decides.
      const { status, document } = await fetchDocument(`${live.server.origin}${path}${search}`);
      expect(status, `${path}${search}`).toBe(200);
      expect(squash(document.querySelector('title')?.textContent)).toBe(squash(head.title));
      expect(squash(document.querySelector('title')?.textContent)).not.toBe(squash(old.head.title));
      const index = banner.stages.findIndex((s) => Date.parse(s.startTime) <= Date.now() && Date.now() < Date.parse(s.endTime));
      expect(document.querySelector('#banner')?.getAttribute('data-stage')).toBe(banner.stages[index]!.key);
      for (const item of items) {
        const card = document.querySelector(`#${item.id}-card`);
        expect(squash(card?.querySelector('.sale-price .amount')?.textContent), `${path} ${item.id}`).toBe(format(priceAt(item, index)));
        // An invented price is labelled as sample data (docs/decisions.md D38).
        expect(squash(card?.querySelector('.sample-label')?.textContent), `${path} ${item.id}`).toBe(squash(bundle(region).site.ui.sampleData));
      }
      // The terms name this year's dates, read from the route and facts.yaml.
      expect(squash(document.querySelector('#terms')?.textContent)).toMatch(/2026/);
      expect(squash(document.querySelector('#terms')?.textContent)).not.toMatch(/2024/);
    }
  });

  it("/de/christmas-sale's alternates are the 2026 editions', and the sitemap lists the page once", async () => {
    const { document } = await fetchDocument(`${live.server.origin}/de/christmas-sale`);
    const hreflangs = [...document.querySelectorAll('link[rel="alternate"][hreflang]')].map((l) => l.getAttribute('hreflang'));
    expect(hreflangs).toEqual(['en-US', 'en-GB', 'en-EU', 'fr-FR', 'de-DE', 'x-default']);
    const sitemap = await (await fetch(`${live.server.origin}/sitemap-de.xml`)).text();
    expect(sitemap.match(/<loc>[^<]*\/de\/christmas-sale<\/loc>/g)).toHaveLength(1);
  });

  it.each(['us', 'uk', 'eu', 'fr', 'de'] as const)("/%s/black-friday redirects to the region's home: no edition is open (2026's, us and de, ended on 30 Nov)", async (region) => {
    const path = regionPath(region, '/black-friday', prefixes);
    const response = await fetch(`${live.server.origin}${path}`, { redirect: 'manual' });
    expect(response.status).toBe(302);
    expect(new URL(response.headers.get('location')!, live.server.origin).pathname).toBe(regionPath(region, '/', prefixes));
  });
});

describe('as of a day of each stage (preview, ?at=), at 390 and 1440 px', () => {
  const cases = regionsOf('christmas-sale-2026').flatMap((region) =>
    edition(region, 'christmas-sale-2026').banner.stages.flatMap((stage, index) => [390, 1440].map((width) => ({ region, key: stage.key, index, width }))),
  );

  it.each(cases)('$region $key at $width px: the stage, its prices, no overflow', async ({ region, key, index, width }) => {
    const { banner, items, format, path, data } = edition(region, 'christmas-sale-2026');
    const stage = banner.stages[index]!;
    const at = Date.parse(stage.startTime) + 12 * HOUR;
    const { context, page } = await openPage(preview.browser, { viewport: { width, height: 900 } });
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const response = await page.goto(`${preview.server.origin}${path}${atParam(at)}`);
    expect(response?.status()).toBe(200);
    await hydrated(page);
    const section = page.locator('#banner');
    expect(await section.getAttribute('data-stage')).toBe(key);
    expect(squash(await section.locator('.sale-stage-title').textContent())).toBe(squash(stage.title));
    expect(await section.locator('.sale-banner-art img').getAttribute('alt')).toBe(stage.alt ?? banner.alt);
    expect(Date.parse((await section.locator('.countdown').getAttribute('data-target'))!)).toBe(Date.parse(banner.stages.at(-1)!.endTime));
    // The discount line's figure is computed ({upTo}); no year or date is typed in the banner.
    expect(squash(await section.textContent())).not.toMatch(/2024|2025/);
    for (const item of items) {
      const card = page.locator(`#${item.id}-card`);
      expect(squash(await card.locator('.sale-price .amount').textContent()), item.id).toBe(format(priceAt(item, index)));
      // Where the market's rules name the lowest price of the 30 days before (uk, eu, fr, de), the card shows it.
      if (data.referencePrices && data.referencePrices.sales['christmas-sale-2026']?.[item.id]?.[index] != null) expect(await card.locator('.lowest-price').count(), item.id).toBe(1);
      // A price by stage only where there are stages to compare.
      expect(await card.locator('.stage-prices').count(), item.id).toBe(banner.stages.length > 1 ? 1 : 0);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), `${path} at ${width}px`).toBe(true);
    mkdirSync(ARTIFACTS, { recursive: true });
    await page.screenshot({ path: join(ARTIFACTS, `${region}-${key}-${width}.png`), fullPage: true });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('before 1 Dec 2026 and after its end the path is closed: 302 to the home, in each region', async () => {
    for (const region of regionsOf('christmas-sale-2026')) {
      const { banner, path } = edition(region, 'christmas-sale-2026');
      for (const at of [Date.parse(banner.stages[0]!.startTime) - 1000, Date.parse(banner.stages.at(-1)!.endTime)]) {
        const response = await fetch(`${preview.server.origin}${path}${atParam(at)}`, { redirect: 'manual' });
        expect(response.status, `${path} at ${new Date(at).toISOString()}`).toBe(302);
      }
    }
  });
});

describe("the 2024 editions, the seeds' record, still previewable", () => {
  it.each(['us', 'uk', 'de'] as const)('/%s/christmas-sale as of 20 Dec 2024 is the 2024 sale, with its 2024 prices and dates', async (region) => {
    const { head, items, format, path } = edition(region, 'christmas-sale');
    const { status, document } = await fetchDocument(`${preview.server.origin}${path}${atParam(Date.parse('2024-12-20T12:00:00Z'))}`);
    expect(status).toBe(200);
    expect(squash(document.querySelector('title')?.textContent)).toBe(squash(head.title));
    for (const item of items) expect(squash(document.querySelector(`#${item.id}-card .sale-price .amount`)?.textContent), item.id).toBe(format(priceAt(item, 0)));
    expect(document.querySelector('.sale-card .sample-label')).toBeNull();
    expect(squash(document.querySelector('#terms')?.textContent)).toMatch(/2024/);
  });

  it('Black Friday 2026 ran in us and de only: de shows its 2026 edition on 28 Nov 2026, eu and fr are closed then', async () => {
    const at = atParam(Date.parse('2026-11-28T12:00:00Z'));
    const { head, banner } = edition('de', 'black-friday-2026');
    const { status, document } = await fetchDocument(`${preview.server.origin}/de/black-friday${at}`);
    expect(status).toBe(200);
    expect(squash(document.querySelector('title')?.textContent)).toBe(squash(head.title));
    expect(document.querySelector('#banner')?.getAttribute('data-stage')).toBe(banner.stages[1]!.key);
    for (const region of ['eu', 'fr'] as const) {
      const response = await fetch(`${preview.server.origin}/${region}/black-friday${at}`, { redirect: 'manual' });
      expect(response.status, region).toBe(302);
    }
  });
});
