/**
 * A link crawler for the site under test. It visits pages in the browser (so
 * links the shell adds after hydration count too), collects every URL a page
 * refers to — anchors, head links (canonical, hreflang alternates), images and
 * their srcset, scripts, and the URLs inside its JSON-LD — and checks each once.
 *
 * It follows linkinator's rules (our own hosts are rewritten to the server under
 * test, external hosts are skipped only when listed, fragments must exist in the
 * target page) but works on the browser's load of each page, which the crawl of
 * e2e/gates/pages.e2e.ts shares with the other page-level gates; linkinator would
 * fetch every page a second time, outside the browser.
 */
import type { Page, Request, Response as PlaywrightResponse } from 'playwright-core';
import { regionTable } from '../../dist/generated/regions.ts';
import { routes, servedElsewhere, type RouteEntry } from '../../dist/generated/routes.ts';
import { resolveRegion } from '../../runtime/shared/regions.ts';
import { matchRoute } from '../../core/routing.ts';
import type { RegionCode } from '../../dist/generated/types.ts';
import { bundle } from '../../dist/generated/bundles.ts';

/**
 * External hosts the site may link to; they are not fetched (the tests run
 * offline). `*.example` covers the fictional shop, hub and studio hosts of the
 * content. A link to a host not listed here is reported, so an unchecked host
 * is always a decision someone made here.
 */
export const EXTERNAL_HOSTS: readonly string[] = [
  '*.example',
  'www.facebook.com',
  'www.instagram.com',
  'www.tiktok.com',
  'www.youtube.com',
  'weixin.qq.com',
  'www.douyin.com',
  'weibo.com',
  'space.bilibili.com',
  'beian.miit.gov.cn',
];

export const isListedExternalHost = (hostname: string, list: readonly string[] = EXTERNAL_HOSTS) =>
  list.some((entry) => (entry.startsWith('*.') ? hostname.endsWith(entry.slice(1)) : hostname === entry));

/**
 * ok: answered; planned / elsewhere: a 404 on a registered route not built yet, or on a path
 * another system serves only when FALLBACK_ORIGIN is set (see routes.yaml). Both end on a 404
 * for a visitor of the default site, so the gate fails on them as on broken (FAILING).
 */
export type Verdict = 'ok' | 'planned' | 'elsewhere' | 'external' | 'skipped' | 'broken';

/** The verdicts that fail the gate: every link a visitor of the default site would follow into a 404. */
export const FAILING: readonly Verdict[] = ['broken', 'planned', 'elsewhere'];

const ACCOUNT_PAGES = new Set(['login', 'register', 'forgot-password', 'reset-password', 'account']);

/**
 * Who builds the page a planned route names, so the gate's failure list says whom a 404 waits
 * for: a catalogue product's page, a page of a header menu group (support, about …), an
 * account page, or the page itself.
 */
export function plannedOwner(route: RouteEntry, region: RegionCode): string {
  const { catalog, site } = bundle(region);
  const linked = (link: string | null | undefined) => {
    if (typeof link !== 'string' || !link.startsWith('/')) return false;
    const resolved = resolveRegion(link.split('#')[0]!, regionTable.unprefixedRegion);
    return resolved.kind === 'region' && resolved.logicalPath === route.path;
  };
  if (Object.values(catalog.products).some((product) => linked(product?.link))) return 'product pages';
  if (route.page && ACCOUNT_PAGES.has(route.page)) return 'account pages';
  const group = site.navs.find((g) => g.children.some((item) => linked(item.link)));
  if (group) return `${group.identify} pages`;
  if (route.meta.startTime) return 'sale pages';
  return `page ${route.page ?? route.name}`;
}

export interface FoundLink {
  url: string;
  source: string;
}
export interface CheckedLink extends FoundLink {
  verdict: Verdict;
  detail: string;
}
export interface VisitedPage {
  url: string;
  links: CheckedLink[];
}

