/**
 * Price and text formatting with Intl in the region's formatting locale
 * (regions.yaml `formatLocale`: en-IE for eu, whose locale en-EU Intl does not know).
 */

import { fractionDigits } from './money.ts';

/**
 * An amount in the region's currency, formatted for `locale` — pass the
 * region's `formatLocale` — with the fraction digits of its context
 * (money.ts): a whole price and JPY/KRW show no decimals; installments always
 * show the currency's minor units.
 *
 * @example
 * formatPrice(1299, 'USD', 'en-US')   // => '$1,299'
 * formatPrice(1299.5, 'USD', 'en-US') // => '$1,299.50'
 * formatPrice(59800, 'JPY', 'ja-JP')  // => '￥59,800'
 * formatPrice(1299.9, 'EUR', regionTable.regions.eu.formatLocale) // en-IE => '€1,299.90'
 */
export function formatPrice(amount: number, currency: string, locale: string, context: 'price' | 'installment' = 'price'): string {
  const digits = fractionDigits(amount, currency, context);
  return new Intl.NumberFormat(locale, { style: 'currency', currency, minimumFractionDigits: digits, maximumFractionDigits: digits }).format(amount);
}

/**
 * Fills `{name}` placeholders of a text from YAML; unknown placeholders stay as written.
 *
 * @example
 * fillTemplate('Try again in {seconds} seconds.', { seconds: 30 }) // => 'Try again in 30 seconds.'
 */
export function fillTemplate(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{([A-Za-z0-9_.-]+)\}/g, (placeholder, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : placeholder,
  );
}
