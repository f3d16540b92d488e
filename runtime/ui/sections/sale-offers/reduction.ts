import type { SaleOffersSection } from '../../../../dist/generated/types.ts';
import type { PageData } from '../../../shared/page-data-types.ts';
import { reducedPrice, reductionOf } from '../../../shared/reference-price.ts';
import { salePriceAt } from '../../../shared/sale-stage.ts';

/**
 * The deepest reduction the page's offers give in a stage, as a whole percentage rounded down (never overstated),
 * against the price each card names beside its own (reference-price.ts: the lowest of the 30 days before where the
 * region's law says so, else the struck list price); 0 when no offer is reduced. A banner's "up to" figure is this
 * number: computed from the prices, never typed (the copy review's B1).
 *
 * @example
 * deepestReduction(data, 1) // => 17
 */
export function deepestReduction(data: Pick<PageData, 'page' | 'catalog' | 'referencePrices'>, stageIndex: number): number {
  let deepest = 0;
  for (const section of data.page?.sections ?? []) {
    if (section.type !== 'sale-offers') continue;
    for (const item of itemsOf(section)) {
      const price = salePriceAt(item, stageIndex);
      const product = data.catalog.products[item.product];
      if (price === undefined || !product) continue;
      const reduced = reducedPrice(price, product.price, data.referencePrices?.sales[item.id]?.[stageIndex], data.referencePrices !== undefined);
      deepest = Math.max(deepest, reductionOf(price, reduced));
    }
  }
  return Math.floor(deepest * 100 + 1e-9);
}

const itemsOf = (section: SaleOffersSection) => section.tabs.flatMap((tab) => (tab.groups ?? []).flatMap((group) => group.items));
