import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ScheduleEntry } from '../../dist/generated/schedule.ts';
import { BLOCKED_ROUTES_KEY, createBlockedRoutes, createServerClock, isShown, nextChange, textAt, windowState } from './time.ts';

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

describe('createServerClock', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  /** A hand-driven monotonic clock. */
  function fakeTick() {
    let ms = 1_000;
    return { tick: () => ms, advance: (by: number) => (ms += by) };
  }

  it('starts from the server time and advances with the local clock', () => {
    const local = fakeTick();
    const clock = createServerClock(() => Promise.resolve(0), 1_700_000_000_000, 10_000, local.tick);
    expect(clock.now()).toBe(1_700_000_000_000);
    local.advance(2_500);
    expect(clock.now()).toBe(1_700_000_002_500);
  });

  it('advances with the real clock by default', async () => {
    const clock = createServerClock(() => Promise.resolve(0), 5_000);
    const first = clock.now();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(clock.now()).toBeGreaterThan(first);
    expect(clock.now() - first).toBeLessThan(5_000);
  });

  it('takes the fetched time on refresh', async () => {
    const local = fakeTick();
    const clock = createServerClock(() => Promise.resolve(2_000_000), 1_000_000, 10_000, local.tick);
    local.advance(100);
    await expect(clock.refresh()).resolves.toBe(2_000_000);
    local.advance(50);
    expect(clock.now()).toBe(2_000_050);
  });

  it('keeps the last known time when the fetch fails', async () => {
    const local = fakeTick();
    const fetchTime = vi.fn<(signal: AbortSignal) => Promise<number>>().mockResolvedValueOnce(2_000_000).mockRejectedValueOnce(new Error('offline'));
    const clock = createServerClock(fetchTime, 1_000_000, 10_000, local.tick);
    await clock.refresh();
    local.advance(300);
    await expect(clock.refresh()).resolves.toBe(2_000_300);
    expect(fetchTime).toHaveBeenCalledTimes(2);
  });

  it('keeps the last known time when the fetcher throws synchronously or answers nonsense', async () => {
    const local = fakeTick();
    const throwing = createServerClock(
      () => {
        throw new Error('boom');
      },
      1_000,
      10_000,
      local.tick,
    );
    await expect(throwing.refresh()).resolves.toBe(1_000);
    const nonsense = createServerClock(() => Promise.resolve(Number.NaN), 1_000, 10_000, local.tick);
    await expect(nonsense.refresh()).resolves.toBe(1_000);
  });

  it('gives up after the timeout, aborts the fetch and keeps the last known time', async () => {
    vi.useFakeTimers();
    const local = fakeTick();
    let signal: AbortSignal | undefined;
    const clock = createServerClock(
      (s) => {
        signal = s;
        return new Promise<number>(() => {});
      },
      1_000_000,
      10_000,
      local.tick,
    );
    let settled: number | undefined;
    void clock.refresh().then((ms) => {
      settled = ms;
    });
    await vi.advanceTimersByTimeAsync(9_999);
    expect(settled).toBeUndefined();
    expect(signal?.aborted).toBe(false);
    local.advance(10_000);
    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toBe(1_010_000);
    expect(signal?.aborted).toBe(true);
    expect((signal?.reason as DOMException | undefined)?.name).toBe('TimeoutError');
  });

  it('does not let a late answer of an older refresh move the clock back', async () => {
    const local = fakeTick();
    const answers: Array<(ms: number) => void> = [];
    const clock = createServerClock(() => new Promise<number>((resolve) => answers.push(resolve)), 0, 10_000, local.tick);
    const older = clock.refresh();
    const newer = clock.refresh();
    answers[1]?.(2_000);
    await newer;
    answers[0]?.(1_000);
    await older;
    expect(clock.now()).toBe(2_000);
  });
});

describe('createBlockedRoutes', () => {
  function memoryStorage(initial: Record<string, string> = {}) {
    const data = new Map(Object.entries(initial));
    return {
      data,
      getItem: (key: string) => data.get(key) ?? null,
      setItem: (key: string, value: string) => void data.set(key, value),
    };
  }

  it('blocks a route for the rest of the session', () => {
    const blocked = createBlockedRoutes();
    expect(blocked.isBlocked('black-friday-us')).toBe(false);
    blocked.block('black-friday-us');
    expect(blocked.isBlocked('black-friday-us')).toBe(true);
    expect(blocked.isBlocked('black-friday-uk')).toBe(false);
  });

  it('keeps blocked routes in the given storage across instances (a reload)', () => {
    const storage = memoryStorage();
    createBlockedRoutes(storage).block('black-friday-us');
    createBlockedRoutes(storage).block('christmas-sale-us');
    expect(JSON.parse(storage.data.get(BLOCKED_ROUTES_KEY) ?? '')).toEqual(['black-friday-us', 'christmas-sale-us']);
    const afterReload = createBlockedRoutes(storage);
    expect(afterReload.isBlocked('black-friday-us')).toBe(true);
    expect(afterReload.isBlocked('christmas-sale-us')).toBe(true);
  });

  it('ignores a foreign or corrupt stored value', () => {
    for (const value of ['not json', '{"a":1}', '[1, null, "ok"]']) {
      const blocked = createBlockedRoutes(memoryStorage({ [BLOCKED_ROUTES_KEY]: value }));
      expect(blocked.isBlocked('a')).toBe(false);
      blocked.block('black-friday-us');
      expect(blocked.isBlocked('black-friday-us')).toBe(true);
    }
    expect(createBlockedRoutes(memoryStorage({ [BLOCKED_ROUTES_KEY]: '[1, null, "ok"]' })).isBlocked('ok')).toBe(true);
  });

  it('falls back to memory when storage throws (private mode, quota)', () => {
    const blocked = createBlockedRoutes({
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    });
    blocked.block('black-friday-us');
    expect(blocked.isBlocked('black-friday-us')).toBe(true);
  });
});

describe('time-bound copy (jp reservations: shipping from August 2025)', () => {
  const end = '2025-08-01T00:00:00+09:00';
  const before = Date.parse('2025-07-31T23:59:59+09:00');
  const after = Date.parse(end);

  it('textAt: the latest change whose instant has come, whatever the list order', () => {
    const changes = [
      { at: '2025-09-01T00:00:00+09:00', text: 'later' },
      { at: end, text: '好評発売中' },
    ];
    expect(textAt('ご予約受付中', changes, before)).toBe('ご予約受付中');
    expect(textAt('ご予約受付中', changes, after)).toBe('好評発売中');
    expect(textAt('ご予約受付中', changes, Date.parse('2026-11-26T00:00:00Z'))).toBe('later');
    expect(textAt('Now available', undefined, after)).toBe('Now available');
  });
});
