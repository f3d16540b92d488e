import { describe, expect, it } from 'vitest';
import { reducedPrice } from './reference-price.ts';

describe('reducedPrice', () => {
  it('without the rule: the list price struck, the saving counted from it', () => {
    expect(reducedPrice(999, 1299, undefined, false)).toEqual({ struck: 1299, save: 300 });
    expect(reducedPrice(1299, 1299, undefined, false)).toEqual({ struck: 1299 });
  });
  it('with the rule: the list price struck, the lowest of 30 days beside it, the saving counted from that lowest', () => {
    expect(reducedPrice(1249, 1599, 1349, true)).toEqual({ struck: 1599, save: 100, lowest: 1349 });
    expect(reducedPrice(1349, 1599, 1599, true)).toEqual({ struck: 1599, save: 250, lowest: 1599 });
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
