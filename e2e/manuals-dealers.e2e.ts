// Browser tests of the manuals, where-to-buy (with Hong Kong/Macao), about-us, download-centre and jp
// warranty pages (seed 001 §2), in every region that registers them, against the built server.
import { describe, expect, it } from 'vitest';
import { bundle } from '../dist/generated/bundles.ts';
import { dealerTable } from '../dist/generated/dealers.ts';
import { regionTable } from '../dist/generated/regions.ts';
import { routes } from '../dist/generated/routes.ts';
import type { RegionCode } from '../dist/generated/types.ts';
import { regionPath, regionPrefixes } from '../runtime/shared/regions.ts';
import { openPage, useSite, useTab } from './harness.ts';

const site = useSite();
const tab = useTab(site);
const prefixes = regionPrefixes(regionTable);
const PAGES = ['manuals', 'where-to-buy', 'where-to-buy-hongkong-macao', 'about-us', 'download-center', 'warranty-information'];
const pairs = routes.filter((r) => r.page && PAGES.includes(r.page)).flatMap((route) => route.regions.map((region) => ({ route, region, path: regionPath(region, route.path, prefixes) })));
const url = (region: RegionCode, logical: string) => `${site.server.origin}${regionPath(region, logical, prefixes)}`;
const regionsOf = (page: string) => routes.find((r) => r.page === page)!.regions;

/** The first section title of a page in a region's bundle: the page's h1, in the region's language. */
function pageTitle(region: RegionCode, page: string): string {
  const section = (bundle(region).pages as Record<string, { sections: { title?: unknown }[] }>)[page]!.sections.find((s) => typeof s.title === 'string');
  return section!.title as string;
}

describe('each of these pages in every region that registers it', () => {
  it('covers the pairs the brief names', () => {
    expect(PAGES.map((page) => [page, [...regionsOf(page)].sort()])).toEqual([
      ['manuals', ['cn', 'de', 'eu', 'fr', 'kr', 'uk', 'us']],
      ['where-to-buy', ['de', 'eu', 'fr', 'uk', 'us']],
      ['where-to-buy-hongkong-macao', ['cn', 'de', 'eu', 'fr', 'jp', 'kr', 'uk', 'us']],
      ['about-us', ['cn', 'de', 'eu', 'fr', 'jp', 'kr', 'uk', 'us']],
      ['download-center', ['cn', 'de', 'eu', 'fr', 'uk', 'us']],
      ['warranty-information', ['jp']],
    ]);
    expect(pairs.every(({ route }) => route.status === 'live')).toBe(true);
  });

  it("answers 200 with the region's <html lang> and its h1 in the region's language", async () => {
    const problems: string[] = [];
    for (const { route, region, path } of pairs) {
      const response = await fetch(`${site.server.origin}${path}`);
      const html = await response.text();
      const lang = /<html[^>]*\slang="([^"]+)"/.exec(html)?.[1];
      const h1 = /<h1[^>]*>(.*?)<\/h1>/s
        .exec(html)?.[1]
        ?.replace(/<[^>]+>/g, '')
        .replace(/&#x27;|&#39;/g, "'")
        .replace(/&amp;/g, '&');
      const expected = pageTitle(region, route.page!);
      if (response.status !== 200) problems.push(`${path}: ${response.status}`);
      if (lang !== regionTable.regions[region].locale) problems.push(`${path}: lang ${lang}`);
      if (h1 !== expected) problems.push(`${path}: h1 "${h1}", expected "${expected}"`);
    }
    expect(problems).toEqual([]);
    // The h1s really are translated: no two languages share one (uk and eu extend us).
    const h1Of = (region: RegionCode) => pageTitle(region, 'about-us');
    expect(new Set((['us', 'fr', 'de', 'kr', 'jp', 'cn'] as const).map(h1Of)).size).toBe(6);
    expect(pageTitle('de', 'manuals')).toBe('Bedienungsanleitungen');
    expect(pageTitle('kr', 'manuals')).toBe('제품 설명서');
  });
});

