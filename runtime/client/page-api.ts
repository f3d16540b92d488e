/**
 * The API client of the page's region in the browser (and on the server, where
 * it has no session and is not expected to be called): one client per region,
 * on the family's base for this environment, the family's stored session, the
 * page's toasts and the region's api.message texts.
 *
 * @example
 * const api = pageApi(pageContext);
 * await api.get('/account/user/profile');
 */
import type { PageContext } from 'vike/types';
import { regionTable } from '../../dist/generated/regions.ts';
import type { RegionCode } from '../../dist/generated/types.ts';
import { apiBase, apiEnvironment } from '../../core/api-base.ts';
import { loginLocation } from '../shared/guard.ts';
import { regionPrefixes } from '../shared/regions.ts';
import { createApiClient, type ApiClient } from './api.ts';
import { browserSession } from './session.ts';
import { messages } from './toasts.ts';

const clients = new Map<RegionCode, ApiClient>();
const prefixes = regionPrefixes(regionTable);

/** Back to the page the visitor was on after logging in again (a same-site path only, see guard.ts). */
function loginPath(region: RegionCode): string {
  if (typeof window === 'undefined') return loginLocation(region, '/', prefixes).split('?')[0]!;
  const { pathname, search } = window.location;
  return loginLocation(region, `${pathname}${search}`, prefixes);
}

export function pageApi(pageContext: Pick<PageContext, 'region' | 'data'>): ApiClient {
  const region = pageContext.region;
  const existing = clients.get(region);
  if (existing) return existing;
  const entry = regionTable.regions[region];
  const host = typeof window === 'undefined' ? undefined : window.location.host;
  const client = createApiClient({
    region,
    language: entry.language,
    base: apiBase(regionTable, region, apiEnvironment(regionTable, import.meta.env.MODE, host)),
    session: browserSession(entry.storageScope),
    texts: pageContext.data.site.api.message,
    messages,
    loginPath: () => loginPath(region),
    // Server routing (pages/+config.ts): the login page is a page load, after the 4003 toast has been shown for LOGIN_REDIRECT_DELAY_MS.
    navigate: (path) => window.location.assign(path),
  });
  clients.set(region, client);
  return client;
}
