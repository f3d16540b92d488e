import { createServer, request, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createLog } from './log.ts';
import { createShutdown, type Closer } from './shutdown.ts';

/** A real server whose /slow answers after `slowMs`; `received` resolves when a request arrives. */
async function serve(slowMs: number) {
  let onRequest!: () => void;
  const received = new Promise<void>((resolve) => {
    onRequest = resolve;
  });
  const handlers: ((res: ServerResponse) => void)[] = [];
  const server: Server = createServer((req, res) => {
    handlers.forEach((handle) => handle(res));
    onRequest();
    if (req.url === '/slow') setTimeout(() => res.end('slow done'), slowMs);
    else res.end('fast');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, port: (server.address() as AddressInfo).port, received, onResponse: (handle: (res: ServerResponse) => void) => handlers.push(handle) };
}

function get(port: number, path: string): Promise<{ body: string; headers: IncomingMessage['headers'] }> {
  return new Promise((resolve, reject) => {
    request({ host: '127.0.0.1', port, path }, (res) => {
      let body = '';
      res.on('data', (chunk) => {
        body += chunk;
      });
      res.on('end', () => resolve({ body, headers: res.headers }));
    })
      .on('error', reject)
      .end();
  });
}

function setup(server: Server, closers: Closer[] = [], graceMs = 10_000) {
  const lines: Record<string, unknown>[] = [];
  const log = createLog((line) => lines.push(JSON.parse(line) as Record<string, unknown>));
  let exited!: (code: number) => void;
  const exitCode = new Promise<number>((resolve) => {
    exited = resolve;
  });
  const shutdown = createShutdown({ server, closers, log, graceMs, exit: (code) => exited(code) });
  return { shutdown, lines, exitCode };
}

const servers: Server[] = [];
afterEach(() => {
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    server.close();
  }
});

describe('createShutdown', () => {
  it('finishes the request in flight (its connection closed after), refuses new ones, closes, exits 0', async () => {
    const { server, port, received, onResponse } = await serve(300);
    servers.push(server);
    const order: string[] = [];
    const { shutdown, lines, exitCode } = setup(server, [
      {
        name: 'db',
        close: async () => {
          order.push('db');
        },
      },
      {
        name: 'queue',
        close: () => {
          order.push('queue');
        },
      },
    ]);
    onResponse((res) => shutdown.track(res));
    const inFlight = get(port, '/slow');
    await received;

    shutdown.begin('SIGTERM');
    expect(shutdown.closing).toBe(true);
    await expect(get(port, '/fast')).rejects.toMatchObject({ code: 'ECONNREFUSED' });
    const answer = await inFlight;
    expect(answer.body).toBe('slow done');
    expect(answer.headers.connection).toBe('close');
    expect(await exitCode).toBe(0);
    expect(order).toEqual(['db', 'queue']);
    expect(lines).toMatchObject([
      { msg: 'shutting down', reason: 'SIGTERM', inFlight: 1 },
      { msg: 'shut down', clean: true },
    ]);
  });

  it('exits 1 when the grace period ends first, dropping the connections still open', async () => {
    const { server, port, received, onResponse } = await serve(60_000);
    servers.push(server);
    const db = vi.fn();
    const { shutdown, lines, exitCode } = setup(server, [{ name: 'db', close: db }], 200);
    onResponse((res) => shutdown.track(res));
    const inFlight = get(port, '/slow').catch((error: NodeJS.ErrnoException) => error.code);
    await received;

    shutdown.begin('SIGTERM');
    expect(await exitCode).toBe(1);
    expect(await inFlight).toBe('ECONNRESET');
    expect(db).not.toHaveBeenCalled();
    expect(lines.at(-1)).toMatchObject({ level: 'warn', msg: 'shutdown: grace period over, exiting with requests in flight', inFlight: 1 });
  });

  it('logs a closer that fails, runs the others, and exits 1', async () => {
    const { server } = await serve(0);
    servers.push(server);
    const after = vi.fn();
    const { shutdown, lines, exitCode } = setup(server, [
      {
        name: 'db',
        close: () => {
          throw new Error('pool busy');
        },
      },
      { name: 'cache', close: after },
    ]);
    shutdown.begin('SIGTERM');
    expect(await exitCode).toBe(1);
    expect(after).toHaveBeenCalled();
    expect(lines).toContainEqual(expect.objectContaining({ level: 'error', msg: 'shutdown: closing failed', closer: 'db', error: 'pool busy' }));
  });

  it('begins once, whatever the number of signals', async () => {
    const { server } = await serve(0);
    servers.push(server);
    const db = vi.fn();
    const { shutdown, exitCode } = setup(server, [{ name: 'db', close: db }]);
    shutdown.begin('SIGTERM');
    shutdown.begin('SIGINT');
    expect(await exitCode).toBe(0);
    expect(db).toHaveBeenCalledTimes(1);
  });
});
