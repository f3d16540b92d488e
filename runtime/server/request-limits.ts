import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * Node's own limit on the request line plus headers (`maxHeaderSize`): past it
 * the parser stops and node answers 431 itself. 16 KiB is node's default; set
 * here so the limit is ours, visible and configurable (MAX_HEADER_BYTES).
 */
export const DEFAULT_MAX_HEADER_BYTES = 16 * 1024;
/** No route of the site reads a request body; 64 KiB leaves room for a small form (MAX_BODY_BYTES). */
export const DEFAULT_MAX_BODY_BYTES = 64 * 1024;

function refuse(res: ServerResponse) {
  res.writeHead(413, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', Connection: 'close' });
  res.end('Payload too large\n');
}

/**
 * Calls `next` once the request body is known to fit `maxBytes`, else answers
 * 413 and closes the connection: at once when Content-Length says so; for a
 * chunked body, as soon as the bytes received pass the limit. A chunked body
 * is read to its end before `next` runs, so no handler is half-way through an
 * answer when the 413 goes out. Reading it consumes it: no route of the site
 * reads a body (one that starts to will put hono/body-limit in front of itself).
 */
export function withinBodyLimit(req: IncomingMessage, res: ServerResponse, maxBytes: number, next: () => void): void {
  const declared = req.headers['content-length'];
  if (declared !== undefined && Number(declared) > maxBytes) {
    refuse(res);
    return;
  }
  if (req.headers['transfer-encoding'] === undefined) {
    next();
    return;
  }
  let received = 0;
  const count = (chunk: Buffer) => {
    received += chunk.length;
    if (received <= maxBytes) return;
    req.off('data', count);
    req.off('end', next);
    refuse(res);
    // Whatever else the client sends is not read: the connection goes once the answer is out.
    res.once('finish', () => req.socket.destroy());
  };
  req.on('data', count);
  req.once('end', next);
}
