import type { PageContext } from 'vike/types';
import { productAnchor } from '../../core/anchors.ts';
import { regionTable } from '../../dist/generated/regions.ts';
import { buildJsonLd } from '../shared/head.ts';
import type { Head } from './head.ts';
import { artworkSources } from './Picture.tsx';

const picture = (key: string) => artworkSources(key).src.replace(/\?.*$/, '');

/**
 * The products a product page sells (the page's hero names a product): the products of its
 * cards with a buy button when it has several (the K1 page sells K1 and K1 Pro: one Product
 * each, at its card's anchor, with the card's line as description), else the hero's product with
 * the hero's picture. Only products of the region's catalogue.
 */
function presentedProducts(data: PageContext['data']) {
  const sections = data.page?.sections ?? [];
  const hero = sections.find((s) => s.type === 'hero');
  if (hero?.type !== 'hero' || !hero.product) return [];
  const cards = sections.flatMap((s) => (s.type === 'product-cards' && !s.disabled ? s.items.filter((item) => item.showBuy) : []));
  const sold = [...new Map(cards.map((card) => [card.product, card])).values()].filter((card) => data.catalog.products[card.product]);
  if (sold.length > 1) {
    return sold.map((card) => ({ ...data.catalog.products[card.product]!, sku: card.product, image: picture(card.image), description: card.subtitle, url: `#${productAnchor(card.product)}` }));
  }
  const product = data.catalog.products[hero.product];
  return product ? [{ ...product, sku: hero.product, image: picture(hero.image) }] : [];
}

/** The page's breadcrumb section as the BreadcrumbList's trail (support pages). */
function breadcrumbOf(data: PageContext['data']) {
  const section = data.page?.sections.find((s) => s.type === 'breadcrumb');
  if (section?.type !== 'breadcrumb') return undefined;
  return { trail: section.items.map((item) => ({ name: item.label, link: item.link })), current: section.current };
}

/**
 * Structured data of the page: Organization, WebPage, BreadcrumbList on pages with a breadcrumb, and
 * a Product with its Offer for each product a product page sells. A page that is not found (no canonical URL) describes no
 * page of its own: the Organization only.
 */
export function jsonLdFor(pageContext: PageContext, head: Head): object[] {
  const { data } = pageContext;
  if (head.canonical === undefined) {
    return buildJsonLd({
      organization: regionTable.organization,
      region: pageContext.region,
      url: head.origin,
      title: head.title,
      description: head.description,
      locale: data.region.locale,
      nowMs: pageContext.serverNow,
    }).filter((o) => o['@type'] === 'Organization');
  }
  const products = presentedProducts(data).map((product) => ({ ...product, currency: data.catalog.currency }));
  const breadcrumb = breadcrumbOf(data);
  return buildJsonLd({
    organization: regionTable.organization,
    region: pageContext.region,
    url: head.canonical,
    title: head.title,
    description: head.description,
    locale: data.region.locale,
    // The instant the page is rendered for (server time, or ?at= in preview): the offer matches the buy box.
    nowMs: pageContext.serverNow,
    ...(products.length ? { products } : {}),
    ...(breadcrumb ? { breadcrumb } : {}),
  });
}
