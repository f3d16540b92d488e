/**
 * The footer newsletter without JavaScript: the form posts
 * (application/x-www-form-urlencoded) to /forms/subscribe; this forwards the
 * e-mail to the service's subscribe/create of the region's API family — the
 * same call, rate limits and confirmation mail as the script's — and answers
 * 303 back to the page the form was on, with a fragment that names the
 * outcome (#newsletter-subscribed, #newsletter-invalid, #newsletter-failed):
 * the footer shows the targeted message with CSS alone (the form's hidden `source` says where it was asked), and the page stays
 * cacheable because the outcome is not in its URL's path or query.
 */
import { pageHosts } from '../../core/request-site.ts';
import { formFields, postedFromAnotherSite, serviceAnswer } from './forms.ts';
import type { Context, Hono } from 'hono';
import type { RegionsDocument } from '../../dist/generated/types.ts';
import type { ApiEnvironment } from '../shared/api-base.ts';
import { safeFromPath } from '../shared/guard.ts';
import { NEWSLETTER_SOURCES, SUBSCRIBE_CONFIRM_PATH, UNSUBSCRIBE_PATH, type NewsletterOutcome, type NewsletterSource } from '../shared/newsletter.ts';
import { escapeHtml } from '../shared/html.ts';
import { plainPage } from './error-page.ts';
import { bundle } from '../../dist/generated/bundles.ts';
import type { RegionCode } from '../../dist/generated/types.ts';
import { isRegionCode, regionPath, regionPrefixes } from '../shared/regions.ts';

const SUBSCRIBE_CALL = '/account/user/subscribe/create';
/** Service codes that mean "this address is not valid" (schema, shared e-mail rule). */
const INVALID_CODES = new Set([4000, 4001]);

export interface SubscribeFallbackDeps {
  service: Hono;
  regionTable: RegionsDocument;
  environment: ApiEnvironment;
}

/** The region a form names, else the unprefixed one. */
const regionOf = (value: string | null | undefined, table: RegionsDocument): RegionCode => (value && isRegionCode(value) ? value : table.unprefixedRegion);

/** Where the posted form was (its hidden `source`), recorded with the consent; a value no form writes counts as the footer's. */
const sourceOf = (value: string | null | undefined): NewsletterSource => NEWSLETTER_SOURCES.find((source) => source === value) ?? 'footer';

/** Where to send the visitor back to: the posted page when it is a same-site path of the region, else the region's home. */
export function backLocation(back: string | undefined, region: Parameters<typeof regionPath>[0], table: RegionsDocument, outcome: NewsletterOutcome): string {
  const home = regionPath(region, '/', regionPrefixes(table));
  const safe = safeFromPath(back);
  const path = safe ? safe.split('#')[0]! : home;
  return `${path}#newsletter-${outcome}`;
}

export { SUBSCRIBE_CONFIRM_PATH, SUBSCRIBE_FALLBACK_PATH, UNSUBSCRIBE_PATH } from '../shared/newsletter.ts';

/** The answer's code of a call of the service (callService), or undefined. */
async function callService(c: Context, deps: SubscribeFallbackDeps, region: RegionCode, call: string, body: unknown): Promise<number | undefined> {
  return (await serviceAnswer(c, deps, region, call, body))?.code;
}

export function createSubscribeFallback(deps: SubscribeFallbackDeps) {
  const siteHosts = pageHosts(deps.regionTable);
  return async (c: Context): Promise<Response> => {
    const form = await formFields(c);
    const region = regionOf(form.get('region'), deps.regionTable);
    const back = form.get('back') ?? undefined;
    const go = (outcome: NewsletterOutcome) => c.body(null, 303, { Location: backLocation(back, region, deps.regionTable, outcome), 'Cache-Control': 'no-store' });
    // A form on another site must not subscribe anyone.
    if (postedFromAnotherSite(c, siteHosts)) return go('failed');
    const email = form.get('email');
    if (email === null) return go('invalid');
    const code = await callService(c, deps, region, SUBSCRIBE_CALL, { email, source: sourceOf(form.get('source')) });
    if (code === 2000) return go('subscribed');
    return go(code !== undefined && INVALID_CODES.has(code) ? 'invalid' : 'failed');
  };
}

