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

const listOf = (dealers: DealerSource | undefined) => (isMap(dealers?.data) && Array.isArray(dealers.data.dealers) ? dealers.data.dealers : []) as Dealer[];

/** A dealer id written twice in dealers.yaml. */
export function dealerIds(dealers: DealerSource | undefined): Diagnostic[] {
  const seen = new Set<string>();
  return listOf(dealers).flatMap((dealer, i) => {
    const twice = seen.has(dealer.id);
    seen.add(dealer.id);
    return twice ? [diagnostic('dealer', locate(dealers!.loaded, `/dealers/${i}/id`), `The dealer id "${dealer.id}" appears twice in dealers.yaml.`, 'Give each dealer its own id.')] : [];
  });
}

/**
 * The dealers are facts kept once (content-yaml/dealers.yaml); pages only name the groups they show. Every group a
 * dealer-list section names must have a dealer (or the page would show an empty heading), and so must the section's
 * `ownGroup` (the region's own country, listed first; a page that extends another may inherit `groups`). Without
 * dealers.yaml, every dealer-list group is reported.
 */
export function pageGroups({ loaded, data }: DealerSource, dealers: DealerSource | undefined): Diagnostic[] {
  const groups = new Set(listOf(dealers).map((d) => d.group));
  const sections = isMap(data) && Array.isArray(data.sections) ? data.sections : [];
  return sections.flatMap((section, s) => {
    if (!isMap(section) || section.type !== 'dealer-list') return [];
    const named = [
      { id: section.ownGroup, pointer: `/sections/${s}/ownGroup`, own: true },
      ...(Array.isArray(section.groups) ? section.groups : []).map((group, g) => ({ id: isMap(group) ? group.id : undefined, pointer: `/sections/${s}/groups/${g}/id`, own: false })),
    ];
    return named.flatMap(({ id, pointer, own }) => {
      if (typeof id !== 'string' || groups.has(id)) return [];
      const guess = didYouMean(id, groups);
      return [
        diagnostic(
          'dealer',
          locate(loaded, pointer),
          own || dealers ? `No dealer of content-yaml/dealers.yaml is in the group "${id}"${own ? ' (ownGroup)' : ''}.` : `The group "${id}" needs content-yaml/dealers.yaml, which does not exist.`,
          guess ? `Did you mean "${guess}"?` : `Groups with dealers: ${[...groups].join(', ') || 'none'}.`,
        ),
      ];
    });
  });
}

export const checks: readonly AnyCheck[] = [
  { name: 'dealer groups', scope: 'file', kinds: ['page'], check: (file, read) => pageGroups(file, read.fileOf('dealers')) },
  { name: 'dealer ids', scope: 'file', kinds: ['dealers'], check: (file) => dealerIds(file) },
];