/** Runs in the page: every URL it refers to, and the ids a fragment may point at. */
function extractLinks(): { found: FoundLink[]; ids: string[] } {
  const found: FoundLink[] = [];
  const describe = (el: Element) => {
    const text = (el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
    return `<${el.tagName.toLowerCase()}>${text ? ` "${text}"` : ''}`;
  };
  const add = (raw: string | null | undefined, source: string) => {
    const value = raw?.trim();
    if (!value) return;
    try {
      found.push({ url: new URL(value, document.baseURI).href, source });
    } catch {
      found.push({ url: value, source });
    }
  };
  document.querySelectorAll('a[href], area[href]').forEach((el) => add(el.getAttribute('href'), describe(el)));
  document.querySelectorAll('link[href]').forEach((el) => {
    const rel = (el.getAttribute('rel') ?? '').toLowerCase();
    if (!/\b(dns-prefetch|preconnect)\b/.test(rel)) add(el.getAttribute('href'), `<link rel="${rel}"${el.getAttribute('hreflang') ? ` hreflang="${el.getAttribute('hreflang')}"` : ''}>`);
  });
  document.querySelectorAll('[src]').forEach((el) => add(el.getAttribute('src'), describe(el)));
  document.querySelectorAll('[poster]').forEach((el) => add(el.getAttribute('poster'), describe(el)));
  document.querySelectorAll('object[data]').forEach((el) => add(el.getAttribute('data'), describe(el)));
  for (const attribute of ['srcset', 'imagesrcset']) {
    document.querySelectorAll(`[${attribute}]`).forEach((el) => {
      for (const candidate of (el.getAttribute(attribute) ?? '').split(/,\s+/)) add(candidate.trim().split(/\s+/)[0], `${describe(el)} ${attribute}`);
    });
  }
  const walk = (value: unknown, type: string): void => {
    if (Array.isArray(value)) {
      value.forEach((v) => walk(v, type));
      return;
    }
    if (typeof value !== 'object' || value === null) return;
    const record = value as Record<string, unknown>;
    const own = typeof record['@type'] === 'string' ? record['@type'] : type;
    for (const [key, child] of Object.entries(record)) {
      if (['url', 'logo', 'image', 'target', 'sameAs'].includes(key) && typeof child === 'string') add(child, `JSON-LD ${own}.${key}`);
      else walk(child, own);
    }
  };
  document.querySelectorAll('script[type="application/ld+json"]').forEach((el) => {
    try {
      walk(JSON.parse(el.textContent ?? ''), '');
    } catch {
      /* the structured-data gate reports it */
    }
  });
  const ids = [...document.querySelectorAll('[id]')].map((el) => el.id);
  document.querySelectorAll('a[name]').forEach((el) => ids.push(el.getAttribute('name')!));
  return { found, ids };
}

/**
 * A crawl over the server at `origin`: `visit(page, url)` loads a page and
 * checks what it links to; `pending()` lists internal HTML pages found but not
 * yet visited; `fragmentProblems()` checks #fragments once every target is known.
 */
export function createLinkCrawler(origin: string) {
  // The hosts that serve regions (www, cn); the other hosts of regions.yaml (files, newsroom …) are other systems.
  const ownOrigins = new Set([origin, ...Object.values(regionTable.regions).map((r) => new URL(regionTable.hosts[r.host]).origin)]);
  const checked = new Map<string, Promise<{ verdict: Verdict; detail: string; html: boolean }>>();
  const idsOf = new Map<string, Set<string>>();
  const htmlPages = new Set<string>();
  const fragmentLinks: { page: string; link: FoundLink; target: string; fragment: string }[] = [];

  /** Our hosts (www, cn) are the server under test; returns the local URL, or undefined for another host. */
  const toLocal = (url: URL): URL | undefined => (ownOrigins.has(url.origin) ? new URL(`${url.pathname}${url.search}${url.hash}`, origin) : undefined);
  const withoutHash = (url: URL) => `${url.origin}${url.pathname}${url.search}`;

  /** Why a path answers 404 although content names it: its route is planned, or another system serves it (with FALLBACK_ORIGIN only). */
  function delegated(pathname: string): { verdict: Verdict; detail: string } | undefined {
    const resolved = resolveRegion(pathname, regionTable.unprefixedRegion);
    if (resolved.kind !== 'region') return undefined;
    const route = matchRoute(routes, resolved.region, resolved.logicalPath);
    if (route?.status === 'planned') return { verdict: 'planned', detail: `404, route ${route.name} planned, not built yet (${plannedOwner(route, resolved.region)})` };
    const elsewhere = servedElsewhere.find((s) => s.regions.includes(resolved.region) && (resolved.logicalPath === s.path || resolved.logicalPath.startsWith(`${s.path}/`)));
    if (elsewhere) return { verdict: 'elsewhere', detail: `404, served by ${elsewhere.owner} only when FALLBACK_ORIGIN is set: link to its host in regions.yaml` };
    return undefined;
  }

  async function request(start: URL): Promise<{ verdict: Verdict; detail: string; html: boolean }> {
    let url = start;
    for (let hop = 0; hop <= 5; hop++) {
      // A transport error (a reset connection on a loaded machine) is retried twice: only an answer can prove a link broken.
      let response: Response | Error = new Error('not requested');
      for (let attempt = 0; attempt < 3; attempt++) {
        response = await fetch(url, { redirect: 'manual' }).catch((error: Error) => error);
        if (!(response instanceof Error)) break;
        await new Promise((resolve) => setTimeout(resolve, 500 * (attempt + 1)));
      }
      if (response instanceof Error) return { verdict: 'broken', detail: `${response.message}${response.cause instanceof Error ? `: ${response.cause.message}` : ''}`, html: false };
      await response.arrayBuffer();
      const location = response.headers.get('location');
      if (response.status >= 300 && response.status < 400 && location) {
        const next = new URL(location, url);
        const local = toLocal(next);
        if (!local)
          return isListedExternalHost(next.hostname)
            ? { verdict: 'external', detail: `redirects to ${next.host}`, html: false }
            : { verdict: 'broken', detail: `redirects to unlisted host ${next.host}`, html: false };
        url = local;
        continue;
      }
      const html = (response.headers.get('content-type') ?? '').includes('text/html');
      if (response.ok) {
        if (html) htmlPages.add(withoutHash(url));
        return { verdict: 'ok', detail: String(response.status), html };
      }
      const reason = response.status === 404 ? delegated(url.pathname) : undefined;
      return reason ? { ...reason, html: false } : { verdict: 'broken', detail: `${response.status}${url.href === start.href ? '' : ` at ${url.pathname}`}`, html: false };
    }
    return { verdict: 'broken', detail: 'more than 5 redirects', html: false };
  }

  async function check(link: FoundLink, page: string): Promise<CheckedLink> {
    let url: URL;
    try {
      url = new URL(link.url);
    } catch {
      return { ...link, verdict: 'broken', detail: 'not a URL' };
    }
    if (url.protocol === 'mailto:' || url.protocol === 'tel:' || url.protocol === 'data:') return { ...link, verdict: 'skipped', detail: url.protocol };
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return { ...link, verdict: 'broken', detail: `${url.protocol} is not a link` };
    const local = toLocal(url);
    if (!local) {
      return isListedExternalHost(url.hostname)
        ? { ...link, verdict: 'external', detail: url.host }
        : { ...link, verdict: 'broken', detail: `${url.host} is neither ours nor in EXTERNAL_HOSTS (e2e/gates/links.ts)` };
    }
    const key = withoutHash(local);
    const fragment = local.hash.length > 1 ? decodeURIComponent(local.hash.slice(1)) : undefined;
    // A link into the page itself (a skip link, a 404's canonical) needs no request: only its fragment must exist.
    if (key === withoutHash(new URL(page))) {
      if (fragment) fragmentLinks.push({ page, link, target: key, fragment });
      return { ...link, verdict: 'ok', detail: 'this page' };
    }
    if (!checked.has(key)) checked.set(key, request(local));
    const result = await checked.get(key)!;
    if (result.verdict === 'ok' && result.html && fragment) fragmentLinks.push({ page, link, target: key, fragment });
    return { ...link, verdict: result.verdict, detail: result.detail };
  }

  /** The visit's page load, hydration and link checks (visit() keeps the listeners that see failed loads). */
  async function load(page: Page, url: string, failedLoads: CheckedLink[], loaded?: (response: PlaywrightResponse | null) => Promise<void>): Promise<VisitedPage & { hydrated: boolean }> {
    // A load that times out on a loaded machine is tried once more: only an answer can prove a page broken.
    const response = await page.goto(url).catch((error: Error) => {
      if (error.name !== 'TimeoutError') throw error;
      return page.goto(url);
    });
    await loaded?.(response);
    const hydrated = await page
      .waitForFunction(() => !document.body.classList.contains('no-js'), undefined, { timeout: 10_000 })
      .then(
        () => true,
        () => false,
      );
    const { found, ids } = await page.evaluate(extractLinks);
    const key = withoutHash(new URL(url));
    idsOf.set(key, new Set(ids));
    htmlPages.add(key);
    const unique = [...new Map(found.map((link) => [link.url, link])).values()];
    const links = await Promise.all(unique.map((link) => check(link, url)));
    // A page that sends the visitor on (the account guard: /us/account -> /us/login) aborts what it was
    // still loading; an aborted load is no broken target (the targets are checked where pages link them).
    const movedOn = withoutHash(new URL(page.url())) !== withoutHash(new URL(url));
    const loads = movedOn ? failedLoads.filter((load) => load.detail !== 'net::ERR_ABORTED') : failedLoads;
    return { url, links: [...links, ...loads], hydrated };
  }

  return {
    /**
     * Loads `url` in the browser, waits for hydration, and checks every URL it refers to and every subresource it loaded.
     * `loaded` sees the document's answer as soon as it arrives (the crawl keeps its HTML for the gates that read
     * the server's markup); `hydrated` says whether the page dropped no-js within 10 s.
     */
    async visit(page: Page, url: string, loaded?: (response: PlaywrightResponse | null) => Promise<void>): Promise<VisitedPage & { hydrated: boolean }> {
      const failedLoads: CheckedLink[] = [];
      // Only the requests of this visit: a tab that visited another page before may still hear of that page's loads.
      const requests = new Set<Request>();
      const onRequest = (request: Request) => requests.add(request);
      const onResponse = (response: PlaywrightResponse) => {
        const own = response.request().isNavigationRequest() && response.frame() === page.mainFrame();
        if (requests.has(response.request()) && !own && response.status() >= 400)
          failedLoads.push({ url: response.url(), source: 'loaded by the page', verdict: 'broken', detail: String(response.status()) });
      };
      const onRequestFailed = (failed: Request) => {
        const local = toLocal(new URL(failed.url()));
        if (requests.has(failed) && local) failedLoads.push({ url: failed.url(), source: 'loaded by the page', verdict: 'broken', detail: failed.failure()?.errorText ?? 'failed' });
      };
      // The listeners go with the visit: a tab visits many pages (e2e/gates/pages.e2e.ts).
      page.on('request', onRequest);
      page.on('response', onResponse);
      page.on('requestfailed', onRequestFailed);
      try {
        return await load(page, url, failedLoads, loaded);
      } finally {
        page.off('request', onRequest);
        page.off('response', onResponse);
        page.off('requestfailed', onRequestFailed);
      }
    },
    /** Internal HTML pages that answered 200 but were not visited yet. */
    pending(visited: Iterable<string>): string[] {
      const seen = new Set([...visited].map((u) => withoutHash(new URL(u))));
      return [...htmlPages].filter((u) => !seen.has(u) && !idsOf.has(u));
    },
    /** Links whose #fragment names no element of the (visited) target page. */
    fragmentProblems(): CheckedLink[] {
      return fragmentLinks
        .filter(({ target, fragment }) => idsOf.has(target) && fragment !== 'top' && !idsOf.get(target)!.has(fragment))
        .map(({ page, link, fragment }) => ({ ...link, verdict: 'broken', detail: `#${fragment} is not an id on the target page (linked from ${page})` }));
    },
  };
}
