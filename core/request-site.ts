/**
 * Whether a state-changing request comes from a page of another site, by what the browser says about it:
 * `Sec-Fetch-Site: cross-site` or `same-site` (a sibling subdomain), or an `Origin` whose host is neither the
 * one asked nor one of the site's own (`siteHosts`: behind a proxy that rewrites Host, the public host is in
 * Origin only; 'null', from a sandboxed frame or a file, is refused too). A request that says neither (an old browser, a script that
 * is not a browser) is not refused here: the service's own limits apply to it. Shared by the service's API and
 * the footer form's fallback (docs/decisions.md D65: a form on another site must not act for the visitor).
 *
 * @example
 * fromAnotherSite({ secFetchSite: 'same-origin', origin: 'https://www.mechanova.example', host: 'www.mechanova.example' }) // => false
 * fromAnotherSite({ origin: 'https://hub.mechanova.example', host: 'www.mechanova.example' })                            // => true
 * fromAnotherSite({ origin: 'https://www.mechanova.example', host: '127.0.0.1:3000' }, ['www.mechanova.example'])       // => false
 */
export function fromAnotherSite(
  { secFetchSite, origin, host }: { secFetchSite?: string | undefined; origin?: string | undefined; host?: string | undefined },
  siteHosts: readonly string[] = [],
): boolean {
  if (secFetchSite === 'cross-site' || secFetchSite === 'same-site') return true;
  if (origin === undefined) return false;
  try {
    const from = new URL(origin).host;
    return from !== host && !siteHosts.includes(from);
  } catch {
    return true;
  }
}

/**
 * The hosts the site's pages are served from (the region table's hosts that some region uses).
 *
 * @example
 * pageHosts({ hosts: { international: 'https://www.mechanova.example' }, regions: { us: { host: 'international' } } }) // => ['www.mechanova.example']
 */
export function pageHosts(table: { hosts: Readonly<Record<string, string>>; regions: Readonly<Record<string, { host: string }>> }): string[] {
  return [...new Set(Object.values(table.regions).map((region) => new URL(table.hosts[region.host]!).host))];
}
