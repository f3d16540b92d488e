/**
 * Floods beside the cached home (security review 2026-12-07: M7, N1, N3): the cached /us alone, then beside each
 * flood of FLOOD_SECONDS (10) at 32 connections from one client address, then alone again. Each flood is what an
 * anonymous client can send: form posts without JavaScript (the product-registration form with an empty serial
 * number, which rendered a page each), made-up app tokens on /api/<family>/…, newsletter requests past the limit,
 * random unknown paths. Target: /us keeps at least 0.4× of its rate alone (the mean of the two baselines), and no
 * request of either side is lost (no errors, no timeouts); a miss sets the exit code.
 *
 *   node bench/floods.bench.ts      (FLOOD_SECONDS=10)
 */
import { startServer } from '../e2e/harness.ts';
import { type LoadRequest, describeLoad, load } from './cannon.ts';

const SECONDS = Number(process.env.FLOOD_SECONDS ?? 10);
const CONNECTIONS = 32;
const TARGET = 0.4;
const ACCEPT = { 'accept-encoding': 'br, gzip' };
const FORM = { 'content-type': 'application/x-www-form-urlencoded' };
const JSON_BODY = { 'content-type': 'application/json' };

let n = 0;
const unique = () => `${(n++).toString(36)}${Math.random().toString(36).slice(2, 8)}`;
const FLOODS: Record<string, () => LoadRequest> = {
  'form posts without JavaScript (N1)': () => ({
    method: 'POST',
    path: '/us/product-registration',
    headers: FORM,
    body: `form-section=register&email=flood${unique()}%40example.com&name=x&product=flagshipBumblebee&serialNumber=&purchaseDate=2024-01-01`,
  }),
  'made-up app tokens (N3)': () => ({ path: '/api/global/account/user/profile', headers: { apptoken: `tok${unique()}` } }),
  'newsletter past the limit': () => ({ method: 'POST', path: '/api/global/account/user/subscribe/create', headers: JSON_BODY, body: JSON.stringify({ email: `load${unique()}@example.com` }) }),
  'random unknown paths (M7)': () => ({ path: `/us/no-such-page-${unique()}`, headers: ACCEPT }),
};

const server = await startServer({ NODE_ENV: 'production' });
const origin = server.origin.replace('localhost', '127.0.0.1'); // main.ts binds 127.0.0.1
const pid = server.process.pid!;
const home = () => load(origin, pid, { seconds: SECONDS, connections: CONNECTIONS, headers: ACCEPT, nextPath: () => '/us' });
const misses: string[] = [];
try {
  // The service opens its database at start: wait for it, so the first flood measures the calls, not PGlite's start.
  for (let tries = 0; (await fetch(`${origin}/readyz`)).status !== 200 && tries < 300; tries++) await new Promise((r) => setTimeout(r, 100));
  await load(origin, pid, { seconds: 2, connections: CONNECTIONS, headers: ACCEPT, nextPath: () => '/us' }); // warm-up
  const before = await home();
  const beside: [string, Awaited<ReturnType<typeof home>>, Awaited<ReturnType<typeof home>>][] = [];
  for (const [name, nextRequest] of Object.entries(FLOODS)) {
    const [flood, cached] = await Promise.all([load(origin, pid, { seconds: SECONDS, connections: CONNECTIONS, nextRequest }), home()]);
    beside.push([name, flood, cached]);
  }
  const after = await home();
  const alone = (before.rps + after.rps) / 2;
  console.log(`Floods: ${CONNECTIONS} connections each, ${SECONDS} s, one client address; /us alone ${before.rps.toFixed(0)} and ${after.rps.toFixed(0)} req/s (mean ${alone.toFixed(0)})`);
  for (const [name, flood, cached] of beside) {
    const ratio = cached.rps / alone;
    const lost = flood.errors + flood.timeouts + cached.errors + cached.timeouts;
    const ok = ratio >= TARGET && lost === 0;
    if (!ok) misses.push(name);
    console.log(`   ${name}`);
    console.log(`      /us beside it ${describeLoad(cached)}   = ${ratio.toFixed(2)}× alone (target ≥ ${TARGET}×, nothing lost) ${ok ? '✓' : '✗'}`);
    console.log(`      the flood     ${describeLoad(flood)}`);
  }
  const problems = server
    .output()
    .split('\n')
    .filter((line) => /"level":"error"/.test(line));
  console.log(`   server log: ${problems.length} error lines${problems.length ? `, first: ${problems[0]}` : ''}`);
} finally {
  await server.stop();
}
if (misses.length) {
  console.log(`Floods below target: ${misses.join('; ')}`);
  process.exitCode = 1;
}
