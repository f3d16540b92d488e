/**
 * The country label of the region chooser (seed 000 §3), generalised through
 * region.country in content-yaml/regions.yaml.
 */
import type { Region } from '../../dist/generated/types.ts';

/**
 * The label for the visitor's chosen country: the region's own label at home
 * (or with no choice), else the label listed for that country, else the
 * region's label for other countries, else the region's own label.
 *
 * @example
 * countryLabel(regions.us, 'CA') // => 'Canada - English'
 * countryLabel(regions.us, 'DE') // => 'Other Regions - English'
 * countryLabel(regions.fr, 'DE') // => 'France - Français'
 */
export function countryLabel(region: Region, countryCode: string | null | undefined): string {
  const code = countryCode?.trim().toUpperCase();
  if (!code || code === region.country.home.toUpperCase()) return region.label;
  const { labels } = region.country;
  const listed = code === 'OTHER' || !Object.hasOwn(labels, code) ? undefined : labels[code];
  return listed ?? labels.other ?? region.label;
}

/** A region chooser option: the region it opens and the country it records. */
export interface ChooserOption {
  id: string;
  region: string;
  country: string;
}

/**
 * The chooser option that stands for where the visitor is (marked
 * aria-current): an option of the current region whose country is the one the
 * visitor chose for it (or the region's home country), else that region's
 * "other" option for an unlisted country, else its first option.
 *
 * @example
 * currentChooserOptionId(options, regions.us, 'us', 'CA') // => 'us-ca'
 * currentChooserOptionId(options, regions.us, 'us', undefined) // => 'us-us'
 */
export function currentChooserOptionId(options: readonly ChooserOption[], region: Region, current: string, chosenCountry: string | undefined): string | undefined {
  const ofRegion = options.filter((option) => option.region === current);
  const country = (chosenCountry?.trim() || region.country.home).toUpperCase();
  const exact = ofRegion.find((option) => option.country.toUpperCase() === country);
  if (exact) return exact.id;
  const other = country === region.country.home.toUpperCase() ? undefined : ofRegion.find((option) => option.country.toUpperCase() === 'OTHER');
  return (other ?? ofRegion[0])?.id;
}
