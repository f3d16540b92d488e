import { plainText } from '../../core/markup.ts';
import { diagnostic, type Diagnostic } from '../diagnostics.ts';
import type { LoadedFile } from '../read/load-yaml.ts';
import { locate } from '../read/locate.ts';
import type { CatalogDocument, Product } from '../../dist/generated/content-types.ts';

type PricedProduct = Product;

/** A catalogue name as shoppers read it: markup gone, spacing and case folded ("K1 Pro<br>星际侦察兵" = "k1 pro 星际侦察兵"). */
const readName = (name: string): string => plainText(name).toLowerCase();

/** What a shopper pays, as a comparable key: the list price and any promotion with its window. */
function priceKey(p: PricedProduct): string {
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
