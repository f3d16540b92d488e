import { useEffect, useState } from 'react';
import { regionTable } from '../../dist/generated/regions.ts';
import { chosenCountry } from '../client/region-choice.ts';
import { usePageContext } from './page-context.tsx';

/**
 * The country the visitor chose for the current region (region chooser), read
 * after hydration: the server renders the region's own state, the browser's
 * stored choice may then refine it (the same on every page of the region).
 */
export function useChosenCountry(): string | undefined {
  const { region, urlPathname } = usePageContext();
  const [country, setCountry] = useState<string | undefined>(undefined);
  useEffect(() => { setCountry(chosenCountry(region, regionTable)); }, [region, urlPathname]);
  return country;
}
