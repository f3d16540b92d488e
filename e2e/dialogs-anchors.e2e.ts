import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { bundle } from '../dist/generated/bundles.ts';
import { routes } from '../dist/generated/routes.ts';
import type { GuideGridSection, RegionCode, Section } from '../dist/generated/types.ts';
import { axeViolations } from './axe.ts';
import { openPage, useSite, useTab } from './harness.ts';
import { hydrated, scrollSettled, stickyBarsBottom } from './wait.ts';

/**
 * Issue 25 (seed 001 §2; seed audit rows 56, 112, 117): the programming how-to and the accessories
 * demo are the site's Dialog — opened by keyboard, focus kept inside, Escape closes, focus back on
 * the opener, readable without JavaScript — and the pages the seeds open at an anchor (header,
 * banner) land there, just below the sticky header, on a phone and on a wide screen.
 */
const DIALOGS: readonly { path: string; region: RegionCode; page: string; section: string; dialog: string }[] = [
  { path: '/us/flagship-megatron', region: 'us', page: 'flagship-megatron', section: 'programming', dialog: 'programming-block-how-to' },
  { path: '/de/flagship-megatron', region: 'de', page: 'flagship-megatron', section: 'programming', dialog: 'programming-voice-how-to' },
  { path: '/flagship-megatron', region: 'cn', page: 'flagship-megatron', section: 'programming', dialog: 'programming-pc-how-to' },
  {
    path: '/us/optimus-prime-rise-of-the-beasts-signature-limited-edition',
    region: 'us',
    page: 'optimus-prime-rise-of-the-beasts-signature-limited-edition',
    section: 'accessories',
    dialog: 'accessories-demo',
  },
  {
    path: '/optimus-prime-rise-of-the-beasts-signature-limited-edition',
    region: 'cn',
    page: 'optimus-prime-rise-of-the-beasts-signature-limited-edition',
    section: 'accessories',
    dialog: 'accessories-demo',
  },
  { path: '/us/buzz-lightyear-space-ranger-alpha', region: 'us', page: 'buzz-lightyear-space-ranger-alpha', section: 'accessories', dialog: 'accessories-demo' },
];

/** The dialog's steps as the content has them: a how-to's, or the demonstration's. */
function stepsOf({ region, page, section, dialog }: (typeof DIALOGS)[number]): string[] {
  const grid = (bundle(region).pages as Record<string, { sections: Section[] }>)[page]!.sections.find((s) => s.id === section) as GuideGridSection;
  if (dialog.endsWith('-demo')) return grid.demo!.steps.map((s) => s.text);
  return grid.items.find((item) => dialog === `${section}-${item.id}-how-to`)!.steps!.items.map((s) => s.text);
}

const site = useSite();
const tab = useTab(site);

const squash = (s: string | null) => (s ?? '').replace(/\s+/g, ' ').trim();

describe('how-to and accessories demo dialogs', () => {
  it.each(DIALOGS)('$path: #$dialog opens by keyboard, keeps focus, closes with Escape and returns focus', async (entry) => {
    const { page } = await tab();
    await page.goto(`${site.server.origin}${entry.path}`);
    await hydrated(page);
    const opener = page.locator(`button[aria-controls="${entry.dialog}"]`);
    await opener.waitFor();
    expect(await opener.getAttribute('aria-haspopup')).toBe('dialog');
    await opener.focus();
    await page.keyboard.press('Enter');
    const dialog = page.locator(`#${entry.dialog}`);
    expect(await dialog.evaluate((d: HTMLDialogElement) => d.open && d.matches(':modal'))).toBe(true);
    const inside = () => page.evaluate((id) => document.activeElement === document.body || document.getElementById(id)!.contains(document.activeElement), entry.dialog);
    expect(await page.evaluate((id) => document.getElementById(id)!.contains(document.activeElement), entry.dialog)).toBe(true);
    // Named by its heading; every step of the content is in it, in order.
    const title = await dialog.getAttribute('aria-labelledby');
    expect(squash(await page.locator(`#${title}`).textContent())).not.toBe('');
    expect((await dialog.locator('ol > li').allTextContents()).map(squash)).toEqual(stepsOf(entry));
    for (let i = 0; i < 3; i++) {
      await page.keyboard.press('Tab');
      expect(await inside()).toBe(true);
    }
    // The open dialog passes axe (WCAG 2.1 AA): names, contrast, the captioned pictures' alt.
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    expect(await dialog.evaluate((d: HTMLDialogElement) => d.open)).toBe(false);
    expect(await opener.evaluate((el) => el === document.activeElement)).toBe(true);
    // The close button closes it too, focus back on the opener.
    await page.keyboard.press('Enter');
    await dialog.locator('.dialog-close').press('Enter');
    expect(await dialog.evaluate((d: HTMLDialogElement) => d.open)).toBe(false);
    expect(await opener.evaluate((el) => el === document.activeElement)).toBe(true);
  });

  it.each(DIALOGS)('$path: without JavaScript the opener links to #$dialog, shown in place and readable', async (entry) => {
    const { context, page } = await openPage(site.browser, { javaScriptEnabled: false });
    await page.goto(`${site.server.origin}${entry.path}`);
    const link = page.locator(`#${entry.section} a[href="#${entry.dialog}"]`);
    const first = page.locator(`#${entry.dialog} ol > li`).first();
    expect(await first.isVisible()).toBe(false);
    await link.click();
    await page.waitForURL((url) => url.hash === `#${entry.dialog}`);
    expect(await first.isVisible()).toBe(true);
    expect((await page.locator(`#${entry.dialog} ol > li`).allTextContents()).map(squash)).toEqual(stepsOf(entry));
    // Shown in the page's flow, not over it: the dialog is as wide as its section at most.
    const [dialogBox, sectionBox] = await Promise.all([page.locator(`#${entry.dialog}`).boundingBox(), page.locator(`#${entry.section}`).boundingBox()]);
    expect(dialogBox!.width).toBeLessThanOrEqual(sectionBox!.width + 1);
    await context.close();
  });
});

