// Behind a CDN, against the built server over real HTTP (no browser): every page a shared cache may keep
// says how long, names its purge tags and its validator, revalidates with 304, and is the same for every
// visitor; what is personal (the service's calls) is never stored.
import { describe, expect, it } from 'vitest';
import { sitePages } from './gates/site-pages.ts';
import { useServer } from './harness.ts';

// The preview server (PREVIEW=1): without ?at= its pages are the public, cached ones; with ?at= each is rendered
// afresh, which is how a visitor's headers are shown never to reach what the renderer writes.
const site = useServer({ DEV_TOOLS: '1', PREVIEW: '1' });
const pages = sitePages();
/** An instant to render at afresh: now, to the minute. */
const AT = new Date(Math.floor(Date.now() / 60_000) * 60_000).toISOString();

/** What a logged-in visitor's browser sends beside a plain request: session cookies and a bearer token. */
const VISITOR = { cookie: 'session=e2e-session-of-someone; mn_token=abc.def.ghi; mn_region=us', authorization: 'Bearer e2e-token-of-someone' };

describe('pages behind a CDN', () => {
  it(`each of the ${pages.length} pages of every region: public for a shared cache, tagged with its region and page, the same bytes for every visitor, 304 on its ETag`, async () => {
    const problems: string[] = [];
    for (const page of pages) {
      const url = `${site.server.origin}${page.path}`;
      const anonymous = await fetch(url, { redirect: 'manual' });
      const body = await anonymous.text();
      const control = anonymous.headers.get('cache-control') ?? '';
      const etag = anonymous.headers.get('etag');
      const tags = (anonymous.headers.get('cache-tag') ?? '').split(',');
      const problem = (what: string) => problems.push(`${page.path}: ${what}`);
      if (anonymous.status !== page.status) problem(`answered ${anonymous.status}, not ${page.status}`);
      if (!/^public, max-age=(\d+), s-maxage=\1(, stale-while-revalidate=\d+)?$/.test(control)) problem(`cache-control "${control}"`);
      if (!etag?.startsWith('W/"')) problem(`no weak ETag (${etag})`);
      if (!tags.includes('site') || !tags.includes(`region:${page.region}`) || !tags.includes(`page:${page.page}`) || !tags.includes(`page:${page.region}/${page.page}`))
        problem(`cache-tag "${tags.join(',')}"`);
      if (anonymous.headers.get('surrogate-key') !== tags.join(' ')) problem(`surrogate-key "${anonymous.headers.get('surrogate-key')}"`);
      if (anonymous.headers.get('set-cookie')) problem('sets a cookie');
      if ((await (await fetch(url, { redirect: 'manual', headers: VISITOR })).text()) !== body) problem('the cache answered a logged-in visitor otherwise');
      // What the renderer writes holds nothing of the visitor: two fresh renders (?at=, never cached), one with a
      // logged-in visitor's cookies and token, are the same bytes; so the page a shared cache keeps is everyone's.
      const fresh = `${url}${url.includes('?') ? '&' : '?'}at=${encodeURIComponent(AT)}`;
      const [plain, personal] = await Promise.all([fetch(fresh, { redirect: 'manual' }).then((r) => r.text()), fetch(fresh, { redirect: 'manual', headers: VISITOR }).then((r) => r.text())]);
      if (personal !== plain) problem('the renderer wrote something of the logged-in visitor');
      if (page.status === 200) {
        const revalidated = await fetch(url, { redirect: 'manual', headers: { 'if-none-match': etag ?? '' } });
        if (revalidated.status !== 304 || (await revalidated.text()) !== '') problem(`If-None-Match answered ${revalidated.status}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('a static file revalidates with 304 on its ETag', async () => {
    const html = await (await fetch(`${site.server.origin}/us`)).text();
    const script = /<script[^>]+src="([^"]+\.js)"/.exec(html)?.[1];
    expect(script).toBeDefined();
    const first = await fetch(`${site.server.origin}${script}`, { headers: { 'accept-encoding': 'br' } });
    await first.arrayBuffer();
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await fetch(`${site.server.origin}${script}`, { headers: { 'accept-encoding': 'br', 'if-none-match': etag! } });
    expect(again.status).toBe(304);
  });

  it("the service's calls are never stored by any cache, and carry no purge tags", async () => {
    for (const base of ['/api/global', '/api/europe', '/api/china']) {
      const profile = await fetch(`${site.server.origin}${base}/account/user/profile`, { headers: VISITOR });
      await profile.arrayBuffer();
      expect(profile.headers.get('cache-control'), base).toBe('no-store');
      expect(profile.headers.get('cache-tag'), base).toBeNull();
      const sent = await fetch(`${site.server.origin}${base}/account/user/code/send`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
      await sent.arrayBuffer();
      expect(sent.headers.get('cache-control'), base).toBe('no-store');
    }
  });
});
