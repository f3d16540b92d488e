import { describe, expect, it } from 'vitest';
import { contextAddress, forwardedClient, trustedProxyCount } from './client-address.ts';

describe('forwardedClient', () => {
  it.each([
    ['198.51.100.7', 1, '198.51.100.7'],
    ['203.0.113.9, 198.51.100.7', 1, '198.51.100.7'],
    ['spoofed, 198.51.100.7, 10.0.0.1', 2, '198.51.100.7'],
    ['  2001:db8::1 ,10.0.0.1', 2, '2001:db8::1'],
    ['198.51.100.7', 2, undefined],
    ['198.51.100.7', 0, undefined],
    [undefined, 1, undefined],
    ['', 1, undefined],
    ['198.51.100.7, ', 1, undefined],
  ] as const)('%j behind %i proxies → %j', (header, proxies, expected) => {
    expect(forwardedClient(header, proxies)).toBe(expected);
  });

  it('cuts an absurdly long entry', () => {
    expect(forwardedClient('x'.repeat(500), 1)).toHaveLength(64);
  });
});

describe('trustedProxyCount', () => {
  it('reads a whole number of proxies, 0 when unset', () => {
    expect(trustedProxyCount(undefined)).toBe(0);
    expect(trustedProxyCount('')).toBe(0);
    expect(trustedProxyCount('1')).toBe(1);
    expect(trustedProxyCount('2')).toBe(2);
  });

  it('refuses anything else, saying what to write', () => {
    for (const value of ['true', 'yes', '-1', '1.5', '11']) expect(() => trustedProxyCount(value)).toThrow(/number of proxies/);
  });
});

describe('contextAddress', () => {
  const context = (forwardedFor: string | undefined, remoteAddress: string | undefined) => ({
    req: { header: (name: string) => (name === 'x-forwarded-for' ? forwardedFor : undefined) },
    env: { incoming: { socket: { remoteAddress } } },
  });

  it("takes the trusted proxies' entry, else the socket's address", () => {
    expect(contextAddress(context('spoofed, 198.51.100.7', '10.0.0.1'), 1)).toBe('198.51.100.7');
    expect(contextAddress(context('spoofed', '10.0.0.1'), 0)).toBe('10.0.0.1');
    expect(contextAddress({ req: { header: () => undefined }, env: undefined }, 1)).toBe('unknown');
  });
});
