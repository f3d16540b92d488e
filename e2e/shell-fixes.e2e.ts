/**
 * The last mile of the seeds, as a visitor sees it: a dialog's scroll lock moves nothing
 * (the root's scrollbar gutter, docs/decisions.md D39), the us Flagship Optimus Prime page is linked
 * from the us home, where to buy lists the visitor's own country first, and the kr home shows its
 * section 2 (D41).
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage, useSite, useTab } from './harness.ts';
import { frames, hydrated } from './wait.ts';

const site = useSite();
const tab = useTab(site);

/** Where the page's content sits across the window: the header's bar and every heading of the page (the dialog's aside). */
const contentX = (page: Page) =>
  page.evaluate(() => [...document.querySelectorAll('header .bar, main h1, main h2')].filter((element) => !element.closest('dialog')).map((element) => element.getBoundingClientRect().x));

describe('a dialog locking the scroll at 1440 px (seed 000 §9 scrollbar compensation, D39)', () => {
  let browser: Browser | undefined;
  beforeAll(async () => {
    // With the classic scrollbars a desktop has: headless Chromium hides them unless asked.
    browser = await launchBrowser({ scrollbars: true });
  });
  afterAll(async () => {
    await browser?.close();
  });

  it("opening the Watch Video dialog leaves the page's content where it was", async () => {
    const { context, page, errors } = await openPage(browser!, { viewport: { width: 1440, height: 900 } });
    await page.goto(`${site.server.origin}/us/flagship-megatron`);
    await hydrated(page);
    // The window has a scrollbar that takes room: without the gutter, losing it would widen the page.
    const scrollbar = await page.evaluate(() => window.innerWidth - document.documentElement.clientWidth);
    expect(scrollbar).toBeGreaterThan(0);
    const before = await contentX(page);
    const opener = page.locator('button[aria-controls="banner-dialog"]');
    await opener.click();
    await expect.poll(() => page.locator('#banner-dialog').evaluate((d: HTMLDialogElement) => d.open)).toBe(true);
    // The scroll is locked (the root hides its overflow) and nothing moved.
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflowY)).toBe('hidden');
    await frames(page);
    expect(before.length).toBeGreaterThan(3);
    expect(await contentX(page)).toEqual(before);

    // The control: without the gutter the same opening moves the centred bar by half the scrollbar, so the check above can fail.
    await page.keyboard.press('Escape');
    await expect.poll(() => page.locator('#banner-dialog').evaluate((d: HTMLDialogElement) => d.open)).toBe(false);
    await page.evaluate(() => document.documentElement.style.setProperty('scrollbar-gutter', 'auto', 'important'));
    await frames(page);
    const withoutGutter = await contentX(page);
    await opener.click();
    await expect.poll(() => page.locator('#banner-dialog').evaluate((d: HTMLDialogElement) => d.open)).toBe(true);
    await frames(page);
    expect((await contentX(page))[0]).toBe(withoutGutter[0]! + scrollbar / 2);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('orphans and order', () => {
  it('the us home links Flagship Optimus Prime, whose page answers', async () => {
    const { page } = await tab();
    await page.goto(`${site.server.origin}/us`);
    const card = page.locator('#lineup a[href="/us/flagship-optimus-prime"]');
    expect(await card.count()).toBeGreaterThan(0);
    await card.first().click();
    await page.waitForURL((url) => url.pathname === '/us/flagship-optimus-prime');
    expect(await page.textContent('main h1')).toContain('Flagship Optimus Prime');
  });

  it.each([
    ['us', 'us'],
    ['uk', 'uk'],
    ['eu', 'eu-switzerland'],
    ['fr', 'france'],
    ['de', 'germany'],
  ])('%s/where-to-buy lists its own country (%s) first, then the others', async (region, own) => {
    const { page } = await tab();
    await page.goto(`${site.server.origin}/${region}/where-to-buy`);
    const groups = await page.locator('#dealers .dealer-group').evaluateAll((sections) => sections.map((section) => section.id));
    expect(groups[0]).toBe(own);
    expect([...groups].sort()).toEqual(['eu-switzerland', 'france', 'germany', 'uk', 'us']);
  });
});

describe("the home's section 2 (seed 001 §2 Home, D41)", () => {
  it('kr shows its lineup beside its featured product, each a product kr sells', async () => {
    const { page } = await tab();
    await page.goto(`${site.server.origin}/kr`);
    expect(await page.textContent('#lineup h2')).toBe('라인업 둘러보기');
    expect(await page.locator('#featured .product-card').count()).toBe(1);
    expect(await page.locator('#lineup .product-card').count()).toBe(2);
    expect(await page.textContent('#lineup')).toContain('범블비 G1 퍼포먼스');
  });

  it('jp, which sells one product, shows it and no lineup', async () => {
    const { page } = await tab();
    await page.goto(`${site.server.origin}/jp`);
    expect(await page.locator('#featured .product-card').count()).toBe(1);
    expect(await page.locator('#lineup').count()).toBe(0);
  });
});
