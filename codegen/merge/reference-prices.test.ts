import { describe, expect, it } from 'vitest';
import { chargedAt, pricesBefore, referencePrices, type ReferenceInput } from './reference-prices.ts';

const DAY = 86_400_000;
const at = (text: string) => Date.parse(text);
const stage = (key: string, startTime: string, endTime: string) => ({ key, startTime, endTime });
/** A sale page: a banner with `stages`, one offers section with `items`. */
const salePage = (
  page: string,
  stages: ReturnType<typeof stage>[],
  items: { id: string; product: string; price?: number; stagePrices?: number[] }[],
  window?: { startTime?: string; endTime?: string },
) => ({
  page,
  window,
  doc: {
    sections: [
      { type: 'sale-banner', stages },
      { type: 'sale-offers', tabs: [{ groups: [{ items }] }] },
    ],
  },
});
const BLACK_FRIDAY = [
  stage('early', '2024-11-14T00:00:00+01:00', '2024-11-22T00:00:00+01:00'),
  stage('friday', '2024-11-22T00:00:00+01:00', '2024-11-30T00:00:00+01:00'),
  stage('monday', '2024-11-30T00:00:00+01:00', '2024-12-03T00:00:00+01:00'),
];
const input = (products: ReferenceInput['products'], salePages: ReferenceInput['salePages'] = []): ReferenceInput => ({ days: 30, products, salePages });

describe('chargedAt and pricesBefore', () => {
  const history = [{ price: 1599 }, { price: 1349, from: at('2024-11-14T00:00:00+01:00'), to: at('2024-11-22T00:00:00+01:00') }];

  it('the price charged is the lowest in force; a window is [start, end)', () => {
    expect(chargedAt(history, at('2024-11-13T23:59:59+01:00'))).toBe(1599);
    expect(chargedAt(history, at('2024-11-14T00:00:00+01:00'))).toBe(1349);
    expect(chargedAt(history, at('2024-11-22T00:00:00+01:00'))).toBe(1599);
    expect(chargedAt([], 0)).toBeUndefined();
  });

  it('the 30 days before a start: the lowest price and every price charged', () => {
    expect(pricesBefore(history, at('2024-11-22T00:00:00+01:00'), 30)).toEqual({ lowest: 1349, charged: [1349, 1599] });
    // A reduction that ended more than 30 days before does not count.
    expect(pricesBefore(history, at('2024-11-22T00:00:00+01:00') + 30 * DAY, 30)).toEqual({ lowest: 1599, charged: [1599] });
    // One that ended exactly 30 days before does not either; one that ended a second later does.
    expect(pricesBefore(history, at('2024-11-22T00:00:00+01:00') + 30 * DAY - 1000, 30).lowest).toBe(1349);
  });

  it('nothing known before: no lowest price', () => {
    expect(pricesBefore([], at('2024-11-22T00:00:00+01:00'), 30)).toEqual({ lowest: undefined, charged: [] });
  });
});

