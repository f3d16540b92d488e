import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { bundle } from '../dist/generated/bundles.ts';
import { regionTable } from '../dist/generated/regions.ts';
import { routes } from '../dist/generated/routes.ts';
import type { RegionCode } from '../dist/generated/types.ts';
import { formatPrice } from '../runtime/shared/format.ts';
import { regionPath, regionPrefixes } from '../runtime/shared/regions.ts';
import { openPage, useSite, useTab } from './harness.ts';
import { hydrated } from './wait.ts';

/**
 * The product pages of seed 001 §2 named in ANCHORS below, in every region the route table
 * registers them: each answers, in its language, with the seed's anchors, the
 * catalogue's price and buy state, and structured data that says what the page shows.
 */
const ANCHORS: Record<string, readonly string[]> = {
  'elite-optimus-prime': ['elite-banner', 'overview', 'specs'],
  'grimlock-g1-flagship': ['hardware-tech', 'software-ability', 'product-details'],
  'bumblebee-g1-performance': ['overview', 'specs', 'gallery'],
  'ai-base': ['header', 'ai-base-specs', 'ai-base-gallery'],
  'flagship-optimus-prime': ['overview', 'specs', 'gallery'],
  'buzz-lightyear-space-ranger-alpha': ['banner', 'specs', 'gallery'],
  'k1-pro-interstellar-scout': ['overview', 'specs', 'voice-commands', 'compare', 'gallery'],
  'optimus-prime-rise-of-the-beasts-signature-limited-edition': ['overview', 'specs', 'voice-interaction', 'compare', 'timeline'],
};

const pairs = routes.flatMap((route) => (route.page && route.page in ANCHORS ? route.regions.map((region) => ({ page: route.page!, region, route })) : []));
const prefixes = regionPrefixes(regionTable);
const urlOf = (region: RegionCode, page: string) => regionPath(region, `/${page}`, prefixes);
const text = (s: string | null) => (s ?? '').replace(/\s+/g, ' ').trim();

const site = useSite();
const tab = useTab(site);

/** The Product of the page's JSON-LD. */
/** The page's Product node, or of a page selling several (the K1 page: K1 and K1 Pro), the one named `name`. */
async function productLd(page: Page, name?: string): Promise<{ name: string; offers: { price: number; priceCurrency: string; availability: string; url: string } }> {
  const graph = JSON.parse((await page.textContent('script[type="application/ld+json"]')) ?? '[]') as { '@type': string; name?: string }[];
  const plain = (text?: string) =>
    (text ?? '')
      .replace(/<[^>]+>/g, ' ')
      .replace(/\s+/g, ' ')
      .trim();
  const products = graph.filter((node) => node['@type'] === 'Product');
  const product = products.length === 1 ? products[0] : products.find((node) => name === undefined || plain(node.name) === plain(name));
  if (!product) throw new Error('no Product in the JSON-LD');
  return product as never;
}

