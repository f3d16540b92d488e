import type { Server, ServerResponse } from 'node:http';
import { errorFields, type Log } from './log.ts';

/** Something to close on shutdown once no request is in flight (a database pool registers one). */
export type Closer = { name: string; close: () => void | Promise<void> };

/** How long in-flight requests get after SIGTERM before the process exits anyway. */
export const SHUTDOWN_GRACE_MS = 10_000;

interface ShutdownOptions {
  server: Server;
  /** Closed in order after the last request has finished. */
  closers: readonly Closer[];
  log: Log;
  graceMs?: number;
  exit?: (code: number) => void;
}

/**
 * Graceful shutdown of a node:http server: stop accepting connections, let the
 * requests in flight finish (their connections close after the answer instead
 * of idling in keep-alive), then run the closers and exit 0. Past `graceMs` the
 * process exits 1 whatever is still open — an orchestrator's SIGKILL would
 * come soon after anyway, and without the closers.
 *
 * @example
 * const shutdown = createShutdown({ server, closers, log });
 * // in the request listener: shutdown.track(res);
 * process.on('SIGTERM', () => shutdown.begin('SIGTERM'));
 */
export function createShutdown({ server, closers, log, graceMs = SHUTDOWN_GRACE_MS, exit = (code) => process.exit(code) }: ShutdownOptions) {
  const inFlight = new Set<ServerResponse>();
  let closing = false;

  const noKeepAlive = (res: ServerResponse) => {
    if (!res.headersSent) res.setHeader('Connection', 'close');
  };

  async function runClosers(): Promise<boolean> {
    let clean = true;
    for (const closer of closers) {
      try {
        await closer.close();
      } catch (error) {
        clean = false;
        log.error({ msg: 'shutdown: closing failed', closer: closer.name, ...errorFields(error) });
      }
    }
    return clean;
  }

  return {
    /** Counts a response as in flight until it is finished or its connection is gone. */
    track(res: ServerResponse) {
      inFlight.add(res);
      res.once('close', () => {
        inFlight.delete(res);
        // An answer that went out before shutdown began may have left its connection in keep-alive.
        if (closing) server.closeIdleConnections();
      });
      if (closing) noKeepAlive(res);
    },
    get closing() {
      return closing;
    },
    begin(reason: string) {
      if (closing) return;
      closing = true;
      log.info({ msg: 'shutting down', reason, inFlight: inFlight.size });
      let timedOut = false;
      const deadline = setTimeout(() => {
        timedOut = true;
        log.warn({ msg: 'shutdown: grace period over, exiting with requests in flight', graceMs, inFlight: inFlight.size });
        server.closeAllConnections();
        exit(1);
      }, graceMs);
      for (const res of inFlight) noKeepAlive(res);
      server.close(() => {
        if (timedOut) return;
        void runClosers().then((clean) => {
          clearTimeout(deadline);
          log.info({ msg: 'shut down', clean });
          exit(clean ? 0 : 1);
        });
      });
      // Keep-alive connections with no request in flight would otherwise hold close() open.
      server.closeIdleConnections();
    },
  };
}
