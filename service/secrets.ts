/**
 * Secrets at rest: random tokens stored only as SHA-256 digests, one-time codes
 * as HMACs under the service secret (six digits would fall to a plain hash),
 * passwords as Argon2id, outbox messages sealed with AES-256-GCM. Every
 * comparison of a digest is constant-time.
 */
import { hash as argon2Hash, verify as argon2Verify } from '@node-rs/argon2';
import { createCipheriv, createDecipheriv, createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** A fresh 32-byte random token, base64url (43 characters). */
export const randomToken = (): string => randomBytes(32).toString('base64url');

/** A fresh 6-digit code, uniformly drawn. */
export const randomCode = (): string => String(randomInt(0, 1_000_000)).padStart(6, '0');

export const sha256 = (value: string): string => createHash('sha256').update(value).digest('hex');

/** Constant-time equality of two hex digests (false when the lengths differ). */
export function sameDigest(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && left.length > 0 && timingSafeEqual(left, right);
}

export interface Secrets {
  /** HMAC of a one-time code, bound to what it was issued for. */
  codeDigest(code: string, scope: string): string;
  /** A short keyed digest of a value kept in a rate-limit key (an address, an e-mail): the table holds neither in clear. */
  keyDigest(value: string): string;
  seal(plain: string): string;
  open(sealed: string): string;
}

/** Keys derived from the service secret (SERVICE_SECRET; a per-install file in development). */
export function createSecrets(serviceSecret: string): Secrets {
  if (serviceSecret.length < 32) throw new Error('The service secret must be at least 32 characters long.');
  const macKey = createHash('sha256').update(`code-mac\n${serviceSecret}`).digest();
  const sealKey = createHash('sha256').update(`outbox-seal\n${serviceSecret}`).digest();
  const limitKey = createHash('sha256').update(`rate-limit-key\n${serviceSecret}`).digest();
  return {
    codeDigest: (code, scope) => createHmac('sha256', macKey).update(`${scope}\n${code}`).digest('hex'),
    keyDigest: (value) => createHmac('sha256', limitKey).update(value).digest('base64url').slice(0, 22),
    seal(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', sealKey, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return [iv, cipher.getAuthTag(), body].map((part) => part.toString('base64url')).join('.');
    },
    open(sealed) {
      const [iv, tag, body] = sealed.split('.').map((part) => Buffer.from(part, 'base64url'));
      if (!iv || !tag || !body) throw new Error('Malformed sealed message');
      const decipher = createDecipheriv('aes-256-gcm', sealKey, iv);
      decipher.setAuthTag(tag);
      return Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
    },
  };
}

/**
 * Argon2id cost. `production` is OWASP's first recommendation (19 MiB, 2 passes);
 * `test` is cheap and must be asked for explicitly (createService({ passwordCost: 'test' })).
 */
export type PasswordCost = 'production' | 'test';
const costs = {
  production: { memoryCost: 19_456, timeCost: 2, parallelism: 1 },
  test: { memoryCost: 1_024, timeCost: 1, parallelism: 1 },
} as const;

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  /** False for a wrong password or a missing hash (still spends the time of a check). */
  verify(password: string, hash: string | null): Promise<boolean>;
}

export function createPasswordHasher(cost: PasswordCost = 'production'): PasswordHasher {
  const options = { ...costs[cost], algorithm: 2 /* Argon2id */ } as const;
  // Checked against when the account has no password or does not exist, so timing does not tell.
  let dummy: Promise<string> | undefined;
  return {
    hash: (password) => argon2Hash(password, options),
    async verify(password, hash) {
      if (hash === null) {
        dummy ??= argon2Hash(randomToken(), options);
        await argon2Verify(await dummy, password).catch(() => false);
        return false;
      }
      return argon2Verify(hash, password).catch(() => false);
    },
  };
}