const CONFIRM_CALL = '/account/user/subscribe/confirm';
const UNSUBSCRIBE_CALL = '/account/user/subscribe/withdraw';
/** The token of a confirmation link, as the service writes it (base64url of 32 bytes); anything else is no link of ours. */
const CONFIRM_TOKEN = /^[A-Za-z0-9_-]{16,128}$/;

/**
 * The page a newsletter confirmation mail links to (SUBSCRIBE_CONFIRM_PATH?region=…&token=…), in the region's
 * language: one button that posts the token. Opening the link changes nothing, so a mail scanner that follows
 * links subscribes no one; the button's POST (createNewsletterConfirm) does.
 */
export function newsletterConfirmPage(region: RegionCode, token: string, table: RegionsDocument, action: 'confirm' | 'unsubscribe' = 'confirm'): string {
  const { title, text, button } = bundle(region).site.subscribe[action];
  return plainPage({
    lang: table.regions[region].locale,
    title,
    styled: true,
    body: `<p>${escapeHtml(text)}</p>
<form method="post" action="${action === 'confirm' ? SUBSCRIBE_CONFIRM_PATH : UNSUBSCRIBE_PATH}">
<input type="hidden" name="region" value="${escapeHtml(region)}">
<input type="hidden" name="token" value="${escapeHtml(token)}">
<button type="submit">${escapeHtml(button)}</button>
</form>`,
  });
}

/**
 * GET and POST of SUBSCRIBE_CONFIRM_PATH: the page with its button, and the confirmation, which calls the
 * service's subscribe/confirm and sends the visitor to the region's home, whose footer says how it went
 * (#newsletter-confirmed, #newsletter-expired, #newsletter-failed).
 */
export function createNewsletterConfirm(deps: SubscribeFallbackDeps) {
  return newsletterLink(deps, 'confirm', CONFIRM_CALL, (code) => (code === 2000 ? 'confirmed' : code === 4009 ? 'expired' : 'failed'));
}

/**
 * GET and POST of UNSUBSCRIBE_PATH, the welcome mail's unsubscribe link (GDPR art. 7(3): withdrawn as easily as
 * given, no account needed): the page with its button, and the call to the service's subscribe/withdraw. A link
 * whose subscription is already gone says unsubscribed too: the address gets no news either way.
 */
export function createNewsletterUnsubscribe(deps: SubscribeFallbackDeps) {
  return newsletterLink(deps, 'unsubscribe', UNSUBSCRIBE_CALL, (code) => (code === 2000 || code === 4009 ? 'unsubscribed' : 'failed'));
}

/** A mailed newsletter link: its page (one button; opening it changes nothing) and the button's POST, which calls the service and sends the visitor to the home's footer outcome. */
function newsletterLink(deps: SubscribeFallbackDeps, action: 'confirm' | 'unsubscribe', call: string, outcomeOf: (code: number | undefined) => NewsletterOutcome) {
  const siteHosts = pageHosts(deps.regionTable);
  const home = (region: RegionCode, outcome: NewsletterOutcome) => backLocation(undefined, region, deps.regionTable, outcome);
  const noStore = { 'Cache-Control': 'no-store', 'Referrer-Policy': 'no-referrer' };
  return {
    page: (c: Context): Response => {
      const region = regionOf(c.req.query('region'), deps.regionTable);
      const token = c.req.query('token') ?? '';
      if (!CONFIRM_TOKEN.test(token)) return c.body(null, 303, { ...noStore, Location: home(region, 'expired') });
      return c.html(newsletterConfirmPage(region, token, deps.regionTable, action), 200, noStore);
    },
    confirm: async (c: Context): Promise<Response> => {
      const form = await formFields(c);
      const region = regionOf(form.get('region'), deps.regionTable);
      const go = (outcome: NewsletterOutcome) => c.body(null, 303, { ...noStore, Location: home(region, outcome) });
      if (postedFromAnotherSite(c, siteHosts)) return go('failed');
      const token = form.get('token') ?? '';
      if (!CONFIRM_TOKEN.test(token)) return go('expired');
      return go(outcomeOf(await callService(c, deps, region, call, { token })));
    },
  };
}
