import { useEffect, useState } from 'react';
import { regionTable } from '../../dist/generated/regions.ts';
import type { RegionCode } from '../../dist/generated/types.ts';
import { readRegionChoice, rememberRegionChoice } from '../client/region-choice.ts';
import { regionToSuggest, SUGGESTION_DISMISSED_KEY } from '../client/region-suggestion.ts';
import { Link } from './Link.tsx';
import { usePageContext } from './page-context.tsx';
import { fillArguments } from '../../core/message-fill.ts';

/**
 * A dismissible banner offering another edition: the region the visitor chose
 * before (when they are elsewhere, e.g. on `/`), or before any choice the one
 * the browser's languages point to. Never a redirect. Drawn only after
 * hydration (the server knows neither the stored choice nor the dismissal, and
 * the page cache does not vary by language): it is laid over the top of the
 * page inside an empty, zero-height slot that the server renders, so nothing on
 * screen moves (CLS 0) — see .region-suggestion in styles.css. The country is
 * named by Intl in the current region's language, so no other region's text is
 * shipped. Dismissal is remembered; accepting is a region choice.
 *
 * The slot carries `data-settled` once the banner has been decided for this page (offered or not):
 * the one thing a test can wait for before asserting that no banner is offered.
 */
export function RegionSuggestion() {
  const { region, data, urlPathname } = usePageContext();
  // undefined: not decided yet (server and first client render); null: decided, nothing to offer.
  const [suggested, setSuggested] = useState<RegionCode | null | undefined>(undefined);
  // biome-ignore lint/correctness/useExhaustiveDependencies: urlPathname is the trigger: every navigation re-reads the choice (the chooser page may have just made one)
  useEffect(() => {
    try {
      if (localStorage.getItem(SUGGESTION_DISMISSED_KEY)) {
        setSuggested(null);
        return;
      }
    } catch {
      /* storage blocked: still offer */
    }
    setSuggested(regionToSuggest({ languages: navigator.languages ?? [navigator.language], current: region, chosen: readRegionChoice() }, regionTable) ?? null);
  }, [region, urlPathname]); // every navigation: a choice on the chooser page may have just been made
  const target = suggested && regionTable.regions[suggested];
  let banner = null;
  if (suggested && target) {
    const country = data.countryNames[suggested];
    const dismiss = () => {
      try {
        localStorage.setItem(SUGGESTION_DISMISSED_KEY, '1');
      } catch {
        /* keep it hidden for this page view */
      }
      setSuggested(null);
    };
    const accept = () => {
      rememberRegionChoice(suggested, target.country.home, regionTable);
      setSuggested(null);
    };
    const { regionSuggestion } = data.site.ui;
    const label = fillArguments(regionSuggestion.accept, { country });
    banner = (
      // biome-ignore lint/a11y/useSemanticElements: a <section> with an aria-label is the same region landmark; the div keeps the banner's markup
      <div className="region-suggestion" role="region" aria-label={label}>
        <p>{fillArguments(regionSuggestion.message, { country })}</p>
        <Link href={target.links.home} onClick={accept}>
          {label}
        </Link>
        <button type="button" onClick={dismiss}>
          {regionSuggestion.dismiss}
        </button>
      </div>
    );
  }
  return (
    <div className="region-suggestion-slot" data-settled={suggested === undefined ? undefined : ''}>
      {banner}
    </div>
  );
}
