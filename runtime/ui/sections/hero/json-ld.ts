import { productAnchor } from '../../../../core/anchors.ts';
import type { PageData } from '../../../shared/page-data-types.ts';
import { artworkSources } from '../../Picture.tsx';

const picture = (key: string) => artworkSources(key).src.replace(/\?.*$/, '');

/**
 * The products a product page sells (the page's hero names a product): the products of its
 * cards with a buy button when it has several (the K1 page sells K1 and K1 Pro: one Product
 * each, at its card's anchor, with the card's line as description), else the hero's product with
 * the hero's picture. Only products of the region's catalogue.
 */
export function jsonLd(data: PageData) {
  const sections = data.page?.sections ?? [];
  const hero = sections.find((s) => s.type === 'hero');
  if (hero?.type !== 'hero' || !hero.product) return {};
  const cards = sections.flatMap((s) => (s.type === 'product-cards' && !s.disabled ? s.items.filter((item) => item.showBuy) : []));
  const sold = [...new Map(cards.map((card) => [card.product, card])).values()].filter((card) => data.catalog.products[card.product]);
  const { currency } = data.catalog;
  if (sold.length > 1) {
    return {
      products: sold.map((card) => ({
        ...data.catalog.products[card.product]!,
        currency,
        sku: card.product,
        image: picture(card.image),
        description: card.subtitle,
        url: `#${productAnchor(card.product)}`,
      })),
    };
  }
  const product = data.catalog.products[hero.product];
  return product ? { products: [{ ...product, currency, sku: hero.product, image: picture(hero.image) }] } : {};
}
