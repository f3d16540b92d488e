/**
 * The campaign calendar (/dev/calendar, runtime/staff/calendar.ts) on the built server with PREVIEW=1:
 * it lists the instants of a region on its clock and in UTC, and its preview links open the page as
 * it is just before and just after the instant. Without preview it is a path like any other (404).
 */
import { describe, expect, it } from 'vitest';
import type { TranslationReport } from '../codegen/records/stale-translations.ts';
import { translationsPage } from '../dev/translations-page.ts';
import { openPage, useServer, useSite, useTab } from './harness.ts';

const site = useSite({ DEV_TOOLS: '1', PREVIEW: '1' });
const tab = useTab(site);
const publicSite = useServer();

describe('/dev/calendar', () => {
  it('lists the uk instants on the London clock and in UTC, and its links open the sale page just before and just after a stage starts', async () => {
    const { page, errors } = await tab();
    const response = await page.goto(`${site.server.origin}/dev/calendar`);
    expect(response!.status()).toBe(200);
    expect(response!.headers()['cache-control']).toBe('no-store');
    expect(await page.textContent('h1')).toBe('Campaign calendar');
    const uk = page.getByRole('table', { name: 'Instants at which uk changes' });
    const row = uk.getByRole('row').filter({ hasText: 'Sale stage cyber-monday starts on /uk/black-friday' });
    expect(await row.count()).toBe(1);
    expect(await row.locator('td').nth(0).textContent()).toBe('Past');
    expect(await row.locator('td').nth(1).textContent()).toBe('2024-11-30 00:00 +00:00');
    expect(await row.locator('td').nth(2).textContent()).toBe('2024-11-30 00:00 UTC');

    await row.getByRole('link', { name: 'Just before' }).click();
    await page.waitForURL(/\/uk\/black-friday\?at=2024-11-29T23:59:59Z$/);
    expect(await page.locator('.sale-banner').getAttribute('data-stage')).toBe('black-friday');

    await page.goBack();
    await row.getByRole('link', { name: 'Just after' }).click();
    await page.waitForURL(/\/uk\/black-friday\?at=2024-11-30T00:00:00Z$/);
    expect(await page.locator('.sale-banner').getAttribute('data-stage')).toBe('cyber-monday');
    expect(await page.locator('.sale-stages [aria-current="step"]').getAttribute('data-stage')).toBe('cyber-monday');
    expect(errors).toEqual([]);
  });

  it('is not served without preview: the site answers 404 as for any unknown path', async () => {
    const response = await fetch(`${publicSite.server.origin}/dev/calendar`);
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain('Campaign calendar');
  });

  it("reads on a phone: one card per instant, each value under its column's name, nothing wider than the screen; a table from 768 px", async () => {
    const { context, page } = await openPage(site.browser, { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    await page.goto(`${site.server.origin}/dev/calendar`);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    const row = page.getByRole('table', { name: 'Instants at which uk changes' }).locator('tbody tr').first();
    const labels = await row.locator('td').evaluateAll((cells) => cells.map((td) => getComputedStyle(td, '::before').content));
    expect(labels).toEqual(['"When: "', '"Local time: "', '"UTC: "', '"What changes: "', 'none']);
    expect(await row.locator('td').first().textContent()).toBe('Past');
    const [before, after] = await row.getByRole('link').all();
    const [b, a] = [await before!.boundingBox(), await after!.boundingBox()];
    expect(b!.height).toBeGreaterThanOrEqual(44);
    expect(Math.abs(b!.y - a!.y)).toBeLessThan(2); // side by side
    await page.setViewportSize({ width: 1440, height: 900 });
    expect(await page.locator('thead').first().isVisible()).toBe(true);
    expect(
      await row
        .locator('td')
        .first()
        .evaluate((td) => getComputedStyle(td).display),
    ).toBe('table-cell');
    await context.close();
  });
});

describe('/dev/translations (make dev)', () => {
  it('fits a phone: its totals table scrolls inside its box, and a long path or command wraps instead of widening the page', async () => {
    const file = 'content-yaml/de/pages/flagship-optimus-prime-rise-of-the-beasts-signature-limited-edition.yaml';
    const report: TranslationReport = {
      regions: ['cn', 'de', 'eu', 'fr', 'jp', 'kr', 'uk'].map((region) => ({
        region: region as TranslationReport['regions'][number]['region'],
        from: ['us'],
        texts: 1234,
        stale: region === 'de' ? 1 : 0,
        identical: 0,
        confirmed: 0,
        files:
          region === 'de'
            ? [
                {
                  file,
                  region: 'de',
                  from: 'us',
                  refFile: file.replace('/de/', '/us/'),
                  texts: 12,
                  stale: [{ key: '/sections/hero/subtitle', line: 14, column: 15, text: 'Alt', refText: 'New reference text', oldRefText: 'Old reference text' }],
                  identical: [],
                  confirmed: [],
                },
              ]
            : [],
      })),
    };
    const { context, page } = await openPage(site.browser, { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    await page.setContent(translationsPage(report, '/home/translator/mechanova'));
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    const scroller = page.locator('.table-scroll');
    expect(await scroller.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
    expect(await page.getByText(`make confirm-translation FILE=${file} KEY=/sections/hero/subtitle`).isVisible()).toBe(true);
    await context.close();
  });
});
