/**
 * The footer newsletter without JavaScript: the form posts
 * (application/x-www-form-urlencoded) to /forms/subscribe; this forwards the
 * e-mail to the service's subscribe/create of the region's API family — the
 * same call, rate limits and confirmation mail as the script's — and answers
 * 303 back to the page the form was on, with a fragment that names the
 * outcome (#newsletter-subscribed, #newsletter-invalid, #newsletter-failed):
 * the footer shows the targeted message with CSS alone, and the page stays
 * cacheable because the outcome is not in its URL's path or query.
 */
import { fromAnotherSite, pageHosts } from '../../core/request-site.ts';
import type { Context, Hono } from 'hono';
import type { RegionsDocument } from '../../dist/generated/types.ts';
import { apiBase, type ApiEnvironment } from '../shared/api-base.ts';
import { safeFromPath } from '../shared/guard.ts';
import type { NewsletterOutcome } from '../shared/newsletter.ts';
import { isRegionCode, regionPath, regionPrefixes } from '../shared/regions.ts';

const SUBSCRIBE_CALL = '/account/user/subscribe/create';
/** Service codes that mean "this address is not valid" (schema, shared e-mail rule). */
const INVALID_CODES = new Set([4000, 4001]);

export interface SubscribeFallbackDeps {
  service: Hono;
  regionTable: RegionsDocument;
  environment: ApiEnvironment;
}

/** Where to send the visitor back to: the posted page when it is a same-site path of the region, else the region's home. */
export function backLocation(back: string | undefined, region: Parameters<typeof regionPath>[0], table: RegionsDocument, outcome: NewsletterOutcome): string {
  const home = regionPath(region, '/', regionPrefixes(table));
  const safe = safeFromPath(back);
  const path = safe ? safe.split('#')[0]! : home;
  return `${path}#newsletter-${outcome}`;
}

export { SUBSCRIBE_FALLBACK_PATH } from '../shared/newsletter.ts';

export function createSubscribeFallback(deps: SubscribeFallbackDeps) {
  const siteHosts = pageHosts(deps.regionTable);
  return async (c: Context): Promise<Response> => {
    const type = c.req.header('content-type') ?? '';
    let form: URLSearchParams;
    try {
      form = type.startsWith('application/x-www-form-urlencoded') ? new URLSearchParams(await c.req.text()) : new URLSearchParams();
    } catch {
      form = new URLSearchParams();
    }
    const regionValue = form.get('region') ?? '';
    const region = isRegionCode(regionValue) ? regionValue : deps.regionTable.unprefixedRegion;
    const back = form.get('back') ?? undefined;
    const go = (outcome: NewsletterOutcome) => c.body(null, 303, { Location: backLocation(back, region, deps.regionTable, outcome), 'Cache-Control': 'no-store' });
    // A form on another site must not subscribe anyone (the browser says where the POST came from: core/request-site.ts).
    if (fromAnotherSite({ secFetchSite: c.req.header('sec-fetch-site'), origin: c.req.header('origin'), host: c.req.header('host') }, siteHosts)) return go('failed');
    const email = form.get('email');
    if (email === null) return go('invalid');
    const base = apiBase(deps.regionTable, region, deps.environment);
    if (!base.startsWith('/')) return go('failed'); // a family served by another host: the browser's script calls it directly
    const headers: Record<string, string> = { 'content-type': 'application/json', region, accept: 'application/json' };
    for (const name of ['accept-language', 'x-forwarded-for', 'x-request-id']) {
      const value = c.req.header(name);
      if (value) headers[name] = value;
    }
    try {
      // The same Node request env, so the service sees the visitor's address for its rate limits.
      const answer = await deps.service.fetch(new Request(`http://internal${base}${SUBSCRIBE_CALL}`, { method: 'POST', headers, body: JSON.stringify({ email }) }), c.env);
      const envelope = (await answer.json()) as { code?: unknown };
      if (envelope.code === 2000) return go('subscribed');
      return go(typeof envelope.code === 'number' && INVALID_CODES.has(envelope.code) ? 'invalid' : 'failed');
    } catch {
      return go('failed');
    }
  };
}
