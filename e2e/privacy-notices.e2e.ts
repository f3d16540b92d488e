/**
 * The site's own privacy notice and storage notice (docs/copy-review.md K4, E4, F6, D4, C2), against the
 * built server: every region's footer reaches both, they open in the region's language with no axe
 * violation, the storage notice lists every value of runtime/shared/storage-keys.ts under the region's
 * storage scope, and every value a visit of that region really writes (localStorage, sessionStorage,
 * cookies, the data layer) is one of them. A key the runtime starts writing without storage-keys.ts, or
 * a key added there without a row in each region's notice, fails here.
 */
import { describe, expect, it } from 'vitest';
import { regionTable } from '../dist/generated/regions.ts';
import { routes } from '../dist/generated/routes.ts';
import type { RegionCode } from '../dist/generated/types.ts';
import { regionPath, regionPrefixes } from '../runtime/shared/regions.ts';
import { BROWSER_STORAGE, type StorageArea, storedValueOf } from '../runtime/shared/storage-keys.ts';
import { axeViolations } from './axe.ts';
import { openPage, useSite, useTab } from './harness.ts';
import { hydrated } from './wait.ts';

const site = useSite();
const tab = useTab(site);
const prefixes = regionPrefixes(regionTable);
const REGIONS = Object.keys(regionTable.regions) as RegionCode[];
const SCOPES = [...new Set(REGIONS.map((region) => regionTable.regions[region].storageScope))];
const NOTICES = ['/privacy-policy', '/cookies-policy'];
const url = (region: RegionCode, logical: string) => `${site.server.origin}${regionPath(region, logical, prefixes)}`;

/** The storage notice's table: each row's key as the code writes it and the name it shows. */
const listedValues = (page: import('playwright-core').Page) =>
  page.$$eval('#stored [data-storage-key]', (codes) => codes.map((code) => ({ key: code.getAttribute('data-storage-key') ?? '', shown: code.textContent ?? '' })));

describe('privacy and storage notices', () => {
  it('are live routes of every region', () => {
    for (const logical of NOTICES) expect([...(routes.find((route) => route.path === logical)?.regions ?? [])].sort(), logical).toEqual([...REGIONS].sort());
  });

  it.each(REGIONS)('%s: the footer reaches its own privacy notice and storage notice, in the region’s language and axe clean', async (region) => {
    const { page, errors } = await tab();
    for (const logical of NOTICES) {
      const href = regionPath(region, logical, prefixes);
      await page.goto(url(region, '/'));
      expect(await page.$$eval('footer a', (links) => links.map((a) => a.getAttribute('href'))), `${region} footer`).toContain(href);
      await page.click(`footer a[href="${href}"]`);
      await page.waitForURL((target) => target.pathname === href);
      await hydrated(page);
      expect(await page.getAttribute('html', 'lang')).toBe(regionTable.regions[region].locale);
      expect(await page.locator('main h1').count(), href).toBe(1);
      expect(await axeViolations(page), href).toEqual([]);
    }
    expect(errors).toEqual([]);
  });

  it.each(REGIONS)('%s: the storage notice lists every value of storage-keys.ts, scoped ones under the region’s scope', async (region) => {
    const { page } = await tab();
    await page.goto(url(region, '/cookies-policy'));
    const listed = await listedValues(page);
    expect(listed.map((row) => row.key).sort()).toEqual(BROWSER_STORAGE.map((value) => value.key).sort());
    const scope = regionTable.regions[region].storageScope;
    for (const value of BROWSER_STORAGE) {
      expect(listed.find((row) => row.key === value.key)?.shown, value.key).toBe(value.scoped ? `${scope}/${value.key}` : value.key);
    }
  });

  it.each(REGIONS)('%s: every value a visit writes is named by the region’s storage notice', async (region) => {
    // A new visitor whose browser language suggests another edition, and who closes the welcome popup (its closing is kept).
    const locale = region === 'de' ? 'en-US' : 'de-DE';
    const { context, page } = await openPage(site.browser, { locale }, { newUserPopup: true });
    await page.goto(url(region, '/'));
    await hydrated(page);
    await page.waitForSelector('.region-suggestion-slot[data-settled]', { state: 'attached' });
    const suggestion = page.locator('.region-suggestion button');
    if ((await suggestion.count()) > 0) await suggestion.first().click();
    await page.goto(url(region, '/about-us'), { referer: url(region, '/') });
    await hydrated(page);
    const popup = page.locator('dialog.new-user-popup');
    // Every region's site has the popup (a second page view from the site's own page opens it).
    await popup.waitFor({ state: 'visible' });
    await page.keyboard.press('Escape');
    await popup.waitFor({ state: 'detached' });
    const written = await page.evaluate(() => ({
      localStorage: Object.keys(localStorage),
      sessionStorage: Object.keys(sessionStorage),
      window: 'dataLayer' in window ? ['dataLayer'] : [],
    }));
    expect(written.localStorage.length, 'the visit wrote nothing: the test would prove nothing').toBeGreaterThan(0);
    const cookies = (await context.cookies()).map((cookie) => cookie.name);
    await page.goto(url(region, '/cookies-policy'));
    const listed = new Set((await listedValues(page)).map((row) => row.key));
    for (const [area, names] of [...Object.entries(written), ['cookie', cookies]] as [StorageArea, string[]][]) {
      for (const name of names) {
        const value = storedValueOf(area, name, SCOPES);
        expect(value, `${region}: ${area} "${name}" is written but not in storage-keys.ts`).toBeDefined();
        expect(listed.has(value!.key), `${region}: ${area} "${name}" is not in the storage notice`).toBe(true);
      }
    }
    await context.close();
  });
});
