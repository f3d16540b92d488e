import { describe, expect, it } from 'vitest';
import { openPage, useSite } from './harness.ts';
import { hydrated, regionSuggestionSettled } from './wait.ts';

const site = useSite();

describe('account guard', () => {
  it('sends a visitor without an app token to login with fromPath, showing the login tip', async () => {
    const { context, page } = await openPage(site.browser, { locale: 'en-US' });
    await page.goto(`${site.server.origin}/us/account?tab=orders`);
    await page.waitForURL((url) => url.pathname === '/us/login');
    expect(new URL(page.url()).searchParams.get('fromPath')).toBe('/us/account?tab=orders');
    await expect.poll(() => page.textContent('.toasts')).toContain('Please log in');
    await context.close();
  });

  it("guards a login-only page reached by a link too, in the region's own login (cn has no prefix)", async () => {
    const { context, page } = await openPage(site.browser, { locale: 'zh-CN' });
    await page.goto(`${site.server.origin}/`);
    await hydrated(page);
    await page.click('header a[href="/account"]');
    await page.waitForURL((url) => url.pathname === '/login');
    expect(new URL(page.url()).searchParams.get('fromPath')).toBe('/account');
    await expect.poll(() => page.textContent('.toasts')).toContain('请先登录');
    await context.close();
  });

  it('guards what routes.yaml marks auth and the paths below it, not every path spelling "account"', async () => {
    const { context, page } = await openPage(site.browser, { locale: 'en-US' });
    await page.goto(`${site.server.origin}/de/account/orders`);
    await page.waitForURL((url) => url.pathname === '/de/login');
    expect(new URL(page.url()).searchParams.get('fromPath')).toBe('/de/account/orders');
    const response = await page.goto(`${site.server.origin}/de/accounting`);
    // The guard has decided once the page is interactive: no-js stays on a page it sends to login
    // (runtime/ui/interactive.tsx holdInteractiveUntil), so this page staying is settled, not pending.
    await hydrated(page);
    expect(new URL(page.url()).pathname).toBe('/de/accounting');
    expect(response?.status()).toBe(404);
    await context.close();
  });

  it('lets a visitor with an app token stay', async () => {
    const { context, page } = await openPage(site.browser, { locale: 'en-US' });
    await context.addInitScript(() => localStorage.setItem('/eu/apptoken', 'token'));
    const response = await page.goto(`${site.server.origin}/fr/account`);
    await hydrated(page); // only once the guard has let the page stay (see above)
    expect(new URL(page.url()).pathname).toBe('/fr/account');
    expect(response?.status()).toBe(200);
    await context.close();
  });
});

describe('fromPath on the login page', () => {
  it.each([
    ['//evil.example/steal', '/us'],
    ['/\\evil.example', '/us'],
    ['https://evil.example/', '/us'],
    ['%2F%2Fevil.example', '/us'],
    ['/us/choose-your-region?x=1', '/us/choose-your-region?x=1'],
  ])('a logged-in visitor arriving with fromPath=%s goes to %s', async (fromPath, expected) => {
    const { context, page } = await openPage(site.browser, { locale: 'en-US' });
    await context.addInitScript(() => localStorage.setItem('/us/apptoken', 'token'));
    await page.goto(`${site.server.origin}/us/login?fromPath=${encodeURIComponent(fromPath)}`);
    await page.waitForURL((url) => url.pathname !== '/us/login');
    const url = new URL(page.url());
    expect(url.origin).toBe(site.server.origin);
    expect(`${url.pathname}${url.search}`).toBe(expected);
    await context.close();
  });
});

