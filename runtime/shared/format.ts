/**
 * Price and text formatting with Intl in the region's formatting locale
 * (regions.yaml `formatLocale`: en-IE for eu, whose locale en-EU Intl does not know).
 * Prices and dates are formatted by core/format.ts, which codegen shares to write the facts copy
 * refers to (codegen/merge/facts.ts) exactly as the site writes prices.
 */

import { memo, numberFormat } from '../../core/format.ts';

export { formatDate, formatPrice } from '../../core/format.ts';

export const displayNames = (locale: string, type: Intl.DisplayNamesType): Intl.DisplayNames => memo(`names|${locale}|${type}`, () => new Intl.DisplayNames(locale, { type }));

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
