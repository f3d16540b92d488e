import { describe, expect, it } from 'vitest';
import { createAttemptLimiter } from './attempt-limiter.ts';

describe('createAttemptLimiter', () => {
  it('blocks a key after its tries, for the rest of its window, and not another key', () => {
    const limiter = createAttemptLimiter({ tries: 3, windowSeconds: 60 });
    for (let i = 0; i < 3; i++) {
      expect(limiter.blocked('a', 1_000)).toBe(0);
      limiter.failed('a', 1_000);
    }
    expect(limiter.blocked('a', 1_000)).toBe(60);
    expect(limiter.blocked('a', 31_000)).toBe(30);
    expect(limiter.blocked('b', 31_000)).toBe(0);
    expect(limiter.blocked('a', 61_000)).toBe(0);
  });

  it('keeps at most maxKeys keys, dropping the oldest', () => {
    const limiter = createAttemptLimiter({ tries: 1, windowSeconds: 60, maxKeys: 2 });
    for (const key of ['a', 'b', 'c']) limiter.failed(key, 0);
    expect(limiter.blocked('a', 0)).toBe(0);
    expect(limiter.blocked('c', 0)).toBe(60);
  });
});