describe('region state', () => {
  it('remembers the chosen country and labels the region by it (Canada - English)', async () => {
    const { context, page, errors } = await openPage(site.browser, { locale: 'en-US' });
    await page.goto(`${site.server.origin}/us/choose-your-region`);
    await hydrated(page);
    await page.click('main a:has-text("Canada - English")');
    await page.waitForURL(`${site.server.origin}/us`);
    await expect.poll(() => page.textContent('header .region-link')).toContain('Canada - English');
    expect(await page.evaluate(() => localStorage.getItem('/us/country'))).toBe('CA');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('offers the region of the browser language without redirecting, and remembers a dismissal', async () => {
    const { context, page, errors } = await openPage(site.browser, { locale: 'de-DE' });
    await page.goto(`${site.server.origin}/us`);
    await hydrated(page);
    expect(new URL(page.url()).pathname).toBe('/us');
    const banner = page.locator('.region-suggestion');
    await expect.poll(() => banner.textContent()).toContain('Germany');
    expect(await banner.locator('a').getAttribute('href')).toBe('/de');
    await banner.locator('button').click();
    expect(await banner.count()).toBe(0);
    await page.reload();
    await hydrated(page);
    await regionSuggestionSettled(page);
    expect(await page.locator('.region-suggestion').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("offers nothing when the browser language is the region's", async () => {
    const { context, page } = await openPage(site.browser, { locale: 'fr-FR' });
    await page.goto(`${site.server.origin}/fr`);
    await hydrated(page);
    await regionSuggestionSettled(page);
    expect(await page.locator('.region-suggestion').count()).toBe(0);
    await context.close();
  });
});

describe('navigation', () => {
  it("loads a path the region does not serve with a full page load and the server's 404", async () => {
    const { context, page } = await openPage(site.browser, { locale: 'en-US' });
    await page.goto(`${site.server.origin}/us`);
    await hydrated(page);
    await page.evaluate(() => {
      (window as unknown as { marker: boolean }).marker = true;
    });
    // Every link of the site now leads to a page that exists: a link to a path us does not serve (a page of
    // another region) is added the way content might one day have it, and followed.
    await page.evaluate(() => {
      const link = document.createElement('a');
      link.href = '/us/where-to-buy/nowhere-else';
      link.id = 'stray-link';
      link.textContent = 'Stray';
      document.querySelector('main')!.append(link);
    });
    const [response] = await Promise.all([
      page.waitForResponse((r) => new URL(r.url()).pathname === '/us/where-to-buy/nowhere-else' && r.request().resourceType() === 'document'),
      page.evaluate(() => {
        (document.getElementById('stray-link') as HTMLAnchorElement).click();
      }),
    ]);
    expect(response.status()).toBe(404);
    await page.waitForURL(`${site.server.origin}/us/where-to-buy/nowhere-else`);
    expect(await page.evaluate(() => (window as unknown as { marker?: boolean }).marker)).toBeUndefined();
    expect(await page.textContent('h1')).toBe('Page not found');
    await context.close();
  });

  it('closes a menu with Escape and keeps one menu open at a time', async () => {
    const { context, page } = await openPage(site.browser, { locale: 'en-US' });
    await page.goto(`${site.server.origin}/us`);
    await hydrated(page);
    const groups = page.locator('header details');
    await groups.nth(0).locator('summary').click();
    await groups.nth(1).locator('summary').click();
    await expect.poll(() => groups.nth(0).getAttribute('open')).toBeNull(); // the toggle event is asynchronous
    expect(await groups.nth(1).getAttribute('open')).toBe('');
    await groups.nth(1).locator('a').first().focus();
    await page.keyboard.press('Escape');
    expect(await groups.nth(1).getAttribute('open')).toBeNull();
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('SUMMARY');
    await context.close();
  });

  it('menus open by keyboard and work without JavaScript', async () => {
    const context = await site.browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${site.server.origin}/uk`);
    await page.focus('header summary');
    await page.keyboard.press('Enter');
    expect(await page.locator('header details').first().getAttribute('open')).toBe('');
    expect(await page.locator('header details').first().locator('a').first().isVisible()).toBe(true);
    await context.close();
  });
});
