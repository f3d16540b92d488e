// The design system in the browser (docs/decisions.md D58, docs/design.md): the brand face is small and only where Latin text is
// set, CJK editions keep their faces and their line breaking, the product is on a phone's first screen and fills half
// a desktop, long languages fit at 320 px, and 200% text on a desktop wraps instead of scrolling sideways (visitor
// test M-5).
import type { BrowserContextOptions, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPage, useSite } from './harness.ts';
import { hydrated } from './wait.ts';

const site = useSite();

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } satisfies BrowserContextOptions;
const SMALL_PHONE = { viewport: { width: 320, height: 640 }, isMobile: true, hasTouch: true } satisfies BrowserContextOptions;
const DESKTOP = { viewport: { width: 1440, height: 900 } } satisfies BrowserContextOptions;

/** The font files a page fetched, with their sizes on the wire. */
function fontRequests(page: Page): { url: string; bytes: number }[] {
  const fonts: { url: string; bytes: number }[] = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'font') return;
    const body = await response.body().catch(() => Buffer.alloc(0));
    fonts.push({ url: response.url(), bytes: body.length });
  });
  return fonts;
}

describe('the brand typeface', () => {
  it.each(['/us', '/de/flagship-bumblebee', '/fr'])('%s loads the one brand font, at most 40 KB, and sets its text in it', async (path) => {
    const { context, page } = await openPage(site.browser, DESKTOP);
    const fonts = fontRequests(page);
    await page.goto(`${site.server.origin}${path}`);
    await hydrated(page);
    // The preloaded file arrives whether or not it made the first paint (font-display: optional, D62).
    await expect.poll(() => fonts.length).toBeGreaterThan(0);
    await page.evaluate(() => document.fonts.ready);
    expect(fonts.map((f) => f.url.replace(/^.*\//, ''))).toEqual([expect.stringMatching(/^space-grotesk-latin-wght-normal[.-][\w-]+\.woff2$/)]);
    expect(fonts.reduce((sum, f) => sum + f.bytes, 0)).toBeLessThanOrEqual(40 * 1024);
    await expect.poll(() => page.evaluate(() => document.fonts.check('700 16px "Space Grotesk"', 'Mechanova'))).toBe(true);
    expect(await page.evaluate(() => getComputedStyle(document.querySelector('h1')!).fontFamily)).toMatch(/^"Space Grotesk", "Space Grotesk Fallback"/);
    await context.close();
  });

  it.each([
    ['/kr', 'ko-KR', 'keep-all', /Noto Sans CJK KR/],
    ['/jp/flagship-bumblebee', 'ja-JP', 'normal', /Noto Sans CJK JP/],
    ['/cn', 'zh-CN', 'normal', /Noto Sans CJK SC/],
  ])('%s keeps its system CJK face (no font download) and its own line breaking', async (path, locale, wordBreak, face) => {
    const { context, page } = await openPage(site.browser, { ...DESKTOP, locale });
    const fonts = fontRequests(page);
    await page.goto(`${site.server.origin}${path}`);
    await hydrated(page);
    await page.evaluate(() => document.fonts.ready);
    expect(fonts).toEqual([]);
    const style = await page.evaluate(() => {
      const s = getComputedStyle(document.querySelector('main p')!);
      return { family: s.fontFamily, wordBreak: s.wordBreak, lineBreak: s.lineBreak };
    });
    expect(style.family).toMatch(face);
    expect(style.family).not.toMatch(/Space Grotesk/);
    expect(style.wordBreak).toBe(wordBreak);
    // Korean breaks between words (never 공/룡); Japanese and Chinese never start a line with ー, 。 or a small kana.
    expect(style.lineBreak).toBe('strict');
    await context.close();
  });

  it('Korean words are never split across lines (visitor test: 공/룡)', async () => {
    const { context, page } = await openPage(site.browser, { ...PHONE, locale: 'ko-KR' });
    await page.goto(`${site.server.origin}/kr`);
    await hydrated(page);
    // Every Hangul word of the page's paragraphs and headings lies on one line: its characters share one line box.
    const split = await page.evaluate(() => {
      const found: string[] = [];
      const walker = document.createTreeWalker(document.querySelector('main')!, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? '';
        for (const match of text.matchAll(/[\uac00-\ud7a3]{2,}/g)) {
          const range = document.createRange();
          range.setStart(node, match.index);
          range.setEnd(node, match.index + match[0].length);
          const tops = new Set([...range.getClientRects()].map((r) => Math.round(r.top)));
          if (tops.size > 1) found.push(match[0]);
        }
      }
      return found;
    });
    expect(split).toEqual([]);
    await context.close();
  });

  it.each([
    ['/jp', 'phone'],
    ['/jp/flagship-bumblebee', 'desktop'],
  ] as const)('Japanese headings break between phrases: no katakana name is split (%s, %s)', async (path, width) => {
    const { context, page } = await openPage(site.browser, { ...(width === 'phone' ? PHONE : DESKTOP), locale: 'ja-JP' });
    await page.goto(`${site.server.origin}${path}`);
    await hydrated(page);
    const split = await page.evaluate(() => {
      const found: string[] = [];
      for (const heading of document.querySelectorAll('main :is(h1, h2, h3)')) {
        const walker = document.createTreeWalker(heading, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          for (const match of (node.textContent ?? '').matchAll(/[\u30a0-\u30ff]{3,}/g)) {
            const range = document.createRange();
            range.setStart(node, match.index);
            range.setEnd(node, match.index + match[0].length);
            if (new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size > 1) found.push(match[0]);
          }
        }
      }
      return found;
    });
    expect(split).toEqual([]);
    expect(await page.evaluate(() => getComputedStyle(document.querySelector('main h2')!).wordBreak)).toBe('auto-phrase');
    await context.close();
  });
});

describe('the product on its stage', () => {
  it.each(['/us/flagship-bumblebee', '/de/flagship-megatron', '/jp/flagship-bumblebee', '/flagship-bumblebee'])('%s shows the product picture on the first screen of a phone', async (path) => {
    const { context, page } = await openPage(site.browser, PHONE);
    await page.goto(`${site.server.origin}${path}`);
    await hydrated(page);
    const media = await page.evaluate(() => {
      const hero = document.querySelector('main .hero')!;
      const picture = [...hero.querySelectorAll('img, video')].find((e) => e.getBoundingClientRect().height > 0)!;
      const r = picture.getBoundingClientRect();
      return { top: r.top, bottom: r.bottom, height: r.height };
    });
    expect(media.height).toBeGreaterThan(150);
    expect(media.bottom).toBeLessThanOrEqual(844);
    await context.close();
  });

  it.each(['/us/flagship-bumblebee', '/jp/flagship-bumblebee'])('%s: on a desktop the picture is at least half the window wide, in the picture size it is drawn at', async (path) => {
    const { context, page } = await openPage(site.browser, DESKTOP);
    await page.goto(`${site.server.origin}${path}`);
    await hydrated(page);
    const picture = await page.evaluate(() => {
      const img = document.querySelector('main .hero > img') as HTMLImageElement;
      return { width: img.getBoundingClientRect().width, natural: img.naturalWidth, sizes: img.sizes, current: img.currentSrc };
    });
    expect(picture.width).toBeGreaterThanOrEqual(720);
    expect(picture.sizes).not.toBe('');
    // The browser chose by the width drawn: the 2x file (960 px), not the 480 px one stretched.
    expect(picture.current).toMatch(/@2x\.webp/);
    expect(picture.natural).toBeGreaterThanOrEqual(picture.width);
    await context.close();
  });

  // D74: the hero's and the first slide's figure on a DPR 2 desktop is a file at least twice as wide as drawn.
  it.each([
    ['/us/flagship-bumblebee', 'main .hero > img'],
    ['/us', 'main .cards.large > .product-card:first-child > img'],
  ])('%s: on a DPR 2 desktop the picture is a file twice the width it is drawn at', async (path, selector) => {
    const { context, page } = await openPage(site.browser, { ...DESKTOP, deviceScaleFactor: 2 });
    await page.goto(`${site.server.origin}${path}`);
    await hydrated(page);
    await page.waitForFunction((s) => (document.querySelector(s) as HTMLImageElement | null)?.complete === true, selector);
    // naturalWidth of a srcset picture is divided by the density the browser chose: the file's own width is that of
    // its currentSrc loaded alone.
    const picture = await page.$eval(selector, async (img) => {
      const file = new Image();
      file.src = (img as HTMLImageElement).currentSrc;
      await file.decode();
      return { width: img.getBoundingClientRect().width, natural: file.naturalWidth };
    });
    expect(picture.width).toBeGreaterThan(500);
    expect(picture.natural).toBeGreaterThanOrEqual(2 * picture.width);
    await context.close();
  });

  it('/fr/flagship-bumblebee at 768 px: the product above its text, the width of the column, not floating beside it', async () => {
    const { context, page } = await openPage(site.browser, { viewport: { width: 768, height: 1024 }, locale: 'fr-FR' });
    await page.goto(`${site.server.origin}/fr/flagship-bumblebee`);
    await hydrated(page);
    const box = await page.evaluate(() => {
      const r = (s: string) => document.querySelector(s)!.getBoundingClientRect();
      return { img: r('main .hero > img'), text: r('main .hero-text'), hero: r('main .hero') };
    });
    expect(box.img.bottom).toBeLessThanOrEqual(box.text.top + 1);
    expect(box.img.width).toBeGreaterThanOrEqual(0.9 * box.hero.width);
    expect(box.img.top - box.hero.top).toBeLessThan(40);
    await context.close();
  });

  it.each([390, 1440])("/us/flagship-megatron at %i px: the play mark sits in the poster's corner, off the product", async (width) => {
    const { context, page } = await openPage(site.browser, width < 700 ? PHONE : DESKTOP);
    await page.goto(`${site.server.origin}/us/flagship-megatron`);
    await hydrated(page);
    const at = await page.evaluate(() => {
      const poster = [...document.querySelectorAll('main .hero-media .video-poster')].find((e) => e.getBoundingClientRect().height > 0)!;
      const p = poster.getBoundingClientRect();
      const m = poster.querySelector('.video-play')!.getBoundingClientRect();
      return { x: (m.left + m.width / 2 - p.left) / p.width, y: (m.top + m.height / 2 - p.top) / p.height };
    });
    expect(at.x).toBeGreaterThan(0.8);
    expect(at.y).toBeGreaterThan(0.75);
    await context.close();
  });

  it("/us/flagship-bumblebee at 390 px: the product picture of a hero runs to the window's edges", async () => {
    const { context, page } = await openPage(site.browser, PHONE);
    await page.goto(`${site.server.origin}/us/flagship-bumblebee`);
    await hydrated(page);
    const r = await page.$eval('main .hero > img', (img) => img.getBoundingClientRect().toJSON() as DOMRect);
    expect([Math.round(r.left), Math.round(r.right)]).toEqual([0, 390]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(390);
    await context.close();
  });
});

describe('the home and the product page', () => {
  it("the featured slides: a slide link brings its slide into view, and a keyboard reaches the second slide's buttons (/de, 390 px)", async () => {
    const { context, page } = await openPage(site.browser, { ...PHONE, locale: 'de-DE' });
    await page.goto(`${site.server.origin}/de`);
    await hydrated(page);
    const slides = page.locator('.cards.large > .product-card');
    expect(await slides.count()).toBeGreaterThan(1);
    const second = slides.nth(1);
    const inView = () =>
      second.evaluate((card) => {
        const track = card.parentElement!.getBoundingClientRect();
        const r = card.getBoundingClientRect();
        return r.left >= track.left - 1 && r.right <= track.right + 1;
      });
    expect(await inView()).toBe(false);
    const id = await second.getAttribute('id');
    await page.locator(`.slide-links a[href="#${id}"]`).click();
    // Wholly in view (the last slide rests at the end of the row, its left edge past the row's start on a phone).
    await page.waitForFunction((cardId) => {
      const card = document.getElementById(cardId!)!;
      const track = card.parentElement!.getBoundingClientRect();
      const r = card.getBoundingClientRect();
      return r.left >= track.left - 1 && r.right <= track.right + 1;
    }, id);
    // Back to the first slide, then by keyboard: focusing the second slide's buy button scrolls it into view.
    await page.locator('.slide-links a').first().click();
    await page.waitForFunction(() => document.querySelector('.cards.large')!.scrollLeft === 0);
    await second.locator('.button').first().focus();
    await page.waitForFunction((cardId) => {
      const card = document.getElementById(cardId!)!;
      const track = card.parentElement!.getBoundingClientRect();
      const r = card.getBoundingClientRect();
      return r.left >= track.left - 1 && r.left < track.right;
    }, id);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await context.close();
  });

  it.each([
    [1440, 4],
    [820, 3],
  ])('the line-up fills every row at %i px (%i cards a row; a short last row shares it)', async (width, perRow) => {
    const { context, page } = await openPage(site.browser, { viewport: { width, height: 900 }, locale: 'en-US' });
    await page.goto(`${site.server.origin}/us`);
    await hydrated(page);
    const rows = await page.evaluate(() => {
      const grid = document.querySelector('.cards:not(.large)')!.getBoundingClientRect();
      const byRow = new Map<number, { left: number; right: number; count: number }>();
      for (const card of document.querySelectorAll('.cards:not(.large) > .product-card')) {
        const r = card.getBoundingClientRect();
        const row = byRow.get(Math.round(r.top)) ?? { left: Infinity, right: -Infinity, count: 0 };
        byRow.set(Math.round(r.top), { left: Math.min(row.left, r.left), right: Math.max(row.right, r.right), count: row.count + 1 });
      }
      return { grid: { left: grid.left, right: grid.right }, rows: [...byRow.values()] };
    });
    expect(rows.rows.length).toBeGreaterThan(1);
    expect(rows.rows[0]!.count).toBe(perRow);
    for (const row of rows.rows) {
      expect(Math.abs(row.left - rows.grid.left)).toBeLessThanOrEqual(1);
      expect(Math.abs(row.right - rows.grid.right)).toBeLessThanOrEqual(1);
    }
    await context.close();
  });

  it.each([390, 1440])('a product page keeps its menu and buy button under the site bar while it scrolls (/de/flagship-megatron, %i px)', async (width) => {
    const { context, page } = await openPage(site.browser, { viewport: { width, height: 844 }, locale: 'de-DE' });
    await page.goto(`${site.server.origin}/de/flagship-megatron`);
    await hydrated(page);
    const heroBuy = await page.locator('.hero .buy').first().getAttribute('href');
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight / 2));
    await page.waitForFunction(() => window.scrollY > 500);
    const bar = await page.evaluate(() => ({
      header: document.querySelector('.site-header')!.getBoundingClientRect().bottom,
      menu: document.querySelector('.page-menu')!.getBoundingClientRect().top,
    }));
    expect(Math.abs(bar.menu - bar.header)).toBeLessThanOrEqual(1);
    const buy = page.locator('.page-menu .buy');
    expect(await buy.isVisible()).toBe(true);
    expect(await buy.getAttribute('href')).toBe(heroBuy);
    await context.close();
  });
});

describe('the local navigation on a phone', () => {
  it('/de/flagship-bumblebee at 390 px: links that run past the bar show an edge shadow, and the keyboard brings each into view', async () => {
    const { context, page } = await openPage(site.browser, { ...PHONE, locale: 'de-DE' });
    await page.goto(`${site.server.origin}/de/flagship-bumblebee`);
    await hydrated(page);
    const list = page.locator('.page-menu ul');
    expect(await list.evaluate((ul) => ul.scrollWidth > ul.clientWidth)).toBe(true);
    expect(await list.evaluate((ul) => getComputedStyle(ul).backgroundImage)).toMatch(/radial-gradient/);
    const last = page.locator('.page-menu ul li:last-child a');
    await last.focus();
    const inView = await last.evaluate((a) => {
      const box = a.getBoundingClientRect();
      const bar = a.closest('ul')!.getBoundingClientRect();
      return box.left >= bar.left - 1 && box.right <= bar.right + 1;
    });
    expect(inView).toBe(true);
    await context.close();
  });
});

describe('video lists fill their rows', () => {
  it('at 1440 px: four clips in two rows of two, one clip large beside its copy (/de/flagship-megatron)', async () => {
    const { context, page } = await openPage(site.browser, { ...DESKTOP, locale: 'de-DE' });
    await page.goto(`${site.server.origin}/de/flagship-megatron`);
    const rows = (id: string) =>
      page.evaluate((list) => {
        const items = [...document.querySelectorAll(`#${list} li`)].map((li) => li.getBoundingClientRect());
        const width = document.querySelector(`#${list} ul`)!.getBoundingClientRect().width;
        const poster = document.querySelector(`#${list} li .video`)!.getBoundingClientRect().width;
        return { tops: [...new Set(items.map((r) => Math.round(r.top)))].length, items: items.length, share: poster / width };
      }, id);
    expect(await rows('actions')).toMatchObject({ items: 4, tops: 2 });
    const single = await rows('tank-mode');
    expect(single).toMatchObject({ items: 1, tops: 1 });
    // The clip takes three fifths of the row, its copy the rest (it stood at a third, two thirds empty beside it).
    expect(single.share).toBeGreaterThan(0.5);
    expect(single.share).toBeLessThan(0.7);
    // Every poster keeps the player's 4:3 box once loaded, the 16:9 film's included (cropped, never a box that resizes).
    const ratios = await page.$$eval('.video-list .video-poster img', (imgs) =>
      Promise.all(
        imgs.map(async (img) => {
          (img as HTMLImageElement).loading = 'eager';
          await (img as HTMLImageElement).decode().catch(() => undefined);
          const r = img.getBoundingClientRect();
          return Math.round((r.width / r.height) * 100) / 100;
        }),
      ),
    );
    expect(ratios).toEqual([1.33, 1.33, 1.33, 1.33, 1.33]);
    await context.close();
  });
});

describe('every visitor', () => {
  /** Headings and buttons whose text is clipped by their box or runs past the window. */
  const overflowing = (page: Page) =>
    page.evaluate(() =>
      [...document.querySelectorAll('h1, h2, h3, .button, button')]
        .filter((e) => e.getBoundingClientRect().width > 0 && e.checkVisibility())
        .filter((e) => !e.closest('.cards.large, .page-menu ul, .visually-hidden'))
        .filter((e) => e.scrollWidth > e.clientWidth + 1 || e.getBoundingClientRect().right > window.innerWidth + 0.5)
        .map((e) => `${e.tagName.toLowerCase()} "${(e.textContent ?? '').trim().slice(0, 40)}" ${e.scrollWidth}/${e.clientWidth}`),
    );

  it.each(['de', 'fr'])('%s at 320 px: headings and buttons neither clip nor overflow, on every kind of page', async (region) => {
    const { context, page } = await openPage(site.browser, { ...SMALL_PHONE, locale: region === 'de' ? 'de-DE' : 'fr-FR' });
    const found: string[] = [];
    for (const path of ['', '/flagship-bumblebee', '/flagship-megatron', '/support', '/faq', '/manuals', '/login', '/register', '/choose-your-region', '/where-to-buy', '/no-such-page']) {
      await page.goto(`${site.server.origin}/${region}${path}`);
      await hydrated(page);
      found.push(...(await overflowing(page)).map((f) => `/${region}${path}: ${f}`));
      if ((await page.evaluate(() => document.documentElement.scrollWidth)) > 320) found.push(`/${region}${path}: the page scrolls sideways`);
    }
    expect(found).toEqual([]);
    await context.close();
  });

  it.each([
    ['/de', 'de-DE'],
    ['/us', 'en-US'],
    ['/fr/flagship-megatron', 'fr-FR'],
  ])('%s at 200%% text on a 1440 px desktop: the header fits and nothing scrolls sideways (visitor test M-5)', async (path, locale) => {
    const { context, page } = await openPage(site.browser, { ...DESKTOP, locale });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Page.setFontSizes', { fontSizes: { standard: 32, fixed: 32 } });
    await page.goto(`${site.server.origin}${path}`);
    await hydrated(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1440);
    const header = await page.evaluate(() => [...document.querySelectorAll('header a, header summary')].filter((e) => e.checkVisibility()).map((e) => e.getBoundingClientRect().right));
    expect(header.length).toBeGreaterThan(0);
    for (const right of header) expect(right).toBeLessThanOrEqual(1440);
    expect(await overflowing(page)).toEqual([]);
    await context.close();
  });
});
