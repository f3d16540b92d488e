import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { byteRange, createStaticFiles } from './static-files.ts';

let workspace: string;
let serve: ReturnType<typeof createStaticFiles>;
const text = (body: Uint8Array | undefined) => new TextDecoder().decode(body);

beforeAll(async () => {
  // workspace/client is the served root; secrets sit beside it.
  workspace = await mkdtemp(join(tmpdir(), 'static-files-'));
  const root = join(workspace, 'client');
  await mkdir(join(root, 'assets', 'chunks.js'), { recursive: true });
  await mkdir(join(root, 'art'), { recursive: true });
  await mkdir(join(workspace, 'client-private'), { recursive: true });
  await writeFile(join(root, 'assets', 'app-3f2a1c.js'), 'console.log("plain")');
  await writeFile(join(root, 'assets', 'app-3f2a1c.js.br'), 'BROTLI-BYTES');
  await writeFile(join(root, 'assets', 'app-3f2a1c.js.gz'), 'GZIP-BYTES');
  await writeFile(join(root, 'assets', 'style-9b8c7d.css'), 'body{}');
  await writeFile(join(root, 'art', 'hero.png'), 'PNG');
  await writeFile(join(root, 'art', 'hero.webp'), 'WEBP');
  await writeFile(join(root, 'favicon.ico'), 'ICO');
  await writeFile(join(root, 'site.webmanifest'), '{}');
  await writeFile(join(root, 'data.bin'), 'BIN');
  await writeFile(join(root, 'Logo.SVG'), '<svg/>');
  await writeFile(join(workspace, 'secret.txt'), 'SECRET');
  await writeFile(join(workspace, 'client-private', 'key.txt'), 'SECRET');
  serve = createStaticFiles(root);
});
afterAll(async () => {
  await rm(workspace, { recursive: true, force: true });
});

describe('serving files of the client build', () => {
  it('serves a file with its content type', async () => {
    const file = await serve('/assets/style-9b8c7d.css', undefined);
    expect(text(file?.body)).toBe('body{}');
    expect(file?.contentType).toBe('text/css; charset=utf-8');
    expect(file?.encoding).toBeUndefined();
  });

  it('types by extension, case-insensitively, with a binary default', async () => {
    expect((await serve('/art/hero.png', undefined))?.contentType).toBe('image/png');
    expect((await serve('/art/hero.webp', undefined))?.contentType).toBe('image/webp');
    expect((await serve('/favicon.ico', undefined))?.contentType).toBe('image/x-icon');
    expect((await serve('/site.webmanifest', undefined))?.contentType).toBe('application/manifest+json');
    expect((await serve('/Logo.SVG', undefined))?.contentType).toBe('image/svg+xml');
    expect((await serve('/data.bin', undefined))?.contentType).toBe('application/octet-stream');
  });

  it('marks hashed files under /assets/ immutable for a year', async () => {
    expect((await serve('/assets/app-3f2a1c.js', undefined))?.cacheControl).toBe('public, max-age=31536000, immutable');
  });

  it('caches other public files for a day, never immutable', async () => {
    const file = await serve('/art/hero.png', undefined);
    expect(file?.cacheControl).toBe('public, max-age=86400');
  });

  it('answers nothing for a missing file', async () => {
    expect(await serve('/assets/missing.js', undefined)).toBeUndefined();
  });

  it('decodes percent-escapes in the path', async () => {
    expect(text((await serve('/art/hero%2Epng', undefined))?.body)).toBe('PNG');
  });
});

describe('precompressed siblings', () => {
  it('serves the .br sibling when brotli is accepted', async () => {
    const file = await serve('/assets/app-3f2a1c.js', 'br');
    expect(file?.encoding).toBe('br');
    expect(text(file?.body)).toBe('BROTLI-BYTES');
    expect(file?.contentType).toBe('text/javascript; charset=utf-8');
  });

  it('serves the .gz sibling when gzip is accepted', async () => {
    const file = await serve('/assets/app-3f2a1c.js', 'gzip');
    expect(file?.encoding).toBe('gzip');
    expect(text(file?.body)).toBe('GZIP-BYTES');
  });

  it('serves the plain file when no sibling exists', async () => {
    const file = await serve('/assets/style-9b8c7d.css', 'br');
    expect(file?.encoding).toBeUndefined();
    expect(text(file?.body)).toBe('body{}');
  });

  it('serves the plain file when the client accepts no encoding', async () => {
    const file = await serve('/assets/app-3f2a1c.js', undefined);
    expect(file?.encoding).toBeUndefined();
    expect(text(file?.body)).toBe('console.log("plain")');
  });
});

describe('paths that must never be read', () => {
  it.each([
    ['/../secret.txt'],
    ['/assets/../../secret.txt'],
    ['/%2e%2e/secret.txt'],
    ['/%2E%2E/%2e%2e/secret.txt'],
    ['/..%2fsecret.txt'],
    ['/..%5csecret.txt'],
    ['/../client-private/key.txt'],
    ['/%2e%2e%2fclient-private%2fkey.txt'],
  ])('refuses the traversal %s', async (path) => {
    expect(await serve(path, undefined)).toBeUndefined();
  });

  it('refuses an encoded NUL', async () => {
    expect(await serve('/favicon.ico%00.png', undefined)).toBeUndefined();
    expect(await serve('/favicon.ico%00', undefined)).toBeUndefined();
  });

  it('refuses a malformed escape', async () => {
    expect(await serve('/art/%E0%A4%A.png', undefined)).toBeUndefined();
  });

  it('refuses directories, with or without a trailing slash', async () => {
    expect(await serve('/assets', undefined)).toBeUndefined();
    expect(await serve('/assets/', undefined)).toBeUndefined();
    expect(await serve('/assets/chunks.js', undefined)).toBeUndefined();
    expect(await serve('/', undefined)).toBeUndefined();
  });
});

describe('byte ranges', () => {
  it('reads one range of a Range header, clamped to the file', () => {
    expect(byteRange('bytes=0-1', 10)).toEqual({ start: 0, end: 1 });
    expect(byteRange('bytes=4-', 10)).toEqual({ start: 4, end: 9 });
    expect(byteRange('bytes=4-99', 10)).toEqual({ start: 4, end: 9 });
    expect(byteRange('bytes=-4', 10)).toEqual({ start: 6, end: 9 });
    expect(byteRange('bytes=-40', 10)).toEqual({ start: 0, end: 9 });
  });
  it('refuses a range outside the file, and sends the whole file for no header or a form it does not serve', () => {
    expect(byteRange('bytes=10-', 10)).toBe('unsatisfiable');
    expect(byteRange('bytes=5-2', 10)).toBe('unsatisfiable');
    expect(byteRange('bytes=-0', 10)).toBe('unsatisfiable');
    expect(byteRange(undefined, 10)).toBeUndefined();
    expect(byteRange('bytes=0-1,4-5', 10)).toBeUndefined();
    expect(byteRange('items=0-1', 10)).toBeUndefined();
    expect(byteRange('bytes=-', 10)).toBeUndefined();
  });
  it('serves the clips with video types', async () => {
    await mkdir(join(workspace, 'client', 'videos'), { recursive: true });
    await writeFile(join(workspace, 'client', 'videos', 'a.webm'), 'WEBM');
    await writeFile(join(workspace, 'client', 'videos', 'a.mp4'), 'MP4');
    expect((await serve('/videos/a.webm', 'br'))?.contentType).toBe('video/webm');
    expect((await serve('/videos/a.mp4', undefined))?.contentType).toBe('video/mp4');
  });
});
