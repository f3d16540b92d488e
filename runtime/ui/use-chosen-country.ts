import { useEffect, useState } from 'react';
import { regionTable } from '../../dist/generated/regions.ts';
import { usePageContext } from './page-context.tsx';

/**
 * The country the visitor chose for the current region (region chooser), read
 * after hydration: the server renders the region's own state, the browser's
 * stored choice may then refine it (the same on every page of the region).
 * The stored session (and the signals library under it) is loaded then, not
 * with the page: it is not first-load JavaScript.
 */
export function useChosenCountry(): string | undefined {
  const { region, urlPathname } = usePageContext();
  const [country, setCountry] = useState<string | undefined>(undefined);
  // biome-ignore lint/correctness/useExhaustiveDependencies: urlPathname is the trigger: a choice may have been stored since the last page
  useEffect(() => {
    let live = true;
    import('../client/region-choice.ts').then(
      ({ chosenCountry }) => {
        if (live) setCountry(chosenCountry(region, regionTable));
      },
      () => {
        /* a failed chunk load (preload-errors.ts reports it): the region's own label stays */
      },
    );
    return () => {
      live = false;
    };
  }, [region, urlPathname]);
  return country;
}
