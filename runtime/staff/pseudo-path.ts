/**
 * Where the pseudo-locale's pages are (pseudo-locale.ts): apart from the transform, which only Vike's server
 * build loads (it reads the schemas through import.meta.glob), so the HTTP app knows the paths without it.
 */

/** The path prefix of the pseudo-locale's pages: /pseudo/support is the us page /us/support, pseudo-localized. */
export const PSEUDO_PREFIX = '/pseudo';

/**
 * The page a /pseudo/… path shows, or undefined for any other path: the us page of the rest of the path, or,
 * when the rest starts with another region's code, that region's page (`prefixes`: each region's path prefix,
 * regions.yaml `prefix`, '' for the unprefixed region). Other regions are for the kinds of page us has none
 * of (de's Impressum, jp's warranty page); a us page is never at a path whose first segment is a region code.
 *
 * @example
 * pseudoTarget('/pseudo', prefixes)                // => '/us'
 * pseudoTarget('/pseudo/support', prefixes)        // => '/us/support'
 * pseudoTarget('/pseudo/de/impressum', prefixes)   // => '/de/impressum'
 * pseudoTarget('/pseudo/cn/about-us', prefixes)    // => '/about-us' (cn is unprefixed)
 * pseudoTarget('/pseudonym', prefixes)             // => undefined
 */
export function pseudoTarget(pathname: string, prefixes: Readonly<Record<string, string>>): string | undefined {
  if (pathname !== PSEUDO_PREFIX && !pathname.startsWith(`${PSEUDO_PREFIX}/`)) return undefined;
  const rest = pathname.slice(PSEUDO_PREFIX.length).replace(/\/$/, '');
  const code = /^\/([^/]+)/.exec(rest)?.[1];
  if (code !== undefined && code !== 'us' && Object.hasOwn(prefixes, code)) {
    const prefix = prefixes[code] ? `/${prefixes[code]}` : '';
    return `${prefix}${rest.slice(code.length + 1)}` || '/';
  }
  return `/us${rest}`;
}
