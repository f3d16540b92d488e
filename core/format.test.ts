import { describe, expect, it } from 'vitest';
import { formatCountRange, formatPeriod } from './format.ts';

/** A region's range style (regions.yaml `ranges`): Intl's range where it is the region's style, a declared template where not (the copy review's G5). */
describe('ranges and periods per locale', () => {
  it('a range of counts: Intl formatRange, or the declared template (fr « 3 à 5 »)', () => {
    expect(formatCountRange(3, 5, 'en-US')).toBe('3–5');
    expect(formatCountRange(3, 5, 'de-DE')).toBe('3–5');
    expect(formatCountRange(3, 5, 'fr-FR')).toBe('3–5');
    expect(formatCountRange(3, 5, 'fr-FR', '{from} à {to}')).toBe('3 à 5');
    expect(formatCountRange(2500, 3000, 'fr-FR', '{from} à {to}')).toBe('2\u202f500 à 3\u202f000');
  });

  it('a label keeps Intl’s compact range, template or not', () => {
    expect(formatPeriod('2024-12-09', '2024-12-31', 'en-US')).toBe('Dec 9\u2009–\u200931');
    expect(formatPeriod('2024-12-09', '2024-12-31', 'fr-FR', '', 'du {from} au {to}')).toBe(formatPeriod('2024-12-09', '2024-12-31', 'fr-FR'));
  });

  it('a period in prose: the template around Intl’s two sides, the fields both days share written once, after the end', () => {
    const fr = (a: string, b: string, style: 'day' | 'date') => formatPeriod(a, b, 'fr-FR', style, 'du {from} au {to}');
    expect(fr('2024-12-09', '2024-12-31', 'day')).toBe('du 9 au 31 décembre');
    expect(fr('2024-12-09', '2024-12-31', 'date')).toBe('du 9 au 31 décembre 2024');
    expect(fr('2024-11-14', '2024-12-02', 'date')).toBe('du 14 novembre au 2 décembre 2024');
    expect(fr('2024-12-30', '2025-01-02', 'date')).toBe('du 30 décembre 2024 au 2 janvier 2025');
    // One day is no range: the day alone.
    expect(fr('2024-12-09', '2024-12-09', 'date')).toBe('9 décembre 2024');
    // Without a template, Intl's range in words.
    expect(formatPeriod('2024-12-09', '2024-12-31', 'en-US', 'date')).toBe('December 9\u2009–\u200931, 2024');
  });
});
