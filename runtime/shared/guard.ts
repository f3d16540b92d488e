/**
 * The account route guard (seed 000 §2.4, §2.5): routes that routes.yaml marks
 * `meta: { auth: true }` need a session; the visitor goes to the region's
 * /login with a fromPath query, which is read back only when it is a same-site path.
 */
import type { RouteEntry } from '../../dist/generated/routes.ts';
import type { RegionCode } from '../../dist/generated/types.ts';
import { matchRoute } from '../../core/routing.ts';
import { normalizePath, regionPath, splitPath } from './regions.ts';

/** A logical path and the paths above it, nearest first: '/account/orders' -> '/account/orders', '/account', '/'. */
function selfAndAncestors(logicalPath: string): string[] {
  const segments = normalizePath(splitPath(logicalPath).pathname).split('/').filter(Boolean);
  return segments.map((_, i) => `/${segments.slice(0, segments.length - i).join('/')}`).concat('/');
}

/**
 * Whether a path of a region needs a logged-in session: its route, or the
 * route of a path above it, has `auth` in routes.yaml — so a page under the
 * account that is not registered (yet) is guarded too. The query and hash
 * do not count.
 *
 * @example
 * needsLogin(routes, 'us', '/account')        // => true  (routes.yaml: meta: { auth: true })
 * needsLogin(routes, 'us', '/account/orders') // => true  (below it)
 * needsLogin(routes, 'us', '/manuals')        // => false
 */
export function needsLogin(routes: readonly RouteEntry[], region: RegionCode, logicalPath: string): boolean {
  return selfAndAncestors(logicalPath).some((path) => matchRoute(routes, region, path)?.meta.auth === true);
}

// C0 and C1 control characters, DEL included; browsers strip tab and newline from URLs, so '/\t/evil.com' is '//evil.com'.
const CONTROL = /[\u0000-\u001F\u007F-\u009F]/;
const SCHEME = /^[A-Za-z][A-Za-z0-9+.-]*:/;
const BASE = 'https://x.invalid';
// Each round peels one layer of encoding (%252F → %2F → /); more layers than this is not a path anyone wrote.
const MAX_DECODE_ROUNDS = 8;

/** A site-absolute path that no browser or server reading of it can take off the site. */
function isPlainPath(path: string): boolean {
  return path.startsWith('/') && !path.startsWith('//') && !path.includes('\\') && !CONTROL.test(path) && !SCHEME.test(path);
}

/** Decodes ASCII percent-escapes only: a stray '%' stays, and multi-byte escapes cannot spell '/', '\' or a control character. */
function decodeAsciiEscapes(text: string): string {
  return text.replace(/%([0-7][0-9A-Fa-f])/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

/**
 * The fromPath query value as a same-site path (path, search and hash), or
 * undefined when it could lead anywhere else — also once percent-decoded, any
 * number of times.
 *
 * @example
 * safeFromPath('/fr/account?tab=orders') // => '/fr/account?tab=orders'
 * safeFromPath('//evil.com')             // => undefined
 * safeFromPath('/%2F%2Fevil.com')        // => undefined
 */
export function safeFromPath(value: string | null | undefined): string | undefined {
  if (!value) return undefined;
  let layer = value;
  for (let round = 0; ; round += 1) {
    if (!isPlainPath(layer)) return undefined;
    const decoded = decodeAsciiEscapes(layer);
    if (decoded === layer) break;
    if (round === MAX_DECODE_ROUNDS) return undefined;
    layer = decoded;
  }
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return undefined;
  }
  if (url.origin !== BASE) return undefined;
  const path = url.pathname + url.search + url.hash;
  // Dot segments can turn '/..//evil.com' into the path '//evil.com'.
  return isPlainPath(path) ? path : undefined;
}

/**
 * Where the guard sends a visitor without a session: the region's login page,
 * with the path they tried to reach as fromPath (dropped when not same-site).
 *
 * @example
 * loginLocation('fr', '/fr/account', prefixes) // => '/fr/login?fromPath=%2Ffr%2Faccount'
 * loginLocation('cn', '/account', prefixes)    // => '/login?fromPath=%2Faccount'
 */
export function loginLocation(region: RegionCode, intendedPath: string, prefixes: Record<RegionCode, string>): string {
  const login = regionPath(region, '/login', prefixes);
  const fromPath = safeFromPath(intendedPath);
  return fromPath === undefined ? login : `${login}?fromPath=${encodeURIComponent(fromPath)}`;
}
