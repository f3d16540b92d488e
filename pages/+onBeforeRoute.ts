// https://vike.dev/onBeforeRoute — the region is the first path segment (cn has none); redirect
// records and route windows (seed 000 §2.5) are decided here, before any page is matched.
import { redirect } from 'vike/abort';
import type { PageContextClient, PageContextServer } from 'vike/types';
import { regionTable } from '../dist/generated/regions.ts';
import { routes } from '../dist/generated/routes.ts';
import { regionPath, regionPrefixes, resolveRegion } from '../runtime/shared/regions.ts';
import { matchRoute } from '../runtime/shared/routing.ts';
import { windowState } from '../runtime/shared/time.ts';
import { currentTime, isBlockedForSession, blockForSession } from '../runtime/ui/clock.ts';

const prefixes = regionPrefixes(regionTable);

export async function onBeforeRoute(pageContext: PageContextServer | PageContextClient) {
  const { pathname, searchOriginal, hashOriginal } = pageContext.urlParsed;
  const resolved = resolveRegion(pathname, regionTable.unprefixedRegion);
  const rest = `${searchOriginal ?? ''}${hashOriginal ?? ''}`;
  if (resolved.kind === 'redirect') throw redirect(`${resolved.location}${rest}`, 301);
  const { region, logicalPath } = resolved;
  const route = matchRoute(routes, region, logicalPath);
  if (route?.redirect) throw redirect(`${regionPath(region, route.redirect, prefixes)}${rest}`, 301);
  if (route && (route.meta.startTime || route.meta.endTime)) {
    const state = isBlockedForSession(route.name) ? 'after' : windowState(route.meta, await currentTime(pageContext));
    if (state === 'after') blockForSession(route.name);
    if (state !== 'open') throw redirect(regionPath(region, '/', prefixes), 302);
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
