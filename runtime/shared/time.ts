/**
 * Time windows and server time (seed 000 §2.5, docs/decisions.md D8): route windows, nav
 * startTime, text banners and sale prices are decided against server time.
 */
import type { ScheduleEntry } from '../../dist/generated/schedule.ts';
import type { RegionCode } from '../../dist/generated/types.ts';

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

/**
 * Time-bound copy: `text`, or the latest of `changes` whose instant has come.
 *
 * @example
 * textAt('ご予約受付中', [{ at: '2025-08-01T00:00:00+09:00', text: '発売中' }], Date.parse('2026-01-01T00:00:00Z')) // => '発売中'
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
