// The shell on phones, tablets and desktops: the compact header and
// its menu panel, menus that close, the region choice, the suggestion banner without layout shift, 200% text,
// 320 px, tap targets and text sizes. Each test runs at the viewport and browser language where the defect was
// found. Screenshots of the header views are kept in dist/test-artifacts/shell-mobile/ (git-ignored).
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { HALF_PARSED_FRAMES } from './first-paint.ts';
import { openPage, ROOT, useSite } from './harness.ts';
import { frames, hydrated, regionSuggestionSettled, scrollSettled, stickyBarsBottom } from './wait.ts';

const site = useSite();
const ARTIFACTS = join(ROOT, 'dist/test-artifacts/shell-mobile');
mkdirSync(ARTIFACTS, { recursive: true });

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } satisfies BrowserContextOptions;
const TABLET = { viewport: { width: 768, height: 1024 }, isMobile: true, hasTouch: true } satisfies BrowserContextOptions;
const DESKTOP = { viewport: { width: 1366, height: 800 } } satisfies BrowserContextOptions;

/** A page at `options`, hydrated (unless JavaScript is off). */
async function open(browser: Browser, path: string, options: BrowserContextOptions) {
  const opened = await openPage(browser, options);
  await opened.page.goto(`${site.server.origin}${path}`);
  if (options.javaScriptEnabled !== false) await hydrated(opened.page);
  return opened;
}

/** Browser text size (the setting a visitor raises for 200% text): the default font size, through CDP. */
async function setTextSize(page: Page, px: number) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Page.setFontSizes', { fontSizes: { standard: px, fixed: px } });
}

const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);
const headerHeight = (page: Page) => page.evaluate(() => document.querySelector('header.site-header')!.getBoundingClientRect().height);
const activeInside = (page: Page, selector: string) => page.evaluate((s) => !!document.activeElement?.closest(s), selector);
const panelOpen = (page: Page) => page.evaluate(() => (document.querySelector('details.menu-panel') as HTMLDetailsElement).open);

