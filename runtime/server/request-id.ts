import { randomUUID } from 'node:crypto';

/**
 * Letters, digits and `-_.:`, 1 to 64 of them: what a load balancer or tracing
 * header puts there (UUIDs, hex trace ids). Anything else — spaces, quotes,
 * control characters, a megabyte — would end up in our logs and headers.
 */
const SAFE_ID = /^[A-Za-z0-9._:-]{1,64}$/;

/**
 * The id of a request: the incoming `X-Request-Id` when it is a short safe
 * token (so one id follows a request through the proxy in front and our log),
 * else a new UUID.
 *
 * @example
 * requestId('req-42')       // => 'req-42'
 * requestId('a b\nc')       // => a new UUID
 * requestId(undefined)      // => a new UUID
 */
export function requestId(incoming: string | readonly string[] | undefined): string {
  return typeof incoming === 'string' && SAFE_ID.test(incoming) ? incoming : randomUUID();
}
