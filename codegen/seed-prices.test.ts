// Every price a catalogue puts in force is one the sources state (seed 001 §9, "Regional list prices"
// and "Other stated prices"): a list price, a promotional price, nothing else. An invented figure (the
// us Megatron once had an "old price" of $1,699, Grimlock's price, struck through beside its $1,499)
// fails here, naming the product and the figures the seed allows.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { PROJECT_ROOT } from './test-workspace.ts';

type Stated = Record<string, readonly (number | null)[]>;

/** seed 001 §9 eu/de/fr (EUR). */
const EUR: Stated = {
  flagshipBumblebee: [1599],
  toyStoryBuzzLightyear: [599],
  flagshipMegatron: [1599, 1439],
  buzzLightyearSpaceRangerAlpha: [839],
  flagshipOptimusPrime: [999],
  grimlockG1Flagship: [1799],
  eliteOptimusPrime: [699],
  interstellarScoutK1: [309],
  interstellarScoutK1pro: [399],
  k1ProInterstellarScout: [399],
  optimusPrimeRiseOfTheBeastsSignatureLimitedEdition: [1199],
  bumblebeeG1Performance: [499],
  aiBase: [229],
  eliteOptimusPrimeAiBase: [928],
};

/** Per region, per product: the prices the seed states (a promotional price with its list price). */
const STATED: Record<string, Stated> = {
  us: {
    flagshipBumblebee: [1299],
    toyStoryBuzzLightyear: [699],
    flagshipMegatron: [1499],
    buzzLightyearSpaceRangerAlpha: [999],
    grimlockG1Flagship: [1699],
    flagshipOptimusPrime: [999],
    bumblebeeG1Performance: [459],
    optimusPrimeRiseOfTheBeastsSignatureLimitedEdition: [999],
    eliteOptimusPrime: [699],
    interstellarScoutK1: [299],
    interstellarScoutK1pro: [399],
    k1ProInterstellarScout: [399],
    aiBase: [299],
    t9: [399],
    eliteOptimusPrimeAiBase: [948],
  },
  uk: {
    flagshipBumblebee: [1299],
    toyStoryBuzzLightyear: [499],
    flagshipMegatron: [1299, 1169],
    buzzLightyearSpaceRangerAlpha: [739],
    eliteOptimusPrime: [699],
    optimusPrimeRiseOfTheBeastsSignatureLimitedEdition: [979],
    grimlockG1Flagship: [1599],
    interstellarScoutK1: [309],
    interstellarScoutK1pro: [399],
    k1ProInterstellarScout: [399],
    aiBase: [199],
    bumblebeeG1Performance: [449],
    eliteOptimusPrimeAiBase: [898],
  },
  eu: EUR,
  fr: EUR,
  de: EUR,
  cn: {
    flagshipBumblebee: [8499],
    toyStoryBuzzLightyear: [3999],
    flagshipMegatron: [9999],
    grimlockG1Flagship: [9999],
    bumblebeeG1Performance: [2999],
    optimusPrimeRiseOfTheBeastsSignatureLimitedEdition: [5999],
    eliteOptimusPrime: [4999],
    aiBase: [1499],
    // "K1 Pro 1980" in the list, "K1 1980 and 2499 yuan in China" among the other stated prices.
    interstellarScoutK1: [1980],
    interstellarScoutK1pro: [1980, 2499],
    k1ProInterstellarScout: [1980, 2499],
    interstellarAgentT9: [2999],
    buzzLightyearSpaceRangerAlpha: [7409],
  },
  jp: { flagshipBumblebee: [174900] },
  // kr publishes no price.
  kr: { grimlockG1Flagship: [null], bumblebeeG1Performance: [null], optimusPrimeRiseOfTheBeastsSignatureLimitedEdition: [null] },
};

interface Product {
  price: number | null;
  activityPrice?: number;
}

describe('catalogue prices are the prices the seed states', () => {
  it.each(Object.keys(STATED))('%s', (region) => {
    const catalog = parse(readFileSync(join(PROJECT_ROOT, 'content-yaml', region, 'catalog.yaml'), 'utf8')) as { products: Record<string, Product> };
    const unstated: string[] = [];
    for (const [id, product] of Object.entries(catalog.products)) {
      const allowed = STATED[region]![id];
      for (const [field, value] of [
        ['price', product.price],
        ['activityPrice', product.activityPrice],
      ] as const) {
        if (value === undefined) continue;
        if (!allowed?.includes(value)) unstated.push(`${id}.${field} ${value} (the seed states ${allowed ? allowed.join(' or ') : 'no price'})`);
      }
    }
    expect(unstated).toEqual([]);
  });
});
