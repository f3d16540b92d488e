/**
 * Where the pseudo-locale's pages are (pseudo-locale.ts): apart from the transform, which only Vike's server
 * build loads (it reads the schemas through import.meta.glob), so the HTTP app knows the paths without it.
 */

/** `make dev` only (vite-dev.ts): the request was for /pseudo/…; set by the dev server itself, never read by the production server. */
export const PSEUDO_HEADER = 'x-mechanova-pseudo-locale';

/** The path prefix of the pseudo-locale's pages: /pseudo/support is the us page /us/support, pseudo-localized. */
export const PSEUDO_PREFIX = '/pseudo';

/**
 * The us path a /pseudo/… path shows, or undefined for any other path.
 *
 * @example
 * pseudoTarget('/pseudo')          // => '/us'
 * pseudoTarget('/pseudo/support')  // => '/us/support'
 * pseudoTarget('/pseudonym')       // => undefined
 */
export function pseudoTarget(pathname: string): string | undefined {
  if (pathname !== PSEUDO_PREFIX && !pathname.startsWith(`${PSEUDO_PREFIX}/`)) return undefined;
  return `/us${pathname.slice(PSEUDO_PREFIX.length)}`.replace(/\/$/, '') || '/us';
}