describe('the header at 390, 768 and 1366 px (Latin, CJK and Korean editions)', () => {
  const views = [
    ['us', '/us', '/us/flagship-bumblebee', '/us/choose-your-region', 'en-US'],
    ['jp', '/jp', '/jp/flagship-bumblebee', '/jp/choose-your-region', 'ja-JP'],
    // kr has no product page: its third view is its localized 404, shell included.
    ['kr', '/kr', '/kr/manuals', '/kr/choose-your-region', 'ko-KR'],
  ] as const;
  const widths = [
    ['phone', PHONE, 64],
    ['tablet', TABLET, 64],
    ['desktop', DESKTOP, 72],
  ] as const;

  it.each(views)(
    '%s: a compact bar of at most 64 px on phones and tablets, one row on desktop, no sideways scroll',
    async (region, ...rest) => {
      const locale = rest[3];
      // One tab per width visits the three pages, as a visitor would (a fresh browser context per view cost a second each).
      for (const [name, options, maxHeight] of widths) {
        const { context, page, errors } = await openPage(site.browser, { ...options, locale });
        for (const path of rest.slice(0, 3)) {
          await page.goto(`${site.server.origin}${path}`);
          await hydrated(page);
          expect(await headerHeight(page), `${path} at ${name}`).toBeLessThanOrEqual(maxHeight);
          expect(await pageWidth(page), `${path} at ${name}`).toBeLessThanOrEqual(options.viewport.width);
          const compact = name !== 'desktop';
          expect(await page.locator('.menu-button').isVisible(), `${path} at ${name}`).toBe(compact);
          expect(await page.locator('.main-nav').isVisible(), `${path} at ${name}`).toBe(!compact);
          await page.screenshot({ path: join(ARTIFACTS, `${region}-${path === `/${region}` ? 'home' : path.split('/').pop()}-${options.viewport.width}.png`) });
          expect(errors.filter((e) => !e.includes('404'))).toEqual([]);
        }
        await context.close();
      }
    },
    180_000,
  );

  it('opens the menu panel by keyboard on a phone: focus moves in, Escape closes it and focus comes back', async () => {
    const { context, page } = await open(site.browser, '/us', { ...PHONE, locale: 'en-US' });
    await page.focus('.menu-button');
    await page.keyboard.press('Enter');
    await expect.poll(() => panelOpen(page)).toBe(true);
    // Focus moves in on the toggle event, which the browser queues as a task after `open` is set.
    await expect.poll(() => activeInside(page, '.panel')).toBe(true);
    // Full height below the bar, opaque, the page behind locked.
    const panel = await page.evaluate(() => {
      const box = document.querySelector('.panel')!.getBoundingClientRect();
      return { top: box.top, bottom: box.bottom, background: getComputedStyle(document.querySelector('.panel')!).backgroundColor, overflow: getComputedStyle(document.documentElement).overflow };
    });
    expect(Math.abs(panel.top - (await headerHeight(page)))).toBeLessThanOrEqual(1);
    expect(panel.bottom).toBeCloseTo(844, 0);
    expect(panel.background).toBe('rgb(255, 255, 255)');
    expect(panel.overflow).toBe('hidden');
    // The groups are disclosures: Enter opens Products, its first link is reachable by Tab.
    await page.keyboard.press('Enter');
    expect(await page.locator('.panel-group').first().getAttribute('open')).toBe('');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('href'))).toMatch(/^\/us\//);
    await page.screenshot({ path: join(ARTIFACTS, 'us-home-390-menu-open.png') });
    await page.keyboard.press('Escape');
    expect(await panelOpen(page)).toBe(false);
    expect(await page.evaluate(() => document.activeElement?.className)).toBe('menu-button');
    await context.close();
  });

  it('opens and closes the menu panel by touch on a tablet, one group at a time', async () => {
    const { context, page } = await open(site.browser, '/jp/flagship-bumblebee', { ...TABLET, locale: 'ja-JP' });
    await page.tap('.menu-button');
    await expect.poll(() => panelOpen(page)).toBe(true);
    const groups = page.locator('.panel-group');
    await groups.nth(0).locator('summary').tap();
    await groups.nth(1).locator('summary').tap();
    await expect.poll(() => groups.nth(0).getAttribute('open')).toBeNull();
    expect(await groups.nth(1).getAttribute('open')).toBe('');
    await page.screenshot({ path: join(ARTIFACTS, 'jp-flagship-bumblebee-768-menu-open.png') });
    await page.tap('.menu-button');
    await expect.poll(() => panelOpen(page)).toBe(false);
    // A tap outside (the logo area of the bar is outside the panel) closes it too.
    await page.tap('.menu-button');
    await expect.poll(() => panelOpen(page)).toBe(true);
    await page.touchscreen.tap(300, 20);
    await expect.poll(() => panelOpen(page)).toBe(false);
    await context.close();
  });

  it("closes a followed link's panel on navigation (Korean edition, phone)", async () => {
    const { context, page } = await open(site.browser, '/kr', { ...PHONE, locale: 'ko-KR' });
    await page.tap('.menu-button');
    await page.locator('.panel-actions a[href="/kr/choose-your-region"]').tap();
    await page.waitForURL(`${site.server.origin}/kr/choose-your-region`);
    await expect.poll(() => panelOpen(page)).toBe(false);
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).not.toBe('hidden');
    await context.close();
  });

  it('works without JavaScript: the menu button opens the panel and the groups, one at a time', async () => {
    const { context, page } = await open(site.browser, '/de/flagship-bumblebee', { ...PHONE, locale: 'de-DE', javaScriptEnabled: false });
    await page.tap('.menu-button');
    expect(await panelOpen(page)).toBe(true);
    const groups = page.locator('.panel-group');
    await groups.nth(0).locator('summary').tap();
    await groups.nth(2).locator('summary').tap();
    expect(await groups.nth(0).getAttribute('open')).toBeNull();
    expect(await groups.nth(2).locator('a').first().isVisible()).toBe(true);
    await page.screenshot({ path: join(ARTIFACTS, 'de-flagship-bumblebee-390-no-js-menu.png') });
    await context.close();
  });
});

