import type { RegionCode, RegionsDocument } from '../../dist/generated/types.ts';
import { loginLocation, needsLogin } from '../shared/guard.ts';
import { regionPrefixes } from '../shared/regions.ts';
import type { Session } from './session.ts';

/**
 * Seed 000 §2.5: a path containing /account without an app token goes to the
 * region's login with fromPath = the route the visitor tried to reach.
 * Returns where to go, or undefined when the visitor may stay.
 */
export function accountGuard(region: RegionCode, pathWithSearch: string, logicalPath: string, session: Session, table: RegionsDocument): string | undefined {
  if (!needsLogin(logicalPath) || session.apptoken.value) return undefined;
  return loginLocation(region, pathWithSearch, regionPrefixes(table));
}
