import type { AnyCheck, RuleTable } from './define.ts';

import { diagnostic, type Diagnostic } from '../diagnostics.ts';
import { locate, locateKey } from '../read/locate.ts';
import { regionReferencePrices } from '../merge/reference-prices.ts';
import type { Reads } from './reads.ts';
import { inherited } from './walk.ts';

export const rules = {
  'reference-price': {
    title: 'A reduced price breaks the reference-price rule',
    hint: 'Where regions.yaml gives a region priceRules.referencePrice, a price shown against a struck list price must be below the lowest price of the product in the 30 days before it began, and the list price must have been charged in those days (docs/market-rules.md).',
  },
} as const satisfies RuleTable;

/**
 * `[reference-price]`: in every region whose regions.yaml entry has `priceRules.referencePrice`,
 * each reduction shown against a struck price, at every stage, is checked over the whole price
 * history (reference-prices.ts), and the region has the text that names the reference price.
 */
function checkReferencePrices(region: string, read: Reads): Diagnostic[] {
  const out: Diagnostic[] = [];
  const catalog = read.catalog(region);
  const reference = regionReferencePrices(region, read);
  if (!catalog || !reference) return out;
  const sites = read.sites();
  const site = sites.get(region);
  // The region's own site text `ui.lowestPrice`, or the one it inherits (`extends`).
  const text = inherited(sites, region, ['ui', 'lowestPrice'])?.value as string | undefined;
  if (site && (text === undefined || !text.includes('{price}'))) {
    out.push(
      diagnostic(
        'reference-price',
        text === undefined ? locateKey(site.loaded, '', 'ui') : locate(site.loaded, '/ui/lowestPrice'),
        text === undefined
          ? `${region} shows the lowest price of the last ${reference.days} days beside every struck price (regions.yaml priceRules), but its site texts have no ui.lowestPrice.`
          : `ui.lowestPrice of ${region} has no {price}: the lowest price would not be shown.`,
        `Add under ui: lowestPrice: "Lowest price in the last ${reference.days} days: {price}" in the region's language, with {price} where the amount goes.`,
      ),
    );
  }
  for (const problem of reference.problems) {
    const loaded = problem.where.kind === 'page' ? read.pages().get(problem.where.page)?.get(region)?.loaded : catalog.loaded;
    out.push(diagnostic('reference-price', locate(loaded ?? catalog.loaded, loaded ? problem.pointer : '/products'), problem.message, problem.hint, problem.severity));
  }
  return out;
}

export const checks: readonly AnyCheck[] = [
  // Reference prices (regions.yaml priceRules): each reduction against a struck price, at every stage, over the whole price history.
  { name: 'reference prices', scope: 'region', needs: ['regions', 'routes'], check: checkReferencePrices },
];