describe('desktop menus close (1366 px)', () => {
  const dropdowns = (page: Page) => page.locator('.main-nav details');
  const isOpen = (page: Page, i: number) =>
    dropdowns(page)
      .nth(i)
      .evaluate((d) => (d as HTMLDetailsElement).open);

  it('on a click outside, on scroll, on Escape wherever focus is, and when focus leaves', async () => {
    const { context, page } = await open(site.browser, '/us/flagship-bumblebee', { ...DESKTOP, locale: 'en-US' });
    await dropdowns(page).nth(0).locator('summary').click();
    expect(await isOpen(page, 0)).toBe(true);
    await page.mouse.click(700, 500);
    await expect.poll(() => isOpen(page, 0)).toBe(false);

    await dropdowns(page).nth(1).locator('summary').click();
    await page.mouse.wheel(0, 300);
    await expect.poll(() => isOpen(page, 1)).toBe(false);

    await page.evaluate(() => window.scrollTo(0, 0));
    await dropdowns(page).nth(2).locator('summary').click();
    await page.evaluate(() => (document.activeElement as HTMLElement).blur());
    await page.keyboard.press('Escape');
    expect(await isOpen(page, 2)).toBe(false);

    // Tabbing past the last item closes the menu.
    await dropdowns(page).nth(2).locator('summary').focus();
    await page.keyboard.press('Enter');
    const count = await dropdowns(page).nth(2).locator('a').count();
    for (let i = 0; i < count; i += 1) await page.keyboard.press('Tab');
    expect(await isOpen(page, 2)).toBe(true);
    await page.keyboard.press('Tab');
    await expect.poll(() => isOpen(page, 2)).toBe(false);
    await context.close();
  });

  it('one at a time without JavaScript too (<details name>)', async () => {
    const { context, page } = await open(site.browser, '/uk', { ...DESKTOP, locale: 'en-GB', javaScriptEnabled: false });
    await dropdowns(page).nth(0).locator('summary').click();
    await dropdowns(page).nth(1).locator('summary').click();
    expect(await isOpen(page, 0)).toBe(false);
    expect(await isOpen(page, 1)).toBe(true);
    await context.close();
  });
});

