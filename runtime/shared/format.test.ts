import { describe, expect, it } from 'vitest';
import { regionTable } from '../../dist/generated/regions.ts';
import { REGION_CODES } from './regions.ts';
import { fillTemplate, formatPrice } from './format.ts';

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

describe('fillTemplate', () => {
  it('replaces placeholders with strings and numbers', () => {
    expect(fillTemplate('Try again in {seconds} seconds.', { seconds: 30 })).toBe('Try again in 30 seconds.');
    expect(fillTemplate('{count} x {name}, {count} left', { count: 2, name: 'Bumblebee' })).toBe('2 x Bumblebee, 2 left');
    expect(fillTemplate('{n}', { n: 0 })).toBe('0');
  });

  it('leaves unknown placeholders and other braces as written', () => {
    expect(fillTemplate('Hello {name}, {unknown}', { name: 'Ada' })).toBe('Hello Ada, {unknown}');
    expect(fillTemplate('{ spaced } {} {{name}}', { name: 'x' })).toBe('{ spaced } {} {x}');
  });

  it('does not read inherited properties', () => {
    expect(fillTemplate('{constructor} {toString}', {})).toBe('{constructor} {toString}');
  });

  it('does not expand placeholders inside replaced values', () => {
    expect(fillTemplate('{a}', { a: '{b}', b: 'no' })).toBe('{b}');
  });
});
