/**
 * Whether a request reached us over HTTPS: over TLS itself, or — only when the
 * server runs behind a TLS-terminating proxy that sets it (TRUST_PROXY_HTTPS=1)
 * — as told by X-Forwarded-Proto. Without that setting the header is the
 * client's word and means nothing. The last value counts: a proxy appends its
 * own after whatever the client sent.
 *
 * @example
 * isHttpsRequest({ encrypted: false, forwardedProto: 'https', trustProxy: true })  // => true
 * isHttpsRequest({ encrypted: false, forwardedProto: 'https', trustProxy: false }) // => false
 */
export function isHttpsRequest({ encrypted, forwardedProto, trustProxy }: { encrypted: boolean; forwardedProto: string | readonly string[] | undefined; trustProxy: boolean }): boolean {
  if (encrypted) return true;
  if (!trustProxy || typeof forwardedProto !== 'string') return false;
  return forwardedProto.split(',').at(-1)!.trim().toLowerCase() === 'https';
}
