/**
 * Region resolution and region-aware paths (seed 000 §2.1, DESIGN §4): the
 * region is the first path segment, lower-cased; the unprefixed region (cn)
 * has none, and `/cn/…` redirects to `/…`.
 */
import type { RegionCode, RegionsDocument } from '../../dist/generated/types.ts';

/** Every region code, in the order the seeds list them. */
export const REGION_CODES = ['us', 'uk', 'eu', 'fr', 'de', 'kr', 'jp', 'cn'] as const;

export type ResolvedRegion =
  | { kind: 'region'; region: RegionCode; logicalPath: string }
  | { kind: 'redirect'; location: string };

/** Whether `value` is one of the region codes (exact, lower-case). */
export function isRegionCode(value: string): value is RegionCode {
  return (REGION_CODES as readonly string[]).includes(value);
}

/** Cuts `?query` and `#hash` off a path: the part before, and the rest. */
export function splitPath(path: string): { pathname: string; suffix: string } {
  const cut = path.search(/[?#]/);
  return cut === -1 ? { pathname: path, suffix: '' } : { pathname: path.slice(0, cut), suffix: path.slice(cut) };
}

/**
 * '' and '/' are home; any other path loses its trailing slashes and gains a
 * leading one. Backslashes count as slashes and runs of slashes collapse, as
 * browsers read them: a redirect to '//evil.com' or '/\evil.com' would leave the site.
 */
export function normalizePath(pathname: string): string {
  const trimmed = pathname.replace(/[\\/]+/g, '/').replace(/\/$/, '');
  if (trimmed === '') return '/';
  return trimmed.startsWith('/') ? trimmed : `/${trimmed}`;
}

/**
 * Reads the region from a URL pathname and returns the logical path (without
 * the prefix), or the canonical location to redirect to. Only the pathname is
 * read: a `?query` or `#hash` in `pathname` is dropped, so callers append the
 * request's search to a redirect location themselves.
 *
 * @example
 * resolveRegion('/fr/manuals/') // => { kind: 'region', region: 'fr', logicalPath: '/manuals' }
 * resolveRegion('/manuals')     // => { kind: 'region', region: 'cn', logicalPath: '/manuals' }
 * resolveRegion('/cn/manuals')  // => { kind: 'redirect', location: '/manuals' }
 * resolveRegion('/FR/manuals')  // => { kind: 'redirect', location: '/fr/manuals' }
 */
export function resolveRegion(pathname: string, unprefixed: RegionCode = 'cn'): ResolvedRegion {
  const path = normalizePath(splitPath(pathname).pathname);
  const match = /^\/([^/]*)(.*)$/.exec(path);
  const segment = match?.[1] ?? '';
  const rest = normalizePath(match?.[2] ?? '');
  const code = segment.toLowerCase();
  if (!isRegionCode(code)) return { kind: 'region', region: unprefixed, logicalPath: path };
  if (code === unprefixed) return { kind: 'redirect', location: rest };
  if (segment !== code) return { kind: 'redirect', location: rest === '/' ? `/${code}` : `/${code}${rest}` };
  return { kind: 'region', region: code, logicalPath: rest };
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
