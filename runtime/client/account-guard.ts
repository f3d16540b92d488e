import type { RouteEntry } from '../../dist/generated/routes.ts';
import type { RegionCode, RegionsDocument } from '../../dist/generated/types.ts';
import { loginLocation, needsLogin } from '../shared/guard.ts';
import { regionPrefixes } from '../shared/regions.ts';
import type { Session } from './session.ts';

/**
 * Seed 000 §2.5: a route that needs login (routes.yaml `auth`) without an app
 * token goes to the region's login with fromPath = the route the visitor
 * tried to reach. Returns where to go, or undefined when the visitor may stay.
 *
 * @example
 * accountGuard('fr', '/fr/account', '/account', session, regionTable, routes) // => '/fr/login?fromPath=%2Ffr%2Faccount'
 */
export function accountGuard(region: RegionCode, pathWithSearch: string, logicalPath: string, session: Session, table: RegionsDocument, routes: readonly RouteEntry[]): string | undefined {
  if (session.apptoken.value || !needsLogin(routes, region, logicalPath)) return undefined;
  return loginLocation(region, pathWithSearch, regionPrefixes(table));
}
