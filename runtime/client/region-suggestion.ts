import type { RegionCode, RegionsDocument } from '../../dist/generated/types.ts';
import { REGION_CODES } from '../shared/regions.ts';

/** localStorage key of the visitor's answer to the suggestion (listed in storage-keys.ts, for the cookie policy). */
export { SUGGESTION_DISMISSED_KEY } from '../shared/storage-keys.ts';

/**
 * The region the browser's languages point to, when it is not the current one
 * (never an automatic redirect: the shell only offers it). The first language
 * that names a region wins: an exact locale (de-DE, en-GB) before a bare
 * language (de, ja). English without a country suggests nothing — us, uk and
 * eu all speak it.
 *
 * @example
 * suggestRegion(['de-AT', 'en'], 'us', table) // => 'de'
 * suggestRegion(['en-GB'], 'uk', table)       // => undefined
 */
export function suggestRegion(languages: readonly string[], current: RegionCode, table: RegionsDocument): RegionCode | undefined {
  const regions = REGION_CODES.map((code) => ({ code, ...table.regions[code] }));
  for (const raw of languages) {
    const tag = raw.trim();
    if (!tag) continue;
    const [language = '', country] = tag.toLowerCase().split('-');
    const exact = regions.find((r) => r.locale.toLowerCase() === tag.toLowerCase() || (country && r.language === language && r.country.home.toLowerCase() === country));
    const byLanguage = regions.filter((r) => r.language === language);
    const match = exact ?? (byLanguage.length === 1 ? byLanguage[0] : undefined);
    // A region may refuse tags of its language (regions.yaml notSuggestedFor: cn and Traditional Chinese).
    const refused = (match?.notSuggestedFor ?? []).some((prefix) => `${tag.toLowerCase()}-`.startsWith(`${prefix.toLowerCase()}-`));
    if (refused) return undefined;
    if (match) return match.code === current ? undefined : match.code;
    if (byLanguage.some((r) => r.code === current)) return undefined; // the visitor reads the current region's language
  }
  return undefined;
}

/**
 * What the suggestion banner offers: after an explicit choice, the chosen
 * region when the visitor is elsewhere (e.g. on `/`, the unprefixed cn
 * edition) and nothing on it — the browser's languages no longer count; before
 * any choice, the region of the browser's languages. Never a redirect.
 *
 * @example
 * regionToSuggest({ languages: ['en-US'], current: 'de', chosen: 'de' }, table) // => undefined
 * regionToSuggest({ languages: ['zh-CN'], current: 'cn', chosen: 'us' }, table) // => 'us'
 */
export function regionToSuggest({ languages, current, chosen }: { languages: readonly string[]; current: RegionCode; chosen: RegionCode | undefined }, table: RegionsDocument): RegionCode | undefined {
  if (chosen) return chosen === current ? undefined : chosen;
  return suggestRegion(languages, current, table);
}