describe('manuals', () => {
  it('are real tables: a caption, column headers and a row header per file, in every region', async () => {
    const { page } = await tab();
    for (const region of regionsOf('manuals')) {
      await page.goto(url(region, '/manuals'));
      const tables = await page.$$eval('#manuals table', (list) =>
        list.map((table) => ({
          caption: table.querySelector('caption')?.textContent ?? '',
          cols: [...table.querySelectorAll('thead th')].map((th) => th.getAttribute('scope')),
          rows: table.querySelectorAll('tbody tr').length,
          rowHeaders: [...table.querySelectorAll('tbody th')].map((th) => th.getAttribute('scope')),
        })),
      );
      expect(tables, region).toHaveLength(8);
      for (const table of tables) {
        expect(table.caption, region).not.toBe('');
        expect(table.cols, region).toEqual(['col', 'col', 'col', 'col']);
        expect(table.rowHeaders, region).toEqual(Array(table.rows).fill('row'));
      }
    }
  });

  it("show the update date in the region's format and link the file on the files host", async () => {
    const { page } = await tab();
    const expected: Partial<Record<RegionCode, { date: string; language: string; size: string }>> = {
      us: { date: 'Sep 18, 2025', language: 'English', size: '18.6 MB' },
      uk: { date: '18 Sept 2025', language: 'English', size: '18.6 MB' },
      fr: { date: '18 sept. 2025', language: 'Français', size: '18,9\u202fMo' },
      de: { date: '18.09.2025', language: 'Deutsch', size: '19 MB' },
      kr: { date: '2025. 9. 18.', language: '한국어', size: '18.8MB' },
      cn: { date: '2025年9月18日', language: '简体中文', size: '18.1 MB' },
    };
    for (const [region, want] of Object.entries(expected) as [RegionCode, { date: string; language: string; size: string }][]) {
      await page.goto(url(region, '/manuals'));
      const row = page.locator('#megatron tbody tr').first();
      expect(await row.locator('td').allTextContents(), region).toEqual([want.size, want.date, want.language]);
      expect(await row.locator('time').getAttribute('datetime')).toBe('2025-09-18');
      expect(await row.locator('th a').getAttribute('href')).toMatch(new RegExp(`^${regionTable.hosts.files}/manuals/megatron/user-manual-[a-z]+\\.pdf$`));
    }
  });

  it('scroll sideways inside a focusable, labelled container at 390 px while the page itself does not', async () => {
    const { context, page } = await openPage(site.browser, { viewport: { width: 390, height: 844 } });
    await page.goto(url('de', '/manuals'));
    const scroller = page.locator('#megatron .table-scroll');
    const size = await scroller.evaluate((el) => ({ scroll: el.scrollWidth, client: el.clientWidth, label: document.getElementById(el.getAttribute('aria-labelledby') ?? '')?.textContent }));
    expect(size.scroll).toBeGreaterThan(size.client);
    expect(size.label).toBe('Flagship Megatron');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    // By keyboard: the container takes focus and the arrow keys scroll it.
    await scroller.focus();
    expect(await page.evaluate(() => document.activeElement?.classList.contains('table-scroll'))).toBe(true);
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => scroller.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
    await context.close();
  });

  it('are complete without JavaScript', async () => {
    const { context, page } = await openPage(site.browser, { javaScriptEnabled: false });
    await page.goto(url('cn', '/manuals'));
    expect(await page.locator('#manuals table').count()).toBe(8);
    expect(await page.locator('#t9-e caption').textContent()).toBe('T9 星际特工');
    await context.close();
  });
});

