// https://vike.dev/onBeforeRoute — the region is the first path segment (cn has none); redirect
// records, route windows (seed 000 §2.5) and the account guard are decided here, before matching.
// Synchronous: on the server with the server's time; client navigations check windows in +guard.
import { redirect } from 'vike/abort';
import type { PageContextClient, PageContextServer } from 'vike/types';
import { regionTable } from '../dist/generated/regions.ts';
import { routes } from '../dist/generated/routes.ts';
import { accountGuard } from '../runtime/client/account-guard.ts';
import { isHydrating } from '../runtime/client/first-render.ts';
import { browserSession } from '../runtime/client/session.ts';
import { regionPath, regionPrefixes, resolveRegion } from '../runtime/shared/regions.ts';
import { matchRoute } from '../core/routing.ts';
import { windowState } from '../runtime/shared/time.ts';

const prefixes = regionPrefixes(regionTable);

export function onBeforeRoute(pageContext: PageContextServer | PageContextClient) {
  const { pathname, searchOriginal } = pageContext.urlParsed;
  const resolved = resolveRegion(pathname, regionTable.unprefixedRegion);
  // HTTP requests carry no hash; reading it on the server only earns Vike's warning.
  const hash = import.meta.env.SSR ? '' : (pageContext.urlParsed.hashOriginal ?? '');
  const rest = `${searchOriginal ?? ''}${hash}`;
  if (resolved.kind === 'redirect') throw redirect(`${resolved.location}${rest}`, 301);
  const { region, logicalPath } = resolved;
  const route = matchRoute(routes, region, logicalPath);
  if (route?.redirect) throw redirect(`${regionPath(region, route.redirect, prefixes)}${rest}`, 301);
  if (import.meta.env.SSR) {
    if (route && windowState(route.meta, pageContext.serverNow) !== 'open') throw redirect(regionPath(region, '/', prefixes), 302);
  } else if (!isHydrating()) {
    // The app token lives in the browser; on first load the guard runs after hydration (+onRenderClient).
    const login = accountGuard(region, `${pathname}${searchOriginal ?? ''}`, logicalPath, browserSession(regionTable.regions[region].storageScope), regionTable, routes);
    if (login) throw redirect(login, 302);
  }
  return {
    pageContext: {
      region,
      logicalPath,
      // Vike routes on urlLogical: pages match logical paths, the same for every region.
      urlLogical: `${logicalPath}${rest}`,
    } as Partial<Vike.PageContext>,
  };
}
