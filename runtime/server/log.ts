import { AsyncLocalStorage } from 'node:async_hooks';
import { formatWithOptions } from 'node:util';

export type LogLevel = 'info' | 'warn' | 'error';
export type LogFields = { msg: string; requestId?: string; [field: string]: unknown };
export type Log = Record<LogLevel, (fields: LogFields) => void>;

/** The request being handled, for log lines written deep inside (Vike logs a failed render itself). */
export const requestContext = new AsyncLocalStorage<{ requestId: string }>();

/** An Error as log fields: message and stack (one JSON string, so the line stays one line). */
export function errorFields(error: unknown): { error: string; stack?: string } {
  if (error instanceof Error) return { error: error.message, ...(error.stack ? { stack: error.stack } : {}) };
  return { error: String(error) };
}

/**
 * A logger that writes one JSON object per line — what log collectors parse
 * without guessing — with the time, the level and the request id of the
 * request being handled when the caller did not give one.
 *
 * @example
 * const log = createLog((line) => process.stdout.write(line));
 * log.error({ msg: 'render failed', path: '/us', ...errorFields(error) });
 * // {"time":"…","level":"error","msg":"render failed","requestId":"…","path":"/us","error":"…","stack":"…"}
 */
export function createLog(write: (line: string) => void, clock: () => number = Date.now): Log {
  const line = (level: LogLevel) => (fields: LogFields) => {
    const requestId = fields.requestId ?? requestContext.getStore()?.requestId;
    write(`${JSON.stringify({ time: new Date(clock()).toISOString(), level, ...fields, ...(requestId ? { requestId } : {}) })}\n`);
  };
  return { info: line('info'), warn: line('warn'), error: line('error') };
}

/** ANSI colour codes: Vike colours its error output red when it thinks it writes to a terminal. */
const ANSI = /\u001b\[[0-9;]*m/g;

/**
 * Routes console.error / console.warn / console.log of the whole process
 * through `log`, so what libraries print (Vike logs an error thrown while
 * rendering, with its stack) becomes one JSON line carrying the request id.
 * Returns a function that restores the console.
 */
export function routeConsoleToLog(log: Log): () => void {
  const saved = { error: console.error, warn: console.warn, log: console.log, info: console.info };
  const to =
    (level: LogLevel) =>
    (...args: unknown[]) => {
      const error = args.find((arg): arg is Error => arg instanceof Error);
      const msg = formatWithOptions({ colors: false }, ...args.filter((arg) => arg !== error)).replace(ANSI, '');
      log[level]({ msg: msg || (error ? error.message : ''), ...(error ? errorFields(error) : {}) });
    };
  Object.assign(console, { error: to('error'), warn: to('warn'), log: to('info'), info: to('info') });
  return () => Object.assign(console, saved);
}
