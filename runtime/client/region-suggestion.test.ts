import { describe, expect, it } from 'vitest';
import { regionTable } from '../../dist/generated/regions.ts';
import type { RegionCode } from '../../dist/generated/types.ts';
import { regionToSuggest, suggestRegion } from './region-suggestion.ts';

const suggest = (languages: string[], current: RegionCode) => suggestRegion(languages, current, regionTable);

describe('suggestRegion with the generated region table', () => {
  it('suggests a region by bare language when the country has no edition (de-AT → de)', () => {
    expect(suggest(['de-AT'], 'us')).toBe('de');
  });

  it('suggests the region whose locale matches exactly (en-GB on us → uk)', () => {
    expect(suggest(['en-GB'], 'us')).toBe('uk');
  });

  it('matches locales case-insensitively', () => {
    expect(suggest(['EN-gb'], 'us')).toBe('uk');
  });

  it('suggests nothing for English without a country: us, uk and eu all speak it', () => {
    expect(suggest(['en'], 'us')).toBeUndefined();
    expect(suggest(['en'], 'fr')).toBeUndefined();
  });

  it('suggests nothing when the locale is the current region', () => {
    expect(suggest(['fr-FR'], 'fr')).toBeUndefined();
    expect(suggest(['en-GB'], 'uk')).toBeUndefined();
  });

  it('suggests nothing when a bare language is the current region', () => {
    expect(suggest(['ja'], 'jp')).toBeUndefined();
  });

  it('maps the Asian languages to their regions (ja → jp, ko-KR → kr, zh-CN → cn)', () => {
    expect(suggest(['ja'], 'us')).toBe('jp');
    expect(suggest(['ko-KR'], 'us')).toBe('kr');
    expect(suggest(['zh-CN'], 'us')).toBe('cn');
  });

  // The only Chinese edition is the mainland one (zh-CN): Traditional Chinese
  // readers (Taiwan, Hong Kong, Macao) are not offered it.
  it('offers nothing for Traditional Chinese (zh-TW, zh-HK, zh-Hant)', () => {
    expect(suggest(['zh-TW'], 'us')).toBeUndefined();
    expect(suggest(['zh-Hant-TW'], 'us')).toBeUndefined();
    expect(suggest(['zh-HK'], 'jp')).toBeUndefined();
    expect(suggest(['zh'], 'us')).toBe('cn');
    expect(suggest(['zh-Hans'], 'us')).toBe('cn');
  });

  it('takes the refused tags from the region table (notSuggestedFor), not from code', () => {
    const withoutRule = { ...regionTable, regions: { ...regionTable.regions, cn: { ...regionTable.regions.cn, notSuggestedFor: [] } } };
    expect(suggestRegion(['zh-TW'], 'us', withoutRule)).toBe('cn');
    const refusingJa = { ...regionTable, regions: { ...regionTable.regions, jp: { ...regionTable.regions.jp, notSuggestedFor: ['ja'] } } };
    expect(suggestRegion(['ja-JP'], 'us', refusingJa)).toBeUndefined();
  });

  it('the first language that names a region wins', () => {
    expect(suggest(['ja', 'de'], 'us')).toBe('jp');
    expect(suggest(['de', 'ja'], 'us')).toBe('de');
  });

  it('skips languages with no edition and goes on to the next one', () => {
    expect(suggest(['pt-BR', 'it', 'ko'], 'us')).toBe('kr');
  });

  it('stops at a language the current region speaks, even if a later one names another region', () => {
    expect(suggest(['en', 'de'], 'us')).toBeUndefined();
    expect(suggest(['fr-CA', 'de'], 'fr')).toBeUndefined();
  });

  it('ignores blank entries', () => {
    expect(suggest(['', '  ', ' ja '], 'us')).toBe('jp');
  });

  it('suggests nothing for an empty list', () => {
    expect(suggest([], 'us')).toBeUndefined();
    expect(suggest([], 'cn')).toBeUndefined();
  });
});

describe('regionToSuggest: an explicit choice wins over the browser languages', () => {
  const toSuggest = (languages: string[], current: RegionCode, chosen: RegionCode | undefined) => regionToSuggest({ languages, current, chosen }, regionTable);

  it('offers nothing on the chosen region, whatever the browser says (en-US browser that chose de, on /de)', () => {
    expect(toSuggest(['en-US'], 'de', 'de')).toBeUndefined();
    expect(toSuggest(['fr-CA'], 'us', 'us')).toBeUndefined();
  });

  it('offers the chosen region elsewhere, e.g. on / (cn) for a visitor who chose us: a suggestion, not the browser language', () => {
    expect(toSuggest(['zh-CN'], 'cn', 'us')).toBe('us');
    expect(toSuggest(['ja'], 'us', 'de')).toBe('de');
  });

  it('falls back to the browser languages before any choice', () => {
    expect(toSuggest(['de-DE'], 'us', undefined)).toBe('de');
    expect(toSuggest(['en-US'], 'us', undefined)).toBeUndefined();
  });
});
