/**
 * The campaign calendar (/dev/calendar, runtime/server/calendar.ts) on the built server with PREVIEW=1:
 * it lists the instants of a region on its clock and in UTC, and its preview links open the page as
 * it is just before and just after the instant. Without preview it is a path like any other (404).
 */
import { describe, expect, it } from 'vitest';
import { useServer, useSite, useTab } from './harness.ts';

const site = useSite({ PREVIEW: '1' });
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
});
