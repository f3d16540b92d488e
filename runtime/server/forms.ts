/**
 * What the server's own forms share (the newsletter's no-script fallback and confirmation, the preview
 * secret): reading a posted form, and refusing one posted from a page of another site.
 */
import type { Context, Hono } from 'hono';
import { fromAnotherSite } from '../../core/request-site.ts';
import type { RegionCode, RegionsDocument } from '../../dist/generated/types.ts';
import { apiBase, type ApiEnvironment } from '../../core/api-base.ts';
import { createAttemptLimiter } from '../../core/attempt-limiter.ts';

/**
 * Form posts without JavaScript one client address may make (every kind together: the request forms, which render
 * a whole page, and the newsletter's) before it is refused for the rest of the window. Without a limit 32 connections
 * posting the product-registration form cut every cached page to 1% of its rate (security review 2026-12-07, N1).
 */
export const FORM_POSTS = { tries: 30, windowSeconds: 60 };

/** The small, static answers of a form post refused before any render or service call: nothing of it is computed per request. */
export const refusedPost = {
  tooMany: (wait: number) =>
    new Response('Too many form posts from your address: try again later.\n', {
      status: 429,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', 'Retry-After': String(wait) },
    }),
  malformed: () => new Response('Bad Request\n', { status: 400, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' } }),
};

/**
 * Counts a form post of the client's address (FORM_POSTS): the answer to give instead when it is over the limit,
 * else undefined (go on). Checked before the body is read, a page rendered or the service called.
 */
export function createFormPostLimit({ clientAddress, now }: { clientAddress: (c: Context) => string; now: () => number }) {
  const limiter = createAttemptLimiter(FORM_POSTS);
  return (c: Context): Response | undefined => {
    const address = clientAddress(c);
    const at = now();
    const wait = limiter.blocked(address, at);
    if (wait) return refusedPost.tooMany(wait);
    limiter.failed(address, at);
    return undefined;
  };
}

/** Headers of the visitor's request that the edge wrote for the service (service/challenge.ts's verdict). */
const FORWARDED_TO_SERVICE = ['x-challenge-verdict'];

/** The fields of a form POST (application/x-www-form-urlencoded); none for any other body. */
export async function formFields(c: Context): Promise<URLSearchParams> {
  if (!(c.req.header('content-type') ?? '').startsWith('application/x-www-form-urlencoded')) return new URLSearchParams();
  return new URLSearchParams(await c.req.text().catch(() => ''));
}

/** Whether the browser says the POST came from a page of another site (core/request-site.ts); `siteHosts` are the site's page hosts. */
export const postedFromAnotherSite = (c: Context, siteHosts: readonly string[]): boolean =>
  fromAnotherSite({ secFetchSite: c.req.header('sec-fetch-site'), origin: c.req.header('origin'), host: c.req.header('host') }, siteHosts);

/** What the server's forms need to call the service in-process. */
export interface ServiceCaller {
  service: Hono;
  regionTable: RegionsDocument;
  environment: ApiEnvironment;
}

/** The service's envelope, as far as a form reads it. */
export interface ServiceAnswer {
  code: number;
  msg: string;
  data: Record<string, unknown>;
}

/**
 * Calls the service for a form a visitor posted without JavaScript, with the visitor's language, address (the
 * same Node request env, for the rate limits), request id and the headers the edge adds (the challenge's verdict,
 * service/challenge.ts): the answer's envelope, or undefined when the region's family is served by another host
 * (the browser's script calls it directly) or the call failed.
 */
export async function serviceAnswer(c: Context, deps: ServiceCaller, region: RegionCode, call: string, body: unknown): Promise<ServiceAnswer | undefined> {
  const base = apiBase(deps.regionTable, region, deps.environment);
  if (!base.startsWith('/')) return undefined;
  const headers: Record<string, string> = { 'content-type': 'application/json', region, accept: 'application/json' };
  const forwarded = ['accept-language', 'x-forwarded-for', 'x-request-id', ...FORWARDED_TO_SERVICE];
  for (const name of forwarded) {
    const value = c.req.header(name);
    if (value) headers[name] = value;
  }
  try {
    const answer = await deps.service.fetch(new Request(`http://internal${base}${call}`, { method: 'POST', headers, body: JSON.stringify(body) }), c.env);
    const envelope = (await answer.json()) as { code?: unknown; msg?: unknown; data?: unknown };
    if (typeof envelope.code !== 'number') return undefined;
    const data = typeof envelope.data === 'object' && envelope.data !== null ? (envelope.data as Record<string, unknown>) : {};
    return { code: envelope.code, msg: typeof envelope.msg === 'string' ? envelope.msg : '', data };
  } catch {
    return undefined;
  }
}
