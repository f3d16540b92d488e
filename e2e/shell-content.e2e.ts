import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPage, useSite, useTab } from './harness.ts';

// PREVIEW=1 so that ?at= can show the shell as of an instant.
const site = useSite({ DEV_TOOLS: '1', PREVIEW: '1' });
const tab = useTab(site);

const headerLinks = (page: Page) => page.$$eval('header .main-nav a', (links) => links.map((a) => a.getAttribute('href')));
const footerLinks = (page: Page) => page.$$eval('footer a', (links) => links.map((a) => a.getAttribute('href')));

describe('navigation from site.yaml', () => {
  it('honours hidden lists: an item hidden in the footer stays in the header', async () => {
    const { page } = await tab();
    await page.goto(`${site.server.origin}/uk`);
    expect(await headerLinks(page)).toContain('https://news.mechanova.example/uk');
    expect(await footerLinks(page)).not.toContain('https://news.mechanova.example/uk');
    await page.goto(`${site.server.origin}/us`);
    expect(await headerLinks(page)).toContain('https://hub.mechanova.example');
    expect(await footerLinks(page)).not.toContain('https://hub.mechanova.example');
  });

  it('shows the company address in the footer only', async () => {
    const { page } = await tab();
    await page.goto(`${site.server.origin}/de`);
    expect(await page.locator('footer address').textContent()).toContain('Amsterdam');
    expect(await page.locator('header').textContent()).not.toContain('Amsterdam');
  });

  it('gives kr no shop and no account link, and us both', async () => {
    const { page } = await tab();
    await page.goto(`${site.server.origin}/kr`);
    expect(await page.locator('header .actions a').evaluateAll((links) => links.map((a) => a.getAttribute('href')))).toEqual(['/kr/choose-your-region']);
    await page.goto(`${site.server.origin}/us`);
    expect(await page.locator('header .actions a').evaluateAll((links) => links.map((a) => a.getAttribute('href')))).toEqual([
      'https://us.shop.mechanova.example',
      '/us/account',
      '/us/choose-your-region',
    ]);
  });

  it('shows a menu item only from its startTime (us Flagship Bumblebee, 2025-03-27T23:00+08:00)', async () => {
    const { page } = await tab();
    await page.goto(`${site.server.origin}/us?at=${encodeURIComponent('2025-03-27T22:59:00+08:00')}`);
    expect(await headerLinks(page)).not.toContain('/us/flagship-bumblebee');
    await page.goto(`${site.server.origin}/us?at=${encodeURIComponent('2025-03-27T23:00:00+08:00')}`);
    expect(await headerLinks(page)).toContain('/us/flagship-bumblebee');
  });

  it('links the text banner to its product page until its end', async () => {
    const { page } = await tab();
    await page.goto(`${site.server.origin}/uk?at=${encodeURIComponent('2025-08-20T23:59:00+08:00')}`);
    expect(await page.getAttribute('.text-banner a', 'href')).toBe('/uk/flagship-bumblebee');
    await page.goto(`${site.server.origin}/uk?at=${encodeURIComponent('2025-08-21T00:00:00+08:00')}`);
    expect(await page.locator('.text-banner').count()).toBe(0);
  });
});

describe('catalogue states on cards', () => {
  it('reads Buy Now, Pre-Order Now and Sold Out from stock, isPreSale and the pre-sale end', async () => {
    const { page } = await tab();
    // Megatron is on pre-sale in us until its delivery (preSaleUntil, the end of Q4 2025).
    await page.goto(`${site.server.origin}/us?at=${encodeURIComponent('2025-12-31T23:59:00-05:00')}`);
    const button = (id: string) => page.locator(`#${id} .buy`);
    expect(await button('flagship-bumblebee').textContent()).toBe('Buy Now');
    expect(await button('flagship-bumblebee').getAttribute('href')).toBe('https://us.shop.mechanova.example/products/flagship-bumblebee');
    expect(await button('flagship-megatron').textContent()).toBe('Pre-Order Now');
    expect(await button('elite-optimus-prime').textContent()).toBe('Sold Out');
    expect(await button('elite-optimus-prime').isDisabled()).toBe(true);
    expect(await page.locator('#flagship-bumblebee .amount').textContent()).toBe('$1,299');
  });

  it("formats each region's price with Intl for its locale and currency", async () => {
    const { page } = await tab();
    await page.goto(`${site.server.origin}/de/flagship-bumblebee`);
    expect((await page.textContent('.buy-box .amount'))?.replace(/\s/g, ' ')).toBe('1.599 €');
    await page.goto(`${site.server.origin}/flagship-bumblebee`);
    expect(await page.textContent('.buy-box .amount')).toMatch(/^¥8,499$/);
  });
});

describe('the licensor credit (seed 001 card copyright; copy review S4)', () => {
  it('the Toy Story cards carry the Disney/Pixar line, and the footer credits it where the page sells a Toy Story robot, in its language; jp sells none', async () => {
    const { page } = await tab();
    await page.goto(`${site.server.origin}/us`);
    const credits = await page.$$eval('.card-credit', (ps) => ps.map((p) => p.textContent?.trim()));
    expect(credits.length).toBeGreaterThan(0);
    for (const credit of credits) expect(credit).toContain('Disney/Pixar');
    expect((await page.textContent('footer .licence-credits'))?.trim()).toBe('Toy Story characters © Disney/Pixar.');
    await page.goto(`${site.server.origin}/de/toy-story-buzz-lightyear`);
    expect((await page.textContent('footer .licence-credits'))?.trim()).toBe('Figuren aus Toy Story © Disney/Pixar.');
    await page.goto(`${site.server.origin}/jp`);
    expect(await page.locator('.licence-credits, .card-credit').count()).toBe(0);
  });
});

describe('page behaviour', () => {
  it('flags WebP support on the body once scripts run', async () => {
    const { page } = await tab();
    await page.goto(`${site.server.origin}/fr`);
    await expect.poll(() => page.evaluate(() => document.body.className)).toMatch(/(^|\s)webp(\s|$)/);
    expect(await page.evaluate(() => document.body.classList.contains('no-js'))).toBe(false);
  });

  it('lands #anchor links below the sticky header', async () => {
    const { context, page } = await openPage(site.browser, { viewport: { width: 1280, height: 800 } });
    await page.goto(`${site.server.origin}/us/flagship-bumblebee#specs`);
    await page.waitForFunction(() => window.scrollY > 0);
    const { headerBottom, specsTop } = await page.evaluate(() => ({
      headerBottom: document.querySelector('header')!.getBoundingClientRect().bottom,
      specsTop: document.getElementById('specs')!.getBoundingClientRect().top,
    }));
    expect(specsTop).toBeGreaterThanOrEqual(headerBottom);
    await context.close();
  });

  it('removes a toast after 3 s', async () => {
    const { page } = await tab();
    await page.goto(`${site.server.origin}/us/account`);
    await page.waitForURL((url) => url.pathname === '/us/login');
    await expect.poll(() => page.locator('.toast').count()).toBe(1);
    const shownAt = Date.now();
    await expect.poll(() => page.locator('.toast').count(), { timeout: 6000 }).toBe(0);
    expect(Date.now() - shownAt).toBeGreaterThan(2000);
  });
});