describe('the region choice holds', () => {
  const regionLabel = (page: Page) => page.locator('.actions .region-link').textContent();

  it('stores the choice under the region chosen: us → Deutschland, de → United States reads United States', async () => {
    const { context, page, errors } = await open(site.browser, '/us/choose-your-region', { ...PHONE, locale: 'en-US' });
    await page.tap('main a:has-text("Deutschland - Deutsch")');
    await page.waitForURL(`${site.server.origin}/de`);
    await expect.poll(() => regionLabel(page)).toBe('Deutschland - Deutsch');
    // An explicit choice hides the suggestion (an en-US browser on /de was offered the US edition).
    await regionSuggestionSettled(page);
    expect(await page.locator('.region-suggestion').count()).toBe(0);
    await page.goto(`${site.server.origin}/de/choose-your-region`);
    await hydrated(page);
    await expect.poll(() => page.locator('main a[aria-current="true"]').textContent()).toBe('Deutschland - Deutsch');
    await page.tap('main a:has-text("United States - English")');
    await page.waitForURL(`${site.server.origin}/us`);
    await expect.poll(() => regionLabel(page)).toBe('United States - English');
    await page.reload();
    await hydrated(page);
    await frames(page); // the header's stored-country effect ran before no-js went; its render is on screen
    expect(await regionLabel(page)).toBe('United States - English');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a fr-CA browser choosing Canada - English sees that label and no "France" banner, and the chooser marks it', async () => {
    const { context, page } = await open(site.browser, '/us/choose-your-region', { ...PHONE, locale: 'fr-CA' });
    await page.tap('main a:has-text("Canada - English")');
    await page.waitForURL(`${site.server.origin}/us`);
    await expect.poll(() => regionLabel(page)).toBe('Canada - English');
    await regionSuggestionSettled(page);
    expect(await page.locator('.region-suggestion').count()).toBe(0);
    await page.goto(`${site.server.origin}/us/choose-your-region`);
    await hydrated(page);
    await expect.poll(() => page.locator('main a[aria-current="true"]').textContent()).toBe('Canada - English');
    await context.close();
  });

  it('/ (cn) does not override an earlier choice: no redirect, only a suggestion of the chosen region', async () => {
    const { context, page } = await open(site.browser, '/us/choose-your-region', { ...PHONE, locale: 'zh-CN' });
    await page.tap('main a:has-text("United States - English")');
    await page.waitForURL(`${site.server.origin}/us`);
    await page.goto(`${site.server.origin}/`);
    await hydrated(page);
    // Interactive means no guard is sending it away; the banner (drawn after hydration) shows the page settled on /.
    const banner = page.locator('.region-suggestion');
    await expect.poll(() => banner.count()).toBe(1);
    expect(new URL(page.url()).pathname).toBe('/');
    expect(await banner.locator('a').getAttribute('href')).toMatch(/\/us$/);
    expect(await page.evaluate(() => localStorage.getItem('regionChoice'))).toBe('us');
    await context.close();
  });

  it('chooser links are at least 44 px tall on a phone, and the current region is marked before any choice', async () => {
    const { context, page } = await open(site.browser, '/jp/choose-your-region', { ...PHONE, locale: 'ja-JP' });
    const heights = await page.locator('main .chooser li a').evaluateAll((links) => links.map((a) => a.getBoundingClientRect().height));
    expect(heights.length).toBeGreaterThan(5);
    for (const h of heights) expect(h).toBeGreaterThanOrEqual(44);
    expect(await page.locator('main a[aria-current="true"]').getAttribute('href')).toBe('/jp');
    await context.close();
  });
});

/** Cumulative layout shift of the page's first seconds, the CPU slowed 4× as on a phone. */
async function layoutShift(
  browser: Browser,
  path: string,
  options: BrowserContextOptions,
  waitFor?: string,
): Promise<{ cls: number; shifted: string[]; early: string[]; banner: boolean; page: Page; close: () => Promise<void> }> {
  const { context, page } = await openPage(browser, options);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.addInitScript(() => {
    const w = window as unknown as { __cls: number; __shifted: string[] };
    w.__cls = 0;
    w.__shifted = [];
    type Shift = PerformanceEntry & { value: number; hadRecentInput: boolean; sources: { node?: Node }[] };
    const record = (entries: PerformanceEntry[]) => {
      for (const entry of entries as Shift[]) {
        if (entry.hadRecentInput) continue;
        w.__cls += entry.value;
        for (const source of entry.sources) w.__shifted.push(`${entry.value.toFixed(5)} ${source.node?.nodeName ?? '?'}.${(source.node as Element | undefined)?.className ?? ''}`);
      }
    };
    const observer = new PerformanceObserver((list) => record(list.getEntries()));
    observer.observe({ type: 'layout-shift', buffered: true });
    // Shifts not yet delivered to the callback, taken when the test reads the total.
    (window as unknown as { __takeShifts: () => void }).__takeShifts = () => record(observer.takeRecords());
  });
  await page.addInitScript(HALF_PARSED_FRAMES);
  await page.goto(`${site.server.origin}${path}`);
  await hydrated(page);
  if (waitFor) await page.waitForSelector(waitFor);
  // The banner decided (drawn or not), two frames laid out since, the pending shifts taken.
  await regionSuggestionSettled(page);
  await frames(page);
  const { cls, shifted, early } = await page.evaluate(() => {
    const w = window as unknown as { __cls: number; __shifted: string[]; __halfParsedFrames: string[]; __takeShifts: () => void };
    w.__takeShifts();
    return { cls: w.__cls, shifted: w.__shifted, early: w.__halfParsedFrames };
  });
  const banner = (await page.locator('.region-suggestion').count()) > 0;
  return { cls, shifted, early, banner, page, close: () => context.close() };
}

