import type { PageContext } from 'vike/types';
import { regionTable } from '../../dist/generated/regions.ts';
import { buildJsonLd } from '../shared/head.ts';
import type { Head } from './head.ts';
import { artworkSources } from './Picture.tsx';

/** The product a page presents: the catalogue entry its hero section names, with the hero's picture. */
function presentedProduct(data: PageContext['data']) {
  const hero = data.page?.sections.find((s) => s.type === 'hero');
  if (hero?.type !== 'hero' || !hero.product) return undefined;
  const product = data.catalog.products[hero.product];
  return product ? { ...product, sku: hero.product, image: artworkSources(hero.image).src.replace(/\?.*$/, '') } : undefined;
}

/** The page's breadcrumb section as the BreadcrumbList's trail (support pages). */
function breadcrumbOf(data: PageContext['data']) {
  const section = data.page?.sections.find((s) => s.type === 'breadcrumb');
  if (section?.type !== 'breadcrumb') return undefined;
  return { trail: section.items.map((item) => ({ name: item.label, link: item.link })), current: section.current };
}

/**
 * Structured data of the page: Organization, WebPage, BreadcrumbList on pages with a breadcrumb, and
 * Product with its Offer on product pages. A page that is not found (no canonical URL) describes no
 * page of its own: the Organization only.
 */
export function jsonLdFor(pageContext: PageContext, head: Head): object[] {
  const { data } = pageContext;
  if (head.canonical === undefined) {
    return buildJsonLd({ organization: regionTable.organization, url: head.origin, title: head.title, description: head.description, locale: data.region.locale, nowMs: pageContext.serverNow }).filter(
      (o) => o['@type'] === 'Organization',
    );
  }
  const product = presentedProduct(data);
  const breadcrumb = breadcrumbOf(data);
  return buildJsonLd({
    organization: regionTable.organization,
    url: head.canonical,
    title: head.title,
    description: head.description,
    locale: data.region.locale,
    // The instant the page is rendered for (server time, or ?at= in preview): the offer matches the buy box.
    nowMs: pageContext.serverNow,
    ...(product ? { product: { ...product, currency: data.catalog.currency } } : {}),
    ...(breadcrumb ? { breadcrumb } : {}),
  });
}