/** Every route that opens at an anchor (routes.yaml meta.anchor), in us: every one of them is sold there. */
const ENTRY = routes.flatMap((route) => (route.meta.anchor && route.page && route.regions.includes('us') ? [{ path: `/us${route.path}`, anchor: route.meta.anchor }] : []));

/** How far the element's top sits below the sticky header's bottom. */
const gapBelowHeader = (page: Page, id: string) =>
  page.evaluate((target) => document.getElementById(target)!.getBoundingClientRect().top - document.querySelector('.site-header')!.getBoundingClientRect().bottom, id);
/** How far the element's top sits below the sticky bars (the header and a product page's local navigation). */
const gapBelowBars = async (page: Page, id: string) => (await page.evaluate((target) => document.getElementById(target)!.getBoundingClientRect().top, id)) - (await stickyBarsBottom(page));

describe('entry anchors', () => {
  it('covers the pages the seeds open at their header or banner (seed 000 §2.5, 001 §2)', () => {
    expect(ENTRY).toEqual(
      expect.arrayContaining([
        { path: '/us/ai-base', anchor: 'header' },
        { path: '/us/elite-optimus-prime', anchor: 'elite-banner' },
        { path: '/us/flagship-megatron', anchor: 'banner' },
        { path: '/us/buzz-lightyear-space-ranger-alpha', anchor: 'banner' },
      ]),
    );
  });

  for (const width of [390, 1440]) {
    it.each(ENTRY)(`$path opens at #$anchor, just below the sticky bars, at ${width} px`, async ({ path, anchor }) => {
      const { context, page } = await openPage(site.browser, { viewport: { width, height: 800 } });
      await page.goto(`${site.server.origin}${path}`);
      await scrollSettled(page);
      const gap = await gapBelowBars(page, anchor);
      expect(gap).toBeGreaterThanOrEqual(0);
      expect(gap).toBeLessThanOrEqual(24);
      // The sticky header is still on screen, and the anchor's heading is visible below it.
      expect(await page.evaluate(() => document.querySelector('.site-header')!.getBoundingClientRect().top)).toBe(0);
      expect(await page.locator(`#${anchor} :is(h1, h2)`).first().isVisible()).toBe(true);
      await context.close();
    });
  }

  // The "app menu" (D42): a product page's own menu is the first thing under the header, so a page
  // without an entry anchor opens at it from the top.
  it.each([390, 1440])('a product page without an entry anchor opens with its menu just below the sticky header, at %i px', async (width) => {
    expect(routes.find((r) => r.page === 'k1-pro-interstellar-scout')!.meta.anchor).toBeUndefined();
    const { context, page } = await openPage(site.browser, { viewport: { width, height: 800 } });
    await page.goto(`${site.server.origin}/us/k1-pro-interstellar-scout`);
    await hydrated(page);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    const gap = await gapBelowHeader(page, 'page-menu');
    expect(gap).toBeGreaterThanOrEqual(0);
    expect(gap).toBeLessThanOrEqual(48);
    expect(await page.locator('#page-menu a').first().isVisible()).toBe(true);
    await context.close();
  });

  it('an explicit #hash wins over the entry anchor', async () => {
    const { context, page } = await openPage(site.browser, { viewport: { width: 390, height: 800 } });
    await page.goto(`${site.server.origin}/us/ai-base#ai-base-specs`);
    await scrollSettled(page);
    const gap = await gapBelowBars(page, 'ai-base-specs');
    expect(gap).toBeGreaterThanOrEqual(0);
    expect(gap).toBeLessThanOrEqual(24);
    await context.close();
  });
});

describe('#elite-banner (seed 001 §2: other product pages … #elite-banner)', () => {
  it('is the banner of the Elite Optimus Prime page, with #overview and #specs after it', async () => {
    const { page } = await tab();
    await page.goto(`${site.server.origin}/us/elite-optimus-prime`);
    const ids = await page.locator('main section[id]').evaluateAll((list) => list.map((s) => s.id));
    expect(ids.indexOf('elite-banner')).toBeGreaterThanOrEqual(0);
    expect(ids.indexOf('elite-banner')).toBeLessThan(ids.indexOf('overview'));
    expect(ids.indexOf('overview')).toBeLessThan(ids.indexOf('specs'));
    expect(await page.locator('#elite-banner').evaluate((el) => el.classList.contains('hero'))).toBe(true);
    expect(squash(await page.locator('#elite-banner h1').textContent())).toBe('Elite Optimus Prime');
  });
});
