/**
 * Preview on any build (docs/operations.md "Server settings", PREVIEW_SECRET): whoever
 * posts PREVIEW_SECRET in the form of `/preview` gets a signed, HTTP-only cookie,
 * and with it `?at=<instant>` renders the site as of that instant. Without a
 * valid cookie `?at=` is ignored and the visitor gets the public (cached) page.
 *
 * The cookie holds only its expiry and an HMAC of it under the secret: nothing
 * to read, nothing to forge without the secret, and rotating the secret
 * revokes every cookie given out.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { PREVIEW_COOKIE } from '../shared/storage-keys.ts';
import { safeFromPath } from '../shared/guard.ts';

export const PREVIEW_PATH = '/preview';
/** A working day: long enough to check a campaign, short enough that a forgotten browser does not keep it. */
export const PREVIEW_TTL_SECONDS = 8 * 60 * 60;
/** Shorter secrets are refused at start (settings.ts): the secret is the only thing between anyone and preview. */
export const PREVIEW_SECRET_MIN_LENGTH = 16;

const LABEL = 'mechanova-preview-v1';

function mac(secret: string, expires: number): Buffer {
  return createHmac('sha256', secret).update(`${LABEL}\n${expires}`).digest();
}

function equalBytes(a: Buffer, b: Buffer): boolean {
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The value of the cookie named `name` in a Cookie header, or undefined. */
export function cookieValue(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return undefined;
}

export interface PreviewAccess {
  /** Whether a candidate equals the secret (constant time, whatever its length). */
  isSecret(candidate: string | null | undefined): boolean;
  /** A cookie value valid until now + PREVIEW_TTL_SECONDS. */
  issue(now: number): string;
  /** Whether a Cookie header carries a preview cookie signed with the secret and not expired. */
  admits(cookieHeader: string | undefined, now: number): boolean;
}

/**
 * @example
 * const access = createPreviewAccess('a-long-random-preview-secret');
 * access.admits(`${PREVIEW_COOKIE}=${access.issue(Date.now())}`, Date.now()) // => true
 * access.admits(`${PREVIEW_COOKIE}=9999999999999.forged`, Date.now())       // => false
 */
export function createPreviewAccess(secret: string): PreviewAccess {
  const secretDigest = createHmac('sha256', LABEL).update(secret).digest();
  return {
    isSecret(candidate) {
      if (!candidate) return false;
      // Comparing digests keeps the time independent of where, or whether, the lengths differ.
      return equalBytes(createHmac('sha256', LABEL).update(candidate).digest(), secretDigest);
    },
    issue(now) {
      const expires = now + PREVIEW_TTL_SECONDS * 1000;
      return `${expires}.${mac(secret, expires).toString('base64url')}`;
    },
    admits(cookieHeader, now) {
      const value = cookieValue(cookieHeader, PREVIEW_COOKIE);
      const match = value ? /^(\d{13})\.([A-Za-z0-9_-]{43})$/.exec(value) : null;
      if (!match) return false;
      const expires = Number(match[1]);
      if (!(expires > now)) return false;
      return equalBytes(Buffer.from(match[2]!, 'base64url'), mac(secret, expires));
    },
  };
}

/**
 * Where `/preview` sends the visitor after setting the cookie: the `to` query
 * when it is a same-site path (never another host), else the site's root.
 *
 * @example
 * previewTarget('/us/black-friday?at=2024-11-20T12:00:00-05:00') // => '/us/black-friday?at=2024-11-20T12:00:00-05:00'
 * previewTarget('//evil.example')                                // => '/'
 */
export function previewTarget(to: string | null | undefined): string {
  return safeFromPath(to) ?? '/';
}

/** The Set-Cookie header: HTTP-only, same-site lax, Secure over HTTPS, for the whole site. */
export function previewCookieHeader(value: string, https: boolean, maxAgeSeconds = PREVIEW_TTL_SECONDS): string {
  return `${PREVIEW_COOKIE}=${value}; Path=/; Max-Age=${maxAgeSeconds}; HttpOnly; SameSite=Lax${https ? '; Secure' : ''}`;
}
