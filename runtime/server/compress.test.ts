import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { compress, isCompressible, pickEncoding } from './compress.ts';

describe('pickEncoding', () => {
  it('answers identity when the client sends no Accept-Encoding', () => {
    expect(pickEncoding(undefined)).toBeUndefined();
    expect(pickEncoding('')).toBeUndefined();
  });

  it('prefers brotli when both are accepted', () => {
    expect(pickEncoding('gzip, deflate, br')).toBe('br');
    expect(pickEncoding('br, gzip')).toBe('br');
    expect(pickEncoding('gzip;q=1.0, br;q=0.5')).toBe('br');
  });

  it('falls back to gzip', () => {
    expect(pickEncoding('gzip, deflate')).toBe('gzip');
    expect(pickEncoding('deflate, gzip;q=0.8')).toBe('gzip');
  });

  it('refuses an encoding given q=0', () => {
    expect(pickEncoding('br;q=0, gzip')).toBe('gzip');
    expect(pickEncoding('gzip, br; q=0')).toBe('gzip');
    expect(pickEncoding('br;q=0.0, gzip;q=0')).toBeUndefined();
    expect(pickEncoding('br;q=0.000')).toBeUndefined();
  });

  it('accepts a small positive q', () => {
    expect(pickEncoding('br;q=0.001')).toBe('br');
  });

  it('reads names case-insensitively and tolerates spaces', () => {
    expect(pickEncoding('  GZIP ,  BR ')).toBe('br');
    expect(pickEncoding('Gzip')).toBe('gzip');
  });

  it('answers identity for encodings it does not produce', () => {
    expect(pickEncoding('deflate')).toBeUndefined();
    expect(pickEncoding('identity')).toBeUndefined();
    expect(pickEncoding('zstd')).toBeUndefined();
  });
});

describe('isCompressible', () => {
  it('compresses text, JSON, JavaScript, XML and SVG from 512 bytes on', () => {
    for (const type of [
      'text/html; charset=utf-8',
      'text/css',
      'text/javascript',
      'application/json',
      'application/javascript',
      'application/xml; charset=utf-8',
      'application/ld+json',
      'application/manifest+json',
      'image/svg+xml',
    ]) {
      expect(isCompressible(type, 512), type).toBe(true);
    }
  });

  it('leaves bodies under 512 bytes alone', () => {
    expect(isCompressible('text/html; charset=utf-8', 511)).toBe(false);
    expect(isCompressible('application/json', 0)).toBe(false);
  });

  it('leaves already compressed formats and unknown types alone', () => {
    for (const type of ['image/png', 'image/webp', 'image/jpeg', 'font/woff2', 'application/octet-stream', 'application/zip']) {
      expect(isCompressible(type, 100_000), type).toBe(false);
    }
    expect(isCompressible(undefined, 100_000)).toBe(false);
    expect(isCompressible(null, 100_000)).toBe(false);
  });
});

describe('compress', () => {
  const page = new TextEncoder().encode(`<!doctype html><html><body>${'<p>Flagship Bumblebee — voice controlled</p>'.repeat(200)}é</body></html>`);

  it('round-trips through brotli', () => {
    const encoded = compress(page, 'br');
    expect(new Uint8Array(brotliDecompressSync(encoded))).toEqual(page);
    expect(encoded.length).toBeLessThan(page.length);
  });

  it('round-trips through gzip', () => {
    const encoded = compress(page, 'gzip');
    expect(new Uint8Array(gunzipSync(encoded))).toEqual(page);
    expect(encoded.length).toBeLessThan(page.length);
  });

  it('round-trips an empty body', () => {
    const empty = new Uint8Array(0);
    expect(brotliDecompressSync(compress(empty, 'br')).length).toBe(0);
    expect(gunzipSync(compress(empty, 'gzip')).length).toBe(0);
  });
});
