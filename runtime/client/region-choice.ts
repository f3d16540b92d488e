import type { RegionCode, RegionsDocument } from '../../dist/generated/types.ts';
import { isRegionCode } from '../shared/regions.ts';
import { browserSession } from './session.ts';
import { REGION_CHOICE_KEY } from '../shared/storage-keys.ts';

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem'>;

const browserStorage = (): KeyValueStorage | undefined => (typeof localStorage === 'undefined' ? undefined : localStorage);

/**
 * Remembers an explicit region choice: the region, and the country under the
 * storage scope of the region chosen — not of the region being left, so the
 * label there reads what was chosen.
 *
 * @example
 * rememberRegionChoice('de', 'DE', regionTable) // regionChoice = de, /eu/country = DE
 */
export function rememberRegionChoice(region: RegionCode, country: string, table: RegionsDocument, storage = browserStorage()): void {
  try {
    storage?.setItem(REGION_CHOICE_KEY, region);
  } catch {
    /* storage blocked: the choice holds for this page view only */
  }
  browserSession(table.regions[region].storageScope).country.value = country;
}

/** The region the visitor chose last, if any. */
export function readRegionChoice(storage = browserStorage()): RegionCode | undefined {
  let value: string | null = null;
  try {
    value = storage?.getItem(REGION_CHOICE_KEY) ?? null;
  } catch {
    /* storage blocked */
  }
  return value && isRegionCode(value) ? value : undefined;
}

/**
 * The country the visitor chose for the current region: only when their last
 * choice was this region (regions of one storage scope share the stored
 * country, and a choice made for jp says nothing about the us edition).
 */
export function chosenCountry(current: RegionCode, table: RegionsDocument, storage = browserStorage()): string | undefined {
  if (readRegionChoice(storage) !== current) return undefined;
  return browserSession(table.regions[current].storageScope).country.value ?? undefined;
}
