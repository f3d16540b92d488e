/**
 * Campaign traffic and the page cache: plain `/us` against `/us?utm_source=<random>`
 * (every request a new query string, as ad clicks are), 64 connections each.
 * Target: the random-query run within 0.8× of the plain run's requests/s, and
 * the server's RSS flat. Prints figures; asserts nothing. Expects a build
 * (`make bench` builds first).
 *
 *   node bench/query-cache.bench.ts      (BENCH_SECONDS=20 by default)
 */
import { randomBytes } from 'node:crypto';
import { startServer } from '../e2e/harness.ts';
import { describeLoad, load } from './cannon.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const CONNECTIONS = 64;

const server = await startServer({ NODE_ENV: 'production' });
const origin = server.origin.replace('localhost', '127.0.0.1'); // main.ts binds 127.0.0.1
try {
  const pid = server.process.pid!;
  await fetch(`${origin}/us`); // rendered once, then cached
  const plain = await load(origin, pid, { seconds: SECONDS, connections: CONNECTIONS, nextPath: () => '/us' });
  const campaign = await load(origin, pid, { seconds: SECONDS, connections: CONNECTIONS, nextPath: () => `/us?utm_source=${randomBytes(6).toString('hex')}` });
  const ratio = campaign.rps / plain.rps;
  const growth = campaign.rss.endMiB - campaign.rss.startMiB;
  console.log(`Query strings and the page cache (${CONNECTIONS} connections, ${SECONDS} s each, no Accept-Encoding)`);
  console.log(`   /us                         ${describeLoad(plain)}`);
  console.log(`   /us?utm_source=<random>     ${describeLoad(campaign)}`);
  console.log(`   ratio ${ratio.toFixed(2)}   target ≥ 0.8: ${ratio >= 0.8 ? 'met' : 'MISSED'}`);
  const series = (f: typeof campaign) =>
    f.rss.perSecondMiB
      .filter((_, i) => i % 5 === 4)
      .map((mib) => mib.toFixed(0))
      .join(' ');
  console.log(`   RSS growth over the random-query run ${growth.toFixed(0)} MiB (peak ${campaign.rss.peakMiB.toFixed(0)} MiB)`);
  console.log(`   RSS every 5 s, MiB: /us ${series(plain)}   random queries ${series(campaign)}`);
} finally {
  await server.stop();
}
