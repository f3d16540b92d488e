/**
 * First-load JavaScript per page type of the current build, then first-load JavaScript and page data of
 * each us product page (no rebuild; `make bench` builds first).
 *
 *   node bench/first-load-js.bench.ts
 */
import { startServer } from '../e2e/harness.ts';
import { reportFirstLoadJs, reportProductPages } from './first-load-js.ts';

const server = await startServer({ NODE_ENV: 'production' });
try {
  const assets = new Map<string, Buffer>();
  const asset = async (url: string) => {
    if (!assets.has(url)) assets.set(url, Buffer.from(await (await fetch(`${server.origin}${url}`)).arrayBuffer()));
    return assets.get(url)!;
  };
  await reportFirstLoadJs(server.origin, asset);
  await reportProductPages(server.origin, asset);
} finally {
  await server.stop();
}
