/**
 * Account service throughput on loopback: requests per second for
 * POST login/pwd (Argon2id at its production cost: the figure is mostly the
 * hash) and GET profile (a token lookup), on embedded PGlite and — when
 * DATABASE_URL or TEST_DATABASE_URL names a PostgreSQL server — on it too,
 * with the process's memory. Prints figures; asserts nothing.
 *
 *   make bench    (or: node bench/service.bench.ts; BENCH_SECONDS=5)
 */
import { serve } from '@hono/node-server';
import { Agent, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { OpenedDatabase } from '../service/db.ts';
import { createService } from '../service/service.ts';
import { openTestDatabase } from '../service/test-db.ts';
import { TEST_SECRET } from '../service/test-server.ts';
import { median } from './stats.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = 16;
const mib = (bytes: number) => `${(bytes / 2 ** 20).toFixed(0)} MiB`;

interface Call {
  method: 'GET' | 'POST';
  path: string;
  headers: Record<string, string>;
  body?: string;
}

function send(origin: string, call: Call, agent: Agent): Promise<{ status: number; body: string; ms: number }> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = request(`${origin}${call.path}`, { method: call.method, headers: { 'content-type': 'application/json', ...call.headers }, agent }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => {
        body += chunk;
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body, ms: performance.now() - started }));
    });
    req.on('error', reject);
    req.end(call.body);
  });
}

/** Closed loop: each connection sends the next request when the last is answered; a second of warm-up. */
async function load(origin: string, call: Call) {
  const agent = new Agent({ keepAlive: true, maxSockets: CONNECTIONS });
  const warmupEnds = performance.now() + 1000;
  const ends = warmupEnds + SECONDS * 1000;
  const latencies: number[] = [];
  let failed = 0;
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (performance.now() < ends) {
        const answer = await send(origin, call, agent);
        if (performance.now() < warmupEnds) continue;
        if (answer.status === 200 && answer.body.startsWith('{"code":2000')) latencies.push(answer.ms);
        else failed++;
      }
    }),
  );
  agent.destroy();
  return { rps: latencies.length / SECONDS, p50: median(latencies), failed };
}

async function run(label: string, database: OpenedDatabase) {
  const service = await createService({
    database: { ...database, close: async () => {} },
    secret: TEST_SECRET,
    limits: { perAddress: { hits: 10_000_000, windowSeconds: 60 }, triesPerAccountAddress: { hits: 10_000_000, windowSeconds: 60 } },
  });
  const server = serve({ fetch: service.app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const agent = new Agent({ keepAlive: true });
  const credentials = { email: `bench.${Date.now()}@example.com`, password: 'robots2025' };
  await send(origin, { method: 'POST', path: '/api/global/account/user/register/pwd', headers: {}, body: JSON.stringify({ ...credentials, confirmPassword: credentials.password }) }, agent);
  // No password log-in before the address is confirmed (the code is in the outbox; the bench confirms it directly).
  await database.db.updateTable('users').set({ email_verified_at: new Date() }).where('email', '=', credentials.email).execute();
  const loggedIn = await send(origin, { method: 'POST', path: '/api/global/account/user/login/pwd', headers: {}, body: JSON.stringify(credentials) }, agent);
  const { apptoken } = (JSON.parse(loggedIn.body) as { data: { apptoken: string } }).data;

  const login = await load(origin, { method: 'POST', path: '/api/global/account/user/login/pwd', headers: {}, body: JSON.stringify(credentials) });
  const profile = await load(origin, { method: 'GET', path: '/api/global/account/user/profile', headers: { apptoken } });
  const memory = process.memoryUsage();
  console.log(
    `${label.padEnd(22)} login/pwd ${login.rps.toFixed(0).padStart(6)} req/s (p50 ${login.p50.toFixed(1)} ms, ${login.failed} failed)` +
      `   profile ${profile.rps.toFixed(0).padStart(6)} req/s (p50 ${profile.p50.toFixed(1)} ms, ${profile.failed} failed)` +
      `   rss ${mib(memory.rss)}, heap ${mib(memory.heapUsed)}`,
  );
  agent.destroy();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await service.close();
}

console.log(`Account service, ${CONNECTIONS} keep-alive connections, ${SECONDS} s per call, Argon2id production cost (19 MiB, t=2)`);
const pglite = await openTestDatabase();
await run('PGlite (in process)', pglite);
await pglite.close();

const serverUrl = process.env.DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (serverUrl) {
  process.env.SERVICE_TEST_DB = 'postgres';
  process.env.TEST_DATABASE_URL = serverUrl;
  const postgres = await openTestDatabase();
  await run('PostgreSQL (pg pool)', postgres);
  await postgres.close();
} else {
  console.log('PostgreSQL: skipped (set DATABASE_URL or TEST_DATABASE_URL, e.g. $(scripts/test-postgres.sh))');
}