describe('where to buy', () => {
  it("lists each group's dealers from dealers.yaml with logo, link and addresses, and the region's store", async () => {
    const { page } = await tab();
    for (const region of regionsOf('where-to-buy')) {
      await page.goto(url(region, '/where-to-buy'));
      for (const group of ['germany', 'eu-switzerland', 'france', 'uk', 'us']) {
        const dealers = dealerTable.dealers.filter((d) => d.group === group);
        const shown = await page.locator(`#${group} .dealer`).evaluateAll((items) =>
          items.map((li) => ({
            link: li.querySelector('h3 a, h4 a')?.getAttribute('href'),
            logo: li.querySelector('img')?.getAttribute('src'),
            addresses: li.querySelectorAll('address').length,
          })),
        );
        expect(shown, `${region} ${group}`).toEqual(dealers.map((d) => ({ link: d.link, logo: expect.stringContaining(`/generated-artwork/${d.image}.webp`), addresses: d.addresses?.length ?? 0 })));
      }
      expect(await page.locator('#official-store a').getAttribute('href')).toBe(regionTable.regions[region].links.shop);
    }
  });

  it('Hong Kong and Macao: every region links the cn page as zh-CN and the Traditional Chinese edition as zh-HK; kr, without a shop, shows no store call', async () => {
    const { page } = await tab();
    const zhHk = `${regionTable.hosts.cn}/where-to-buy/hongkong-macao/zh-hk`;
    for (const region of regionsOf('where-to-buy-hongkong-macao')) {
      await page.goto(url(region, '/where-to-buy/hongkong-macao'));
      expect(await page.locator('link[rel="alternate"][hreflang="zh-CN"]').getAttribute('href'), region).toBe(`${regionTable.hosts.cn}/where-to-buy/hongkong-macao`);
      expect(await page.locator('link[rel="alternate"][hreflang="zh-HK"]').getAttribute('href'), region).toBe(zhHk);
      expect(await page.locator('#hongkong-macao .dealer').count(), region).toBe(dealerTable.dealers.filter((d) => d.group === 'hongkong-macao').length);
      expect(await page.locator('#official-store').count(), region).toBe(regionTable.regions[region].links.shop ? 1 : 0);
    }
  });

  it('the zh-HK edition: Traditional Chinese for Hong Kong readers, lang="zh-HK", its own canonical, the same alternates and the same dealers', async () => {
    const { page } = await tab();
    await page.goto(url('cn', '/where-to-buy/hongkong-macao/zh-hk'));
    expect(await page.locator('html').getAttribute('lang')).toBe('zh-HK');
    expect(await page.locator('h1').first().textContent()).toBe('香港及澳門購買渠道');
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(`${regionTable.hosts.cn}/where-to-buy/hongkong-macao/zh-hk`);
    expect(await page.locator('link[rel="alternate"][hreflang="zh-HK"]').getAttribute('href')).toBe(`${regionTable.hosts.cn}/where-to-buy/hongkong-macao/zh-hk`);
    expect(await page.locator('link[rel="alternate"][hreflang="en-US"]').getAttribute('href')).toContain('/us/where-to-buy/hongkong-macao');
    expect(await page.locator('#hongkong-macao .dealer').count()).toBe(dealerTable.dealers.filter((d) => d.group === 'hongkong-macao').length);
    expect(await page.locator('#dealers').textContent()).toContain('機械人');
  });
});

describe('download centre', () => {
  it("shows a QR code with a text alternative for each app store, in the region's language", async () => {
    const { page } = await tab();
    for (const region of regionsOf('download-center')) {
      await page.goto(url(region, '/download-center'));
      const codes = await page
        .locator('#app svg.qr-code')
        .evaluateAll((svgs) => svgs.map((svg) => ({ role: svg.getAttribute('role'), label: svg.getAttribute('aria-label'), modules: svg.querySelector('path')?.getAttribute('d')?.length ?? 0 })));
      const stores = (bundle(region).pages as Record<string, { sections: { id: string; stores?: { alt: string }[] }[] }>)['download-center']!.sections.find((s) => s.id === 'app')!.stores!;
      expect(codes, region).toEqual(stores.map((store) => ({ role: 'img', label: store.alt, modules: expect.any(Number) })));
      expect(
        codes.every((c) => c.modules > 500),
        region,
      ).toBe(true);
      expect(await page.locator('#app').textContent(), region).toMatch(/13\.0/);
      expect(await page.locator('#app').textContent(), region).toMatch(/8\.0/);
    }
    expect(await page.getByRole('img', { name: 'QR-Code zum Herunterladen der App von Mechanova im App Store' }).count()).toBe(0); // still on cn
    await page.goto(url('de', '/download-center'));
    expect(await page.getByRole('img', { name: 'QR-Code zum Herunterladen der App von Mechanova im App Store' }).count()).toBe(1);
  });
});

describe('links to systems this site does not serve', () => {
  it('point at their hosts from regions.yaml, never at a path of ours that answers 404', async () => {
    const { page } = await tab();
    await page.goto(url('cn', '/'));
    const cnLinks = await page.locator('header a').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(cnLinks).toContain(`${regionTable.hosts.newsroom}/cn`);
    expect(cnLinks).toContain(`${regionTable.hosts.afterSales}/cn/after-sale-service`);
    expect(cnLinks.filter((href) => href === '/news' || href === '/after-sale-service')).toEqual([]);
    await page.goto(url('us', '/'));
    expect(await page.locator('header a').evaluateAll((links) => links.map((a) => a.getAttribute('href')))).toContain(`${regionTable.hosts.wholesale}/us/apply`);
  });
});