describe('the region suggestion moves nothing (CLS 0, CPU 4× slower)', () => {
  it.each([
    ['/jp', 'en-US', PHONE, true],
    ['/us', 'de-DE', PHONE, true],
    ['/de/flagship-bumblebee', 'en-US', TABLET, true],
    ['/us', 'en-US', PHONE, false],
    ['/us/flagship-bumblebee', 'en-US', DESKTOP, false],
  ] as const)(
    '%s with a %s browser',
    async (path, locale, options, withBanner) => {
      const run = await layoutShift(site.browser, path, { ...options, locale }, withBanner ? '.region-suggestion' : undefined);
      expect(run.banner).toBe(withBanner);
      // The suggested region's country, named in the page's language by the server (page data countryNames).
      const named: Record<string, string> = { '/jp': 'アメリカ合衆国', '/us': 'Germany', '/de/flagship-bumblebee': 'Vereinigte Staaten' };
      if (withBanner) expect(await run.page.locator('.region-suggestion p').textContent()).toContain(named[path]);
      // Nothing moves because of the banner (it was 0.09–0.13 before). Under heavy machine load a stray
      // sub-0.001 shift was seen once and never reproduced: below what Lighthouse shows (it prints 0.000).
      expect(run.shifted.filter((s) => /region-suggestion/.test(s))).toEqual([]);
      expect(run.cls, run.shifted.join('\n')).toBeLessThan(0.001);
      // Nothing painted half-parsed: the header's actions and the hero's text moved as the rest arrived.
      expect(run.early).toEqual([]);
      await run.close();
    },
    90_000,
  );

  it('scrolls away with the page, not with the sticky bar (/kr, English browser, tablet)', async () => {
    const { context, page } = await open(site.browser, '/kr', { ...TABLET, locale: 'en-US' });
    await page.waitForSelector('.region-suggestion');
    expect(await headerHeight(page)).toBeLessThanOrEqual(64);
    await page.evaluate(() => window.scrollTo(0, 600));
    await scrollSettled(page);
    expect(await page.evaluate(() => document.querySelector('.region-suggestion')!.getBoundingClientRect().bottom)).toBeLessThanOrEqual(0);
    expect(await page.evaluate(() => document.querySelector('header')!.getBoundingClientRect().top)).toBe(0);
    await context.close();
  });

  // The visitor test's phones: 320 × 640 and 390 × 844.
  it.each([
    [320, 640],
    [390, 844],
  ])('on a %i × %i phone it is a sheet at the bottom of the screen, over neither the h1 nor the product picture (/jp/flagship-bumblebee, English browser)', async (width, height) => {
    const { context, page } = await open(site.browser, '/jp/flagship-bumblebee', { ...PHONE, viewport: { width, height }, locale: 'en-US' });
    await page.waitForSelector('.region-suggestion');
    const boxes = await page.evaluate(() => {
      const box = (selector: string) => document.querySelector(selector)!.getBoundingClientRect().toJSON() as DOMRect;
      return { sheet: box('.region-suggestion'), h1: box('h1'), picture: box('.hero img, .hero video'), viewport: window.innerHeight };
    });
    expect(Math.abs(boxes.sheet.bottom - boxes.viewport)).toBeLessThanOrEqual(1);
    // The product picture (first on a phone) lies above the sheet, wholly on screen.
    expect(boxes.picture.bottom).toBeLessThanOrEqual(boxes.sheet.top);
    expect(boxes.h1.top >= boxes.sheet.bottom || boxes.h1.bottom <= boxes.sheet.top || boxes.h1.top >= boxes.viewport).toBe(true);
    await context.close();
  });
});

