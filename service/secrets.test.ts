import { describe, expect, it } from 'vitest';
import { createPasswordHasher, createSecrets, randomCode, randomToken, sameDigest, sha256 } from './secrets.ts';

describe('secrets', () => {
  const secrets = createSecrets('x'.repeat(40));

  it('draws 32-byte tokens and 6-digit codes', () => {
    expect(Buffer.from(randomToken(), 'base64url')).toHaveLength(32);
    for (let i = 0; i < 200; i++) expect(randomCode()).toMatch(/^\d{6}$/);
  });

  it('compares digests in constant time, refusing different lengths and empties', () => {
    const d = sha256('a');
    expect(sameDigest(d, sha256('a'))).toBe(true);
    expect(sameDigest(d, sha256('b'))).toBe(false);
    expect(sameDigest(d, d.slice(0, 10))).toBe(false);
    expect(sameDigest('', '')).toBe(false);
  });

  it('binds a code digest to its scope and key', () => {
    expect(secrets.codeDigest('123456', 'a')).toBe(secrets.codeDigest('123456', 'a'));
    expect(secrets.codeDigest('123456', 'a')).not.toBe(secrets.codeDigest('123456', 'b'));
    expect(createSecrets('y'.repeat(40)).codeDigest('123456', 'a')).not.toBe(secrets.codeDigest('123456', 'a'));
  });

  it('seals and opens, and refuses a tampered message', () => {
    const sealed = secrets.seal('code 123456');
    expect(sealed).not.toContain('123456');
    expect(secrets.open(sealed)).toBe('code 123456');
    const [iv, tag, body] = sealed.split('.');
    const flipped = Buffer.from(body!, 'base64url');
    flipped[0] = flipped[0]! ^ 1;
    expect(() => secrets.open([iv, tag, flipped.toString('base64url')].join('.'))).toThrow();
    expect(() => createSecrets('y'.repeat(40)).open(sealed)).toThrow();
  });

  it('refuses a short service secret', () => {
    expect(() => createSecrets('short')).toThrow(/32 characters/);
  });

  it('hashes passwords with Argon2id and verifies them', async () => {
    const hasher = createPasswordHasher('test');
    const hash = await hasher.hash('robots2025');
    expect(hash).toMatch(/^\$argon2id\$/);
    expect(hash).not.toContain('robots2025');
    expect(await hasher.verify('robots2025', hash)).toBe(true);
    expect(await hasher.verify('robots2026', hash)).toBe(false);
    expect(await hasher.verify('robots2025', null)).toBe(false);
    expect(await hasher.verify('robots2025', 'not a hash')).toBe(false);
  });
});
