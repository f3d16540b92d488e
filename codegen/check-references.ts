import { diagnostic, didYouMean, type Diagnostic } from './diagnostics.ts';
import type { LoadedFile } from './load-yaml.ts';
import { locate } from './locate.ts';
import { stringLeaves } from './string-leaves.ts';
import type { RegionCode } from './workspace.ts';

export interface ReferenceFacts {
  /** Ids of regions.yaml organization.contactPoints. */
  contactPoints: readonly string[];
  /** Ids of regions.yaml organization.offices. */
  offices: readonly string[];
  /** Whether each region has a shop (regions.yaml links.shop not null). */
  hasShop: (region: RegionCode) => boolean;
}

/** Every map under `key` in a document's sections (or, for a site file, its companyAddress), with its JSON pointer. */
function itemsWith(data: unknown, key: string, under = 'sections'): { pointer: string; value: string }[] {
  const prefix = `/${under.replace(/~/g, '~0').replace(/\//g, '~1')}/`;
  return stringLeaves(data)
    .filter((leaf) => leaf.key === key && leaf.pointer.startsWith(prefix))
    .map((leaf) => ({ pointer: leaf.pointer, value: leaf.value }));
}

/**
 * Names in page content that must point at something: a contact line's
 * `contactPoint` (an id of regions.yaml organization.contactPoints, the one
 * place of the support line) and a link hub's `shopPath` (only where the region
 * has a shop), and an office (a contact section's `office`, a site file's
 * `companyAddress.office`: an id of regions.yaml organization.offices, the one
 * place of each address). `files` are the page and site files of `region`, as written (an inherited
 * item is checked in the file that writes it, for the region that inherits it
 * through `inherited`).
 */
export function checkReferences(files: readonly { region: RegionCode; loaded: LoadedFile; data: unknown; inheritedBy?: readonly RegionCode[] }[], facts: ReferenceFacts): Diagnostic[] {
  const out: Diagnostic[] = [];
  for (const { region, loaded, data, inheritedBy = [] } of files) {
    for (const { pointer, value } of itemsWith(data, 'contactPoint')) {
      if (facts.contactPoints.includes(value)) continue;
      const guess = didYouMean(value, facts.contactPoints);
      out.push(
        diagnostic(
          'broken-reference',
          locate(loaded, pointer),
          `The contact point "${value}" is not in regions.yaml organization.contactPoints.`,
          guess ? `Did you mean "${guess}"?` : `Use one of: ${facts.contactPoints.join(', ') || '(none: add it to regions.yaml first)'}.`,
        ),
      );
    }
    for (const { pointer, value } of [...itemsWith(data, 'office'), ...itemsWith(data, 'office', 'companyAddress')]) {
      if (facts.offices.includes(value)) continue;
      const guess = didYouMean(value, facts.offices);
      out.push(
        diagnostic(
          'broken-reference',
          locate(loaded, pointer),
          `The office "${value}" is not in regions.yaml organization.offices.`,
          guess ? `Did you mean "${guess}"?` : `Use one of: ${facts.offices.join(', ') || '(none: add it to regions.yaml first)'}.`,
        ),
      );
    }
    for (const { pointer } of itemsWith(data, 'shopPath')) {
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
