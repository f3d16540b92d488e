// https://vike.dev/guard — client navigations: route windows decided with fresh server time
// (/ssr/timestamp, else the last known time); once ended, blocked for the session.
import { redirect } from 'vike/abort';
import type { PageContextClient } from 'vike/types';
import { regionTable } from '../dist/generated/regions.ts';
import { routes } from '../dist/generated/routes.ts';
import { regionPath, regionPrefixes } from '../runtime/shared/regions.ts';
import { matchRoute } from '../core/routing.ts';
import { windowState } from '../runtime/shared/time.ts';
import { blockForSession, currentTime, isBlockedForSession } from '../runtime/ui/clock.ts';

const prefixes = regionPrefixes(regionTable);

export async function guard(pageContext: PageContextClient) {
  const route = matchRoute(routes, pageContext.region, pageContext.logicalPath);
  if (!route || (!route.meta.startTime && !route.meta.endTime)) return;
  const state = isBlockedForSession(route.name) ? 'after' : windowState(route.meta, await currentTime(pageContext));
  if (state === 'after') blockForSession(route.name);
  if (state !== 'open') throw redirect(regionPath(pageContext.region, '/', prefixes), 302);
}