describe('every (product page × region) pair of the route table', () => {
  it('registers every page of this part as live, in the regions of the seed', () => {
    expect(new Set(pairs.map((p) => p.page))).toEqual(new Set(Object.keys(ANCHORS)));
    expect(pairs.every((p) => p.route.status === 'live')).toBe(true);
    expect(
      pairs
        .filter((p) => p.page === 'k1-pro-interstellar-scout')
        .map((p) => p.region)
        .sort(),
    ).toEqual(['cn', 'us']);
  });

  it.each(pairs.map((p) => [`${p.region} ${p.page}`, p] as const))('%s: 200, its language, anchors, price, buy state and JSON-LD agree with the catalogue', async (_, { page: name, region }) => {
    const { page, errors } = await tab();
    const response = await page.goto(`${site.server.origin}${urlOf(region, name)}`);
    expect(response?.status()).toBe(200);
    const { region: regionInfo, catalog, site: texts, pages } = bundle(region);
    expect(await page.getAttribute('html', 'lang')).toBe(regionInfo.locale);
    for (const anchor of [...ANCHORS[name]!, 'faq']) expect(await page.locator(`[id="${anchor}"]`).count(), `#${anchor}`).toBe(1);

    const hero = (pages as Record<string, { sections: { type: string; product?: string }[] }>)[name]!.sections.find((s) => s.type === 'hero')!;
    const product = catalog.products[hero.product as keyof typeof catalog.products]!;
    const shown = text(await page.textContent('.hero .buy-box .amount'));
    expect(shown).toBe(formatPrice(product.price!, catalog.currency, regionInfo.formatLocale));

    const ld = await productLd(page, product.name);
    expect(ld.offers.priceCurrency).toBe(catalog.currency);
    expect(formatPrice(ld.offers.price, ld.offers.priceCurrency, regionInfo.formatLocale)).toBe(shown);

    const button = page.locator('.hero .buy-box .buy');
    if (product.stock === 0) {
      expect(text(await button.textContent())).toBe(texts.text.soldOut);
      expect(await button.isDisabled()).toBe(true);
      expect(ld.offers.availability).toBe('https://schema.org/SoldOut');
    } else {
      expect(text(await button.textContent())).toBe(product.isPreSale ? texts.text.preOrder : texts.text.buy);
      expect(await button.getAttribute('href')).toBe(product.buy);
      expect(ld.offers.availability).toBe(product.isPreSale ? 'https://schema.org/PreOrder' : 'https://schema.org/InStock');
    }
    expect(errors).toEqual([]);
  });

  it('shows the US instalments as the lender charges them on Grimlock: 12 payments at 0% APR adding up to $1,699', async () => {
    const { page } = await tab();
    await page.goto(`${site.server.origin}/us/grimlock-g1-flagship`);
    expect(text(await page.textContent('.hero .installment'))).toBe('or 12 payments of $141.58 at 0% APR with Klarna (last payment $141.62). Subject to approval; terms apply.');
    expect(text(await page.textContent('#timeline'))).toContain('Jul 19 – Sep 30, 2023');
  });

  it('puts K1 and K1 Pro side by side, each with its own price and buy link from the catalogue (us and cn)', async () => {
    const { page } = await tab();
    for (const region of ['us', 'cn'] as const) {
      const { catalog, region: info } = bundle(region);
      await page.goto(`${site.server.origin}${urlOf(region, 'k1-pro-interstellar-scout')}`);
      for (const id of ['interstellarScoutK1', 'interstellarScoutK1pro'] as const) {
        const card = page.locator(`#models #${id === 'interstellarScoutK1' ? 'interstellar-scout-k1' : 'interstellar-scout-k1pro'}`);
        expect(text(await card.locator('.amount').textContent())).toBe(formatPrice(catalog.products[id]!.price!, catalog.currency, info.formatLocale));
        expect(await card.locator('a.buy').getAttribute('href')).toBe(catalog.products[id]!.buy);
      }
    }
  });
});

