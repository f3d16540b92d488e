import type { AnyCheck, RuleTable } from './define.ts';
import type { RegionsDocument } from '../../dist/generated/content-types.ts';
import { documentOf } from './units.ts';

import { diagnostic, didYouMean, type Diagnostic } from '../diagnostics.ts';
import type { LoadedFile } from '../read/load-yaml.ts';
import { locate, pointerSegments, type Location } from '../read/locate.ts';
import { followById } from './walk.ts';
import type { Reads } from './reads.ts';
import type { DocumentUnit } from './units.ts';
import { isMap, type Json } from '../json.ts';

export const rules = {
  'broken-reference': {
    title: 'Reference to something that does not exist',
    hint: "A contact line's `contactPoint` names an id of regions.yaml organization.contactPoints, an `office` one of organization.offices; a `shopPath` needs a region with a shop (regions.yaml links.shop); a product, one the region's catalog.yaml sells.",
  },
} as const satisfies RuleTable;

/**
 * Names in content that must point at something, each declared in its schema: a contact point (`x-contact-point`: an id
 * of regions.yaml organization.contactPoints, the one place of the support line), an office (`x-office`: an id of
 * regions.yaml organization.offices, the one place of each address), a product (`x-product`: one the catalogue of the
 * region sells, and of each region that inherits the item) and a shop path (`x-shop-path`: only where the region has a
 * shop). Each site and page file is checked as written, for its region and the regions that inherit it.
 */
function checkReferences({ document, region, own: { loaded }, inheritedBy }: DocumentUnit, read: Reads): Diagnostic[] {
  const meanings = document === 'catalog' ? undefined : read.files().find((f) => f.loaded === loaded)?.meanings;
  if (!meanings) return [];
  const regions = read.regions();
  const heirs = document === 'site' ? [] : inheritedBy;
  const out: Diagnostic[] = [];
  const report = (at: Location, message: string, hint?: string) => out.push(diagnostic('broken-reference', at, message, hint));
  // A contact line's contact point and an office name an entry of regions.yaml organization.
  for (const [meaning, ids, what, list] of [
    ['contact-point', (regions.organization?.contactPoints ?? []).map((p) => p.id), 'contact point', 'contactPoints'],
    ['office', (regions.organization?.offices ?? []).map((o) => o.id), 'office', 'offices'],
  ] as const)
    for (const { pointer, value } of meanings[meaning]) {
      if (ids.includes(value)) continue;
      const guess = didYouMean(value, ids);
      report(
        locate(loaded, pointer),
        `The ${what} "${value}" is not in regions.yaml organization.${list}.`,
        guess ? `Did you mean "${guess}"?` : `Use one of: ${ids.join(', ') || '(none: add it to regions.yaml first)'}.`,
      );
    }
  // A product a page names: its region's catalogue, and each inheriting region's, must sell it (else its price and card vanish).
  for (const { pointer, value } of meanings.product) {
    // What an heir shows where the file writes it (undefined inside a section or item the heir disabled).
    const shownThere = (merged: Json) => followById(loaded.data, pointerSegments(pointer), merged, (node) => isMap(node) && node.disabled === true);
    // A catalogue that did not validate is reported on its own: its region's names are not checked against it.
    const without = [region, ...heirs.filter((h) => shownThere(h.merged) === value).map((h) => h.region)].filter((r) => {
      const catalog = read.catalog(r);
      return catalog && !Object.hasOwn(catalog.data.products, value);
    });
    if (!without.length) continue;
    const guess = didYouMean(value, Object.keys(read.catalog(without[0]!)?.data.products ?? {}));
    report(
      locate(loaded, pointer),
      `The product "${value}" is not in the catalogue of ${without.join(', ')} (content-yaml/${without[0]}/catalog.yaml products).`,
      guess
        ? `content-yaml/${without[0]}/catalog.yaml sells "${guess}": if that is this product, correct the key there (a catalogue's keys are the product ids).`
        : 'Add the product to that catalogue, or keep the item out of that region (an own page without it, or `disabled: true`).',
    );
  }
  for (const { pointer } of meanings['shop-path']) {
    const without = [region, ...heirs.map((h) => h.region)].filter((r) => !regions.regions[r]?.links.shop);
    if (!without.length) continue;
    report(
      locate(loaded, pointer),
      `A shopPath needs a shop, and ${without.join(', ')} has none (regions.yaml links.shop is null).`,
      'Link to a page of this site instead, or keep the item out of that region.',
    );
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
  // Each site and page file, for its region and the regions that inherit it (their shops, their catalogues).
  { name: 'references', scope: 'document', needs: ['regions'], check: checkReferences },
];
