import { diagnostic, didYouMean, type Diagnostic } from '../diagnostics.ts';
import type { LoadedFile } from '../read/load-yaml.ts';
import { locate } from '../read/locate.ts';
import { computeAlways, type Remember } from '../memo.ts';

export interface DealerSource {
  loaded: LoadedFile;
  data: unknown;
}
interface Dealer {
  id: string;
  group: string;
}
type Json = Record<string, unknown>;
const isMap = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * The dealers are facts kept once (content-yaml/dealers.yaml); pages only name
 * the groups they show. Every group a dealer-list section names must have a
 * dealer (or the page would show an empty heading), and so must the section's
 * `ownGroup` (the region's own country, listed first); a dealer id appears once. Without dealers.yaml, every dealer-list group is reported.
 *
 * @example
 * checkDealers({ loaded, data: { dealers: [{ id: 'a', group: 'uk' }] } }, [page]) // page names group 'germany' -> [dealer]
 */
export function checkDealers(dealers: DealerSource | undefined, pages: readonly DealerSource[], remember: Remember = computeAlways): Diagnostic[] {
  const out: Diagnostic[] = [];
  const list = (isMap(dealers?.data) && Array.isArray(dealers.data.dealers) ? dealers.data.dealers : []) as Dealer[];
  const seen = new Set<string>();
  list.forEach((dealer, i) => {
    if (seen.has(dealer.id)) out.push(diagnostic('dealer', locate(dealers!.loaded, `/dealers/${i}/id`), `The dealer id "${dealer.id}" appears twice in dealers.yaml.`, 'Give each dealer its own id.'));
    seen.add(dealer.id);
  });
  const groups = new Set(list.map((d) => d.group));
  // A page's groups, kept with the page while dealers.yaml is the same.
  for (const { loaded, data } of pages) out.push(...remember(loaded, 'dealers', [dealers?.loaded], () => pageGroups(loaded, data, groups, dealers !== undefined)));
  return out;
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
