import { describe, expect, it } from 'vitest';
import { reducedPrice, reductionOf } from './reference-price.ts';

describe('reducedPrice', () => {
  it('without the rule: the list price struck, the saving counted from it', () => {
    expect(reducedPrice(999, 1299, undefined, false)).toEqual({ struck: 1299, save: 300 });
    expect(reducedPrice(1299, 1299, undefined, false)).toEqual({ struck: 1299 });
  });
  it('with the rule: the lowest of 30 days named, the saving counted from it, and no list price struck beside it', () => {
    expect(reducedPrice(1249, 1599, 1349, true)).toEqual({ save: 100, lowest: 1349 });
    expect(reducedPrice(1349, 1599, 1599, true)).toEqual({ save: 250, lowest: 1599 });
  });
  it('the reduction is the saving over the price it is counted from', () => {
    expect(reductionOf(1249, reducedPrice(1249, 1599, 1349, true))).toBeCloseTo(100 / 1349);
    expect(reductionOf(999, reducedPrice(999, 1299, undefined, false))).toBeCloseTo(300 / 1299);
    expect(reductionOf(1299, reducedPrice(1299, 1599, null, true))).toBe(0);
  });
  it('with the rule, a price that is no reduction (null) or has no reference shows alone', () => {
    expect(reducedPrice(1299, 1599, null, true)).toEqual({});
    expect(reducedPrice(1299, 1599, undefined, true)).toEqual({});
  });
  it('no list price: nothing struck', () => {
    expect(reducedPrice(99, null, 120, true)).toEqual({});
    expect(reducedPrice(99, undefined, undefined, false)).toEqual({});
  });
});
