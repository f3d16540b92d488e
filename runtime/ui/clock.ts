import type { PageContextClient, PageContextServer } from 'vike/types';
import { fetchServerTime } from '../client/server-time.ts';
import { createBlockedRoutes, createServerClock } from '../shared/time.ts';

let clock: ReturnType<typeof createServerClock> | undefined;
let blocked: ReturnType<typeof createBlockedRoutes> | undefined;
const inBrowser = () => !import.meta.env.SSR && typeof window !== 'undefined';

/**
 * The time route windows are decided with (seed 000 §2.5): on the server and on
 * the first client render, the server-supplied time; on later client
 * navigations, a fresh /ssr/timestamp (10 s timeout), else the last known time.
 */
export async function currentTime(pageContext: PageContextServer | PageContextClient): Promise<number> {
  if (!inBrowser()) return pageContext.serverNow;
  if (!clock) {
    const initial = typeof pageContext.serverNow === 'number' ? pageContext.serverNow : Date.now();
    clock = createServerClock(() => fetchServerTime(), initial);
    return clock.now();
  }
  if (pageContext.isHydration) return clock.now();
  return clock.refresh();
}

/** Once a route's endTime has passed in this browser session, it stays closed (sessionStorage). */
export function isBlockedForSession(routeName: string): boolean {
  if (!inBrowser()) return false;
  blocked ??= createBlockedRoutes(sessionStorage);
  return blocked.isBlocked(routeName);
}

export function blockForSession(routeName: string): void {
  if (!inBrowser()) return;
  blocked ??= createBlockedRoutes(sessionStorage);
  blocked.block(routeName);
}
