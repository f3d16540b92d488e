import type { PageContext } from 'vike/types';
import { regionTable } from '../../dist/generated/regions.ts';
import { buildJsonLd } from '../shared/head.ts';
import { onPreSale } from '../shared/time.ts';
import type { Head } from './head.ts';
import { artworkSources } from './Picture.tsx';

/** The product a page presents: the catalogue entry its hero section names, with the hero's picture. */
function presentedProduct(data: PageContext['data'], nowMs: number) {
  const hero = data.page?.sections.find((s) => s.type === 'hero');
  if (hero?.type !== 'hero' || !hero.product) return undefined;
  const product = data.catalog.products[hero.product];
  return product ? { ...product, isPreSale: onPreSale(product, nowMs), image: artworkSources(hero.image).src.replace(/\?.*$/, '') } : undefined;
}

/** Structured data of the page: Organization, WebPage, and Product with its Offer on product pages. */
export function jsonLdFor(pageContext: PageContext, head: Head): object[] {
  const { data } = pageContext;
  const product = presentedProduct(data, pageContext.serverNow);
  return buildJsonLd({
    organization: regionTable.organization,
    url: head.canonical,
    title: head.title,
    description: head.description,
    locale: data.region.locale,
    ...(product ? { product: { ...product, currency: data.catalog.currency } } : {}),
  });
}
