import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * Node's own limit on the request line plus headers (`maxHeaderSize`): past it
 * the parser stops and node answers 431 itself. 16 KiB is node's default; set
 * here so the limit is ours, visible and configurable (MAX_HEADER_BYTES).
 */
export const DEFAULT_MAX_HEADER_BYTES = 16 * 1024;
/** No route of the site reads a request body; 64 KiB leaves room for a small form (MAX_BODY_BYTES). */
export const DEFAULT_MAX_BODY_BYTES = 64 * 1024;

function refuse(res: ServerResponse, headers: Readonly<Record<string, string>>) {
  res.writeHead(413, { ...headers, 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', Connection: 'close' });
  res.end('Payload too large\n');
}

/**
 * Node's answer to a request its parser refuses (the 'clientError' event): 431 past the header limit, else
 * 400, with the site's security headers (node's own answer has none), and the connection closed.
 */
export function refuseMalformed(error: NodeJS.ErrnoException, socket: import('node:stream').Duplex, headers: Readonly<Record<string, string>>): void {
  if (error.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy();
    return;
  }
  const status = error.code === 'HPE_HEADER_OVERFLOW' ? '431 Request Header Fields Too Large' : '400 Bad Request';
  const lines = Object.entries({ ...headers, 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', 'Content-Length': '0', Connection: 'close' }).map(
    ([name, value]) => `${name}: ${value}\r\n`,
  );
  socket.end(`HTTP/1.1 ${status}\r\n${lines.join('')}\r\n`);
}

/**
 * Calls `next` once the request body is known to fit `maxBytes`, else answers
 * 413 and closes the connection: at once when Content-Length says so; for a
 * chunked body, as soon as the bytes received pass the limit. A chunked body
 * is read to its end before `next` runs, so no handler is half-way through an
 * answer when the 413 goes out. Reading it consumes it: no route of the site
 * reads a body (one that starts to will put hono/body-limit in front of itself).
 */
export function withinBodyLimit(req: IncomingMessage, res: ServerResponse, maxBytes: number, next: () => void, headers: Readonly<Record<string, string>> = {}): void {
  const declared = req.headers['content-length'];
  if (declared !== undefined && Number(declared) > maxBytes) {
    refuse(res, headers);
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
    refuse(res, headers);
    // Whatever else the client sends is not read: the connection goes once the answer is out.
    res.once('finish', () => req.socket.destroy());
  };
  req.on('data', count);
  req.once('end', next);
}
