/**
 * The baseline of the requests-per-second benchmark: a bare node:http server
 * answering every request with one saved HTML body and fixed headers.
 * Run as a child process so it has its own event loop, like the site server:
 *
 *   node bench/static-html-server.ts <body-file> <headers-json-file>
 *
 * Prints `listening <port>` once bound to 127.0.0.1.
 */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

const [bodyFile, headersFile] = process.argv.slice(2);
if (!bodyFile || !headersFile) throw new Error('usage: static-html-server.ts <body-file> <headers-json-file>');
const body = readFileSync(bodyFile);
const headers = { ...(JSON.parse(readFileSync(headersFile, 'utf8')) as Record<string, string>), 'content-length': String(body.length) };

const server = createServer((_req, res) => {
  res.writeHead(200, headers);
  res.end(body);
});
server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  console.log(`listening ${typeof address === 'object' && address ? address.port : 0}`);
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
