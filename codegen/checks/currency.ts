import type { RuleTable } from './define.ts';
import { diagnostic, type Diagnostic } from '../diagnostics.ts';
import { locate } from '../read/locate.ts';
import type { RegionDocument } from '../merge/resolve-extends.ts';
import type { RegionCode } from '../read/workspace.ts';
import { textLeaves } from '../merge/text-leaves.ts';

export const rules = {
  currency: { title: 'An amount in another currency', hint: "A region's texts state amounts in its own currency (regions.yaml currency), or leave the amount out." },
} as const satisfies RuleTable;

/** The currencies each sign or code in a text names (¥ is both the yen and the yuan). */
const SIGNS: readonly [RegExp, readonly string[]][] = [
  [/US\$|\$/, ['USD']],
  [/£/, ['GBP']],
  [/€/, ['EUR']],
  [/[¥￥]/, ['JPY', 'CNY']],
  [/₩/, ['KRW']],
  [/\b(?:USD|GBP|EUR|JPY|KRW|CNY|RMB)\b/, []],
];
const CODE = /\b(USD|GBP|EUR|JPY|KRW|CNY|RMB)\b/g;

/** The currencies a text names by sign or code, each with what it was written as. */
export function currenciesIn(text: string): { written: string; currencies: readonly string[] }[] {
  const out: { written: string; currencies: readonly string[] }[] = [];
  for (const [sign, currencies] of SIGNS.slice(0, -1)) {
    const found = sign.exec(text);
    if (found) out.push({ written: found[0], currencies });
  }
  for (const [code] of text.matchAll(CODE)) out.push({ written: code, currencies: [code === 'RMB' ? 'CNY' : code] });
  return out;
}

/**
 * An amount a region's text writes is in the region's own currency: "worth $119" on the pound and
 * euro sites is a figure nobody there pays (docs/copy-review.md). Each text a region's file writes is checked; a
 * price the site formats ({price}, the catalogue's figures) carries no sign in the text.
 */
export function checkCurrencies(docs: ReadonlyMap<RegionCode, RegionDocument>, currencyOf: (region: RegionCode) => string): Diagnostic[] {
  const out: Diagnostic[] = [];
  for (const [region, { loaded, data }] of docs) {
    const currency = currencyOf(region);
    for (const { text, path } of textLeaves(data)) {
      // A text, not a code field (`currency: EUR`) or a key.
      if (!/\s/.test(text.trim())) continue;
      const foreign = currenciesIn(text).filter((c) => !c.currencies.includes(currency));
      if (foreign.length)
        out.push(
          diagnostic(
            'currency',
            locate(loaded, path),
            `"${path.join('.')}" writes an amount in ${foreign.map((c) => `"${c.written}"`).join(', ')}, and ${region}'s currency is ${currency}.`,
            `State the amount in ${currency} (a figure the seeds or the catalogue give for ${region}), or leave the amount out.`,
          ),
        );
    }
  }
  return out;
}
