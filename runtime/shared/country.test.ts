import { describe, expect, it } from 'vitest';
import { countryLabel, currentChooserOptionId } from './country.ts';
import { table } from './test-fixtures.ts';

const { us, fr, cn } = table.regions;

describe('countryLabel', () => {
  it('applies the us rule of seed 000 §3', () => {
    expect(countryLabel(us, 'CA')).toBe('Canada - English');
    expect(countryLabel(us, 'DE')).toBe('Other Regions - English');
    expect(countryLabel(us, 'US')).toBe('United States - English');
  });

  it('gives the region label when no country is chosen', () => {
    expect(countryLabel(us, null)).toBe('United States - English');
    expect(countryLabel(us, undefined)).toBe('United States - English');
    expect(countryLabel(us, '')).toBe('United States - English');
  });

  it('reads stored codes in any case', () => {
    expect(countryLabel(us, 'ca')).toBe('Canada - English');
    expect(countryLabel(us, ' us ')).toBe('United States - English');
  });

  it('gives the region label in regions without other labels', () => {
    for (const code of ['FR', 'DE', 'CA', 'US', 'zz']) expect(countryLabel(fr, code)).toBe('France - Français');
    expect(countryLabel(cn, 'HK')).toBe('中国大陆 - 简体中文');
  });

  it("does not treat 'other' or inherited names as country codes", () => {
    expect(countryLabel(us, 'other')).toBe('Other Regions - English');
    expect(countryLabel(fr, 'constructor')).toBe('France - Français');
    expect(countryLabel({ ...fr, country: { home: 'FR', labels: {} } }, '__proto__')).toBe('France - Français');
  });

  it('uses the listed label before the label for other countries', () => {
    const region = { ...us, country: { home: 'US', labels: { MX: 'México - Español' } } };
    expect(countryLabel(region, 'MX')).toBe('México - Español');
    expect(countryLabel(region, 'BR')).toBe('United States - English');
  });
});

describe('currentChooserOptionId', () => {
  const options = [
    { id: 'us-us', region: 'us', country: 'US' },
    { id: 'us-ca', region: 'us', country: 'CA' },
    { id: 'us-other', region: 'us', country: 'other' },
    { id: 'fr-fr', region: 'fr', country: 'FR' },
    { id: 'cn-cn', region: 'cn', country: 'CN' },
  ];

  it('marks the home-country option of the current region when nothing was chosen', () => {
    expect(currentChooserOptionId(options, us, 'us', undefined)).toBe('us-us');
    expect(currentChooserOptionId(options, fr, 'fr', undefined)).toBe('fr-fr');
  });

  it('marks the option of the chosen country, in any case', () => {
    expect(currentChooserOptionId(options, us, 'us', 'CA')).toBe('us-ca');
    expect(currentChooserOptionId(options, us, 'us', 'ca')).toBe('us-ca');
    expect(currentChooserOptionId(options, us, 'us', 'other')).toBe('us-other');
  });

  it("marks the region's other option for an unlisted country, else its first option", () => {
    expect(currentChooserOptionId(options, us, 'us', 'DE')).toBe('us-other');
    expect(currentChooserOptionId(options, fr, 'fr', 'DE')).toBe('fr-fr');
  });

  it('marks nothing when the chooser lists no option of the region', () => {
    expect(
      currentChooserOptionId(
        options.filter((o) => o.region !== 'cn'),
        cn,
        'cn',
        undefined,
      ),
    ).toBeUndefined();
  });
});
