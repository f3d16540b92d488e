/**
 * Region-aware paths and hrefs (seed 000 §2.1, docs/decisions.md D7), over the region table.
 * Resolution itself lives in core/resolve-region.ts; here it reads the site's region codes
 * (regions.yaml's list, generated into dist/generated/regions.ts).
 */
import { REGION_CODES, regionTable } from '../../dist/generated/regions.ts';
import type { RegionCode, RegionsDocument } from '../../dist/generated/types.ts';
import { normalizePath, resolveRegion as resolveAmong, splitPath, type ResolvedRegion } from '../../core/resolve-region.ts';

export { REGION_CODES } from '../../dist/generated/regions.ts';
export { normalizePath, splitPath } from '../../core/resolve-region.ts';

/** Whether `value` is one of the site's region codes (exact, lower-case). */
export function isRegionCode(value: unknown): value is RegionCode {
  return (REGION_CODES as readonly unknown[]).includes(value);
}

/**
 * The region of a URL pathname and its logical path, or where to redirect (core/resolve-region.ts).
 *
 * @example
 * resolveRegion('/fr/manuals/') // => { kind: 'region', region: 'fr', logicalPath: '/manuals' }
 * resolveRegion('/cn/manuals')  // => { kind: 'redirect', location: '/manuals' }
 */
export function resolveRegion(pathname: string, unprefixed: RegionCode = regionTable.unprefixedRegion): ResolvedRegion<RegionCode> {
  return resolveAmong(pathname, REGION_CODES, unprefixed);
}

/**
 * The URL path of a logical path in a region; `?query` and `#hash` are kept.
 *
 * @example
 * regionPath('fr', '/', prefixes)          // => '/fr'
 * regionPath('fr', '/manuals?x=1', prefixes) // => '/fr/manuals?x=1'
 * regionPath('cn', '/manuals', prefixes)   // => '/manuals'
 */
export function regionPath(region: RegionCode, logicalPath: string, prefixes: Record<RegionCode, string>): string {
  const { pathname, suffix } = splitPath(logicalPath);
  const path = normalizePath(pathname);
  const prefix = prefixes[region];
  if (prefix === '') return path + suffix;
  return (path === '/' ? `/${prefix}` : `/${prefix}${path}`) + suffix;
}

/**
 * The path prefix of every region, from the region table.
 *
 * @example
 * regionPrefixes(regionTable).fr // => 'fr'
 */
export function regionPrefixes(table: RegionsDocument): Record<RegionCode, string> {
  const prefixes = {} as Record<RegionCode, string>;
  for (const code of REGION_CODES) prefixes[code] = table.regions[code].prefix;
  return prefixes;
}

/** The region whose prefix opens an in-site path written with its prefix (/us/x → us, /x → the unprefixed region). */
export function regionOfPath(path: string, table: RegionsDocument): RegionCode {
  const segment = /^\/([^/?#]*)/.exec(path)?.[1] ?? '';
  if (segment !== '') {
    for (const code of REGION_CODES) if (table.regions[code].prefix === segment) return code;
  }
  return table.unprefixedRegion;
}

/**
 * The href of a link written in YAML, as seen from the current region: an
 * in-site path served by another host (the cn host swap) becomes an absolute
 * URL on that host; anything else is returned unchanged.
 *
 * @example
 * hrefFor('/us/flagship-bumblebee', 'cn', regionTable) // => 'https://www.mechanova.example/us/flagship-bumblebee'
 * hrefFor('/manuals', 'us', regionTable)               // => 'https://cn.mechanova.example/manuals'
 * hrefFor('/fr/manuals', 'us', regionTable)            // => '/fr/manuals'
 */
export function hrefFor(target: string, currentRegion: RegionCode, table: RegionsDocument): string {
  // Only site-absolute paths are in-site; '//host' is protocol-relative and external.
  if (!target.startsWith('/') || target.startsWith('//')) return target;
  const targetHost = table.regions[regionOfPath(target, table)].host;
  if (targetHost === table.regions[currentRegion].host) return target;
  return table.hosts[targetHost].replace(/\/+$/, '') + target;
}
