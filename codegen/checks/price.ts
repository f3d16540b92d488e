import type { AnyCheck, RuleTable } from './define.ts';
import { checkOnePrice } from './one-price.ts';
import { documentOf } from './units.ts';
import { diagnostic, type Diagnostic } from '../diagnostics.ts';
import type { LoadedFile } from '../read/load-yaml.ts';
import { locate, type Location } from '../read/locate.ts';
import type { CatalogDocument } from '../../dist/generated/content-types.ts';

export const rules = {
  price: { title: 'Invalid price', hint: "A promotional price must be below the list price, and a catalogue's currency must be its region's." },
} as const satisfies RuleTable;

/** A catalogue's prices are in its region's currency; a promotional price is below the list price and has a start. */
export function checkPrices(loaded: LoadedFile, catalog: CatalogDocument, regionCurrency: string, region: string): Diagnostic[] {
  const out: Diagnostic[] = [];
  const report = (at: Location, message: string, hint?: string) => out.push(diagnostic('price', at, message, hint));
  if (catalog.currency !== regionCurrency) {
    report(
      locate(loaded, '/currency'),
      `Prices of ${region} are in ${regionCurrency} (regions.yaml), but this catalogue says ${catalog.currency}.`,
      `Set "currency: ${regionCurrency}" and give every price in ${regionCurrency}.`,
    );
  }
  for (const [id, product] of Object.entries(catalog.products)) {
    if (!product) continue;
    if (product.preSaleUntil !== undefined && product.isPreSale !== true) {
      report(
        locate(loaded, `/products/${id}/preSaleUntil`),
        `${id} has preSaleUntil but is not on pre-sale (isPreSale: false), so the date changes nothing.`,
        'Set "isPreSale: true" if the product is pre-ordered until that date, or remove preSaleUntil.',
      );
    }
    if (product.activityPrice === undefined) continue;
    if (product.price === null) {
      report(locate(loaded, `/products/${id}/activityPrice`), `${id} has a promotional price but no list price.`);
    } else if (product.activityPrice >= product.price) {
      report(locate(loaded, `/products/${id}/activityPrice`), `The promotional price of ${id} (${product.activityPrice}) is not below its list price (${product.price}).`);
    }
    if (product.activityTime === undefined) {
      report(locate(loaded, `/products/${id}/activityPrice`), `The promotional price of ${id} has no activityTime.startTime.`, 'Add activityTime: { startTime: "…" } saying from when it applies.');
    }
  }
  return out;
}

export const checks: readonly AnyCheck[] = [
  {
    name: 'prices',
    scope: 'file',
    kinds: ['catalog'],
    needs: ['regions'],
    check: (file, read) => {
      const catalog = documentOf(file, 'catalog');
      const region = 'region' in file.kind ? file.kind.region : '';
      const currency = read.regions().regions[region]?.currency;
      return catalog && currency ? [...checkPrices(file.loaded, catalog, currency, region), ...checkOnePrice(file.loaded, catalog, region)] : [];
    },
  },
];
