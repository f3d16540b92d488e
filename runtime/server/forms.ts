/**
 * What the server's own forms share (the newsletter's no-script fallback and confirmation, the preview
 * secret): reading a posted form, and refusing one posted from a page of another site.
 */
import type { Context } from 'hono';
import { fromAnotherSite } from '../../core/request-site.ts';

/** The fields of a form POST (application/x-www-form-urlencoded); none for any other body. */
export async function formFields(c: Context): Promise<URLSearchParams> {
  if (!(c.req.header('content-type') ?? '').startsWith('application/x-www-form-urlencoded')) return new URLSearchParams();
  return new URLSearchParams(await c.req.text().catch(() => ''));
}

/** Whether the browser says the POST came from a page of another site (core/request-site.ts); `siteHosts` are the site's page hosts. */
export const postedFromAnotherSite = (c: Context, siteHosts: readonly string[]): boolean =>
  fromAnotherSite({ secFetchSite: c.req.header('sec-fetch-site'), origin: c.req.header('origin'), host: c.req.header('host') }, siteHosts);