describe('200% text on a phone', () => {
  it.each([
    ['/us/flagship-bumblebee', 'en-US'],
    ['/de/flagship-bumblebee', 'de-DE'],
    ['/de', 'en-US'],
  ])('%s (%s browser): every local anchor reachable, the h1 fits, no sideways scroll, the skip link hidden', async (path, locale) => {
    const { context, page } = await openPage(site.browser, { ...PHONE, locale });
    await setTextSize(page, 32);
    await page.goto(`${site.server.origin}${path}`);
    await hydrated(page);
    await regionSuggestionSettled(page);
    await frames(page);
    expect(await pageWidth(page)).toBeLessThanOrEqual(390);
    expect(await headerHeight(page)).toBeLessThanOrEqual(64);
    const h1 = await page.evaluate(() => {
      const h = document.querySelector('h1')!;
      return { scroll: h.scrollWidth, client: h.clientWidth, right: h.getBoundingClientRect().right };
    });
    expect(h1.scroll).toBeLessThanOrEqual(h1.client);
    expect(h1.right).toBeLessThanOrEqual(390);
    // The local navigation's links stay in one row that scrolls sideways inside the bar (never the page): each one,
    // scrolled to, is wholly on screen.
    const offScreen = await page.locator('.page-menu ul a').evaluateAll((links) =>
      links.flatMap((a) => {
        a.scrollIntoView({ block: 'nearest', inline: 'nearest' });
        const r = a.getBoundingClientRect();
        return r.left >= 0 && r.right <= window.innerWidth ? [] : [`${a.textContent} ${Math.round(r.left)}–${Math.round(r.right)}`];
      }),
    );
    expect(offScreen).toEqual([]);
    expect(await pageWidth(page)).toBeLessThanOrEqual(390);
    expect(
      await page.evaluate(() => {
        const r = document.querySelector('.skip-link')!.getBoundingClientRect();
        return r.width * r.height;
      }),
    ).toBeLessThanOrEqual(1);
    await page.screenshot({ path: join(ARTIFACTS, `text-200-${path.replaceAll('/', '-').slice(1)}-390.png`) });
    await context.close();
  });
});

describe('phones: 320 px, tap targets and text size', () => {
  it('homes, product pages, the chooser and a support page have no sideways scroll at 320 px', async () => {
    const paths = ['/us', '/de', '/fr', '/jp', '/kr', '/', '/us/flagship-bumblebee', '/de/flagship-bumblebee', '/jp/flagship-bumblebee', '/de/choose-your-region', '/kr/manuals'];
    // One tab visits them all, as a visitor would; each page's width is reported.
    const { context, page } = await openPage(site.browser, { viewport: { width: 320, height: 640 }, isMobile: true, hasTouch: true, locale: 'de-DE' });
    const widths: Record<string, number> = {};
    for (const path of paths) {
      await page.goto(`${site.server.origin}${path}`);
      await hydrated(page);
      widths[path] = await pageWidth(page);
    }
    expect(Object.entries(widths).filter(([, width]) => width > 320)).toEqual([]);
    await context.close();
  });

  it('header, page anchors and footer links are at least 44 × 44 px; text is at least 16 px', async () => {
    const { context, page } = await open(site.browser, '/us/flagship-bumblebee', { ...PHONE, locale: 'en-US' });
    const small = await page.evaluate(() => {
      // checkVisibility: also false inside a closed <details> (its content is not rendered).
      const visible = (e: Element) => e.checkVisibility({ visibilityProperty: true }) && e.getBoundingClientRect().width > 1;
      const targets = [...document.querySelectorAll('header a, header summary, .page-menu a, footer a')].filter(visible);
      const tooSmall = targets
        .map((e) => ({ e, r: e.getBoundingClientRect() }))
        .filter(({ r }) => r.height < 44 || r.width < 44)
        .map(({ e, r }) => `${e.textContent?.trim() || e.getAttribute('aria-label')} ${Math.round(r.width)}×${Math.round(r.height)}`);
      const texts = [...document.querySelectorAll('body *')].filter((e) => visible(e) && [...e.childNodes].some((n) => n.nodeType === 3 && n.textContent!.trim()));
      const tiny = texts.filter((e) => parseFloat(getComputedStyle(e).fontSize) < 16).map((e) => `${e.tagName}.${e.className}: ${e.textContent!.trim().slice(0, 30)}`);
      return { tooSmall, tiny };
    });
    expect(small.tooSmall).toEqual([]);
    expect(small.tiny).toEqual([]);
    await context.close();
  });

  it('the footer focus ring is at least 3:1 against the footer', async () => {
    const { context, page } = await open(site.browser, '/us', { ...PHONE, locale: 'en-US' });
    const link = page.locator('footer .footer-links a').first();
    await link.focus();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    const colours = await page.evaluate(() => ({
      ring: getComputedStyle(document.activeElement!).outlineColor,
      width: getComputedStyle(document.activeElement!).outlineWidth,
      background: getComputedStyle(document.querySelector('footer')!).backgroundColor,
    }));
    const luminance = (rgb: string) => {
      const [r, g, b] = rgb
        .match(/\d+/g)!
        .slice(0, 3)
        .map((v) => {
          const c = Number(v) / 255;
          return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
        });
      return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
    };
    const [a, b] = [luminance(colours.ring), luminance(colours.background)].sort((x, y) => y - x);
    expect(colours.width).toBe('3px');
    expect((a! + 0.05) / (b! + 0.05)).toBeGreaterThanOrEqual(3);
    await context.close();
  });
});

