/**
 * The account service's base for a region (seed 000 §7): by API family and
 * environment, from regions.yaml `api` (pre-production is chosen by host
 * name). Without that table every family is served by the site itself under
 * /api/<family>. Used by the service to mount its calls, by the site's server and by the client.
 *
 * @example apiBase(regionTable, 'fr', 'production') // '/api/europe'
 */

export type ApiEnvironment = 'development' | 'test' | 'preProduction' | 'production';

/**
 * The part of the region table (dist/generated/regions.ts, regions.yaml) the bases are read from, by its shape:
 * core/ imports nothing generated, and the generated `RegionsDocument` is one of these.
 */
export interface ApiTable<Region extends string = string, Family extends string = string> {
  api?: { preProductionHosts: readonly string[]; families: Readonly<Record<Family, Readonly<Record<ApiEnvironment, string>>>> } | undefined;
  regions: Readonly<Record<Region, { apiFamily: Family }>>;
}

export function familyBase<Family extends string>(table: ApiTable<string, Family>, family: Family, environment: ApiEnvironment): string {
  return table.api?.families[family][environment] ?? `/api/${family}`;
}

export function apiBase<Region extends string, Family extends string>(table: ApiTable<Region, Family>, region: Region, environment: ApiEnvironment): string {
  return familyBase(table, table.regions[region].apiFamily, environment);
}

/** Production unless the host is a pre-production one; NODE_ENV development/test win. */
export function apiEnvironment(table: ApiTable, nodeEnv: string | undefined, host: string | undefined): ApiEnvironment {
  if (nodeEnv === 'development' || nodeEnv === 'test') return nodeEnv;
  const hostname = (host ?? '').replace(/:\d+$/, '').toLowerCase();
  if (table.api?.preProductionHosts.includes(hostname)) return 'preProduction';
  return nodeEnv === 'production' ? 'production' : 'development';
}
