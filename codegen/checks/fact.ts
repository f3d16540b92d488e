import type { AnyCheck, RuleTable } from './define.ts';
import { checkFacts } from '../merge/facts.ts';
import type { Reads } from './reads.ts';

export const rules = {
  fact: {
    title: 'A fact the copy refers to does not exist or does not fit',
    hint: 'Write [[name]] with a name of content-yaml/facts.yaml or a campaign of the page (docs/translators.md "Facts in copy"), in a style its kind has.',
  },
} as const satisfies RuleTable;

/** A region as the facts check formats its values (regions.yaml). */
const regionOf = (read: Reads) => (code: string) => {
  const region = read.regions().regions[code]!;
  return { code, formatLocale: region.formatLocale, currency: region.currency, ranges: region.ranges };
};

export const checks: readonly AnyCheck[] = [
  {
    // Facts kept once (merge/facts.ts): every [[fact]] a text refers to is one its region, and each region that inherits the text, can write.
    name: 'facts',
    scope: 'document',
    needs: ['regions', 'routes'],
    check: ({ region, own, inheritedBy }, read) => checkFacts([{ ...own, region, inheritedBy }], read.factTable, regionOf(read)),
  },
  {
    // A catalogue's texts: its region's alone (nothing inherits a catalogue).
    name: 'catalog facts',
    scope: 'file',
    kinds: ['catalog'],
    needs: ['regions', 'routes'],
    check: (file, read) => checkFacts([{ loaded: file.loaded, data: file.data, region: 'region' in file.kind ? file.kind.region : '', inheritedBy: [] }], read.factTable, regionOf(read)),
  },
];
