import { describe, expect, it } from 'vitest';
import { checkSale, type SaleContext } from './check.ts';
import { loadYaml } from '../../../../codegen/read/load-yaml.ts';

const FILE = 'content-yaml/us/pages/black-friday.yaml';
const WINDOW = { startTime: '2024-11-14T00:00:00-05:00', endTime: '2024-12-03T00:00:00-05:00' };
const CONTEXT: SaleContext = { window: WINDOW, listPrices: { flagshipBumblebee: 1299, aiBase: 299 } };

/** A black-friday page: three stages (start, end of each) and two products on sale. */
function page({
  stages = [
    ['2024-11-14T00:00:00-05:00', '2024-11-22T00:00:00-05:00'],
    ['2024-11-22T00:00:00-05:00', '2024-11-30T00:00:00-05:00'],
    ['2024-11-30T00:00:00-05:00', '2024-12-03T00:00:00-05:00'],
  ],
  stagePrices = '[1099, 999, 1049]',
  price = '249',
} = {}) {
  const lines = [
    'head: { title: T, description: D }',
    'sections:',
    '  - id: banner',
    '    type: sale-banner',
    '    stages:',
    ...stages.flatMap(([start, end], i) => [`      - key: stage-${i + 1}`, `        startTime: "${start}"`, `        endTime: "${end}"`]),
    '  - id: offers',
    '    type: sale-offers',
    '    tabs:',
    '      - id: special-offers',
    '        groups:',
    '          - id: deals',
    '            items:',
    '              - id: bumblebee',
    '                product: flagshipBumblebee',
    `                stagePrices: ${stagePrices}`,
    '              - id: ai-base',
    '                product: aiBase',
    `                price: ${price}`,
    '',
  ];
  const loaded = loadYaml(FILE, Buffer.from(lines.join('\n')));
  expect(loaded.diagnostics).toEqual([]);
  return loaded;
}
function check(loaded: ReturnType<typeof page>, context: SaleContext = CONTEXT) {
  return checkSale(loaded, loaded.data as never, context);
}
const at = (list: ReturnType<typeof check>) => list.map((d) => `${d.file}:${d.line}:${d.column} [${d.rule}]`);

describe('checkSale: a campaign is data, and the data must fit', () => {
  it('accepts stages that follow each other and cover the route window, with prices below list', () => {
    expect(check(page())).toEqual([]);
  });

  it("reports stages that overlap, at the later stage's start", () => {
    const found = check(
      page({
        stages: [
          ['2024-11-14T00:00:00-05:00', '2024-11-23T00:00:00-05:00'],
          ['2024-11-22T00:00:00-05:00', '2024-11-30T00:00:00-05:00'],
          ['2024-11-30T00:00:00-05:00', '2024-12-03T00:00:00-05:00'],
        ],
      }),
    );
    expect(at(found)).toEqual([`${FILE}:10:20 [sale-stage]`]);
    expect(found[0]!.message).toContain('overlap');
  });

  it('reports a gap between stages', () => {
    const found = check(
      page({
        stages: [
          ['2024-11-14T00:00:00-05:00', '2024-11-22T00:00:00-05:00'],
          ['2024-11-22T00:00:00-05:00', '2024-11-29T00:00:00-05:00'],
          ['2024-11-30T00:00:00-05:00', '2024-12-03T00:00:00-05:00'],
        ],
      }),
    );
    expect(at(found)).toEqual([`${FILE}:13:20 [sale-stage]`]);
    expect(found[0]!.message).toContain('gap');
  });

  it('compares instants, not text: the same instant in another offset is no gap', () => {
    const found = check(
      page({
        stages: [
          ['2024-11-14T00:00:00-05:00', '2024-11-22T05:00:00Z'],
          ['2024-11-22T00:00:00-05:00', '2024-11-30T00:00:00-05:00'],
          ['2024-11-30T00:00:00-05:00', '2024-12-03T00:00:00-05:00'],
        ],
      }),
    );
    expect(found).toEqual([]);
  });

  it('reports stages outside the route window, at either end', () => {
    const found = check(
      page({
        stages: [
          ['2024-11-13T00:00:00-05:00', '2024-11-22T00:00:00-05:00'],
          ['2024-11-22T00:00:00-05:00', '2024-11-30T00:00:00-05:00'],
          ['2024-11-30T00:00:00-05:00', '2024-12-05T00:00:00-05:00'],
        ],
      }),
    );
    expect(at(found)).toEqual([`${FILE}:7:20 [sale-stage]`, `${FILE}:14:18 [sale-stage]`]);
    expect(found[0]!.message).toContain('before the route opens');
    expect(found[1]!.message).toContain('after the route closes');
  });

  it('reports stages that leave the start or end of the route window uncovered', () => {
    const found = check(
      page({
        stages: [
          ['2024-11-15T00:00:00-05:00', '2024-11-22T00:00:00-05:00'],
          ['2024-11-22T00:00:00-05:00', '2024-11-30T00:00:00-05:00'],
          ['2024-11-30T00:00:00-05:00', '2024-12-02T00:00:00-05:00'],
        ],
      }),
    );
    expect(at(found)).toEqual([`${FILE}:7:20 [sale-stage]`, `${FILE}:14:18 [sale-stage]`]);
  });

  it('reports a sale price above (or at) the catalogue list price, stage by stage', () => {
    const found = check(page({ stagePrices: '[1099, 1299, 1399]', price: '300' }));
    expect(at(found)).toEqual([`${FILE}:24:37 [price]`, `${FILE}:24:43 [price]`, `${FILE}:27:24 [price]`]);
    expect(found[0]!.message).toContain('1299');
    expect(found[2]!.message).toContain('300');
  });

  it('reports an early-sale entry without one price per stage', () => {
    const found = check(page({ stagePrices: '[1099, 999]' }));
    expect(at(found)).toEqual([`${FILE}:24:30 [sale-stage]`]);
  });

  it("reports a product the region's catalogue does not price", () => {
    const found = check(page(), { ...CONTEXT, listPrices: { flagshipBumblebee: 1299 } });
    expect(found.map((d) => d.rule)).toEqual(['price']);
    expect(found[0]!.message).toContain('aiBase');
  });
});

describe('checkSale: no noise on top of errors reported elsewhere', () => {
  it("checks no price when the region's catalogue is itself invalid", () => {
    expect(check(page({ price: '300' }), { ...CONTEXT, listPrices: undefined })).toEqual([]);
  });

  it('does not compare stages with a route window that ends before it starts', () => {
    const found = check(page(), { ...CONTEXT, window: { startTime: WINDOW.startTime, endTime: '2024-11-01T00:00:00-05:00' } });
    expect(found).toEqual([]);
  });
});
