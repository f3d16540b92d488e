import type { PageContextClient } from 'vike/types';
import { regionTable } from '../../dist/generated/regions.ts';
import { routes } from '../../dist/generated/routes.ts';
import { accountGuard } from './account-guard.ts';
import { safeFromPath } from '../shared/guard.ts';
import { browserSession } from './session.ts';
import { messages } from './toasts.ts';

/**
 * After each page load's hydration (server routing: every navigation is a page
 * load; `url` is the visitor's path and query). On a login-only route without a
 * token, returns the login URL to load (the server cannot see the token, so the
 * page was rendered without it). On the login page: without a token and with
 * fromPath (sent by the guard), shows api.message.loginTip; with a token,
 * returns fromPath if it is a same-site relative path, else the region's home —
 * a hostile fromPath (//evil.example, /\\evil, https:…, encoded variants) never
 * leaves the site.
 */
export function afterRender(pageContext: PageContextClient, url: string): string | undefined {
  const session = browserSession(regionTable.regions[pageContext.region].storageScope);
  const original = new URL(url, window.location.origin);
  const login = accountGuard(pageContext.region, `${original.pathname}${original.search}`, pageContext.logicalPath, session, regionTable, routes);
  if (login) return login;
  if (pageContext.logicalPath !== '/login') return undefined;
  const fromPath = original.searchParams.get('fromPath');
  // Already logged in: go where the visitor was going — only to a same-site relative path, else home.
  if (session.apptoken.value) return fromPath === null ? undefined : (safeFromPath(fromPath) ?? pageContext.data.region.links.home);
  if (fromPath) messages.toast(pageContext.data.site.api.message.loginTip);
  return undefined;
}
