/**
 * The client's address for the rate limits. Behind proxies, each proxy appends the address it was called
 * from to X-Forwarded-For, so only the last entries are written by proxies one trusts; what comes before them
 * is the client's to write. TRUST_PROXY=<n> says how many trusted proxies stand in front of the service (a
 * load balancer: 1; a CDN and a load balancer: 2); the address is then the n-th entry from the right
 * (taking the leftmost would let a client pick a new address for each request).
 */

/** The longest address kept (an IPv6 address with a zone is well under it); a longer entry is cut. */
const MAX_ADDRESS_LENGTH = 64;

/**
 * The client address that `trustedProxies` proxies vouch for, or undefined when the header has fewer
 * entries than there are proxies (the request did not come through all of them) or none is trusted.
 *
 * @example
 * forwardedClient('203.0.113.9, 10.0.0.1', 1)              // => '10.0.0.1' (the load balancer saw 10.0.0.1)
 * forwardedClient('spoofed, 198.51.100.7, 10.0.0.1', 2)    // => '198.51.100.7'
 * forwardedClient('198.51.100.7', 2)                       // => undefined
 */
export function forwardedClient(header: string | undefined, trustedProxies: number): string | undefined {
  if (!header || trustedProxies < 1) return undefined;
  const entries = header.split(',').map((entry) => entry.trim());
  const entry = entries[entries.length - trustedProxies];
  return entry ? entry.slice(0, MAX_ADDRESS_LENGTH) : undefined;
}

/**
 * TRUST_PROXY: the number of trusted proxies, 0 when unset. Anything but a whole number from 0 to 10 is
 * refused at start, saying what to write.
 *
 * @example
 * trustedProxyCount('2') // => 2
 */
export function trustedProxyCount(value: string | undefined): number {
  if (value === undefined || value === '') return 0;
  if (!/^\d+$/.test(value) || Number(value) > 10)
    throw new Error(`TRUST_PROXY=${value}: write the number of proxies in front of the service that append to X-Forwarded-For (e.g. 1 for one load balancer), or leave it unset.`);
  return Number(value);
}

/**
 * A request's client address: what the trusted proxies vouch for, else the socket's (shared by the service's
 * rate limits and the site server's preview limit).
 *
 * @example
 * requestAddress('spoofed, 198.51.100.7', '10.0.0.1', 1) // => '198.51.100.7'
 * requestAddress('spoofed', '10.0.0.1', 0)               // => '10.0.0.1'
 */
export function requestAddress(forwardedFor: string | undefined, socketAddress: string | undefined, trustedProxies: number): string {
  return forwardedClient(forwardedFor, trustedProxies) ?? socketAddress ?? 'unknown';
}

/**
 * The client address of a request as @hono/node-server hands it to an app (the Node request is `env.incoming`):
 * what the trusted proxies vouch for, else the socket's. The one place that reads the socket.
 */
export function contextAddress(c: { req: { header(name: string): string | undefined }; env: unknown }, trustedProxies: number): string {
  const incoming = (c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)?.incoming;
  return requestAddress(c.req.header('x-forwarded-for'), incoming?.socket?.remoteAddress, trustedProxies);
}
