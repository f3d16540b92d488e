import { describe, expect, it } from 'vitest';
import { checkOnePrice } from './price.ts';
import { loadYaml } from '../read/load-yaml.ts';

const FILE = 'content-yaml/cn/catalog.yaml';
function check(lines: string[]) {
  const loaded = loadYaml(FILE, Buffer.from(['currency: CNY', 'products:', ...lines, ''].join('\n')));
  expect(loaded.diagnostics).toEqual([]);
  return checkOnePrice(loaded, loaded.data as never, 'cn');
}
const at = (list: ReturnType<typeof check>) => list.map((d) => `${d.file}:${d.line}:${d.column} [${d.rule}]`);
const entry = (id: string, name: string, buy: string, price: string, extra: string[] = []) => [`  ${id}:`, `    name: "${name}"`, `    buy: "${buy}"`, `    price: ${price}`, ...extra];

describe('checkOnePrice: one product, one price in a region', () => {
  it('reports two entries with the same name at different prices, at the later price (the cn K1 Pro case)', () => {
    const found = check([
      ...entry('k1ProInterstellarScout', 'K1 Pro 星际侦察兵', 'https://cn.shop.example/k1-pro', '1980'),
      ...entry('interstellarScoutK1pro', 'K1 Pro<br>星际侦察兵', 'https://cn.shop.example/k1-pro-b', '2499'),
    ]);
    expect(at(found)).toEqual([`${FILE}:10:12 [price]`]);
    expect(found[0]!.message).toContain('k1ProInterstellarScout');
    expect(found[0]!.message).toContain('1980');
    expect(found[0]!.message).toContain('2499');
  });

  it('reports two entries with the same buy link at different prices', () => {
    const found = check([...entry('interstellarScoutK1', 'K1', 'https://cn.shop.example/k1', '1980'), ...entry('t9', 'T9', 'https://cn.shop.example/k1', '2999')]);
    expect(at(found)).toEqual([`${FILE}:10:12 [price]`]);
    expect(found[0]!.message).toContain('buy link');
  });

  it('reports a promotion that only one of the two has', () => {
    const found = check([
      ...entry('a1', 'Same', 'https://cn.shop.example/a', '100'),
      ...entry('a2', 'Same', 'https://cn.shop.example/b', '100', ['    activityPrice: 90', '    activityTime: { startTime: "2025-01-01T00:00:00+08:00" }']),
    ]);
    expect(found).toHaveLength(1);
  });

  it('reports a pair once even when both name and link agree', () => {
    const found = check([...entry('a1', 'Same', 'https://cn.shop.example/a', '100'), ...entry('a2', 'Same', 'https://cn.shop.example/a', '120')]);
    expect(found).toHaveLength(1);
  });

  it('accepts entries that share a name and link at the same price, and empty buy links', () => {
    expect(
      check([
        ...entry('a1', 'Same', 'https://cn.shop.example/a', '100'),
        ...entry('a2', 'Same', 'https://cn.shop.example/a', '100'),
        ...entry('b1', 'Other', '', '50'),
        ...entry('b2', 'Third', '', '60'),
      ]),
    ).toEqual([]);
  });
});
