/**
 * Load on the production build: 64 connections for 60 s over every page type
 * of every region — each live route of the route table in each of its
 * regions (pages and redirects), a 404 per region — plus /ssr/timestamp,
 * taken in turn, with a browser's Accept-Encoding. Prints errors, timeouts,
 * p99 latency, requests per second and the server's memory (RSS sampled
 * every 250 ms: start, peak, end); then a flood of random unknown paths beside a
 * cached page's rate. Asserts nothing. Expects a build
 * (`make bench` builds first).
 *
 *   node bench/load.bench.ts      (BENCH_SECONDS=60 by default)
 */
import { regionTable } from '../dist/generated/regions.ts';
import { routes } from '../dist/generated/routes.ts';
import { startServer } from '../e2e/harness.ts';
import { REGION_CODES, regionPath, regionPrefixes } from '../runtime/shared/regions.ts';
import { describeLoad, load } from './cannon.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 60);
const CONNECTIONS = 64;

const prefixes = regionPrefixes(regionTable);
const paths: string[] = [];
for (const region of REGION_CODES) {
  for (const route of routes) {
    if (route.status === 'live' && route.regions.includes(region)) paths.push(regionPath(region, route.path, prefixes));
  }
  paths.push(regionPath(region, '/no-such-page', prefixes));
}
paths.push('/ssr/timestamp');

const server = await startServer({ NODE_ENV: 'production' });
const origin = server.origin.replace('localhost', '127.0.0.1'); // main.ts binds 127.0.0.1
try {
  let next = 0;
  const figures = await load(origin, server.process.pid!, {
    seconds: SECONDS,
    connections: CONNECTIONS,
    headers: { 'accept-encoding': 'br, gzip' },
    nextPath: () => paths[next++ % paths.length]!,
  });
  const pages = routes.filter((route) => route.status === 'live' && route.page).length;
  const redirects = routes.filter((route) => route.status === 'live' && route.redirect).length;
  console.log(
    `Load: ${CONNECTIONS} connections, ${SECONDS} s, ${paths.length} URLs in turn (${pages} live pages and ${redirects} redirects across ${REGION_CODES.length} regions, a 404 per region, /ssr/timestamp), Accept-Encoding: br, gzip`,
  );
  console.log(`   ${figures.requests} requests   ${describeLoad(figures)}`);
  console.log(
    `   errors ${figures.errors}, timeouts ${figures.timeouts}   p99 ${figures.p99Ms} ms   ${figures.rps.toFixed(0)} req/s   RSS peak ${figures.rss.peakMiB.toFixed(0)} MiB, end ${figures.rss.endMiB.toFixed(0)} MiB`,
  );
  const problems = server
    .output()
    .split('\n')
    .filter((line) => /"level":"(warn|error)"/.test(line));
  console.log(`   server log: ${problems.length} warn/error lines${problems.length ? `, first: ${problems[0]}` : ''}`);

  // A flood of random unknown paths, each path new, against one cached page: each region's one 404 page
  // answers them without a render, so the flood should run at the cached page's rate, not at the renderer's.
  const part = Math.max(5, Math.round(SECONDS / 3));
  const cached = await load(origin, server.process.pid!, { seconds: part, connections: CONNECTIONS, headers: { 'accept-encoding': 'br, gzip' }, nextPath: () => '/us' });
  let n = 0;
  const flood = await load(origin, server.process.pid!, {
    seconds: part,
    connections: CONNECTIONS,
    headers: { 'accept-encoding': 'br, gzip' },
    nextPath: () => `/us/no-such-page-${(n++).toString(36)}-${Math.random().toString(36).slice(2, 8)}`,
  });
  console.log(`Random 404 flood: ${CONNECTIONS} connections, ${part} s each`);
  console.log(`   cached page /us   ${cached.rps.toFixed(0)} req/s   p99 ${cached.p99Ms} ms   errors ${cached.errors}, timeouts ${cached.timeouts}`);
  console.log(
    `   random 404 paths  ${flood.rps.toFixed(0)} req/s   p99 ${flood.p99Ms} ms   errors ${flood.errors}, timeouts ${flood.timeouts}   RSS peak ${flood.rss.peakMiB.toFixed(0)} MiB   = ${(flood.rps / cached.rps).toFixed(2)}× the cached page (target ≥ 0.5×)`,
  );
} finally {
  await server.stop();
}
