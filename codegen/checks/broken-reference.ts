import type { AnyCheck, RuleTable } from './define.ts';
import type { RegionsDocument } from '../../dist/generated/content-types.ts';
import { documentOf } from './units.ts';

import { diagnostic, didYouMean, type Diagnostic } from '../diagnostics.ts';
import type { LoadedFile } from '../read/load-yaml.ts';
import { locate } from '../read/locate.ts';
import type { Meanings } from '../validate/meaning.ts';
import type { RegionCode } from '../read/workspace.ts';

export const rules = {
  'broken-reference': {
    title: 'Reference to something that does not exist',
    hint: "A contact line's `contactPoint` names an id of regions.yaml organization.contactPoints, an `office` one of organization.offices; a `shopPath` needs a region with a shop (regions.yaml links.shop).",
  },
} as const satisfies RuleTable;

export interface ReferenceFacts {
  /** Ids of regions.yaml organization.contactPoints. */
  contactPoints: readonly string[];
  /** Ids of regions.yaml organization.offices. */
  offices: readonly string[];
  /** Whether each region has a shop (regions.yaml links.shop not null). */
  hasShop: (region: RegionCode) => boolean;
}

/**
 * Names in content that must point at something, each declared in its schema: a contact point
 * (`x-contact-point`: an id of regions.yaml organization.contactPoints, the one place of the
 * support line), an office (`x-office`: an id of regions.yaml organization.offices, the one place
 * of each address) and a shop path (`x-shop-path`: only where the region has a shop). `files` are
 * the page and site files of `region`, as written (an inherited item is checked in the file that
 * writes it, for the regions that inherit it, `inheritedBy`).
 */
export function checkReferences(files: readonly { region: RegionCode; loaded: LoadedFile; meanings: Meanings; inheritedBy?: readonly RegionCode[] }[], facts: ReferenceFacts): Diagnostic[] {
  const out: Diagnostic[] = [];
  for (const { region, loaded, meanings, inheritedBy = [] } of files) {
    // A contact line's contact point and an office name an entry of regions.yaml organization.
    for (const [meaning, ids, what, list] of [
      ['contact-point', facts.contactPoints, 'contact point', 'contactPoints'],
      ['office', facts.offices, 'office', 'offices'],
    ] as const)
      for (const { pointer, value } of meanings[meaning]) {
        if (ids.includes(value)) continue;
        const guess = didYouMean(value, ids);
        out.push(
          diagnostic(
            'broken-reference',
            locate(loaded, pointer),
            `The ${what} "${value}" is not in regions.yaml organization.${list}.`,
            guess ? `Did you mean "${guess}"?` : `Use one of: ${ids.join(', ') || '(none: add it to regions.yaml first)'}.`,
          ),
        );
      }
    for (const { pointer } of meanings['shop-path']) {
      const without = [region, ...inheritedBy].filter((r) => !facts.hasShop(r));
      if (!without.length) continue;
      out.push(
        diagnostic(
          'broken-reference',
          locate(loaded, pointer),
          `A shopPath needs a shop, and ${without.join(', ')} has none (regions.yaml links.shop is null).`,
          'Link to a page of this site instead, or keep the item out of that region.',
        ),
      );
    }
  }
  return out;
}

/**
 * Every family of `api.families` serves some region, and its `defaultRegion` (the texts of a request that names
 * none of its regions) is one of them.
 */
export function checkFamilies(loaded: LoadedFile, data: Pick<RegionsDocument, 'api' | 'regions'>): Diagnostic[] {
  return Object.entries(data.api?.families ?? {}).flatMap(([family, entry]) => {
    const defaultRegion = entry?.defaultRegion;
    const own = Object.keys(data.regions).filter((code) => data.regions[code]?.apiFamily === family);
    if (!own.length) {
      const at = locate(loaded, `/api/families/${family}`, { key: true });
      return [diagnostic('broken-reference', at, `No region has apiFamily: ${family}.`, 'Give a region that family, or remove the family.')];
    }
    if (defaultRegion === undefined || own.includes(defaultRegion)) return [];
    return [
      diagnostic(
        'broken-reference',
        locate(loaded, `/api/families/${family}/defaultRegion`),
        `The family ${family} answers in ${defaultRegion}, a region of the family ${data.regions[defaultRegion]?.apiFamily}.`,
        `Name one of its own regions: ${own.join(', ')}.`,
      ),
    ];
  });
}

export const checks: readonly AnyCheck[] = [
  // Each API family has a region, and its default region is one of its own.
  {
    name: 'api families',
    scope: 'file',
    kinds: ['regions'],
    check: (file) => {
      const regions = documentOf(file, 'regions');
      return regions ? checkFamilies(file.loaded, regions) : [];
    },
  },
  {
    // Each site and page file, for its region and the regions that inherit it (their shops).
    name: 'references',
    scope: 'document',
    needs: ['regions'],
    check: ({ document, region, own, inheritedBy }, read) => {
      if (document === 'catalog') return [];
      const regions = read.regions();
      const file = read.files().find((f) => f.loaded === own.loaded);
      if (!file) return [];
      const facts = {
        contactPoints: (regions.organization?.contactPoints ?? []).map((p) => p.id),
        offices: (regions.organization?.offices ?? []).map((o) => o.id),
        hasShop: (code: RegionCode) => Boolean(regions.regions[code]?.links.shop),
      };
      return checkReferences([{ region, loaded: own.loaded, meanings: file.meanings, inheritedBy: document === 'site' ? [] : inheritedBy.map((i) => i.region) }], facts);
    },
  },
];
