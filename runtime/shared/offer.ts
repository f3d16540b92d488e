/**
 * What a product's buy box shows at an instant, one rule for the button, the
 * price and the structured data (seed 001 §4): Sold Out when stock is 0, Out of
 * Stock when the region's shop has no buy link, Pre-Order Now while the product
 * is on pre-sale (until `preSaleUntil`, its delivery, when one is set), else
 * Buy Now; the promotional price from `activityTime.startTime` on. Every
 * instant here is also in the generated schedule, so a cached page expires when
 * its offer changes (codegen/checks/schedule.ts).
 */
import { windowState } from './time.ts';

export type BuyState = 'buy' | 'preOrder' | 'soldOut' | 'outOfStock';

/** The catalogue facts an offer depends on (a catalog.yaml product). */
export interface OfferFacts {
  /** The regional store link; empty when the product cannot be bought online. */
  buy: string;
  /** List price, or null when the region publishes none. */
  price: number | null;
  stock: number;
  isPreSale: boolean;
  /** Pre-sale ends at this instant (delivery starts): from then on the product is bought, not pre-ordered. */
  preSaleUntil?: string;
  activityPrice?: number;
  activityTime?: { startTime: string; endTime?: string };
}

export interface Offer {
  state: BuyState;
  /** The price in force, or null when the region publishes none. */
  price: number | null;
  /** The list price while a promotional price applies (shown struck through), else null. */
  listPrice: number | null;
}

/**
 * The button state at `nowMs`.
 *
 * @example
 * buyState({ buy: 'https://…', price: 1599, stock: 50, isPreSale: true, preSaleUntil: '2025-11-30T00:00:00+01:00' }, Date.parse('2025-12-01T00:00:00Z')) // => 'buy'
 */
export function buyState(product: OfferFacts, nowMs: number): BuyState {
  if (product.stock <= 0) return 'soldOut';
  if (!product.buy) return 'outOfStock';
  const preSale = product.isPreSale && (product.preSaleUntil === undefined || windowState({ endTime: product.preSaleUntil }, nowMs) === 'open');
  return preSale ? 'preOrder' : 'buy';
}

/**
 * State and price at `nowMs`: the promotional price while its window is open, with the list price beside it.
 *
 * @example
 * offerAt({ buy: 'https://…', price: 1299, stock: 5, isPreSale: false, activityPrice: 1169, activityTime: { startTime: '2025-09-22T08:00:00+08:00' } }, Date.parse('2025-10-01T00:00:00Z'))
 * // => { state: 'buy', price: 1169, listPrice: 1299 }
 */
export function offerAt(product: OfferFacts, nowMs: number): Offer {
  const state = buyState(product, nowMs);
  const { activityPrice, activityTime } = product;
  const promo = activityPrice !== undefined && activityTime !== undefined && windowState(activityTime, nowMs) === 'open';
  return promo ? { state, price: activityPrice, listPrice: product.price } : { state, price: product.price, listPrice: null };
}

/** schema.org availability of a state: what Google reads must match the button. */
export const schemaAvailability = (state: BuyState): string => `https://schema.org/${AVAILABILITY[state]}`;
const AVAILABILITY: Readonly<Record<BuyState, string>> = { soldOut: 'SoldOut', outOfStock: 'OutOfStock', preOrder: 'PreOrder', buy: 'InStock' };
