// Accessibility behaviour of the shell that the quality gates (e2e/gates/) found wanting.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPage, useSite } from './harness.ts';
import { hydrated } from './wait.ts';

const site = useSite();

/** The element painted at the centre of `selector`'s box, as tag.class. */
const paintedAt = (page: Page, selector: string) =>
  page.evaluate((s) => {
    const box = document.querySelector(s)!.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return hit ? `${hit.tagName.toLowerCase()}${hit.className ? `.${hit.className}` : ''}` : null;
  }, selector);

describe('skip link', () => {
  it('is the first tab stop, out of sight until focused, even above the region suggestion', async () => {
    // A phone in the US on the German site: the region suggestion opens above the header.
    const { context, page } = await openPage(site.browser, { locale: 'en-US', viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });
    await page.goto(`${site.server.origin}/de`);
    await hydrated(page);
    await page.waitForSelector('.region-suggestion');
    // Nothing of the hidden skip link lies over the suggestion's controls.
    expect(await paintedAt(page, '.region-suggestion button')).toBe('button');
    expect(await paintedAt(page, '.region-suggestion a')).toBe('a');
    // Unfocused it is clipped to a pixel: nothing of it shows, at any text size.
    expect(
      await page.evaluate(() => {
        const r = document.querySelector('.skip-link')!.getBoundingClientRect();
        return r.width * r.height;
      }),
    ).toBeLessThanOrEqual(1);

    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.className)).toBe('skip-link');
    const box = await page.locator('.skip-link').boundingBox();
    expect(box!.y).toBeGreaterThanOrEqual(0);
    expect(await paintedAt(page, '.skip-link')).toBe('a.skip-link');

    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('main');
    await context.close();
  });
});
