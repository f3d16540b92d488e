/**
 * First-load JavaScript per page type of the current build (no rebuild; `make bench` builds first).
 *
 *   node --import tsx bench/first-load-js.bench.ts
 */
import { startServer } from '../e2e/harness.ts';
import { reportFirstLoadJs } from './first-load-js.ts';

const server = await startServer({ NODE_ENV: 'production' });
try {
  const assets = new Map<string, Buffer>();
  await reportFirstLoadJs(server.origin, async (url) => {
    if (!assets.has(url)) assets.set(url, Buffer.from(await (await fetch(`${server.origin}${url}`)).arrayBuffer()));
    return assets.get(url)!;
  });
} finally {
  await server.stop();
}
