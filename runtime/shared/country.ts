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
