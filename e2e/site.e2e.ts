import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { bundle } from '../dist/generated/bundles.ts';
import { routes } from '../dist/generated/routes.ts';
import { isStaticSection } from '../runtime/ui/sections/static.ts';
import { openPage, useSite, useTab } from './harness.ts';
import { frames, hydrated } from './wait.ts';

/** Whether React has hydrated (owns) the first element matching `selector`: React keeps its fiber on the node. */
/** Where two HTML strings first differ, with 200 characters either side (a whole page's HTML says nothing in a failure). */
function aroundFirstDifference(actual: string, expected: string): { at: number; actual?: string; expected?: string } {
  if (actual === expected) return { at: -1 };
  let at = 0;
  while (actual[at] === expected[at]) at += 1;
  return { at, actual: actual.slice(Math.max(0, at - 200), at + 200), expected: expected.slice(Math.max(0, at - 200), at + 200) };
}

const reactOwned = (page: Page, selector: string) => page.$eval(selector, (el) => Object.keys(el).some((k) => k.startsWith('__reactFiber')));

const site = useSite({ DEV_TOOLS: '1', PREVIEW: '1' });
const tab = useTab(site);

const HOMES = [
  { path: '/us', lang: 'en-US', text: 'Make Life More Fun' },
  { path: '/uk', lang: 'en-GB', text: 'Make Life More Fun' },
  { path: '/eu', lang: 'en-EU', text: 'Make Life More Fun' },
  { path: '/fr', lang: 'fr-FR', text: 'Produits' },
  { path: '/de', lang: 'de-DE', text: 'Produkte' },
  { path: '/kr', lang: 'ko-KR', text: '삶을 더 즐겁게' },
  { path: '/jp', lang: 'ja-JP', text: '毎日をもっと楽しく' },
  { path: '/', lang: 'zh-CN', text: '让生活更有趣' },
];

describe('every region', () => {
  it.each(HOMES)('$path renders its home in its language, hydrates without errors', async ({ path, lang, text }) => {
    const { page, errors } = await tab();
    const response = await page.goto(`${site.server.origin}${path}`);
    expect(response?.status()).toBe(200);
    expect(await page.getAttribute('html', 'lang')).toBe(lang);
    await hydrated(page);
    expect(await page.textContent('body')).toContain(text);
    expect(errors).toEqual([]);
  });
});

