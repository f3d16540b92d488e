import type { PageData } from '../../../shared/page-data-types.ts';
import { currentStage } from '../../../shared/sale-stage.ts';
import { mapSections } from '../props.ts';

/** `map` that keeps a non-empty list (the generated types of `minItems: 1` lists) non-empty. */
const mapNonEmpty = <T, U>(list: readonly [T, ...T[]], f: (item: T) => U): [U, ...U[]] => [f(list[0]), ...list.slice(1).map(f)];

/**
 * A sale page as of `nowMs`: the stage prices of stages not yet reached are left out, and so are their
 * reference prices (regions.yaml `priceRules`), so the browser never receives a price the page shows as '??'
 * (the rendered page is cached only until the next stage instant).
 */
export function atInstant(data: PageData, nowMs: number): PageData {
  const banner = data.page?.sections.find((s) => s.type === 'sale-banner');
  const reached = banner?.type === 'sale-banner' ? (currentStage(banner.stages, nowMs)?.index ?? 0) : undefined;
  const locked = mapSections(data, 'sale-offers', (section) => ({
    ...section,
    tabs: mapNonEmpty(section.tabs, (tab) =>
      !tab.groups
        ? tab
        : {
            ...tab,
            groups: mapNonEmpty(tab.groups, (group) => ({
              ...group,
              items: mapNonEmpty(group.items, (item) => (item.stagePrices ? { ...item, stagePrices: item.stagePrices.slice(0, (reached ?? 0) + 1) } : item)),
            })),
          },
    ),
  }));
  const reference = data.referencePrices;
  if (!reference || reached === undefined) return locked;
  return { ...locked, referencePrices: { ...reference, sales: Object.fromEntries(Object.entries(reference.sales).map(([id, values]) => [id, values.slice(0, reached + 1)])) } };
}
