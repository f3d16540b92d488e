import type { AnyCheck, RuleTable } from './define.ts';
import { documentOf } from './units.ts';
import { diagnostic, type Diagnostic } from '../diagnostics.ts';
import type { LoadedFile } from '../read/load-yaml.ts';
import { locate, type Location } from '../read/locate.ts';
import type { CatalogDocument, Product } from '../../dist/generated/content-types.ts';
import { plainText } from '../../core/markup.ts';

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

/** A catalogue name as shoppers read it: markup gone, spacing and case folded ("K1 Pro<br>星际侦察兵" = "k1 pro 星际侦察兵"). */
const readName = (name: string): string => plainText(name).toLowerCase();

/** What a shopper pays, as a comparable key: the list price and any promotion with its window. */
function priceKey(p: Product): string {
  const promo = p.activityPrice === undefined ? '' : ` (promotion ${p.activityPrice} from ${p.activityTime?.startTime ?? '?'}${p.activityTime?.endTime ? ` to ${p.activityTime.endTime}` : ''})`;
  return `${p.price ?? 'no price'}${promo}`;
}

/**
 * One product never shows two prices in one region (docs/decisions.md D31): catalogue
 * entries of a region that share a name or a buy link are one product to a
 * shopper, so they must agree on list price and promotion. Each conflict is
 * reported at the later entry's price, naming the earlier one.
 */
export function checkOnePrice(loaded: LoadedFile, catalog: Pick<CatalogDocument, 'products'>, region: string): Diagnostic[] {
  const out: Diagnostic[] = [];
  const seen = new Map<string, string>();
  for (const [id, product] of Object.entries(catalog.products)) {
    if (!product) continue;
    const keys = [
      { key: `name:${readName(product.name)}`, what: `the name "${readName(product.name)}"` },
      ...(product.buy ? [{ key: `buy:${product.buy}`, what: `the buy link ${product.buy}` }] : []),
    ];
    const reported = new Set<string>();
    for (const { key, what } of keys) {
      const first = seen.get(key);
      if (first === undefined) {
        seen.set(key, id);
        continue;
      }
      if (reported.has(first)) continue;
      const other = catalog.products[first]!;
      if (priceKey(other) === priceKey(product)) continue;
      reported.add(first);
      out.push(
        diagnostic(
          'price',
          locate(loaded, `/products/${id}/price`),
          `${id} and ${first} share ${what} in ${region} but differ in price: ${priceKey(product)} against ${priceKey(other)}. A shopper would see one product at two prices.`,
          `Give both entries the same price, or give them different names and buy links if they are different products.`,
        ),
      );
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