describe('routing', () => {
  it('answers /favicon.ico, which browsers and crawlers ask for whatever a page declares, with the site icon as an ICO of PNGs', async () => {
    const response = await fetch(`${site.server.origin}/favicon.ico`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/x-icon');
    const bytes = Buffer.from(await response.arrayBuffer());
    expect([bytes.readUInt16LE(0), bytes.readUInt16LE(2)]).toEqual([0, 1]); // an icon resource
    const count = bytes.readUInt16LE(4);
    const images = Array.from({ length: count }, (_, i) => ({ size: bytes.readUInt8(6 + 16 * i), at: bytes.readUInt32LE(6 + 16 * i + 12) }));
    expect(images.map((image) => image.size)).toEqual([16, 32, 48]);
    for (const { at } of images) expect(bytes.subarray(at, at + 8).toString('hex')).toBe('89504e470d0a1a0a'); // PNG
  });

  it('redirects /cn/… to the unprefixed path', async () => {
    const response = await fetch(`${site.server.origin}/cn/flagship-bumblebee?x=1`, { redirect: 'manual' });
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('/flagship-bumblebee?x=1');
  });

  it('redirects new-release to flagship-bumblebee in the same region', async () => {
    const response = await fetch(`${site.server.origin}/de/new-release`, { redirect: 'manual' });
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('/de/flagship-bumblebee');
  });

  it('answers a page the region does not register with its localized 404', async () => {
    const { page, errors } = await tab();
    const response = await page.goto(`${site.server.origin}/kr/flagship-bumblebee`);
    expect(response?.status()).toBe(404);
    expect(await page.getAttribute('html', 'lang')).toBe('ko-KR');
    expect(await page.textContent('h1')).toBe('페이지를 찾을 수 없습니다');
    expect(await page.getAttribute('meta[name="robots"]', 'content')).toBe('noindex');
    // It declares no URL of its own: no canonical, no hreflang alternates, no WebPage (the Organization only).
    expect(await page.locator('link[rel="canonical"]').count()).toBe(0);
    expect(await page.locator('link[rel="alternate"][hreflang]').count()).toBe(0);
    const jsonLd = JSON.parse((await page.textContent('script[type="application/ld+json"]'))!) as { '@type': string }[];
    expect(jsonLd.map((o) => o['@type'])).toEqual(['Organization']);
    // The only console error is Chrome reporting the document's own 404 status.
    expect(errors).toEqual(['console: Failed to load resource: the server responded with a status of 404 (Not Found)']);
  });

  it('redirects a closed sale route home, and opens it as of ?at= in preview', async () => {
    const closed = await fetch(`${site.server.origin}/us/black-friday`, { redirect: 'manual' });
    expect(closed.status).toBe(302);
    expect(closed.headers.get('location')).toBe('/us');
    const during = await fetch(`${site.server.origin}/us/black-friday?at=${encodeURIComponent('2024-11-20T12:00:00-05:00')}`, { redirect: 'manual' });
    expect(during.status).toBe(200); // inside the window: the sale page as of that instant
    expect(during.headers.get('cache-control')).toBe('no-store');
    expect(during.headers.get('x-robots-tag')).toBe('noindex');
  });
});

describe('navigation (server routing: every link is a page load, prefetched on hover)', () => {
  it('loads the next page with its own title, lang and one page view, and prefetches same-site links only', async () => {
    const { context, page, errors } = await openPage(site.browser);
    const pageviews = () =>
      page.evaluate(() => (window as unknown as { dataLayer: { event: string; pageUrl: string }[] }).dataLayer.filter((e) => e.event === 'virtualPageview').map((e) => e.pageUrl));
    await page.goto(`${site.server.origin}/us`);
    await hydrated(page);
    const homeTitle = await page.title();
    expect(await pageviews()).toEqual(['/us']);
    const rules = JSON.parse((await page.textContent('script[type="speculationrules"]'))!) as { prefetch: { where: unknown; eagerness: string }[] };
    expect(rules.prefetch[0]).toMatchObject({ eagerness: 'moderate' });
    expect(JSON.stringify(rules.prefetch[0]!.where)).toContain('/api/*');
    await page.click('a[href="/us/choose-your-region"]');
    await page.waitForURL(`${site.server.origin}/us/choose-your-region`);
    await expect.poll(() => page.title()).not.toBe(homeTitle);
    await expect.poll(pageviews).toEqual(['/us/choose-your-region']);
    // Into another region: <html lang> follows.
    await page.click('a[href="/fr"]');
    await page.waitForURL(`${site.server.origin}/fr`);
    expect(await page.getAttribute('html', 'lang')).toBe('fr-FR');
    await expect.poll(pageviews).toEqual(['/fr']);
    expect(errors).toEqual([]); // the CSP admits the speculation rules (a refused inline block is a console error)
    await context.close();
  });

  it("a page made only of static sections is not hydrated: the server's HTML stays as it is, React owns none of it", async () => {
    const staticPage = Object.entries(bundle('us').pages).find(([, p]) => p && p.sections.length > 2 && p.sections.every(isStaticSection))!;
    const route = routes.find((r) => r.page === staticPage[0] && r.status === 'live' && r.regions.includes('us') && !r.meta.startTime)!;
    const { context, page, errors } = await openPage(site.browser);
    await page.goto(`${site.server.origin}/us${route.path === '/' ? '' : route.path}`);
    const before = await page.innerHTML('.sections');
    await hydrated(page);
    // no-js goes once every part has hydrated (runtime/ui/interactive.tsx); two frames later anything
    // hydration committed or scheduled has reached the DOM.
    await frames(page);
    // The text float (runtime/client/text-float.ts, not React) marks what is in view.
    const unfloated = (html: string) => html.replaceAll(' class="in-view"', '');
    expect(unfloated(await page.innerHTML('.sections'))).toBe(unfloated(before));
    expect(await reactOwned(page, '.sections > .section-slot')).toBe(true); // the slots are React's …
    expect(await reactOwned(page, '.sections > .section-slot > *')).toBe(false); // … what they hold is the server's
    expect(await reactOwned(page, '#main')).toBe(true); // the shell is hydrated
    expect(errors).toEqual([]);
    await context.close();
  });

  it("a product page hydrates its islands (hero, gallery) from lazy chunks, and only them, without changing the server's HTML", async () => {
    const { context, page, errors } = await openPage(site.browser);
    await page.goto(`${site.server.origin}/us/flagship-bumblebee`);
    const before = await page.innerHTML('.sections');
    await hydrated(page);
    // The islands have hydrated, and two frames later whatever that committed has reached the DOM.
    await expect.poll(() => reactOwned(page, '.section-slot > .hero')).toBe(true);
    await frames(page);
    expect(aroundFirstDifference(await page.innerHTML('.sections'), before)).toEqual({ at: -1 });
    expect(before).toContain('id="specs"');
    expect(await reactOwned(page, '.section-slot > .gallery')).toBe(true);
    expect(await reactOwned(page, '.section-slot > .specs')).toBe(false); // static: the server's HTML, not hydrated
    // The footer's links and address are the server's too; its newsletter form is React's.
    expect(await reactOwned(page, '.footer-groups')).toBe(false);
    expect(await reactOwned(page, '.company-address')).toBe(false);
    // The largest paint, the hero picture: sized, fetched at high priority, preloaded by the document.
    const hero = page.locator('.sections img').first();
    expect(await hero.getAttribute('fetchpriority')).toBe('high');
    expect(await hero.getAttribute('width')).toBeTruthy();
    expect(await hero.getAttribute('height')).toBeTruthy();
    expect(await page.locator('link[rel="preload"][as="image"][fetchpriority="high"]').count()).toBeGreaterThan(0);
    expect(errors).toEqual([]); // no hydration mismatch
    await context.close();
  });

  it('the page is announced interactive (no-js goes) only once every lazily hydrated part has hydrated, the footer form included', async () => {
    const { context, page, errors } = await openPage(site.browser);
    // Every chunk passes through; the one holding the newsletter form waits until released.
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    let held = false;
    let inFlight = 0;
    await page.route('**/assets/chunks/*.js', async (route) => {
      inFlight += 1;
      const response = await route.fetch();
      const body = await response.text();
      if (body.includes('newsletter-form')) {
        held = true;
        inFlight -= 1;
        await released;
        await route.fulfill({ response, body });
        return;
      }
      await route.fulfill({ response, body });
      inFlight -= 1;
    });
    await page.goto(`${site.server.origin}/us/flagship-bumblebee`);
    // Everything else has loaded and hydrated (the islands are React's), and a few frames have passed.
    await expect.poll(() => held && inFlight === 0).toBe(true);
    await expect.poll(() => reactOwned(page, '.section-slot > .hero')).toBe(true);
    await frames(page, 4);
    expect(await reactOwned(page, '#newsletter')).toBe(false);
    expect(await page.evaluate(() => document.body.classList.contains('no-js'))).toBe(true);
    release();
    await hydrated(page);
    expect(await reactOwned(page, '#newsletter')).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it.each([
    [390, 'banner-mobile'],
    [1366, 'banner-desktop'],
  ] as const)('a hero with banner videos at %i px fetches the poster its screen shows, at high priority, and no other', async (width, poster) => {
    const { context, page } = await openPage(site.browser, { viewport: { width, height: 900 } });
    const posters: string[] = [];
    page.on('request', (request) => {
      if (/flagship-megatron-banner-/.test(request.url())) posters.push(request.url());
    });
    await page.goto(`${site.server.origin}/us/flagship-megatron`);
    await page.waitForLoadState('load');
    expect(posters.map((url) => /flagship-megatron-[a-z-]+/.exec(url)![0])).toEqual([`flagship-megatron-${poster}`]);
    expect(await page.locator('#banner-videos img').getAttribute('fetchpriority')).toBe('high');
    await context.close();
  });
});

describe('product page head', () => {
  it('has hreflang alternates for every region of the page and Product JSON-LD with the regional offer', async () => {
    const { page, errors } = await tab();
    await page.goto(`${site.server.origin}/jp/flagship-bumblebee`);
    const alternates = await page.$$eval('link[rel="alternate"][hreflang]', (links) => links.map((l) => [l.getAttribute('hreflang'), l.getAttribute('href')]));
    const langs = alternates.map(([lang]) => lang).sort();
    expect(langs).toEqual(['de-DE', 'en-EU', 'en-GB', 'en-US', 'fr-FR', 'ja-JP', 'x-default', 'zh-CN']);
    expect(alternates.find(([l]) => l === 'x-default')?.[1]).toMatch(/\/flagship-bumblebee$/);
    const jsonLd = JSON.parse((await page.textContent('script[type="application/ld+json"]'))!) as { '@type': string; offers?: { price: number; priceCurrency: string; availability: string } }[];
    const product = jsonLd.find((o) => o['@type'] === 'Product');
    // The jp pre-sale ended when shipping started (catalogue preSaleUntil 2025-08-01): in stock, Buy Now.
    expect(product?.offers).toMatchObject({ price: 174900, priceCurrency: 'JPY', availability: 'https://schema.org/InStock' });
    expect(await page.textContent('.buy-box .buy')).toBe('今すぐ購入');
    expect(await page.textContent('.buy-box .amount')).toMatch(/174,900/);
    expect(errors).toEqual([]);
  });
});

describe('links, images and preview', () => {
  it('swaps the host when a cn page links to another region, and back', async () => {
    const { page } = await tab();
    await page.goto(`${site.server.origin}/choose-your-region`);
    expect(await page.getAttribute('main a:has-text("United States - English")', 'href')).toBe('https://www.mechanova.example/us');
    await page.goto(`${site.server.origin}/us/choose-your-region`);
    expect(await page.getAttribute('main a:has-text("中国大陆")', 'href')).toBe('https://cn.mechanova.example/');
  });

  it('loads every product picture (WebP 1x/2x from the artwork build, by width where drawn larger)', async () => {
    const { context, page, errors } = await openPage(site.browser);
    await page.goto(`${site.server.origin}/us`);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.waitForFunction(() => [...document.images].every((img) => img.complete));
    const broken = await page.$$eval('main img', (imgs) => imgs.filter((i) => (i as HTMLImageElement).naturalWidth === 0).map((i) => i.getAttribute('src')));
    expect(broken).toEqual([]);
    expect(await page.getAttribute('main .cards:not(.large) img', 'srcset')).toMatch(/\.webp\?from=png 1x, .*@2x\.webp\?from=png 2x, .*@3x\.webp\?from=png 3x$/);
    // A featured slide's picture is drawn larger than its artwork: its candidates are by width, with the width drawn,
    // up to 1440 px (a 700 px slide on a DPR 2 screen).
    expect(await page.getAttribute('main .cards.large img', 'srcset')).toMatch(/\.webp\?from=png 480w, .*@2x\.webp\?from=png 960w, .*@3x\.webp\?from=png 1440w$/);
    expect(await page.getAttribute('main .cards.large img', 'sizes')).toBeTruthy();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('marks a preview with a ribbon', async () => {
    const { page } = await tab();
    await page.goto(`${site.server.origin}/fr?at=${encodeURIComponent('2025-08-01T12:00:00+02:00')}`);
    expect(await page.textContent('.preview-ribbon')).toContain('2025-08-01');
    // The fr text banner ends 2025-08-28 (+08:00): shown as of the preview instant, gone today.
    expect(await page.locator('.text-banner').count()).toBe(1);
    await page.goto(`${site.server.origin}/fr`);
    expect(await page.locator('.text-banner').count()).toBe(0);
    expect(await page.locator('.preview-ribbon').count()).toBe(0);
  });

  it('serves the structured data of the page a link leads to', async () => {
    const { page, errors } = await tab();
    await page.goto(`${site.server.origin}/de`);
    await hydrated(page);
    await page.click('main a[href="/de/flagship-bumblebee"]');
    await page.waitForURL(`${site.server.origin}/de/flagship-bumblebee`);
    await expect.poll(async () => (await page.textContent('#json-ld')) ?? '').toContain('"Product"');
    const product = (JSON.parse((await page.textContent('#json-ld'))!) as { '@type': string; offers?: { priceCurrency: string; price: number } }[]).find((o) => o['@type'] === 'Product');
    expect(product?.offers).toMatchObject({ priceCurrency: 'EUR', price: 1599 });
    expect(errors).toEqual([]);
  });
});

describe('server', () => {
  it('sends security headers, compresses, and serves the time', async () => {
    const page = await fetch(`${site.server.origin}/us`, { headers: { 'accept-encoding': 'br' } });
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(page.headers.get('content-security-policy')).not.toContain('unsafe-inline');
    expect(page.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(page.headers.get('x-content-type-options')).toBe('nosniff');
    expect(page.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(page.headers.get('content-encoding')).toBe('br');
    expect(page.headers.get('cache-control')).toMatch(/^public, max-age=(\d+), s-maxage=\1(, stale-while-revalidate=\d+)?$/);
    const time = (await (await fetch(`${site.server.origin}/ssr/timestamp`)).json()) as { code: number; data: number };
    expect(time.code).toBe(2000);
    expect(Math.abs(time.data - Date.now())).toBeLessThan(5000);
  });
});
