/**
 * A loopback HTTP client for the site benchmarks: plain node:http over
 * keep-alive sockets, no Accept-Encoding (both servers answer identity bytes).
 */
import { Agent, request } from 'node:http';

export interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
  ms: number;
}

/** One GET of `path` on `origin`, the whole body read. */
export function get(origin: string, path: string, agent: Agent): Promise<Answer> {
  const { hostname, port } = new URL(origin);
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = request({ hostname, port, path, agent, method: 'GET' }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks), ms: performance.now() - started }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

export interface LoadResult {
  rps: number;
  ok: number;
  failed: number;
  meanBytes: number;
  p50Ms: number;
  p99Ms: number;
}

/**
 * Closed-loop load: `connections` keep-alive sockets each send `path` again as
 * soon as the previous answer is read; requests finishing in the first
 * `warmupMs` are not counted, then completions are counted for `durationMs`.
 */
export async function loadTest(origin: string, path: string, { connections = 32, warmupMs = 1000, durationMs = 5000 } = {}): Promise<LoadResult> {
  const agent = new Agent({ keepAlive: true, maxSockets: connections });
  let phase: 'warmup' | 'measure' | 'done' = 'warmup';
  let ok = 0,
    failed = 0,
    bytes = 0;
  const latencies: number[] = [];
  const worker = async () => {
    while (phase !== 'done') {
      const counted = phase === 'measure';
      const answer = await get(origin, path, agent).catch(() => undefined);
      if (!counted || phase !== 'measure') continue;
      if (answer?.status === 200) {
        ok++;
        bytes += answer.body.length;
        latencies.push(answer.ms);
      } else failed++;
    }
  };
  const workers = Array.from({ length: connections }, worker);
  await new Promise((r) => setTimeout(r, warmupMs));
  phase = 'measure';
  const started = performance.now();
  await new Promise((r) => setTimeout(r, durationMs));
  const elapsed = performance.now() - started;
  const counted = ok;
  phase = 'done';
  await Promise.all(workers);
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * q))] ?? NaN;
  return { rps: counted / (elapsed / 1000), ok: counted, failed, meanBytes: ok ? bytes / ok : 0, p50Ms: at(0.5), p99Ms: at(0.99) };
}
