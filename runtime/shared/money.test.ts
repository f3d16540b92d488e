import { describe, expect, it } from 'vitest';
import { fractionDigits, installmentPlan, minorUnits } from '../../core/money.ts';
import { bundle } from '../../dist/generated/bundles.ts';
import { regionTable } from '../../dist/generated/regions.ts';
import { REGION_CODES } from './regions.ts';

describe('installmentPlan', () => {
  it('rounds each payment down and lets the last carry the remainder', () => {
    expect(installmentPlan(1699, 12, 'USD')).toEqual({ count: 12, regular: 141.58, last: 141.62 });
    expect(installmentPlan(1169, 3, 'GBP')).toEqual({ count: 3, regular: 389.66, last: 389.68 });
    expect(installmentPlan(1299, 3, 'GBP')).toEqual({ count: 3, regular: 433, last: 433 });
    expect(installmentPlan(174900, 7, 'JPY')).toEqual({ count: 7, regular: 24985, last: 24990 });
  });

  it('adds up to the price exactly for every price and plan of the catalogue', () => {
    let checked = 0;
    for (const region of REGION_CODES) {
      const plan = regionTable.regions[region].installment;
      if (!plan) continue;
      const { catalog } = bundle(region);
      for (const product of Object.values(catalog.products)) {
        for (const price of [product?.price, product?.activityPrice]) {
          if (typeof price !== 'number') continue;
          const p = installmentPlan(price, plan.count, catalog.currency);
          const scale = 10 ** minorUnits(catalog.currency);
          expect(Math.round(p.regular * scale) * (plan.count - 1) + Math.round(p.last * scale), `${region} ${price}`).toBe(Math.round(price * scale));
          expect(p.last).toBeGreaterThanOrEqual(p.regular);
          expect(p.last - p.regular).toBeLessThan(plan.count / scale);
          checked++;
        }
      }
    }
    expect(checked).toBeGreaterThan(10);
  });
});

describe('fractionDigits', () => {
  it('shows no decimals for a whole price, and always the minor units for an installment', () => {
    expect(fractionDigits(1299, 'GBP', 'price')).toBe(0);
    expect(fractionDigits(1299.5, 'GBP', 'price')).toBe(2);
    expect(fractionDigits(433, 'GBP', 'installment')).toBe(2);
    expect(fractionDigits(24985, 'JPY', 'installment')).toBe(0);
  });
});
