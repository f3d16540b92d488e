import { describe, expect, it } from 'vitest';
import { EARLIEST_PURCHASE_DATE, isCalendarDate, isPurchaseDate, utcDay } from './purchase-date.ts';

describe('isCalendarDate', () => {
  it.each(['2024-02-29', '2000-01-01', '2025-12-31'])('accepts %s', (value) => {
    expect(isCalendarDate(value)).toBe(true);
  });
  it.each(['2025-02-29', '2025-1-01', '2025-13-01', '2025-04-31', '31/05/2025', '2025-05-31T00:00', ' 2025-05-31', ''])('refuses %j', (value) => {
    expect(isCalendarDate(value)).toBe(false);
  });
});

describe('isPurchaseDate', () => {
  it('takes the earliest day and the latest day, and none outside them', () => {
    expect(isPurchaseDate(EARLIEST_PURCHASE_DATE, '2025-06-01')).toBe(true);
    expect(isPurchaseDate('2025-06-01', '2025-06-01')).toBe(true);
    expect(isPurchaseDate('1999-12-31', '2025-06-01')).toBe(false);
    expect(isPurchaseDate('0202-05-01', '2025-06-01')).toBe(false);
    expect(isPurchaseDate('2025-06-02', '2025-06-01')).toBe(false);
  });
  it('refuses a day that does not exist, even within the range', () => {
    expect(isPurchaseDate('2025-02-29', '2025-06-01')).toBe(false);
  });
});

describe('utcDay', () => {
  it('is the day in UTC, whatever the local time zone', () => {
    expect(utcDay(new Date('2025-06-01T23:59:59.999Z'))).toBe('2025-06-01');
    expect(utcDay(new Date('2025-06-02T00:00:00Z'))).toBe('2025-06-02');
  });
});
