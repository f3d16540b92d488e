import { describe, expect, it } from 'vitest';
import { openPage, useSite, useTab } from './harness.ts';

// A production build as staging or production runs it: NODE_ENV=production, so PREVIEW=1 is refused (with a warning at start),
// and PREVIEW_SECRET is the only way to ?at=. Wrong secrets are logged as warnings on purpose.
const SECRET = 'e2e-preview-secret-0123456789';
const site = useSite({ NODE_ENV: 'production', PREVIEW: '1', PREVIEW_SECRET: SECRET }, { expectLogged: /preview refused: wrong secret|PREVIEW=1 ignored: production behaviour/ });
const tab = useTab(site);

// The fr text banner runs until 2025-08-28 (+08:00): shown as of this instant, gone today.
const AT = '2025-08-01T12:00:00+02:00';
const previewed = `/fr?at=${encodeURIComponent(AT)}`;

describe('preview on a production build (PREVIEW_SECRET)', () => {
  it('without the cookie, ?at= is ignored: the public, cacheable page of today', async () => {
    const { page, errors } = await tab();
    const response = await page.goto(`${site.server.origin}${previewed}`);
    expect(response!.status()).toBe(200);
    expect(response!.headers()['cache-control']).toMatch(/^public, max-age=(\d+), s-maxage=\1(, stale-while-revalidate=\d+)?$/);
    expect(response!.headers()['x-robots-tag']).toBeUndefined();
    expect(await page.locator('.preview-ribbon').count()).toBe(0);
    expect(await page.locator('.text-banner').count()).toBe(0);
    expect(await page.textContent('footer .copyright')).toContain(`© ${new Date().getUTCFullYear()}`);
    expect(errors).toEqual([]);
  });

  /** Opens /preview and posts the secret in its form, as staff do (a secret in a URL reaches logs). */
  async function postSecret(page: import('playwright-core').Page, secret: string) {
    await page.goto(`${site.server.origin}/preview?to=${encodeURIComponent(previewed)}`);
    await page.getByLabel('Preview secret').fill(secret);
    const [response] = await Promise.all([page.waitForResponse((r) => r.request().method() === 'POST'), page.getByRole('button', { name: 'Preview' }).click()]);
    await page.waitForLoadState();
    return response;
  }

  it('a wrong secret is refused with 403 and gives no cookie; a secret in the URL is not read', async () => {
    const { context, page } = await openPage(site.browser);
    const inUrl = await page.goto(`${site.server.origin}/preview?secret=${SECRET}&to=${encodeURIComponent(previewed)}`);
    expect(inUrl!.status()).toBe(200);
    expect(await context.cookies()).toEqual([]);
    const response = await postSecret(page, 'not-the-secret-at-all');
    expect(response.status()).toBe(403);
    expect(await page.textContent('h1')).toBe('Preview refused');
    expect(await context.cookies()).toEqual([]);
    await page.goto(`${site.server.origin}${previewed}`);
    expect(await page.locator('.preview-ribbon').count()).toBe(0);
    await context.close();
  });

  it('the secret gives an HTTP-only cookie; then ?at= renders as of the instant, with the ribbon, noindex and no-store', async () => {
    const { context, page, errors } = await openPage(site.browser);
    await postSecret(page, SECRET);
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe(previewed);
    const [cookie] = await context.cookies();
    expect(cookie).toMatchObject({ name: 'mechanovaPreview', httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(await page.evaluate(() => document.cookie)).not.toContain('mechanovaPreview');

    expect(await page.textContent('.preview-ribbon')).toContain('2025-08-01');
    expect(await page.locator('.text-banner').count()).toBe(1);
    expect(await page.textContent('footer .copyright')).toContain('© 2025');
    expect(await page.getAttribute('meta[name="robots"]', 'content')).toContain('noindex');
    const again = await page.goto(`${site.server.origin}${previewed}`);
    expect(again!.headers()['cache-control']).toBe('no-store');
    expect(again!.headers()['x-robots-tag']).toBe('noindex');

    // The instant as a person types it into the address bar, with a literal + (which a query reads as a space).
    await page.goto(`${site.server.origin}/fr?at=${AT}`);
    expect(await page.textContent('.preview-ribbon')).toContain('2025-08-01');
    expect(await page.locator('.text-banner').count()).toBe(1);

    // Without ?at= the same visitor sees today's public page.
    await page.goto(`${site.server.origin}/fr`);
    expect(await page.locator('.preview-ribbon').count()).toBe(0);
    expect(errors).toEqual([]);

    // Another browser, without the cookie, still gets the public page for the ?at= address.
    const other = await openPage(site.browser);
    await other.page.goto(`${site.server.origin}${previewed}`);
    expect(await other.page.locator('.preview-ribbon').count()).toBe(0);
    await other.context.close();

    // Leaving preview drops the cookie.
    await page.goto(`${site.server.origin}/preview?exit=1&to=${encodeURIComponent(previewed)}`);
    expect(await context.cookies()).toEqual([]);
    expect(await page.locator('.preview-ribbon').count()).toBe(0);
    await context.close();
  });

  it('never sends the visitor off the site after /preview', async () => {
    const { page } = await tab();
    for (const to of ['//evil.example/', 'https://evil.example/', '/%2F%2Fevil.example', '/\\evil.example']) {
      const response = await page.request.post(`${site.server.origin}/preview`, { form: { secret: SECRET, to }, maxRedirects: 0 });
      expect(response.status()).toBe(303);
      expect(response.headers().location).toBe('/');
    }
  });
});