describe('dialogs and the gallery, by keyboard', () => {
  it('opens the voice-command list with Enter, shows a card per command, and Escape closes it with focus back on the opener', async () => {
    const { page, errors } = await tab();
    await page.goto(`${site.server.origin}/us/k1-pro-interstellar-scout`);
    await hydrated(page);
    const opener = page.locator('#voice-commands button[aria-haspopup="dialog"]');
    const dialog = page.locator('#voice-commands-list');
    await opener.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => dialog.evaluate((d: HTMLDialogElement) => d.open)).toBe(true);
    expect(await page.evaluate(() => !!document.activeElement?.closest('dialog'))).toBe(true);
    expect(await dialog.locator('.command-cards').nth(0).locator('li').count()).toBe(41);
    expect(await dialog.locator('.command-cards').nth(1).locator('li').count()).toBe(81);
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.evaluate((d: HTMLDialogElement) => d.open)).toBe(false);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-haspopup'))).toBe('dialog');
    expect(await page.evaluate(() => document.activeElement?.closest('section')?.id)).toBe('voice-commands');
    expect(errors).toEqual([]);
  });

  it('shows the voice-command list without JavaScript: the opener is a link to it', async () => {
    const { context, page } = await openPage(site.browser, { javaScriptEnabled: false });
    await page.goto(`${site.server.origin}/k1-pro-interstellar-scout`);
    expect(await page.isVisible('#voice-commands-list')).toBe(false);
    await page.click('#voice-commands a[href="#voice-commands-list"]');
    expect(await page.isVisible('#voice-commands-list')).toBe(true);
    expect(await page.isVisible('#voice-commands-list >> text=跳个舞吧')).toBe(true);
    await context.close();
  });

  it('opens a gallery picture full screen, moves with the arrow keys, closes with Escape and returns focus', async () => {
    const { context, page, errors } = await openPage(site.browser, { viewport: { width: 1366, height: 900 } });
    // Every island hydrated (no-js goes only then), not a quiet network: a key pressed before the gallery hydrates follows the plain link.
    await page.goto(`${site.server.origin}/us/buzz-lightyear-space-ranger-alpha`);
    await hydrated(page);
    const viewer = page.locator('#gallery dialog.gallery-viewer');
    const second = page.locator('#gallery li a').nth(1);
    await second.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => viewer.evaluate((d: HTMLDialogElement) => d.open)).toBe(true);
    expect(page.url()).toBe(`${site.server.origin}/us/buzz-lightyear-space-ranger-alpha`);
    const box = await viewer.boundingBox();
    expect(box).toMatchObject({ x: 0, y: 0, width: 1366, height: 900 });
    expect(text(await viewer.locator('.viewer-position').textContent())).toBe('2 of 3');
    await page.keyboard.press('ArrowRight');
    expect(text(await viewer.locator('.viewer-position').textContent())).toBe('3 of 3');
    await page.keyboard.press('ArrowRight');
    expect(text(await viewer.locator('.viewer-position').textContent())).toBe('1 of 3');
    await page.keyboard.press('ArrowLeft');
    expect(text(await viewer.locator('.viewer-position').textContent())).toBe('3 of 3');
    expect(await viewer.locator('img').getAttribute('alt')).toBe(bundle('us').pages['buzz-lightyear-space-ranger-alpha']!.sections.flatMap((s) => (s.type === 'gallery' ? s.items : []))[2]!.alt);
    await page.keyboard.press('Escape');
    await expect.poll(() => viewer.evaluate((d: HTMLDialogElement) => d.open)).toBe(false);
    expect(await page.evaluate(() => document.activeElement === document.querySelectorAll('#gallery li a')[1])).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('moves the viewer with a swipe on a touch screen', async () => {
    const { context, page } = await openPage(site.browser, { viewport: { width: 390, height: 800 }, hasTouch: true, isMobile: true });
    await page.goto(`${site.server.origin}/us/ai-base`);
    await hydrated(page);
    await page.locator('#ai-base-gallery li a').first().click();
    const viewer = page.locator('dialog.gallery-viewer');
    await expect.poll(() => viewer.evaluate((d: HTMLDialogElement) => d.open)).toBe(true);
    const swipe = (from: number, to: number) =>
      viewer.evaluate(
        (d, [a, b]) => {
          d.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, clientX: a, clientY: 400, pointerType: 'touch' }));
          d.dispatchEvent(new PointerEvent('pointerup', { bubbles: true, clientX: b, clientY: 410, pointerType: 'touch' }));
        },
        [from, to] as const,
      );
    await swipe(300, 100);
    await expect.poll(async () => text(await viewer.locator('.viewer-position').textContent())).toBe('2 of 3');
    await swipe(100, 300);
    await expect.poll(async () => text(await viewer.locator('.viewer-position').textContent())).toBe('1 of 3');
    await context.close();
  });

  it('leaves the gallery as plain links to the pictures without JavaScript', async () => {
    const { context, page } = await openPage(site.browser, { javaScriptEnabled: false });
    await page.goto(`${site.server.origin}/us/elite-optimus-prime`);
    expect(await page.isVisible('dialog.gallery-viewer')).toBe(false);
    const href = await page.getAttribute('#gallery li a', 'href');
    expect(href).toMatch(/^\/generated-artwork\/elite-optimus-prime-gallery-1@2x\.webp/);
    expect((await page.request.get(`${site.server.origin}${href}`)).status()).toBe(200);
    await context.close();
  });
});
