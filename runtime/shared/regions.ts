/**
 * Region-aware paths and hrefs (seed 000 §2.1, docs/decisions.md D7), over the region table.
 * Resolution itself lives in resolve-region.ts and is re-exported here.
 */
import type { RegionsDocument } from '../../dist/generated/types.ts';
import { REGION_CODES, type RegionCode } from '../../core/region-codes.ts';
import { normalizePath, splitPath } from '../../core/resolve-region.ts';

export { REGION_CODES, isRegionCode } from '../../core/region-codes.ts';
export { normalizePath, resolveRegion, splitPath } from '../../core/resolve-region.ts';

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
