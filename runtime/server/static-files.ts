import { Hono } from 'hono';
import { getMimeType, mimes } from 'hono/utils/mime';
import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import { join, normalize, sep } from 'node:path';
import { pickEncoding } from './compress.ts';
import { etagMatches } from './page-cache.ts';
import type { SiteEnv } from './request-meta.ts';

/** Hono's table of types (hono/utils/mime), but SVG without a charset, as the site has always sent it. */
const TYPES = { ...mimes, svg: 'image/svg+xml' };

export interface StaticFile {
  body: Uint8Array;
  contentType: string;
  encoding?: 'br' | 'gzip';
  cacheControl: string;
  /** A strong entity tag of these bytes (each encoding has its own): If-None-Match with it answers 304. */
  etag: string;
}

/**
 * Serves files of the client build. Hashed files under /assets/ are immutable
 * for a year; other public files (artwork, favicon) for a day. Precompressed
 * .br/.gz siblings (written at build time) are used when the client accepts them.
 * Paths outside `root` are never read.
 */
export function createStaticFiles(root: string) {
  const base = normalize(root + sep);
  // Hashed once per file version (path, size and modification time): a video is not hashed at every request.
  const tags = new Map<string, { version: string; etag: string }>();
  const etagOf = (path: string, version: string, body: Uint8Array) => {
    const known = tags.get(path);
    if (known?.version === version) return known.etag;
    const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
    tags.set(path, { version, etag });
    return etag;
  };
  return async function serve(pathname: string, encoding: 'br' | 'gzip' | undefined): Promise<StaticFile | undefined> {
    let decoded: string;
    try {
      decoded = decodeURIComponent(pathname);
    } catch {
      return undefined;
    }
    if (decoded.includes('\0')) return undefined;
    const file = normalize(join(base, decoded));
    if (!file.startsWith(base) || file.endsWith(sep)) return undefined;
    const info = await stat(file).catch(() => undefined);
    if (!info?.isFile()) return undefined;
    const contentType = getMimeType(file, TYPES) ?? 'application/octet-stream';
    const cacheControl = decoded.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'public, max-age=86400';
    if (encoding) {
      const name = `${file}.${encoding === 'br' ? 'br' : 'gz'}`;
      const pre = await readFile(name).catch(() => undefined);
      // The sibling is written with the file at build time: the file's version stands for both.
      if (pre) return { body: pre, contentType, encoding, cacheControl, etag: etagOf(name, `${info.size} ${info.mtimeMs}`, pre) };
    }
    const body = await readFile(file);
    return { body, contentType, cacheControl, etag: etagOf(file, `${info.size} ${info.mtimeMs}`, body) };
  };
}

/**
 * The one byte range a `Range` header asks of a file of `size` bytes: the part
 * to send, 'unsatisfiable' (416), or undefined to send the whole file (no
 * header, or a form this server does not serve, like several ranges). Video
 * players seek with ranges, and Safari plays an MP4 only from a server that
 * answers them.
 *
 * @example
 * byteRange('bytes=0-1', 10)  // => { start: 0, end: 1 }
 * byteRange('bytes=-4', 10)   // => { start: 6, end: 9 }
 * byteRange('bytes=12-', 10)  // => 'unsatisfiable'
 */
export function byteRange(header: string | undefined, size: number): { start: number; end: number } | 'unsatisfiable' | undefined {
  const match = header === undefined ? null : /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === '' && match[2] === '')) return undefined;
  if (match[1] === '') {
    const suffix = Number(match[2]);
    return suffix === 0 || size === 0 ? 'unsatisfiable' : { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(match[1]);
  const end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  if (start >= size || end < start) return 'unsatisfiable';
  return { start, end };
}

/**
 * The files of the client build as routes: a GET or HEAD of a path with an extension that names a file;
 * any other request goes on to the pages (a missing file gets its region's 404 page).
 */
export function staticFiles(root: string) {
  const serve = createStaticFiles(root);
  const app = new Hono<SiteEnv>();
  app.on(['GET', 'HEAD'], '*', async (c, next) => {
    const { pathname } = new URL(c.req.url);
    const file = pathname !== '/' && /\.[a-z0-9]+$/i.test(pathname) ? await serve(pathname, pickEncoding(c.req.header('accept-encoding'))) : undefined;
    if (!file) return next();
    const headers = { 'Content-Type': file.contentType, 'Cache-Control': file.cacheControl, ETag: file.etag };
    if (etagMatches(c.get('request').ifNoneMatch, file.etag)) return c.body(null, 304, { 'Cache-Control': file.cacheControl, ETag: file.etag });
    if (file.encoding) return c.body(file.body as Uint8Array<ArrayBuffer>, 200, { ...headers, 'Content-Encoding': file.encoding });
    // Uncompressed files answer byte ranges (video players seek with them; Safari needs them to play MP4).
    const range = byteRange(c.req.header('range'), file.body.length);
    if (range === 'unsatisfiable') return c.body(null, 416, { ...headers, 'Accept-Ranges': 'bytes', 'Content-Range': `bytes */${file.body.length}` });
    if (range) {
      const part = file.body.subarray(range.start, range.end + 1) as Uint8Array<ArrayBuffer>;
      return c.body(part, 206, { ...headers, 'Accept-Ranges': 'bytes', 'Content-Range': `bytes ${range.start}-${range.end}/${file.body.length}` });
    }
    return c.body(file.body as Uint8Array<ArrayBuffer>, 200, { ...headers, 'Accept-Ranges': 'bytes' });
  });
  return app;
}
