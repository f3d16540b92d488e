import { describe, expect, it } from 'vitest';
import { regionTable } from '../../dist/generated/regions.ts';
import { REGION_CHOICE_KEY } from '../shared/storage-keys.ts';
import { chosenCountry, readRegionChoice, rememberRegionChoice } from './region-choice.ts';
import { browserSession } from './session.ts';

const memoryStorage = () => {
  const map = new Map<string, string>();
  return {
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => {
      map.set(key, value);
    },
  };
};

describe('region choice (the choice is stored under the region chosen)', () => {
  it("stores the country under the chosen region's scope, not the one being left", () => {
    const storage = memoryStorage();
    rememberRegionChoice('de', 'DE', regionTable, storage); // chosen on /us
    expect(storage.getItem(REGION_CHOICE_KEY)).toBe('de');
    expect(browserSession('/eu').country.value).toBe('DE');
    rememberRegionChoice('us', 'US', regionTable, storage); // chosen on /de
    expect(browserSession('/us').country.value).toBe('US');
    expect(chosenCountry('us', regionTable, storage)).toBe('US');
  });

  it('reads the country only for the region chosen last: a jp choice says nothing about us (one storage scope)', () => {
    const storage = memoryStorage();
    rememberRegionChoice('us', 'CA', regionTable, storage);
    expect(chosenCountry('us', regionTable, storage)).toBe('CA');
    rememberRegionChoice('jp', 'JP', regionTable, storage);
    expect(chosenCountry('us', regionTable, storage)).toBeUndefined();
    expect(chosenCountry('jp', regionTable, storage)).toBe('JP');
  });

  it('ignores a stored value that is no region, and blocked storage', () => {
    const storage = memoryStorage();
    storage.setItem(REGION_CHOICE_KEY, 'xx');
    expect(readRegionChoice(storage)).toBeUndefined();
    const blocked = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('blocked');
      },
    };
    expect(readRegionChoice(blocked)).toBeUndefined();
    expect(() => rememberRegionChoice('fr', 'FR', regionTable, blocked)).not.toThrow();
  });
});
