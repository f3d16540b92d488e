import { describe, expect, it } from 'vitest';
import { buyState, offerAt, schemaAvailability, type OfferFacts } from './offer.ts';

const base: OfferFacts = { buy: 'https://eu.shop.mechanova.example/products/flagship-megatron', price: 1599, stock: 50, isPreSale: false };
const at = (iso: string) => Date.parse(iso);

describe('buyState: the four buttons of seed 001 §4', () => {
  it('Buy Now for a product in stock with a shop link', () => {
    expect(buyState(base, at('2025-01-01T00:00:00Z'))).toBe('buy');
  });
  it('Pre-Order Now on pre-sale without an end', () => {
    expect(buyState({ ...base, isPreSale: true }, at('2030-01-01T00:00:00Z'))).toBe('preOrder');
  });
  it('Sold Out at stock 0, even on pre-sale and without a shop link', () => {
    expect(buyState({ ...base, stock: 0 }, 0)).toBe('soldOut');
    expect(buyState({ ...base, stock: 0, isPreSale: true, buy: '' }, 0)).toBe('soldOut');
  });
  it('Out of Stock when the region has no buy link', () => {
    expect(buyState({ ...base, buy: '' }, 0)).toBe('outOfStock');
    expect(buyState({ ...base, buy: '', isPreSale: true }, 0)).toBe('outOfStock');
  });
  it('pre-sale switches to Buy Now at the delivery instant, not a millisecond before', () => {
    const product = { ...base, isPreSale: true, preSaleUntil: '2025-11-30T00:00:00+01:00' };
    const delivery = at('2025-11-30T00:00:00+01:00');
    expect(buyState(product, delivery - 1)).toBe('preOrder');
    expect(buyState(product, delivery)).toBe('buy');
  });
  it('preSaleUntil does nothing when the product is not on pre-sale', () => {
    expect(buyState({ ...base, preSaleUntil: '2030-01-01T00:00:00Z' }, 0)).toBe('buy');
  });
});

describe('offerAt: the price in force', () => {
  const promo = { ...base, activityPrice: 1439, activityTime: { startTime: '2025-09-22T07:00:00+08:00' } };
  it('list price before the launch, promotional price with the list price from it on', () => {
    const launch = at('2025-09-22T07:00:00+08:00');
    expect(offerAt(promo, launch - 1)).toEqual({ state: 'buy', price: 1599, listPrice: null });
    expect(offerAt(promo, launch)).toEqual({ state: 'buy', price: 1439, listPrice: 1599 });
  });
  it('back to the list price when the promotion ends', () => {
    const ended = { ...promo, activityTime: { ...promo.activityTime, endTime: '2025-10-01T00:00:00+08:00' } };
    expect(offerAt(ended, at('2025-10-01T00:00:00+08:00'))).toEqual({ state: 'buy', price: 1599, listPrice: null });
  });
  it('a null list price stays null', () => {
    expect(offerAt({ ...base, price: null }, 0).price).toBeNull();
  });
});

describe('schemaAvailability', () => {
  it('maps every state to its schema.org item', () => {
    expect(schemaAvailability('buy')).toBe('https://schema.org/InStock');
    expect(schemaAvailability('preOrder')).toBe('https://schema.org/PreOrder');
    expect(schemaAvailability('soldOut')).toBe('https://schema.org/SoldOut');
    expect(schemaAvailability('outOfStock')).toBe('https://schema.org/OutOfStock');
  });
});
