/**
 * Time windows and server time (seed 000 §2.5, DESIGN §4): route windows, nav
 * startTime, text banners and sale prices are decided against server time.
 */
import type { ScheduleEntry } from '../../dist/generated/schedule.ts';
import type { RegionCode } from '../../dist/generated/types.ts';
import { BLOCKED_ROUTES_KEY } from './storage-keys.ts';

export type WindowState = 'before' | 'open' | 'after';

/**
 * Where `nowMs` falls in a window: before its startTime, open, or from its
 * endTime on (the end instant itself is 'after'). A missing bound is open-ended.
 *
 * @example
 * windowState({ endTime: '2025-08-27T24:00:00+08:00' }, Date.parse('2025-08-28T00:00:00+08:00')) // => 'after'
 */
export function windowState(meta: { startTime?: string; endTime?: string }, nowMs: number): WindowState {
  if (meta.startTime !== undefined && nowMs < Date.parse(meta.startTime)) return 'before';
  if (meta.endTime !== undefined && nowMs >= Date.parse(meta.endTime)) return 'after';
  return 'open';
}

/**
 * Whether an item with an optional startTime and endTime (a nav entry, a text banner) shows now.
 *
 * @example
 * isShown({ startTime: '2025-03-27T23:00:00+08:00' }, Date.parse('2025-03-28T00:00:00+08:00')) // => true
 */
export function isShown(item: { startTime?: string; endTime?: string }, nowMs: number): boolean {
  return windowState(item, nowMs) === 'open';
}

/**
 * The next schedule instant after `nowMs` that changes a region's pages: a
 * rendered page may be cached until then.
 *
 * @example
 * nextChange(schedule, 'uk', Date.parse('2024-11-20T00:00:00Z')) // => Date.parse('2024-12-05T00:00:00+00:00')
 */
export function nextChange(schedule: readonly ScheduleEntry[], region: RegionCode, nowMs: number): number | undefined {
  let next: number | undefined;
  for (const entry of schedule) {
    if (entry.epochMs > nowMs && entry.regions.includes(region) && (next === undefined || entry.epochMs < next)) next = entry.epochMs;
  }
  return next;
}

/** A monotonic clock in ms: unaffected by the visitor changing the system time. */
const monotonicNow = (): number => performance.now();

/**
 * A clock that starts from the server-supplied time and advances with the
 * local monotonic clock. `refresh()` asks the server again (the seed's
 * /ssr/timestamp call, 10 s timeout); if that fails or times out, the last
 * known time is kept (seed 000 §2.5). The fetcher may honour the abort signal;
 * the timeout applies either way.
 *
 * @example
 * const clock = createServerClock((signal) => fetchServerTime(signal), pageContext.serverTimeMs);
 * const nowMs = await clock.refresh(); // on each later navigation
 */
export function createServerClock(fetchTime: (signal: AbortSignal) => Promise<number>, initialMs: number, timeoutMs = 10_000, tick: () => number = monotonicNow) {
  let baseMs = initialMs;
  let baseTick = tick();
  let requested = 0;
  let applied = 0;
  const now = (): number => baseMs + (tick() - baseTick);

  async function refresh(): Promise<number> {
    const ticket = ++requested;
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timedOut = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        const reason = new DOMException(`server time took more than ${timeoutMs} ms`, 'TimeoutError');
        controller.abort(reason);
        reject(reason);
      }, timeoutMs);
    });
    let fetched: Promise<number>;
    try {
      fetched = Promise.resolve(fetchTime(controller.signal));
    } catch (error) {
      fetched = Promise.reject(error); // a fetcher that throws instead of rejecting
    }
    fetched.catch(() => undefined); // a fetch that fails after the timeout won is not an unhandled rejection
    try {
      const serverMs = await Promise.race([fetched, timedOut]);
      // An older refresh answering after a newer one must not move the clock back.
      if (Number.isFinite(serverMs) && ticket > applied) {
        applied = ticket;
        baseMs = serverMs;
        baseTick = tick();
      }
    } catch {
      // Keep the last known time (seed 000 §2.5).
    } finally {
      clearTimeout(timer);
    }
    return now();
  }

  return { now, refresh };
}

/** The sessionStorage key of the routes whose endTime has passed (listed in storage-keys.ts, for the cookie policy). */
export { BLOCKED_ROUTES_KEY };

/**
 * The routes blocked for the rest of the session once their endTime has
 * passed (seed 000 §2.5), kept in `storage` (sessionStorage) when given so a
 * reload does not reopen them. Storage failures fall back to memory.
 *
 * @example
 * const blocked = createBlockedRoutes(sessionStorage);
 * if (windowState(route.meta, clock.now()) === 'after') blocked.block(route.name);
 * blocked.isBlocked('black-friday-us') // => true
 */
export function createBlockedRoutes(storage?: Pick<Storage, 'getItem' | 'setItem'>) {
  const names = new Set<string>();

  function load(): void {
    if (!storage) return;
    try {
      const stored: unknown = JSON.parse(storage.getItem(BLOCKED_ROUTES_KEY) ?? '[]');
      if (Array.isArray(stored)) for (const name of stored) if (typeof name === 'string') names.add(name);
    } catch {
      // Unreadable or foreign value: memory only.
    }
  }

  function block(name: string): void {
    load();
    names.add(name);
    try {
      storage?.setItem(BLOCKED_ROUTES_KEY, JSON.stringify([...names]));
    } catch {
      // Storage full or disabled (private mode): memory only.
    }
  }

  function isBlocked(name: string): boolean {
    if (names.has(name)) return true;
    load();
    return names.has(name);
  }

  return { block, isBlocked };
}

/**
 * Time-bound copy: `text`, or the latest of `changes` whose instant has come.
 *
 * @example
 * textAt('ご予約受付中', [{ at: '2025-08-01T00:00:00+09:00', text: '好評発売中' }], Date.parse('2026-01-01T00:00:00Z')) // => '好評発売中'
 */
export function textAt(text: string, changes: readonly { at: string; text: string }[] | undefined, nowMs: number): string {
  let current = text;
  let from = -Infinity;
  for (const change of changes ?? []) {
    const at = Date.parse(change.at);
    if (at <= nowMs && at >= from) {
      current = change.text;
      from = at;
    }
  }
  return current;
}
