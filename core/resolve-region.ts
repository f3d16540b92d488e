/**
 * Region resolution (seed 000 §2.1, docs/decisions.md D7): the region is the first path
 * segment, lower-cased; the unprefixed region (cn) has none, and `/cn/…`
 * redirects to `/…`. Dependency-free, so codegen's link check reads paths the
 * way the site routes them; the region codes are passed in (regions.yaml's list:
 * codegen's own, the site's from dist/generated/regions.ts).
 */

export type ResolvedRegion<C extends string = string> = { kind: 'region'; region: C; logicalPath: string } | { kind: 'redirect'; location: string };

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
 * const codes = ['us', 'fr', 'cn'];
 * resolveRegion('/fr/manuals/', codes, 'cn') // => { kind: 'region', region: 'fr', logicalPath: '/manuals' }
 * resolveRegion('/manuals', codes, 'cn')     // => { kind: 'region', region: 'cn', logicalPath: '/manuals' }
 * resolveRegion('/cn/manuals', codes, 'cn')  // => { kind: 'redirect', location: '/manuals' }
 * resolveRegion('/FR/manuals', codes, 'cn')  // => { kind: 'redirect', location: '/fr/manuals' }
 */
export function resolveRegion<C extends string>(pathname: string, codes: readonly C[], unprefixed: C): ResolvedRegion<C> {
  const path = normalizePath(splitPath(pathname).pathname);
  const match = /^\/([^/]*)(.*)$/.exec(path);
  const segment = match?.[1] ?? '';
  const rest = normalizePath(match?.[2] ?? '');
  const code = codes.find((c) => c === segment.toLowerCase());
  if (code === undefined) return { kind: 'region', region: unprefixed, logicalPath: path };
  if (code === unprefixed) return { kind: 'redirect', location: rest };
  if (segment !== code) return { kind: 'redirect', location: rest === '/' ? `/${code}` : `/${code}${rest}` };
  return { kind: 'region', region: code, logicalPath: rest };
}
