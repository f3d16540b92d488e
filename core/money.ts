/**
 * The money rules of price display, one place for every page: how many
 * fraction digits a currency shows in which context, and how an interest-free
 * plan splits a price so that its payments add up to the price exactly.
 */

/** ISO 4217 minor units (digits after the decimal point) of the site's currencies. */
const MINOR_UNITS: Record<string, number> = { USD: 2, GBP: 2, EUR: 2, CNY: 2, JPY: 0, KRW: 0 };

export const minorUnits = (currency: string): number => MINOR_UNITS[currency.toUpperCase()] ?? 2;

/**
 * Fraction digits by context: a `price` (list, sale) shows none when it is a
 * whole amount (`$1,299`, `$1,299.50`); an `installment` always shows the
 * currency's minor units, so the amounts of one plan read alike (`£433.00`,
 * `£389.66`). JPY and KRW never show any.
 */
export function fractionDigits(amount: number, currency: string, context: 'price' | 'installment'): number {
  const minor = minorUnits(currency);
  return context === 'price' && Number.isInteger(amount) ? 0 : minor;
}

export interface InstallmentPlan {
  count: number;
  /** Each payment but the last: the price divided and rounded down to the minor unit. */
  regular: number;
  /** The last payment, carrying the remainder: regular × (count − 1) + last = price, exactly. */
  last: number;
}

/**
 * An interest-free plan as a lender charges it: `count` payments that add up
 * to the price exactly — rounding each up (12 × $141.59 = $1,699.08 for $1,699)
 * would charge more than the price. Computed in minor units, so no float drift.
 *
 * @example
 * installmentPlan(1699, 12, 'USD') // => { count: 12, regular: 141.58, last: 141.62 }
 * installmentPlan(1299, 3, 'GBP')  // => { count: 3, regular: 433, last: 433 }
 */
export function installmentPlan(price: number, count: number, currency: string): InstallmentPlan {
  const scale = 10 ** minorUnits(currency);
  const total = Math.round(price * scale);
  const regular = Math.floor(total / count);
  const last = total - regular * (count - 1);
  return { count, regular: regular / scale, last: last / scale };
}
