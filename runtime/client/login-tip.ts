import type { PageContextClient } from 'vike/types';
import { regionTable } from '../../dist/generated/regions.ts';
import { accountGuard } from './account-guard.ts';
import { browserSession } from './session.ts';
import { messages } from './toasts.ts';

/**
 * After each client render. On first load of an account path without a token,
 * returns the login URL to load (the server cannot see the token, so the page
 * was rendered without it). On arrival at the login page from the guard
 * (fromPath present, no token), shows api.message.loginTip. Stateless on
 * purpose: routing hooks also run for link prefetching and must have no side effects.
 */
export function afterRender(pageContext: PageContextClient): string | undefined {
  const session = browserSession(regionTable.regions[pageContext.region].storageScope);
  if (pageContext.isHydration) {
    // urlParsed holds the logical URL by now; the visitor's own URL is urlOriginal.
    const original = new URL(pageContext.urlOriginal, window.location.origin);
    const login = accountGuard(pageContext.region, `${original.pathname}${original.search}`, pageContext.logicalPath, session, regionTable);
    if (login) return login;
  }
  const fromPath = new URL(pageContext.urlOriginal, window.location.origin).searchParams.get('fromPath');
  if (pageContext.logicalPath === '/login' && fromPath && !session.apptoken.value) messages.toast(pageContext.data.site.api.message.loginTip);
  return undefined;
}
