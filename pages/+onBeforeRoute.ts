// https://vike.dev/onBeforeRoute — the region is the first path segment (cn has none); redirect
// records and route windows (seed 000 §2.5) are decided here, before matching, with the server's
// time. Server routing: every navigation is a request, so this runs for each one (and only on the
// server); the account guard, which needs the browser's token, runs after hydration (+onRenderClient).
import { redirect } from 'vike/abort';
import type { PageContextServer } from 'vike/types';
import { regionTable } from '../dist/generated/regions.ts';
import { routes } from '../dist/generated/routes.ts';
import { regionPath, regionPrefixes, resolveRegion } from '../runtime/shared/regions.ts';
import { matchRoute } from '../core/routing.ts';
import { windowState } from '../runtime/shared/time.ts';

const prefixes = regionPrefixes(regionTable);

export function onBeforeRoute(pageContext: PageContextServer) {
  const { pathname, searchOriginal } = pageContext.urlParsed;
  const resolved = resolveRegion(pathname, regionTable.unprefixedRegion);
  // HTTP requests carry no hash.
  const rest = searchOriginal ?? '';
  if (resolved.kind === 'redirect') throw redirect(`${resolved.location}${rest}`, 301);
  const { region, logicalPath } = resolved;
  const route = matchRoute(routes, region, logicalPath, pageContext.serverNow);
  if (route?.redirect) throw redirect(`${regionPath(region, route.redirect, prefixes)}${rest}`, 301);
  if (route && windowState(route.meta, pageContext.serverNow) !== 'open') throw redirect(regionPath(region, '/', prefixes), 302);
  return {
    pageContext: {
      region,
      logicalPath,
      // Vike routes on urlLogical: pages match logical paths, the same for every region.
      urlLogical: `${logicalPath}${rest}`,
    } as Partial<Vike.PageContext>,
  };
}
