import type { AnyCheck, RuleTable } from '../../../../codegen/checks/define.ts';

import { diagnostic, didYouMean, type Diagnostic } from '../../../../codegen/diagnostics.ts';
import type { LoadedFile } from '../../../../codegen/read/load-yaml.ts';
import { locate } from '../../../../codegen/read/locate.ts';
import { isMap } from '../../../../codegen/json.ts';

export const rules = {
  dealer: {
    title: 'Dealer list does not match content-yaml/dealers.yaml',
    hint: 'A dealer-list group names a `group` of content-yaml/dealers.yaml that has at least one dealer; each dealer id appears once.',
  },
} as const satisfies RuleTable;

export interface DealerSource {
  loaded: LoadedFile;
  data: unknown;
}
interface Dealer {
  id: string;
  group: string;
}

/**
 * The dealers are facts kept once (content-yaml/dealers.yaml); pages only name
 * the groups they show. Every group a dealer-list section names must have a
 * dealer (or the page would show an empty heading), and so must the section's
 * `ownGroup` (the region's own country, listed first); a dealer id appears once. Without dealers.yaml, every dealer-list group is reported.
 *
 * @example
 * checkDealers({ loaded, data: { dealers: [{ id: 'a', group: 'uk' }] } }, [page]) // page names group 'germany' -> [dealer]
 */
export function checkDealers(dealers: DealerSource | undefined, pages: readonly DealerSource[]): Diagnostic[] {
  return [...dealerIds(dealers), ...pages.flatMap((page) => pageGroups(page.loaded, page.data, groupsOf(dealers), dealers !== undefined))];
}

const listOf = (dealers: DealerSource | undefined) => (isMap(dealers?.data) && Array.isArray(dealers.data.dealers) ? dealers.data.dealers : []) as Dealer[];
const groupsOf = (dealers: DealerSource | undefined) => new Set(listOf(dealers).map((d) => d.group));

/** A dealer id written twice in dealers.yaml. */
function dealerIds(dealers: DealerSource | undefined): Diagnostic[] {
  const seen = new Set<string>();
  return listOf(dealers).flatMap((dealer, i) => {
    const twice = seen.has(dealer.id);
    seen.add(dealer.id);
    return twice ? [diagnostic('dealer', locate(dealers!.loaded, `/dealers/${i}/id`), `The dealer id "${dealer.id}" appears twice in dealers.yaml.`, 'Give each dealer its own id.')] : [];
  });
}

/** The dealer-list sections of one page that name a group without dealers. */
function pageGroups(loaded: LoadedFile, data: unknown, groups: ReadonlySet<string>, hasDealers: boolean): Diagnostic[] {
  const out: Diagnostic[] = [];
  const sections = isMap(data) && Array.isArray(data.sections) ? data.sections : [];
  sections.forEach((section, s) => {
    if (!isMap(section) || section.type !== 'dealer-list') return;
    // The region's own group, listed first: a group with dealers (a page that extends another may inherit `groups`).
    const own = section.ownGroup;
    if (typeof own === 'string' && !groups.has(own)) {
      const guess = didYouMean(own, groups);
      out.push(
        diagnostic(
          'dealer',
          locate(loaded, `/sections/${s}/ownGroup`),
          `No dealer of content-yaml/dealers.yaml is in the group "${own}" (ownGroup).`,
          guess ? `Did you mean "${guess}"?` : `Groups with dealers: ${[...groups].join(', ') || 'none'}.`,
        ),
      );
    }
    if (!Array.isArray(section.groups)) return;
    section.groups.forEach((group, g) => {
      const id = isMap(group) ? group.id : undefined;
      if (typeof id !== 'string' || groups.has(id)) return;
      const guess = didYouMean(id, groups);
      out.push(
        diagnostic(
          'dealer',
          locate(loaded, `/sections/${s}/groups/${g}/id`),
          hasDealers ? `No dealer of content-yaml/dealers.yaml is in the group "${id}".` : `The group "${id}" needs content-yaml/dealers.yaml, which does not exist.`,
          guess ? `Did you mean "${guess}"?` : `Groups with dealers: ${[...groups].join(', ') || 'none'}.`,
        ),
      );
    });
  });
  return out;
}

export const checks: readonly AnyCheck[] = [
  {
    name: 'dealer groups',
    scope: 'file',
    kinds: ['page'],
    check: (file, read) => {
      const dealers = read.fileOf('dealers');
      return pageGroups(file.loaded, file.data, groupsOf(dealers), dealers !== undefined);
    },
  },
  { name: 'dealer ids', scope: 'file', kinds: ['dealers'], check: (file) => dealerIds(file) },
];
