/**
 * What a reduced price shows beside it. Where the region's price rules ask for a reference price
 * (regions.yaml `priceRules.referencePrice`: eu, fr, de, uk), codegen computed, for each reduction,
 * the lowest price of the 30 days before it (codegen/merge/reference-prices.ts): the page shows it as a
 * line of its own beside the struck list price, and the saving is counted from it (Omnibus
 * Art. 6a(2); CJEU C-330/23, Aldi Süd). A price that is no reduction against it (null) is shown
 * alone: no struck price, no saving. Elsewhere the list price is struck and the saving counted
 * from it, as before.
 */
export interface ReducedPrice {
  /** The list price, struck through. */
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
 * reducedPrice(1249, 1599, 1349, true)       // => { struck: 1599, save: 100, lowest: 1349 }
 * reducedPrice(1299, 1599, null, true)       // => {}
 * reducedPrice(999, 1299, undefined, false)  // => { struck: 1299, save: 300 }
 */
export function reducedPrice(price: number, listPrice: number | null | undefined, reference: number | null | undefined, ruled: boolean): ReducedPrice {
  if (listPrice === null || listPrice === undefined) return {};
  if (!ruled) return { struck: listPrice, ...(listPrice > price ? { save: listPrice - price } : {}) };
  if (reference === null || reference === undefined) return {};
  return { struck: listPrice, lowest: reference, ...(reference > price ? { save: reference - price } : {}) };
}
