import type { AnyCheck, RuleTable } from './define.ts';
import type { RegionsDocument } from '../../dist/generated/content-types.ts';
import { documentOf } from './units.ts';

import { diagnostic, didYouMean, type Diagnostic } from '../diagnostics.ts';
import type { LoadedFile } from '../read/load-yaml.ts';
import { locate } from '../read/locate.ts';
import type { Meanings } from '../validate/meaning.ts';
import type { RegionCode } from '../read/workspace.ts';
import { isMap, type Json } from '../json.ts';

export const rules = {
  'broken-reference': {
    title: 'Reference to something that does not exist',
    hint: "A contact line's `contactPoint` names an id of regions.yaml organization.contactPoints, an `office` one of organization.offices; a `shopPath` needs a region with a shop (regions.yaml links.shop); a product, one the region's catalog.yaml sells.",
  },
} as const satisfies RuleTable;

export interface ReferenceFacts {
  /** Ids of regions.yaml organization.contactPoints. */
  contactPoints: readonly string[];
  /** Ids of regions.yaml organization.offices. */
  offices: readonly string[];
  /** Whether each region has a shop (regions.yaml links.shop not null). */
  hasShop: (region: RegionCode) => boolean;
  /** Whether a region's catalogue sells a product (content-yaml/<region>/catalog.yaml `products`). */
  sells: (region: RegionCode, product: string) => boolean;
  /** A hint when the region's catalogue has a product of a name like it (a key misspelt there). */
  sellsAlike?: (region: RegionCode, product: string) => string | undefined;
}

/**
 * Names in content that must point at something, each declared in its schema: a contact point
 * (`x-contact-point`: an id of regions.yaml organization.contactPoints, the one place of the
 * support line), an office (`x-office`: an id of regions.yaml organization.offices, the one place
 * of each address) and a shop path (`x-shop-path`: only where the region has a shop). `files` are
 * the page and site files of `region`, as written (an inherited item is checked in the file that
 * writes it, for the regions that inherit it, `inheritedBy`).
 */
export function checkReferences(
  files: readonly { region: RegionCode; loaded: LoadedFile; meanings: Meanings; inheritedBy?: readonly { region: RegionCode; merged: Json }[] }[],
  facts: ReferenceFacts,
): Diagnostic[] {
  const out: Diagnostic[] = [];
  for (const { region, loaded, meanings, inheritedBy: heirs = [] } of files) {
    const inheritedBy = heirs.map((h) => h.region);
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
    // A product a page names: its region's catalogue, and each inheriting region's, must sell it (else its price and card vanish).
    for (const { pointer, value } of meanings.product) {
      const shownIn = [region, ...heirs.filter((h) => shownThere(loaded.data, pointer, h.merged) === value).map((h) => h.region)];
      const without = shownIn.filter((r) => !facts.sells(r, value));
      if (!without.length) continue;
      out.push(
        diagnostic(
          'broken-reference',
          locate(loaded, pointer),
          `The product "${value}" is not in the catalogue of ${without.join(', ')} (content-yaml/${without[0]}/catalog.yaml products).`,
          facts.sellsAlike?.(without[0]!, value) ?? 'Add the product to that catalogue, or keep the item out of that region (an own page without it, or `disabled: true`).',
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
 * What a region that inherits a file shows where the file writes `pointer`: followed by id through lists of items
 * with ids (merged by id), by place elsewhere (a list the region writes replaces the inherited one), undefined
 * inside a section or item the region disabled. Equal to the file's value when the region shows that value.
 */
function shownThere(own: unknown, pointer: string, merged: unknown): unknown {
  let here = own;
  let there = merged;
  for (const segment of pointer
    .split('/')
    .slice(1)
    .map((s) => s.replaceAll('~1', '/').replaceAll('~0', '~'))) {
    if (isMap(there) && there.disabled === true) return undefined;
    if (Array.isArray(here)) {
      const item: unknown = here[Number(segment)];
      const id = isMap(item) && typeof item.id === 'string' ? item.id : undefined;
      there = Array.isArray(there) ? (id === undefined ? there[Number(segment)] : there.find((x) => isMap(x) && x.id === id)) : undefined;
      here = item;
    } else {
      here = isMap(here) ? here[segment] : undefined;
      there = isMap(there) ? there[segment] : undefined;
    }
  }
  return there;
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
        // A catalogue that did not validate is reported on its own: its region's names are not checked against it.
        sells: (code: RegionCode, product: string) => {
          const catalog = read.catalog(code);
          return !catalog || Object.hasOwn(catalog.data.products, product);
        },
        sellsAlike: (code: RegionCode, product: string) => {
          const guess = didYouMean(product, Object.keys(read.catalog(code)?.data.products ?? {}));
          return guess && `content-yaml/${code}/catalog.yaml sells "${guess}": if that is this product, correct the key there (a catalogue's keys are the product ids).`;
        },
      };
      return checkReferences([{ region, loaded: own.loaded, meanings: file.meanings, inheritedBy: document === 'site' ? [] : inheritedBy }], facts);
    },
  },
];
