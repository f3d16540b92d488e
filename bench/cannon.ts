/**
 * Load runs for the server benchmarks: autocannon in this process, the server's
 * resident memory sampled from outside while the load runs.
 */
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';

export interface LoadFigures {
  requests: number;
  rps: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
  timeouts: number;
  statuses: Record<string, number>;
  /** Sampled every 250 ms: at the start, the highest, at the end, and one sample a second in between. */
  rss: { startMiB: number; peakMiB: number; endMiB: number; perSecondMiB: number[] };
}

/** Resident set size of a process in MiB, from /proc (Linux). */
export function rssMiB(pid: number): number {
  const kb = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
  return kb ? Number(kb) / 1024 : NaN;
}

/**
 * Drives `origin` for `seconds` over `connections` keep-alive connections; each
 * request's path comes from `nextPath()` (called per request). The server's RSS
 * is sampled every 250 ms.
 */
/** One request of a load run: GET of a path, or any method with headers and a body (the floods of floods.bench.ts). */
export interface LoadRequest {
  path: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
}

export async function load(
  origin: string,
  serverPid: number,
  options: { seconds: number; connections: number; headers?: Record<string, string> } & ({ nextPath: () => string } | { nextRequest: () => LoadRequest }),
): Promise<LoadFigures> {
  const next: () => LoadRequest = 'nextRequest' in options ? options.nextRequest : () => ({ path: options.nextPath() });
  const start = rssMiB(serverPid);
  let peak = start;
  const perSecond: number[] = [];
  let ticks = 0;
  const sampler = setInterval(() => {
    const now = rssMiB(serverPid);
    peak = Math.max(peak, now);
    if (++ticks % 4 === 0) perSecond.push(now);
  }, 250);
  try {
    const result = await autocannon({
      url: origin,
      connections: options.connections,
      duration: options.seconds,
      ...(options.headers ? { headers: options.headers } : {}),
      requests: [
        {
          setupRequest: (request) => {
            const { headers, ...rest } = next();
            return { ...request, ...rest, headers: { ...request.headers, ...headers } };
          },
        },
      ],
    });
    const end = rssMiB(serverPid);
    return {
      requests: result.requests.total,
      rps: result.requests.total / result.duration,
      p50Ms: result.latency.p50,
      p99Ms: result.latency.p99,
      errors: result.errors,
      timeouts: result.timeouts,
      statuses: Object.fromEntries(Object.entries(result.statusCodeStats).map(([code, { count }]) => [code, Number(count)])),
      rss: { startMiB: start, peakMiB: Math.max(peak, end), endMiB: end, perSecondMiB: perSecond },
    };
  } finally {
    clearInterval(sampler);
  }
}

/** One line of figures: requests/s, latency, failures, statuses, memory. */
export function describeLoad(f: LoadFigures): string {
  const statuses = Object.entries(f.statuses)
    .map(([code, n]) => `${code}×${n}`)
    .join(' ');
  return `${f.rps.toFixed(0).padStart(6)} req/s   p50 ${f.p50Ms} ms, p99 ${f.p99Ms} ms   ${f.errors} errors, ${f.timeouts} timeouts   [${statuses}]   RSS ${f.rss.startMiB.toFixed(0)} → peak ${f.rss.peakMiB.toFixed(0)} → end ${f.rss.endMiB.toFixed(0)} MiB`;
}
