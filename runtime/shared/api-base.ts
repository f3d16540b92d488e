/**
 * The account service's base for a region (seed 000 §7): by API family and
 * environment, from regions.yaml `api` (pre-production is chosen by host
 * name). Without that table every family is served by the site itself under
 * /api/<family>. Used by the service to mount its calls and by the client.
 *
 * @example apiBase(regionTable, 'fr', 'production') // '/api/europe'
 */
import type { ApiFamily } from '../../dist/generated/regions.ts';
import type { RegionCode, RegionsDocument } from '../../dist/generated/types.ts';

export type ApiEnvironment = 'development' | 'test' | 'preProduction' | 'production';

export function familyBase(table: RegionsDocument, family: ApiFamily, environment: ApiEnvironment): string {
  return table.api?.families[family][environment] ?? `/api/${family}`;
}

export function apiBase(table: RegionsDocument, region: RegionCode, environment: ApiEnvironment): string {
  return familyBase(table, table.regions[region].apiFamily, environment);
}

/** Production unless the host is a pre-production one; NODE_ENV development/test win. */
export function apiEnvironment(table: RegionsDocument, nodeEnv: string | undefined, host: string | undefined): ApiEnvironment {
  if (nodeEnv === 'development' || nodeEnv === 'test') return nodeEnv;
  const hostname = (host ?? '').replace(/:\d+$/, '').toLowerCase();
  if (table.api?.preProductionHosts.includes(hostname)) return 'preProduction';
  return nodeEnv === 'production' ? 'production' : 'development';
}