describe('time-bound copy follows the schedule (jp, shipping from August 2025)', () => {
  it('/jp no longer invites reservations after the pre-sale ended (server time)', async () => {
    const { context, page } = await open(site.browser, '/jp/flagship-bumblebee', { ...PHONE, locale: 'ja-JP' });
    const main = await page.textContent('main');
    expect(main).not.toContain('2025年8月より');
    expect(main).not.toContain('ご予約受付中');
    expect(await page.textContent('.hero .availability')).toBe('発売中');
    expect(await page.textContent('.hero .buy')).toBe('今すぐ購入');
    const jsonLd = await page.textContent('#json-ld');
    expect(jsonLd).toContain('https://schema.org/InStock');
    await page.goto(`${site.server.origin}/jp`);
    expect(await page.locator('main .button.buy').allTextContents()).not.toContain('今すぐ予約');
    await context.close();
  });
});

describe('anchors land below the sticky bar at every breakpoint', () => {
  it.each([
    ['phone', PHONE],
    ['tablet', TABLET],
    ['desktop', DESKTOP],
  ] as const)('/de/flagship-bumblebee#specs on a %s', async (_name, options) => {
    const { context, page } = await open(site.browser, '/de/flagship-bumblebee', { ...options, locale: 'de-DE' });
    await page.locator('.page-menu a[href="#specs"]').click();
    await page.waitForFunction(() => window.scrollY > 0);
    await scrollSettled(page); // a smooth scroll has come to rest
    const { headerBottom, specsTop, variable } = await page.evaluate(() => ({
      headerBottom: document.querySelector('header.site-header')!.getBoundingClientRect().bottom,
      specsTop: document.getElementById('specs')!.getBoundingClientRect().top,
      variable: parseFloat(getComputedStyle(document.documentElement).getPropertyValue('--header-height')),
    }));
    // --header-height is the bar's real height (the 1 px border included in it); the page's local navigation is stuck below it.
    expect(Math.abs(headerBottom - variable)).toBeLessThanOrEqual(0.5);
    const barsBottom = await stickyBarsBottom(page);
    expect(barsBottom).toBeGreaterThan(headerBottom);
    expect(specsTop).toBeGreaterThanOrEqual(barsBottom);
    expect(specsTop).toBeLessThan(barsBottom + 40);
    await context.close();
  });
});
