// https://vike.dev/onPageTransitionEnd — after Vike's own scroll handling, apply the route's entry scroll.
import type { PageContextClient } from 'vike/types';
import { routes } from '../dist/generated/routes.ts';
import { applyEntryScroll } from '../runtime/client/scroll.ts';
import { matchRoute } from '../core/routing.ts';

export function onPageTransitionEnd(pageContext: PageContextClient) {
  applyEntryScroll(window, matchRoute(routes, pageContext.region, pageContext.logicalPath), {
    isBackwardNavigation: pageContext.isBackwardNavigation,
    hash: pageContext.urlParsed.hashOriginal ?? '',
  });
}
