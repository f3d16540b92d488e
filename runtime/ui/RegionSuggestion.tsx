import { useEffect, useState } from 'react';
import { regionTable } from '../../dist/generated/regions.ts';
import type { RegionCode } from '../../dist/generated/types.ts';
import { suggestRegion, SUGGESTION_DISMISSED_KEY } from '../client/region-suggestion.ts';
import { fillTemplate } from '../shared/format.ts';
import { Link } from './Link.tsx';
import { usePageContext } from './page-context.tsx';

/**
 * A dismissible banner offering the region the browser's languages point to.
 * Rendered only after hydration (the server cannot know the browser's
 * languages); the country is named by Intl in the current region's language,
 * so no other region's text is shipped. Dismissal is remembered.
 */
export function RegionSuggestion() {
  const { region, data } = usePageContext();
  const [suggested, setSuggested] = useState<RegionCode | undefined>(undefined);
  useEffect(() => {
    try { if (localStorage.getItem(SUGGESTION_DISMISSED_KEY)) return; } catch { /* storage blocked: still offer */ }
    setSuggested(suggestRegion(navigator.languages ?? [navigator.language], region, regionTable));
  }, [region]);
  if (!suggested) return null;
  const target = regionTable.regions[suggested];
  const country = new Intl.DisplayNames([data.region.formatLocale], { type: 'region' }).of(target.country.home) ?? target.label;
  const dismiss = () => {
    try { localStorage.setItem(SUGGESTION_DISMISSED_KEY, '1'); } catch { /* keep it hidden for this page view */ }
    setSuggested(undefined);
  };
  const { regionSuggestion } = data.site.ui;
  return (
    <div className="region-suggestion" role="region" aria-label={fillTemplate(regionSuggestion.accept, { country })}>
      <p>{fillTemplate(regionSuggestion.message, { country })}</p>
      <Link href={target.links.home} onClick={dismiss}>{fillTemplate(regionSuggestion.accept, { country })}</Link>
      <button type="button" onClick={dismiss}>{regionSuggestion.dismiss}</button>
    </div>
  );
}
