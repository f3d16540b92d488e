/**
 * What a reduced price shows beside it. Where the region's price rules ask for a reference price
 * (regions.yaml `priceRules.referencePrice`: eu, fr, de, uk), codegen computed, for each reduction,
 * the lowest price of the 30 days before it (codegen/merge/reference-prices.ts): that prior price is the
 * one the reduction is announced against, so it is the one the page names (its own line, the region's
 * `ui.lowestPrice`), the saving is counted from it, and no other price is struck beside it (a struck list
 * price labelled "original" would say it was the price before: Omnibus Art. 6a(2); CJEU C-330/23, Aldi
 * Süd; the copy review's B1). A price that is no reduction against it (null) is shown alone. Elsewhere the
 * list price is struck and the saving counted from it.
 */
export interface ReducedPrice {
  /** The list price, struck through (where no reference-price rule applies). */
  struck?: number;
  /** The amount saved, shown when positive. */
  save?: number;
  /** The lowest price of the 30 days before the reduction, shown with the region's `ui.lowestPrice`. */
  lowest?: number;
}

/**
 * @param ruled whether the region's bundle has reference prices (its price rules ask for them)
 * @param reference the reduction's reference price (undefined or null: none, or no reduction)
 * @example
 * reducedPrice(1249, 1599, 1349, true)       // => { save: 100, lowest: 1349 }
 * reducedPrice(1299, 1599, null, true)       // => {}
 * reducedPrice(999, 1299, undefined, false)  // => { struck: 1299, save: 300 }
 */
export function reducedPrice(price: number, listPrice: number | null | undefined, reference: number | null | undefined, ruled: boolean): ReducedPrice {
  if (listPrice === null || listPrice === undefined) return {};
  if (!ruled) return { struck: listPrice, ...(listPrice > price ? { save: listPrice - price } : {}) };
  if (reference === null || reference === undefined) return {};
  return { lowest: reference, ...(reference > price ? { save: reference - price } : {}) };
}

/**
 * The share a price is reduced by, against what the page names beside it (the reference price where the rule
 * applies, else the struck list price), or 0: what a banner's "up to" figure is computed from.
 *
 * @example
 * reductionOf(1249, { save: 100, lowest: 1349 }) // => 0.0741…
 */
export const reductionOf = (price: number, reduced: ReducedPrice): number => (reduced.save === undefined ? 0 : reduced.save / (price + reduced.save));
