import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.json': 'application/json',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.woff2': 'font/woff2',
  '.webm': 'video/webm',
  '.mp4': 'video/mp4',
  '.html': 'text/html; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};

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
    const contentType = TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream';
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
