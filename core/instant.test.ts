import { describe, expect, it } from 'vitest';
import { parseInstant } from './instant.ts';

describe('parseInstant', () => {
  it('parses an instant with seconds and an offset', () => {
    expect(parseInstant('2025-08-28T00:00:00+08:00')).toBe(Date.UTC(2025, 7, 27, 16));
    expect(parseInstant('2024-11-14T00:00:00-05:00')).toBe(Date.UTC(2024, 10, 14, 5));
    expect(parseInstant('2025-01-01T00:00:00Z')).toBe(Date.UTC(2025, 0, 1));
    expect(parseInstant('2025-01-01T00:00:00.250Z')).toBe(Date.UTC(2025, 0, 1, 0, 0, 0, 250));
  });

  it('requires an offset', () => {
    expect(parseInstant('2025-08-28T00:00:00')).toBeUndefined();
  });

  it('requires seconds and the full form', () => {
    expect(parseInstant('2025-08-28T00:00+08:00')).toBeUndefined();
    expect(parseInstant('2025-08-28')).toBeUndefined();
    expect(parseInstant('2025-08-28 00:00:00+08:00')).toBeUndefined();
    expect(parseInstant('next Tuesday')).toBeUndefined();
  });

  it('rejects out-of-range fields', () => {
    expect(parseInstant('2025-13-01T00:00:00Z')).toBeUndefined();
    expect(parseInstant('2025-01-01T25:00:00Z')).toBeUndefined();
    expect(parseInstant('2025-01-01T23:60:00Z')).toBeUndefined();
    expect(parseInstant('2025-01-01T00:00:00+25:00')).toBeUndefined();
  });

  it('rejects days that the month does not have', () => {
    expect(parseInstant('2024-02-29T00:00:00Z')).toBe(Date.UTC(2024, 1, 29));
    expect(parseInstant('2025-02-30T00:00:00+08:00')).toBeUndefined();
    expect(parseInstant('2025-02-29T00:00:00Z')).toBeUndefined();
    expect(parseInstant('2025-04-31T00:00:00Z')).toBeUndefined();
  });

  it('rejects 24:00 (docs/decisions.md D12: written as 00:00 of the next day)', () => {
    expect(parseInstant('2025-01-01T24:00:00+08:00')).toBeUndefined();
  });
});
