import type { RouteMeta } from '../../dist/generated/routes.ts';

/**
 * Where a page opens (seed 000 §2.5): the route's scrollPosition if set, else
 * (back/forward, reload) the saved position — which the browser restores itself — else the
 * top, or the route's entry anchor. An explicit #hash in the URL wins; the CSS
 * scroll-padding-top keeps anchors below the sticky header.
 * @returns what was done, for tests.
 */
export function applyEntryScroll(
  win: Window,
  route: { meta: Pick<RouteMeta, 'scrollPosition' | 'anchor'> } | undefined,
  options: { isBackwardNavigation: boolean | null; hash: string },
): 'position' | 'anchor' | 'none' {
  if (!route || options.isBackwardNavigation || options.hash) return 'none';
  if (route.meta.scrollPosition) {
    win.scrollTo({ top: route.meta.scrollPosition.top, left: 0 });
    return 'position';
  }
  if (route.meta.anchor) {
    const target = win.document.getElementById(route.meta.anchor);
    if (target && target.getBoundingClientRect().top > 0) {
      target.scrollIntoView({ block: 'start' });
      return 'anchor';
    }
  }
  return 'none';
}

/** Whether this page load is a back/forward or a reload: the browser restores the saved scroll position then. */
export function isHistoryLoad(win: Window): boolean {
  const [entry] = win.performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  return entry?.type === 'back_forward' || entry?.type === 'reload';
}
