import type { RegionCode } from '../../dist/generated/types.ts';
import { resolveRegion } from '../shared/regions.ts';
import { isServedElsewhere } from '../../core/routing.ts';

/** What asking the fallback origin came to. */
export type ProxyOutcome =
  /** Its answer, to pass on (headers already filtered, a same-origin redirect rewritten). */
  | { kind: 'answer'; status: number; headers: Record<string, string>; body: Uint8Array }
  /** It has no such page either: our localized 404 stands. */
  | { kind: 'not-found' }
  /** It could not be reached, timed out, or redirected off its origin: our 404, never cached. */
  | { kind: 'failed'; reason: string };

/**
 * Response headers passed on from the origin. An allow-list rather than a
 * deny-list: Set-Cookie (another system's session on our host), hop-by-hop
 * headers (Connection, Keep-Alive, Transfer-Encoding, whatever Connection
 * names) and Content-Encoding/-Length (fetch has decoded the body) are
 * dropped, and so is anything added to the origin later. Ours (security
 * headers, Vary) are set by the app.
 */
const PASSED_HEADERS = new Set(['content-type', 'content-language', 'content-disposition', 'cache-control', 'expires', 'last-modified', 'etag', 'retry-after']);

/**
 * An encoded slash, backslash or NUL in a path: the origin may decode it into
 * a path outside the one it was asked for (`/about-us/..%2F..%2Fadmin`).
 */
const ENCODED_SEPARATOR = /%2f|%5c|%00/i;

/**
 * The origin's URL for a request path: its origin, then the path and query.
 * `new URL(path, origin)` would read a path starting `//host` as another host;
 * concatenating after the origin cannot, and the result is checked anyway.
 * Undefined when the result is not on the origin.
 *
 * @example
 * upstreamUrl('https://legacy.example', '//evil.example/x', '')?.href // => 'https://legacy.example//evil.example/x'
 */
export function upstreamUrl(origin: string, pathname: string, search: string): URL | undefined {
  const base = new URL(origin);
  if (!pathname.startsWith('/')) return undefined;
  let url: URL;
  try {
    url = new URL(`${base.origin}${pathname}${search}`);
  } catch {
    return undefined;
  }
  return url.origin === base.origin ? url : undefined;
}

/**
 * A redirect of the origin as a Location of ours: same-origin targets become
 * site-absolute paths (leading slashes collapsed, so '//evil.example' cannot
 * come out of it); any other origin is refused (undefined).
 *
 * @example
 * rewriteLocation('https://legacy.example/us/dl?x=1', new URL('https://legacy.example/us/download-center')) // => '/us/dl?x=1'
 * rewriteLocation('https://evil.example/', new URL('https://legacy.example/us/download-center'))            // => undefined
 */
export function rewriteLocation(location: string, upstream: URL): string | undefined {
  let target: URL;
  try {
    target = new URL(location, upstream);
  } catch {
    return undefined;
  }
  if (target.origin !== upstream.origin) return undefined;
  return `/${target.pathname.replace(/^\/+/, '')}${target.search}${target.hash}`;
}

/** The origin's headers that we pass on, lower-cased (see PASSED_HEADERS). */
export const passedHeaders = (headers: Headers): Record<string, string> => Object.fromEntries([...headers].filter(([name]) => PASSED_HEADERS.has(name)));

interface FallbackProxyOptions {
  /** FALLBACK_ORIGIN. */
  origin: string;
  servedElsewhere: readonly { path: string; regions: readonly RegionCode[] }[];
  unprefixedRegion: RegionCode;
  fetchImpl?: typeof fetch;
  /** Longest wait for the origin's whole answer; below the 10 s shutdown grace, so a proxied request can finish. */
  timeoutMs?: number;
  /** The largest answer passed on; a larger one is dropped as it arrives (otherwise a 300 MB answer is held in memory whole). */
  maxBytes?: number;
}

/** The default largest answer of the fallback origin: its pages, not downloads. */
export const FALLBACK_MAX_BYTES = 10 * 1024 * 1024;

/** The body read chunk by chunk, or undefined once it passes `maxBytes` (the rest is not read). */
async function readCapped(body: ReadableStream<Uint8Array> | null, maxBytes: number): Promise<Uint8Array | undefined> {
  if (!body) return new Uint8Array();
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      return undefined;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks, size);
}

/**
 * The proxy to FALLBACK_ORIGIN for the paths routes.yaml declares as served
 * elsewhere — and only those, matched in the region the site routes the path
 * to. Redirects are not followed: a 3xx is passed on with a same-origin
 * Location rewritten to ours, and refused when it points anywhere else.
 *
 * @example
 * const proxy = createFallbackProxy({ origin: 'https://legacy.example', servedElsewhere, unprefixedRegion: 'cn' });
 * if (proxy.serves('/us/download-center')) await proxy.fetch('/us/download-center', '', 'text/html');
 */
export function createFallbackProxy({ origin, servedElsewhere, unprefixedRegion, fetchImpl = fetch, timeoutMs = 8000, maxBytes = FALLBACK_MAX_BYTES }: FallbackProxyOptions) {
  return {
    serves(pathname: string): boolean {
      if (ENCODED_SEPARATOR.test(pathname)) return false;
      const resolved = resolveRegion(pathname, unprefixedRegion);
      return resolved.kind === 'region' && isServedElsewhere(servedElsewhere, resolved.region, resolved.logicalPath);
    },

    async fetch(pathname: string, search: string, accept: string | undefined): Promise<ProxyOutcome> {
      const url = upstreamUrl(origin, pathname, search);
      if (!url) return { kind: 'failed', reason: `${pathname} does not stay on the fallback origin` };
      try {
        const signal = AbortSignal.timeout(timeoutMs);
        const answer = await fetchImpl(url, { headers: { accept: accept ?? '*/*' }, redirect: 'manual', signal });
        if (answer.status === 404) {
          await answer.body?.cancel();
          return { kind: 'not-found' };
        }
        const headers = passedHeaders(answer.headers);
        const location = answer.headers.get('location');
        if (answer.status >= 300 && answer.status < 400 && location !== null) {
          const rewritten = rewriteLocation(location, url);
          await answer.body?.cancel();
          if (rewritten === undefined) return { kind: 'failed', reason: `the fallback origin redirected ${pathname} off its origin` };
          return { kind: 'answer', status: answer.status, headers: { ...headers, location: rewritten }, body: new Uint8Array() };
        }
        const tooLarge = { kind: 'failed', reason: `the fallback origin's answer to ${pathname} is over ${maxBytes} bytes` } as const;
        if (Number(answer.headers.get('content-length') ?? 0) > maxBytes) {
          await answer.body?.cancel();
          return tooLarge;
        }
        const body = await readCapped(answer.body, maxBytes);
        return body ? { kind: 'answer', status: answer.status, headers, body } : tooLarge;
      } catch (error) {
        return { kind: 'failed', reason: `the fallback origin did not answer ${pathname}: ${error instanceof Error ? error.message : String(error)}` };
      }
    },
  };
}
