import { describe, expect, it } from 'vitest';
import type { ScheduleEntry } from '../../dist/generated/schedule.ts';
import { isShown, nextChange, textAt, windowState } from './time.ts';

const at = (iso: string): number => Date.parse(iso);

describe('windowState', () => {
  const blackFridayUs = { startTime: '2024-11-14T00:00:00-05:00', endTime: '2024-12-03T00:00:00-05:00' };

  it('is before, open, then after', () => {
    expect(windowState(blackFridayUs, at('2024-11-13T23:59:59-05:00'))).toBe('before');
    expect(windowState(blackFridayUs, at('2024-11-14T00:00:00-05:00'))).toBe('open');
    expect(windowState(blackFridayUs, at('2024-12-02T23:59:59.999-05:00'))).toBe('open');
    expect(windowState(blackFridayUs, at('2024-12-03T00:00:00-05:00'))).toBe('after');
  });

  it('compares instants, not wall-clock texts, across offsets', () => {
    // 2024-11-14 00:00 in New York is 05:00 UTC.
    expect(windowState(blackFridayUs, at('2024-11-14T04:59:59Z'))).toBe('before');
    expect(windowState(blackFridayUs, at('2024-11-14T05:00:00Z'))).toBe('open');
  });

  it('treats a missing bound as open-ended', () => {
    expect(windowState({}, 0)).toBe('open');
    expect(windowState({ startTime: '2025-03-27T23:00:00+08:00' }, at('2030-01-01T00:00:00Z'))).toBe('open');
    expect(windowState({ endTime: '2025-08-28T00:00:00+08:00' }, at('2020-01-01T00:00:00Z'))).toBe('open');
  });
});

describe('isShown', () => {
  it('shows the us Flagship Bumblebee nav entry from its start time', () => {
    const item = { startTime: '2025-03-27T23:00:00+08:00' };
    expect(isShown(item, at('2025-03-27T22:59:59+08:00'))).toBe(false);
    expect(isShown(item, at('2025-03-27T23:00:00+08:00'))).toBe(true);
  });

  it('hides the fr text banner at its end time (27 Aug 24:00 +08:00)', () => {
    const banner = { endTime: '2025-08-28T00:00:00+08:00' };
    expect(isShown(banner, at('2025-08-27T23:59:59+08:00'))).toBe(true);
    expect(isShown(banner, at('2025-08-28T00:00:00+08:00'))).toBe(false);
  });
});

describe('nextChange', () => {
  const entry = (iso: string, regions: ScheduleEntry['regions'], ref: string): ScheduleEntry => ({
    at: iso,
    epochMs: at(iso),
    regions,
    kind: 'route-end',
    ref,
  });
  // Deliberately not in time order.
  const schedule = [
    entry('2024-12-05T00:00:00+00:00', ['uk'], 'black-friday-uk'),
    entry('2024-11-14T00:00:00+01:00', ['eu', 'fr', 'de'], 'black-friday-europe'),
    entry('2024-12-03T00:00:00+01:00', ['eu', 'fr', 'de'], 'black-friday-europe'),
    entry('2024-11-14T00:00:00+00:00', ['uk'], 'black-friday-uk'),
  ];

  it('gives the first instant after now that affects the region', () => {
    expect(nextChange(schedule, 'uk', at('2024-11-01T00:00:00Z'))).toBe(at('2024-11-14T00:00:00+00:00'));
    expect(nextChange(schedule, 'uk', at('2024-11-20T00:00:00Z'))).toBe(at('2024-12-05T00:00:00+00:00'));
    expect(nextChange(schedule, 'fr', at('2024-11-20T00:00:00Z'))).toBe(at('2024-12-03T00:00:00+01:00'));
  });

  it('is strictly after now', () => {
    expect(nextChange(schedule, 'uk', at('2024-11-14T00:00:00+00:00'))).toBe(at('2024-12-05T00:00:00+00:00'));
  });

  it('is undefined when nothing is left for the region', () => {
    expect(nextChange(schedule, 'uk', at('2025-01-01T00:00:00Z'))).toBeUndefined();
    expect(nextChange(schedule, 'cn', 0)).toBeUndefined();
    expect(nextChange([], 'us', 0)).toBeUndefined();
  });
});

describe('time-bound copy (jp reservations: shipping from August 2025)', () => {
  const end = '2025-08-01T00:00:00+09:00';
  const before = Date.parse('2025-07-31T23:59:59+09:00');
  const after = Date.parse(end);

  it('textAt: the latest change whose instant has come, whatever the list order', () => {
    const changes = [
      { at: '2025-09-01T00:00:00+09:00', text: 'later' },
      { at: end, text: '発売中' },
    ];
    expect(textAt('ご予約受付中', changes, before)).toBe('ご予約受付中');
    expect(textAt('ご予約受付中', changes, after)).toBe('発売中');
    expect(textAt('ご予約受付中', changes, Date.parse('2026-11-26T00:00:00Z'))).toBe('later');
    expect(textAt('Now available', undefined, after)).toBe('Now available');
  });
});
