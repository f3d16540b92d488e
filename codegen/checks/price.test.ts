import { describe, expect, it } from 'vitest';
import { checkPrices } from './price.ts';
import { loadYaml } from '../read/load-yaml.ts';

const FILE = 'content-yaml/uk/catalog.yaml';

function check(lines: string[], regionCurrency = 'GBP') {
  const loaded = loadYaml(FILE, Buffer.from([...lines, ''].join('\n')));
  expect(loaded.diagnostics).toEqual([]);
  return checkPrices(loaded, loaded.data as never, regionCurrency, 'uk');
}
const at = (list: ReturnType<typeof check>) => list.map((d) => `${d.line}:${d.column} [${d.rule}]`);

const promo = (price: string, activityPrice: string, time = '    activityTime: { startTime: "2024-11-20T00:00:00+00:00" }') => [
  'currency: GBP',
  'products:',
  '  t9:',
  `    price: ${price}`,
  `    activityPrice: ${activityPrice}`,
  ...(time ? [time] : []),
];

describe('checkPrices', () => {
  it("accepts a catalogue in the region's currency with a promotion below the list price", () => {
    expect(check(promo('1299', '999'))).toEqual([]);
  });

  it('accepts products without a promotion, and without a list price', () => {
    expect(check(['currency: GBP', 'products:', '  t9:', '    price: null', '  aiBase:', '    price: 99'])).toEqual([]);
  });

  it("reports a currency that is not the region's, at the currency", () => {
    const found = check(['# prices', 'currency: EUR', 'products: {}']);
    expect(at(found)).toEqual(['2:11 [price]']);
    expect(found[0]!.message).toContain('GBP');
    expect(found[0]!.message).toContain('EUR');
    expect(found[0]!.hint).toContain('currency: GBP');
  });

  it('reports a promotional price above the list price, at the promotional price', () => {
    const found = check(promo('999', '1299'));
    expect(at(found)).toEqual(['5:20 [price]']);
    expect(found[0]!.message).toContain('1299');
    expect(found[0]!.message).toContain('999');
  });

  it('reports a promotional price equal to the list price', () => {
    expect(at(check(promo('999', '999')))).toEqual(['5:20 [price]']);
  });

  it('reports a promotional price without a list price', () => {
    const found = check(promo('null', '999'));
    expect(at(found)).toEqual(['5:20 [price]']);
    expect(found[0]!.message).toContain('no list price');
  });

  it('reports a promotional price without activityTime', () => {
    const found = check(promo('1299', '999', ''));
    expect(at(found)).toEqual(['5:20 [price]']);
    expect(found[0]!.message).toContain('activityTime');
  });

  it('reports every problem of a catalogue', () => {
    const found = check([...promo('999', '1299', ''), '  aiBase:', '    price: 10', '    activityPrice: 20']);
    expect(at(found)).toEqual(['5:20 [price]', '5:20 [price]', '8:20 [price]', '8:20 [price]']);
  });

  it('reports a pre-sale end on a product that is not on pre-sale, at the date', () => {
    const found = check(['currency: GBP', 'products:', '  flagshipMegatron:', '    price: 1299', '    isPreSale: false', '    preSaleUntil: "2025-11-30T00:00:00+01:00"']);
    expect(at(found)).toEqual(['6:19 [price]']);
    expect(found[0]!.hint).toContain('isPreSale: true');
  });

  it('accepts a pre-sale that ends on delivery', () => {
    expect(check(['currency: GBP', 'products:', '  flagshipMegatron:', '    price: 1299', '    isPreSale: true', '    preSaleUntil: "2025-11-30T00:00:00+01:00"'])).toEqual([]);
  });
});
