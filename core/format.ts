/**
 * Amounts and dates formatted with Intl in a region's formatting locale (regions.yaml `formatLocale`:
 * en-IE for eu, whose locale en-EU Intl does not know). Shared by the site (runtime/shared/format.ts
 * re-exports it) and codegen, which writes the facts copy refers to (codegen/merge/facts.ts) with the same
 * formatters, so a fact reads in a page exactly as a price or date the site formats.
 */

import { fractionDigits } from './money.ts';

/**
 * Intl formatters, made once per locale and options: building one loads the locale's data (tens of
 * milliseconds for the first DisplayNames or NumberFormat in a browser), and a page formats dozens of
 * prices and dates. Formatters are immutable, so sharing them is safe.
 */
const formatters = new Map<string, unknown>();
export function memo<T>(key: string, make: () => T): T {
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
  return dateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(calendarDay(isoDate, 'formatDate: '));
}

/**
 * A YYYY-MM-DD calendar date as the instant of its midnight in UTC (formatted in UTC, it is that day wherever the
 * code runs); `caller` opens the error's message.
 */
function calendarDay(isoDate: string, caller = ''): number {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  if (!match) throw new RangeError(`${caller}"${isoDate}" is not a YYYY-MM-DD date.`);
  return Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
}

/** How a calendar date is written: `date` the full date, `day` the day and month without the year, `year` the year alone. */
export type DateStyle = 'date' | 'day' | 'year';
const DATE_OPTIONS: Record<Exclude<DateStyle, 'year'>, Intl.DateTimeFormatOptions> = {
  date: { dateStyle: 'long', timeZone: 'UTC' },
  day: { month: 'long', day: 'numeric', timeZone: 'UTC' },
};

/**
 * A calendar date (YYYY-MM-DD) written out in a sentence, for `locale` (the region's `formatLocale`):
 * the month in words, as copy writes a date ("returns until January 20, 2025").
 *
 * @example
 * formatCalendarDate('2025-01-20', 'en-US')         // => 'January 20, 2025'
 * formatCalendarDate('2025-01-20', 'de-DE')         // => '20. Januar 2025'
 * formatCalendarDate('2024-12-09', 'fr-FR', 'day')  // => '9 décembre'
 * formatCalendarDate('2025-01-01', 'ja-JP', 'year') // => '2025'
 */
export function formatCalendarDate(isoDate: string, locale: string, style: DateStyle = 'date'): string {
  const day = calendarDay(isoDate);
  // The year alone is a number in every locale of the site ("New Year 2025", "2025 新年"), not "2025年".
  if (style === 'year') return String(new Date(day).getUTCFullYear());
  return dateTimeFormat(locale, DATE_OPTIONS[style]).format(day);
}

/**
 * How a region writes a range in prose where Intl's range is not its style (regions.yaml `ranges`): a template with
 * `{from}` and `{to}`, e.g. fr « {from} à {to} » for counts, « du {from} au {to} » for a period of days.
 */
export interface RangeStyle {
  count?: string;
  period?: string;
}
/** The period styles: '' the compact range of a label (Intl's), 'day' day and month in words, 'date' with the year too. */
export type PeriodStyle = '' | 'day' | 'date';
const PERIOD_OPTIONS: Record<PeriodStyle, Intl.DateTimeFormatOptions> = {
  '': { month: 'short', day: 'numeric', timeZone: 'UTC' },
  day: { month: 'long', day: 'numeric', timeZone: 'UTC' },
  date: { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' },
};
const fill = (template: string, from: string, to: string) => template.replace('{from}', from).replace('{to}', to);

/**
 * The days of a period, first and last (YYYY-MM-DD, both included), as the locale writes a range of
 * days: the month written once when both days share it (Intl's formatRange decides what is shared). A label ('')
 * takes Intl's compact range; prose ('day', 'date') takes the region's `template` where it declares one, its two ends
 * being Intl's two sides of the range.
 *
 * @example
 * formatPeriod('2024-12-09', '2024-12-31', 'en-US') // => 'Dec 9 – 31'
 * formatPeriod('2024-11-30', '2024-12-02', 'en-GB') // => '30 Nov – 2 Dec'
 * formatPeriod('2024-12-09', '2024-12-31', 'de-DE') // => '9.–31. Dez.'
 * formatPeriod('2024-12-09', '2024-12-31', 'fr-FR', 'date', 'du {from} au {to}') // => 'du 9 au 31 décembre 2024'
 */
export function formatPeriod(first: string, last: string, locale: string, style: PeriodStyle = '', template?: string): string {
  const format = dateTimeFormat(locale, PERIOD_OPTIONS[style]);
  const [from, to] = [calendarDay(first), calendarDay(last)];
  if (!template || style === '') return format.formatRange(from, to);
  const parts = format.formatRangeToParts(from, to);
  const start = parts.filter((p) => p.source === 'startRange');
  if (!start.length) return format.format(from);
  const firstEnd = parts.findIndex((p) => p.source === 'endRange');
  const end = parts.slice(firstEnd).filter((p, i, rest) => p.source === 'endRange' || rest.slice(0, i).some((q) => q.source === 'endRange'));
  // Fields both days share (the month, the year) follow the end, as French writes it: du 9 au 31 décembre.
  const shared = parts.slice(0, firstEnd).filter((p) => p.source === 'shared' && p.type !== 'literal');
  const join = (list: Intl.DateTimeRangeFormatPart[]) =>
    list
      .map((p) => p.value)
      .join('')
      .trim();
  return fill(template, join(start), [join(end), join(shared)].filter(Boolean).join(' '));
}

/**
 * A count, a range of counts or a percentage in the locale's digits and signs.
 *
 * @example
 * formatCount(2500, 'fr-FR')      // => '2 500' (U+202F)
 * formatCountRange(3, 5, 'en-US') // => '3–5'
 * formatCountRange(3, 5, 'fr-FR', '{from} à {to}') // => '3 à 5' (fr's regions.yaml ranges.count: the copy review's N-UK5)
 * formatPercent(5, 'de-DE')       // => '5 %' (U+00A0)
 */
export const formatCount = (value: number, locale: string): string => numberFormat(locale, {}).format(value);
export const formatCountRange = (from: number, to: number, locale: string, template?: string): string =>
  template ? fill(template, formatCount(from, locale), formatCount(to, locale)) : numberFormat(locale, {}).formatRange(from, to);
export const formatPercent = (value: number, locale: string): string => numberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }).format(value / 100);
