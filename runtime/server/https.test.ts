import { describe, expect, it } from 'vitest';
import { isHttpsRequest } from './https.ts';

describe('isHttpsRequest', () => {
  it.each([
    [{ encrypted: true, forwardedProto: undefined, trustProxy: false }, true],
    [{ encrypted: true, forwardedProto: 'http', trustProxy: true }, true],
    [{ encrypted: false, forwardedProto: 'https', trustProxy: true }, true],
    [{ encrypted: false, forwardedProto: 'HTTPS', trustProxy: true }, true],
    [{ encrypted: false, forwardedProto: 'http, https', trustProxy: true }, true],
    [{ encrypted: false, forwardedProto: undefined, trustProxy: true }, false],
    [{ encrypted: false, forwardedProto: 'http', trustProxy: true }, false],
    // The client's own X-Forwarded-Proto comes first; the proxy's value is the last.
    [{ encrypted: false, forwardedProto: 'https, http', trustProxy: true }, false],
    [{ encrypted: false, forwardedProto: 'https', trustProxy: false }, false],
    [{ encrypted: false, forwardedProto: 'httpsx', trustProxy: true }, false],
    [{ encrypted: false, forwardedProto: ['https'], trustProxy: true }, false],
  ] as const)('%j → %s', (request, expected) => {
    expect(isHttpsRequest(request)).toBe(expected);
  });
});