describe('referencePrices', () => {
  it('stage by stage: each stage price against the lowest of the 30 days before it began', () => {
    const { values, problems } = referencePrices(
      input({ bumblebee: { price: 1599 } }, [salePage('black-friday', BLACK_FRIDAY, [{ id: 'bee', product: 'bumblebee', stagePrices: [1349, 1249, 1199] }])]),
    );
    expect(values.sales['black-friday']).toEqual({ bee: [1599, 1349, 1249] });
    expect(problems).toEqual([]);
  });

  it('back-to-back stages at one price are one reduction, judged from the first of them', () => {
    const { values, problems } = referencePrices(
      input({ bumblebee: { price: 1599 }, k1: { price: 399 } }, [
        salePage('black-friday', BLACK_FRIDAY, [
          { id: 'bee', product: 'bumblebee', stagePrices: [1349, 1349, 1249] },
          { id: 'k1', product: 'k1', price: 339 },
        ]),
      ]),
    );
    expect(values.sales['black-friday']).toEqual({ bee: [1599, 1599, 1349], k1: [399, 399, 399] });
    expect(problems).toEqual([]);
  });

  it('a stage that raises the price is no reduction: null, and a warning at its price', () => {
    const { values, problems } = referencePrices(
      input({ bumblebee: { price: 1599 } }, [salePage('black-friday', BLACK_FRIDAY, [{ id: 'bee', product: 'bumblebee', stagePrices: [1349, 1249, 1299] }])]),
    );
    expect(values.sales['black-friday']).toEqual({ bee: [1599, 1349, null] });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({ severity: 'warning', where: { kind: 'page', page: 'black-friday' }, pointer: '/sections/1/tabs/0/groups/0/items/0/stagePrices/2' });
    expect(problems[0]!.message).toContain('not below 1249');
    expect(problems[0]!.hint).toContain('below 1249');
  });

  it('a later campaign counts the earlier one: the Christmas price against the Black Friday prices', () => {
    const christmas = salePage('christmas-sale', [stage('holiday', '2024-12-09T00:00:00+01:00', '2025-01-01T00:00:00+01:00')], [{ id: 'bee', product: 'bumblebee', price: 1199 }]);
    const friday = salePage('black-friday', BLACK_FRIDAY, [{ id: 'bee', product: 'bumblebee', stagePrices: [1349, 1249, 1249] }]);
    const { values } = referencePrices(input({ bumblebee: { price: 1599 } }, [friday, christmas]));
    expect(values.sales['christmas-sale']).toEqual({ bee: [1249] });
  });

  it('a promotional price overlapping a sale stage: the lower of the two is what was charged', () => {
    const products = { bumblebee: { price: 1599, activityPrice: 1299, activityTime: { startTime: '2024-11-18T00:00:00+01:00', endTime: '2024-11-20T00:00:00+01:00' } } };
    const { values } = referencePrices(input(products, [salePage('black-friday', BLACK_FRIDAY, [{ id: 'bee', product: 'bumblebee', stagePrices: [1349, 1249, 1199] }])]));
    // The friday stage began 2 days after the promotion at 1299 ended: 1299 is the lowest of its 30 days.
    expect(values.sales['black-friday']).toEqual({ bee: [1599, 1299, 1249] });
    // The promotion itself began during the early stage (1349): its reference is 1349.
    expect(values.promotions).toEqual({ bumblebee: 1349 });
  });

  it('a struck list price that was not charged in the 30 days before is an error', () => {
    // A promotion at 1439 ran from a month and a half before the sale and never ended: 1599 was not charged since.
    const products = { megatron: { price: 1599, activityPrice: 1439, activityTime: { startTime: '2024-10-01T00:00:00+01:00' } } };
    const { values, problems } = referencePrices(input(products, [salePage('black-friday', BLACK_FRIDAY, [{ id: 'meg', product: 'megatron', price: 1399 }])]));
    expect(values.sales['black-friday']).toEqual({ meg: [null, null, null] });
    expect(problems).toHaveLength(1); // one reduction over three stages, reported once
    expect(problems[0]).toMatchObject({ severity: 'error', pointer: '/sections/1/tabs/0/groups/0/items/0/price' });
    expect(problems[0]!.message).toContain('was not sold at 1599');
    // The promotion's own reference: the list price before it.
    expect(values.promotions).toEqual({ megatron: 1599 });
  });

  it('no history before the reduction: a sale page without stages or window is judged against the list price', () => {
    const page = { page: 'offers', doc: { sections: [{ type: 'sale-offers', tabs: [{ groups: [{ items: [{ id: 'k1', product: 'k1', price: 339 }] }] }] }] } };
    expect(referencePrices(input({ k1: { price: 399 } }, [page])).values.sales).toEqual({ offers: { k1: [399] } });
    // With the route's window, the reduction begins when the route opens.
    const windowed = { ...page, window: { startTime: '2024-12-09T00:00:00+01:00', endTime: '2025-01-01T00:00:00+01:00' } };
    expect(referencePrices(input({ k1: { price: 399 } }, [windowed])).values.sales).toEqual({ offers: { k1: [399] } });
  });

  it('a product without a list price has nothing struck through, and no reference', () => {
    const { values, problems } = referencePrices(input({ k1: { price: null } }, [salePage('black-friday', BLACK_FRIDAY, [{ id: 'k1', product: 'k1', price: 339 }])]));
    expect(values.sales['black-friday']).toEqual({ k1: [null, null, null] });
    expect(problems).toEqual([]);
  });
});
