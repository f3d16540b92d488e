import { describe, expect, it } from 'vitest';
import { checkCurrencies, currenciesIn } from './currency.ts';
import { loadYaml } from '../read/load-yaml.ts';
import type { RegionDocument } from '../merge/resolve-extends.ts';

const CURRENCY: Record<string, string> = { us: 'USD', uk: 'GBP', de: 'EUR', jp: 'JPY', cn: 'CNY' };
function check(files: Record<string, string>) {
  const docs = new Map<string, RegionDocument>();
  for (const [region, text] of Object.entries(files)) {
    const loaded = loadYaml(`content-yaml/${region}/site.yaml`, Buffer.from(text));
    docs.set(region, { loaded, data: loaded.data as Record<string, unknown> });
  }
  return checkCurrencies(docs, (r) => CURRENCY[r]!);
}

describe('currenciesIn', () => {
  it('reads signs and codes, ¥ as yen or yuan', () => {
    expect(currenciesIn('worth $119, or 99 € or GBP 5')).toEqual([
      { written: '$', currencies: ['USD'] },
      { written: '€', currencies: ['EUR'] },
      { written: 'GBP', currencies: ['GBP'] },
    ]);
    expect(currenciesIn('¥4,999 / RMB')).toEqual([
      { written: '¥', currencies: ['JPY', 'CNY'] },
      { written: 'RMB', currencies: ['CNY'] },
    ]);
  });
});

describe('checkCurrencies', () => {
  it('reports an amount in another currency at its text, naming the region and its currency', () => {
    const found = check({ uk: 'benefits:\n  title: Premium Protection worth $119\n', de: 'note: "2 Jahre Premium Protection im Wert von 119 $ inklusive"\n' });
    expect(found.map((d) => `${d.file}:${d.line}:${d.column} [${d.rule}] ${d.message}`)).toEqual([
      'content-yaml/uk/site.yaml:2:10 [currency] "benefits.title" writes an amount in "$", and uk\'s currency is GBP.',
      'content-yaml/de/site.yaml:1:7 [currency] "note" writes an amount in "$", and de\'s currency is EUR.',
    ]);
    expect(found[0]!.hint).toContain('State the amount in GBP');
  });

  it("accepts the region's own sign, ¥ in jp and cn, and code fields that are no text", () => {
    expect(check({ us: 'a: Save $100 today\n', uk: 'a: Save £100 today\n', jp: 'a: ¥4,999 から\n', cn: 'a: 早鸟价 ¥4,999 起\ncurrency: EUR\n' })).toEqual([]);
  });
});
