/**
 * Wrong tries per key (a client address) in a fixed window, in this process's memory: the preview secret's
 * (without a limit, 200 wrong secrets went through in 2 s), the no-script form posts' and the service's app tokens
 * that open no session. The service's other limits live in its database, shared by every process; a per-process
 * count is enough where each process allows a few tries. At most `maxKeys` keys are kept, the oldest dropped first.
 *
 * @example
 * const limiter = createAttemptLimiter({ tries: 5, windowSeconds: 900 });
 * limiter.blocked('203.0.113.9', Date.now()) // => 0 (not blocked); after 5 limiter.failed(…): the seconds to wait
 */
export function createAttemptLimiter({ tries, windowSeconds, maxKeys = 10_000 }: { tries: number; windowSeconds: number; maxKeys?: number }) {
  const windows = new Map<string, { start: number; failures: number }>();
  const current = (key: string, now: number) => {
    const window = windows.get(key);
    if (window && window.start + windowSeconds * 1000 > now) return window;
    if (window) windows.delete(key);
    return undefined;
  };
  return {
    /** The seconds until `key` may try again, 0 when it may now. */
    blocked(key: string, now: number): number {
      const window = current(key, now);
      return window && window.failures >= tries ? Math.max(1, Math.ceil((window.start + windowSeconds * 1000 - now) / 1000)) : 0;
    },
    failed(key: string, now: number): void {
      const window = current(key, now);
      if (window) window.failures += 1;
      else {
        windows.set(key, { start: now, failures: 1 });
        if (windows.size > maxKeys) windows.delete(windows.keys().next().value!);
      }
    },
  };
}
