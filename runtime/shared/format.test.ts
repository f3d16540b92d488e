import { describe, expect, it } from 'vitest';
import { regionTable } from '../../dist/generated/regions.ts';
import { REGION_CODES } from './regions.ts';
import { formatDate, formatMegabytes, formatPrice, languageName } from './format.ts';

describe('formatLocale (regions.yaml)', () => {
  it.each(REGION_CODES)('%s formats in a locale Intl knows as written', (code) => {
    const { formatLocale } = regionTable.regions[code];
    expect(new Intl.NumberFormat(formatLocale).resolvedOptions().locale).toBe(formatLocale);
  });

  it('formats eu, whose locale en-EU is no CLDR locale, the Irish way', () => {
    const eu = regionTable.regions.eu;
    expect(eu.locale).toBe('en-EU');
    expect(new Intl.NumberFormat(eu.locale).resolvedOptions().locale).not.toBe('en-EU');
    expect(eu.formatLocale).toBe('en-IE');
    expect(formatPrice(1299.9, eu.currency, eu.formatLocale)).toBe('€1,299.90');
  });
});

describe('formatPrice', () => {
  it.each([
    [1299, 'USD', 'en-US', '$1,299'],
    [1299.5, 'USD', 'en-US', '$1,299.50'],
    [1299.99, 'USD', 'en-US', '$1,299.99'],
    [0, 'USD', 'en-US', '$0'],
    [999, 'GBP', 'en-GB', '£999'],
    [1299, 'EUR', 'en-IE', '€1,299'],
    [1299.9, 'EUR', 'en-IE', '€1,299.90'],
    // fr-FR groups with a narrow no-break space and puts a no-break space before €.
    [1299, 'EUR', 'fr-FR', '1\u202f299\u00a0€'],
    [1299.99, 'EUR', 'de-DE', '1.299,99\u00a0€'],
    [9999, 'CNY', 'zh-CN', '¥9,999'],
    [59800, 'JPY', 'ja-JP', '￥59,800'],
    [1290000, 'KRW', 'ko-KR', '₩1,290,000'],
  ])('%d %s in %s is %s', (amount, currency, locale, expected) => {
    expect(formatPrice(amount, currency, locale)).toBe(expected);
  });

  it('never shows decimals for JPY and KRW, even for a fractional amount', () => {
    expect(formatPrice(59800.4, 'JPY', 'ja-JP')).toBe('￥59,800');
    expect(formatPrice(1290000.5, 'KRW', 'ko-KR')).not.toMatch(/[.,]\d{1,2}$/);
  });

  it('formats in the given locale, not the currency home', () => {
    expect(formatPrice(1299, 'USD', 'fr-FR')).toBe('1\u202f299\u00a0$US');
  });

  it('rejects an unknown currency code as Intl does', () => {
    expect(() => formatPrice(1, 'DOLLARS', 'en-US')).toThrow(RangeError);
  });
});

describe('formatDate', () => {
  it("formats a YAML date in each region's formatting locale", () => {
    const byRegion = Object.fromEntries(REGION_CODES.map((code) => [code, formatDate('2025-03-14', regionTable.regions[code].formatLocale)]));
    expect(byRegion).toEqual({
      us: 'Mar 14, 2025',
      uk: '14 Mar 2025',
      eu: '14 Mar 2025',
      fr: '14 mars 2025',
      de: '14.03.2025',
      kr: '2025. 3. 14.',
      jp: '2025/03/14',
      cn: '2025年3月14日',
    });
  });

  it('keeps the written day whatever the time zone (read and formatted in UTC)', () => {
    expect(formatDate('2025-01-01', 'en-US')).toBe('Jan 1, 2025');
    expect(formatDate('2024-12-31', 'en-US')).toBe('Dec 31, 2024');
  });

  it('refuses what is not a YYYY-MM-DD date', () => {
    expect(() => formatDate('14/03/2025', 'en-US')).toThrow(/not a YYYY-MM-DD date/);
    expect(() => formatDate('2025-3-14', 'en-US')).toThrow(RangeError);
  });
});

describe('formatMegabytes', () => {
  it("uses the locale's decimal mark and unit", () => {
    expect(formatMegabytes(12.4, 'en-US')).toBe('12.4 MB');
    expect(formatMegabytes(12.4, 'fr-FR')).toBe('12,4\u202fMo'); // a narrow no-break space before the unit
    expect(formatMegabytes(12.4, 'de-DE')).toBe('12,4 MB');
    expect(formatMegabytes(148.25, 'en-GB')).toBe('148.3 MB');
  });
});

describe('languageName', () => {
  it("names a file's language in the region's language, capitalised", () => {
    expect(languageName('de', 'fr-FR')).toBe('Allemand');
    expect(languageName('fr', 'de-DE')).toBe('Französisch');
    expect(languageName('zh-Hans', 'en-US')).toBe('Simplified Chinese');
    expect(languageName('ko', 'ko-KR')).toBe('한국어');
    expect(languageName('mul', 'en-GB')).toBe('Multiple languages');
  });
});
