/**
 * Price and text formatting with Intl in the region's formatting locale
 * (regions.yaml `formatLocale`: en-IE for eu, whose locale en-EU Intl does not know).
 */

import { fractionDigits } from './money.ts';

/**
 * Intl formatters, made once per locale and options: building one loads the locale's data (tens of
 * milliseconds for the first DisplayNames or NumberFormat in a browser), and a page formats dozens of
 * prices and dates. Formatters are immutable, so sharing them is safe.
 */
const formatters = new Map<string, unknown>();
function memo<T>(key: string, make: () => T): T {
  let made = formatters.get(key) as T | undefined;
  if (made === undefined) {
    made = make();
    formatters.set(key, made);
  }
  return made;
}
export const numberFormat = (locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat => memo(`number|${locale}|${JSON.stringify(options)}`, () => new Intl.NumberFormat(locale, options));
export const dateTimeFormat = (locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat =>
  memo(`date|${locale}|${JSON.stringify(options)}`, () => new Intl.DateTimeFormat(locale, options));
export const displayNames = (locale: string, type: Intl.DisplayNamesType): Intl.DisplayNames => memo(`names|${locale}|${type}`, () => new Intl.DisplayNames(locale, { type }));

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
  return numberFormat(locale, { style: 'currency', currency, minimumFractionDigits: digits, maximumFractionDigits: digits }).format(amount);
}

/**
 * A calendar date written YYYY-MM-DD in YAML, formatted for `locale` (the
 * region's `formatLocale`) as a medium date. The date is read and formatted in
 * UTC, so it is the same day wherever the page is rendered.
 *
 * @example
 * formatDate('2025-03-14', 'en-US') // => 'Mar 14, 2025'
 * formatDate('2025-03-14', 'de-DE') // => '14.03.2025'
 * formatDate('2025-03-14', 'zh-CN') // => '2025年3月14日'
 */
export function formatDate(isoDate: string, locale: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  if (!match) throw new RangeError(`formatDate: "${isoDate}" is not a YYYY-MM-DD date.`);
  const instant = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return dateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(instant);
}

/**
 * A file size in megabytes with the locale's decimal mark and unit abbreviation.
 *
 * @example
 * formatMegabytes(12.4, 'en-US') // => '12.4 MB'
 * formatMegabytes(12.4, 'fr-FR') // => '12,4 Mo'
 */
export function formatMegabytes(megabytes: number, locale: string): string {
  return numberFormat(locale, { style: 'unit', unit: 'megabyte', maximumFractionDigits: 1 }).format(megabytes);
}

/**
 * The name of a language (a BCP 47 code; `mul` for several) in the region's
 * language, starting with a capital as it stands alone in a table cell.
 *
 * @example
 * languageName('de', 'fr-FR')      // => 'Allemand'
 * languageName('zh-Hans', 'en-US') // => 'Simplified Chinese'
 */
export function languageName(code: string, locale: string): string {
  const name = displayNames(locale, 'language').of(code) ?? code;
  return name.charAt(0).toLocaleUpperCase(locale) + name.slice(1);
}
