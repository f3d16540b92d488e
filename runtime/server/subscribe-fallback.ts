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
import { formFields, postedFromAnotherSite, serviceAnswer, type ServiceCaller } from './forms.ts';
import type { Context } from 'hono';
import type { RegionsDocument } from '../../dist/generated/types.ts';
import { safeFromPath } from '../shared/guard.ts';
import { NEWSLETTER_SOURCES, SUBSCRIBE_CONFIRM_PATH, UNSUBSCRIBE_PATH, type NewsletterOutcome, type NewsletterSource } from '../../core/newsletter.ts';
import { escapeHtml } from '../shared/html.ts';
import { plainPage } from './error-page.ts';
import { API_CALLS } from '../../dist/generated/api.ts';
import { bundle } from '../../dist/generated/bundles.ts';
import type { RegionCode } from '../../dist/generated/types.ts';
import { isRegionCode, regionPath, regionPrefixes } from '../shared/regions.ts';

/** Service codes that mean "this address is not valid" (schema, shared e-mail rule). */
const INVALID_CODES = new Set([4000, 4001]);

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

export function createSubscribeFallback(deps: ServiceCaller) {
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
    const code = (await serviceAnswer(c, deps, region, API_CALLS.subscribe.path, { email, source: sourceOf(form.get('source')) }))?.code;
    if (code === 2000) return go('subscribed');
    return go(code !== undefined && INVALID_CODES.has(code) ? 'invalid' : 'failed');
  };
}

/** The token of a mailed newsletter link, as the service writes it (base64url of 32 bytes); anything else is no link of ours. */
const LINK_TOKEN = /^[A-Za-z0-9_-]{16,128}$/;

/**
 * The two links the newsletter mails: the confirmation (double opt-in) and the welcome mail's unsubscribe link
 * (GDPR art. 7(3): withdrawn as easily as given, no account needed). Each is where it leads, the service call its
 * button makes, and what the answer means for the home's footer. An unsubscribe link whose subscription is already
 * gone says unsubscribed too: the address gets no news either way.
 */
const NEWSLETTER_LINKS = {
  confirm: {
    path: SUBSCRIBE_CONFIRM_PATH,
    call: API_CALLS.confirmSubscription.path,
    outcome: (code?: number): NewsletterOutcome => (code === 2000 ? 'confirmed' : code === 4009 ? 'expired' : 'failed'),
  },
  unsubscribe: { path: UNSUBSCRIBE_PATH, call: API_CALLS.unsubscribe.path, outcome: (code?: number): NewsletterOutcome => (code === 2000 || code === 4009 ? 'unsubscribed' : 'failed') },
} as const;
export type NewsletterLink = keyof typeof NEWSLETTER_LINKS;

/**
 * The page a mailed link opens (`<path>?region=…&token=…`), in the region's language: one button that posts the
 * token. Opening the link changes nothing, so a mail scanner that follows links subscribes or unsubscribes no one.
 */
function newsletterLinkPage(link: NewsletterLink, region: RegionCode, token: string, table: RegionsDocument): string {
  const { title, text, button } = bundle(region).site.subscribe[link];
  return plainPage({
    lang: table.regions[region].locale,
    title,
    styled: true,
    body: `<p>${escapeHtml(text)}</p>
<form method="post" action="${NEWSLETTER_LINKS[link].path}">
<input type="hidden" name="region" value="${escapeHtml(region)}">
<input type="hidden" name="token" value="${escapeHtml(token)}">
<button type="submit">${escapeHtml(button)}</button>
</form>`,
  });
}

/**
 * GET and POST of a mailed link's path: the page with its button, and the button's POST, which calls the service
 * and sends the visitor to the region's home, whose footer says how it went (#newsletter-confirmed, -expired,
 * -unsubscribed, -failed).
 */
export function createNewsletterLink(deps: ServiceCaller, link: NewsletterLink) {
  const { path, call, outcome } = NEWSLETTER_LINKS[link];
  const siteHosts = pageHosts(deps.regionTable);
  const home = (region: RegionCode, result: NewsletterOutcome) => backLocation(undefined, region, deps.regionTable, result);
  // The link's token is in the URL: no other site learns it. same-origin, not no-referrer, under which the browser
  // would post the button's form with `Origin: null`, refused as cross-site (core/request-site.ts).
  const noStore = { 'Cache-Control': 'no-store', 'Referrer-Policy': 'same-origin' };
  return {
    path,
    page: (c: Context): Response => {
      const region = regionOf(c.req.query('region'), deps.regionTable);
      const token = c.req.query('token') ?? '';
      if (!LINK_TOKEN.test(token)) return c.body(null, 303, { ...noStore, Location: home(region, 'expired') });
      return c.html(newsletterLinkPage(link, region, token, deps.regionTable), 200, noStore);
    },
    post: async (c: Context): Promise<Response> => {
      const form = await formFields(c);
      const region = regionOf(form.get('region'), deps.regionTable);
      const go = (result: NewsletterOutcome) => c.body(null, 303, { ...noStore, Location: home(region, result) });
      if (postedFromAnotherSite(c, siteHosts)) return go('failed');
      const token = form.get('token') ?? '';
      if (!LINK_TOKEN.test(token)) return go('expired');
      return go(outcome((await serviceAnswer(c, deps, region, call, { token }))?.code));
    },
  };
}
