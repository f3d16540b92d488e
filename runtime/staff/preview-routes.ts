import { Hono } from 'hono';
import { pageHosts } from '../../core/request-site.ts';
import { escapeHtml } from '../shared/html.ts';
import type { AppDeps } from '../server/app-deps.ts';
import { plainPage } from '../server/error-page.ts';
import { formFields, postedFromAnotherSite } from '../server/forms.ts';
import type { Log } from '../server/log.ts';
import type { SiteEnv } from '../server/request-meta.ts';
import { createAttemptLimiter } from '../../core/attempt-limiter.ts';
import { PREVIEW_PATH, previewCookieHeader, previewTarget, type PreviewAccess } from './preview-access.ts';

/**
 * /preview's pages: staff-only, so plain English and no site chrome. The secret is asked for in a form and
 * posted (in a URL it reaches proxy logs and browser history).
 */
const previewPage = (title: string, message: string, to: string) =>
  plainPage({
    lang: 'en',
    title,
    styled: true,
    body: `<p>${message}</p>
<form method="post" action="${PREVIEW_PATH}"><input type="hidden" name="to" value="${escapeHtml(to)}"><label for="preview-secret">Preview secret</label> <input id="preview-secret" name="secret" type="password" autocomplete="current-password" required> <button type="submit">Preview</button></form>`,
  });
const PREVIEW_ASK = 'Enter the PREVIEW_SECRET the server was started with; the site then renders as of the instant in <code>?at=</code> for this browser, for 8 hours.';
/** Wrong preview secrets one client address may send in 15 minutes. */
const PREVIEW_TRIES = 5;

type PreviewRoutesDeps = Pick<AppDeps, 'regionTable' | 'clientAddress'> & { access: PreviewAccess; now: () => number; log: Log };

/**
 * Staff open /preview?to=/us/black-friday%3Fat%3D… and post the secret in its form; /preview?exit=1 ends it.
 * Never cached, never indexed. A secret in the URL is not read.
 */
export function previewRoutes({ access, regionTable, now, log, clientAddress }: PreviewRoutesDeps) {
  // same-origin, not no-referrer: under no-referrer the browser posts the form with `Origin: null`, which the
  // cross-site check refuses (core/request-site.ts); same-origin still tells no other site where the visitor was.
  const noStore = { 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex', 'Referrer-Policy': 'same-origin' };
  const wrongSecrets = createAttemptLimiter({ tries: PREVIEW_TRIES, windowSeconds: 15 * 60 });
  const app = new Hono<SiteEnv>();
  app.get(PREVIEW_PATH, (c) => {
    const query = new URL(c.req.url).searchParams;
    const to = previewTarget(query.get('to'));
    if (query.has('exit')) return c.body(null, 303, { ...noStore, Location: to, 'Set-Cookie': previewCookieHeader('', c.get('request').https, 0) });
    return c.html(previewPage('Preview', PREVIEW_ASK, to), 200, noStore);
  });
  app.post(PREVIEW_PATH, async (c) => {
    const request = c.get('request');
    const form = await formFields(c);
    const to = previewTarget(form.get('to'));
    if (postedFromAnotherSite(c, pageHosts(regionTable))) return c.html(previewPage('Preview refused', 'The form was sent from another site.', to), 403, noStore);
    const address = clientAddress?.(c) ?? 'unknown';
    const wait = wrongSecrets.blocked(address, now());
    if (wait) return c.html(previewPage('Preview refused', `Too many wrong secrets from this address: try again in ${wait} seconds.`, to), 429, { ...noStore, 'Retry-After': String(wait) });
    if (!access.isSecret(form.get('secret'))) {
      wrongSecrets.failed(address, now());
      log.warn({ msg: 'preview refused: wrong secret', requestId: request.requestId });
      return c.html(previewPage('Preview refused', `The preview secret is missing or wrong. ${PREVIEW_ASK}`, to), 403, noStore);
    }
    return c.body(null, 303, { ...noStore, Location: to, 'Set-Cookie': previewCookieHeader(access.issue(now()), request.https) });
  });
  return app;
}
