/**
 * The purchase-date rule of the product-registration and return forms, shared
 * by the forms (which know the visitor's today) and the service (which allows
 * its own tomorrow, as a visitor's today may be the server's tomorrow): a real
 * calendar day, YYYY-MM-DD, from EARLIEST_PURCHASE_DATE to a latest day.
 *
 * @example isPurchaseDate('2025-02-29', '2025-06-01') // false: 2025 has no 29 February
 */

/** The earliest purchase date either form or the service accepts (before it, a typo such as 0202-05-01). */
export const EARLIEST_PURCHASE_DATE = '2000-01-01';

/** A YYYY-MM-DD that names a real calendar day. */
export function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const parsed = Date.parse(`${value}T00:00:00Z`);
  return !Number.isNaN(parsed) && new Date(parsed).toISOString().slice(0, 10) === value;
}

/** A real day from EARLIEST_PURCHASE_DATE to `latest` (YYYY-MM-DD) included; the fixed width makes text order date order. */
export function isPurchaseDate(value: string, latest: string): boolean {
  return isCalendarDate(value) && value >= EARLIEST_PURCHASE_DATE && value <= latest;
}

/** The UTC day of an instant, YYYY-MM-DD. */
export function utcDay(instant: Date): string {
  return instant.toISOString().slice(0, 10);
}
