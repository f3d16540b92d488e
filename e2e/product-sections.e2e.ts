/**
 * The product-page sections of seed 001 §2–3 placed by docs/decisions.md D44, against the built server: what the
 * server sends (readable without JavaScript) in us, de, jp and cn, the Signature Limited Edition's launch
 * prices in dollars and yuan, the product page's own e-mail sign-up with and without JavaScript (the
 * service's double opt-in mail in the outbox), and axe at 390 px.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { bundle } from '../dist/generated/bundles.ts';
import type { RegionCode, Section } from '../dist/generated/types.ts';
import { axeViolations } from './axe.ts';
import { fetchDocument, openPage, useSite } from './harness.ts';
import { hydrated } from './wait.ts';

// PREVIEW=1: the shared server whose service answers /dev/mailbox (as sale-pages.e2e.ts reads it).
const site = useSite({ DEV_TOOLS: '1', PREVIEW: '1' });
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const POLL = { timeout: 15_000 };
const SIGNATURE = 'optimus-prime-rise-of-the-beasts-signature-limited-edition';
const squash = (s: string | null | undefined) => (s ?? '').replace(/\s+/g, ' ').trim();

const sectionOf = <T extends Section['type']>(region: RegionCode, page: string, id: string) =>
  (bundle(region).pages as Record<string, { sections: Section[] } | undefined>)[page]!.sections.find((s) => s.id === id) as Extract<Section, { type: T }>;
const path = (region: RegionCode, page: string) => (region === 'cn' ? `/${page}` : `/${region}/${page}`);

let unique = 0;
const address = (label: string) => `${label}-${Date.now().toString(36)}-${(unique += 1)}@example.com`;
async function mailTo(email: string): Promise<{ kind: string; region: string }[]> {
  return (await (await fetch(`${site.server.origin}/dev/mailbox?to=${encodeURIComponent(email)}`)).json()) as { kind: string; region: string }[];
}

describe('Flagship Bumblebee: relive the classic, ways to play, what comes next and the sign-up, in the server’s HTML', () => {
  it.each(['us', 'de', 'jp'] as const)('%s', async (region) => {
    const { status, document } = await fetchDocument(`${site.server.origin}${path(region, 'flagship-bumblebee')}`);
    expect(status).toBe(200);
    const relive = sectionOf<'relive-classic'>(region, 'flagship-bumblebee', 'relive-classic');
    expect(squash(document.querySelector('#relive-classic h2')?.textContent)).toBe(relive.title);
    expect([...document.querySelectorAll('#relive-classic figcaption')].map((f) => f.textContent)).toEqual(relive.items.map((i) => i.caption));
    // Each scene's picture is decorative beside its caption, and sized (no shift when it arrives).
    for (const img of document.querySelectorAll('#relive-classic img')) {
      expect(img.getAttribute('alt')).toBe('');
      expect(img.getAttribute('width')).toBeTruthy();
    }
    const play = sectionOf<'playing-method'>(region, 'flagship-bumblebee', 'playing-method');
    expect([...document.querySelectorAll('#playing-method h3')].map((h) => h.textContent)).toEqual(play.items.map((i) => i.label));
    const preheat = sectionOf<'preheat'>(region, 'flagship-bumblebee', 'preheat');
    expect([...(document.querySelector('#preheat')?.children ?? [])].map((child) => child.textContent)).toEqual([preheat.title, preheat.subtitle, preheat.describe]);
    const form = document.querySelector('#subscribe form');
    expect(form?.getAttribute('method')).toBe('post');
    expect(form?.getAttribute('action')).toBe('/forms/subscribe');
    expect(form?.querySelector('input[name=source]')?.getAttribute('value')).toBe('product-page');
    expect(form?.querySelector('label')?.textContent).toBe(bundle(region).site.subscribe.placeholder);
  });

  it('the copy is the region’s own language', async () => {
    const jp = (await fetchDocument(`${site.server.origin}/jp/flagship-bumblebee`)).document;
    expect(jp.querySelector('#playing-method h2')?.textContent).toBe('遊び方');
    const de = (await fetchDocument(`${site.server.origin}/de/flagship-bumblebee`)).document;
    expect(de.querySelector('#relive-classic h2')?.textContent).toBe('Den Klassiker neu erleben');
  });
});

describe('Flagship Megatron: the collectible tank mode’s video list', () => {
  it.each(['us', 'de', 'cn'] as const)('%s: the clip shipped with the site, behind its poster, never autoplaying', async (region) => {
    const { document } = await fetchDocument(`${site.server.origin}${path(region, 'flagship-megatron')}`);
    const list = sectionOf<'video-list'>(region, 'flagship-megatron', 'tank-mode');
    expect(document.querySelector('#tank-mode h2')?.textContent).toBe(list.title);
    // Its poster, a link to the clip; nothing plays or loads before a press (Video.tsx).
    expect(document.querySelector('#tank-mode video')).toBeNull();
    expect(document.querySelector('#tank-mode a.video-poster')?.getAttribute('href')).toBe('/videos/flagship-megatron-video.mp4');
    expect(document.querySelector('#tank-mode a.video-poster img')?.getAttribute('loading')).toBe('lazy');
    expect((await fetch(`${site.server.origin}/videos/flagship-megatron-video.mp4`, { method: 'HEAD' })).status).toBe(200);
  });
});

describe('the Signature Limited Edition’s early-bird pricing and editions', () => {
  it.each([
    ['us', { early: '$699', retail: '$899', standard: '$799', today: '$999' }],
    ['cn', { early: '¥4,999', retail: '¥5,999', standard: '¥5,499', today: '¥5,999' }],
  ] as const)('%s: the seed’s launch prices in the region’s currency, beside today’s catalogue price', async (region, prices) => {
    const { document } = await fetchDocument(`${site.server.origin}${path(region, SIGNATURE)}`);
    const cta = document.querySelector('#early-bird');
    expect(squash(cta?.querySelector('[data-price=early-bird] .cta-amount')?.textContent)).toBe(prices.early);
    expect(squash(cta?.querySelector('[data-price=launch-retail] .cta-amount')?.textContent)).toBe(prices.retail);
    expect(squash(cta?.querySelector('.buy-box .amount')?.textContent)).toBe(prices.today);
    expect(cta?.querySelector('.buy-box a.buy')?.getAttribute('href')).toBe(bundle(region).catalog.products.optimusPrimeRiseOfTheBeastsSignatureLimitedEdition!.buy);
    const section = sectionOf<'call-to-action'>(region, SIGNATURE, 'early-bird');
    expect([...(cta?.querySelectorAll('.booking li') ?? [])].map((li) => li.textContent)).toEqual(section.bookingNoticeList.map((n) => n.text));
    expect(squash(cta?.querySelector('.booking-tips')?.textContent)).toBe(section.bookingTips);
    const row = [...document.querySelectorAll('#compare tbody tr')].find((tr) => tr.querySelector('th')?.textContent === sectionOf<'compare'>(region, SIGNATURE, 'compare').rows.at(-1)!.name);
    expect([...(row?.querySelectorAll('td') ?? [])].map((td) => squash(td.textContent))).toEqual([prices.standard, prices.retail]);
  });
});

describe('the product page’s e-mail sign-up', () => {
  // The service opens its database on its first call (PGlite's initdb takes seconds, longer on a busy machine):
  // open it before the form is sent, so no assertion waits on it (as forms.e2e.ts does).
  beforeAll(async () => {
    await fetch(`${site.server.origin}/api/global/account/user/profile`);
  }, 120_000);

  it('jp, with JavaScript: the region’s invalid message, then its success message, and the service mails the confirmation', async () => {
    const { context, page } = await openPage(site.browser);
    await page.goto(`${site.server.origin}/jp/flagship-bumblebee`);
    await hydrated(page);
    const form = page.locator('#subscribe form');
    const { subscribe } = bundle('jp').site;
    await form.locator('input[type=email]').fill('ana@localhost');
    await form.locator('button[type=submit]').click();
    await expect.poll(() => form.locator('.field-error').textContent(), POLL).toBe(subscribe.invalid);
    const email = address('product-jp');
    await form.locator('input[type=email]').fill(email);
    await form.locator('button[type=submit]').click();
    // The status, or the error the form shows instead (so a failure says which).
    const outcome = async () => [...(await form.locator('[role=status]').allTextContents()), ...(await form.locator('.field-error').allTextContents())].join('').trim();
    await expect.poll(outcome, POLL).toBe(subscribe.success);
    expect((await mailTo(email)).map((m) => [m.kind, m.region])).toEqual([['subscribeConfirm', 'jp']]);
    await context.close();
  });

  it('de, without JavaScript: a plain POST, answered on the same page with the outcome', async () => {
    const { context, page } = await openPage(site.browser, { javaScriptEnabled: false });
    await page.goto(`${site.server.origin}/de/flagship-bumblebee`);
    const email = address('product-nojs');
    await page.locator('#subscribe input[type=email]').fill(email);
    await page.locator('#subscribe button[type=submit]').click();
    await page.waitForURL((url) => url.hash === '#newsletter-subscribed');
    expect(new URL(page.url()).pathname).toBe('/de/flagship-bumblebee');
    expect(await page.locator('#newsletter-subscribed').isVisible()).toBe(true);
    expect((await mailTo(email)).map((m) => [m.kind, m.region])).toEqual([['subscribeConfirm', 'de']]);
    await context.close();
  });
});

describe('at 390 px', () => {
  it.each(['/jp/flagship-bumblebee', `/us/${SIGNATURE}`])('%s: no sideways scroll, 44 px targets in the new sections, and axe finds nothing', async (url) => {
    const { context, page } = await openPage(site.browser, PHONE);
    await page.goto(`${site.server.origin}${url}`);
    await hydrated(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    for (const target of await page.locator('#subscribe button, #subscribe input[type=email], #early-bird a.buy').all()) {
      expect((await target.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    }
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });
});
