import type { PageContext } from 'vike/types';
import { regionTable } from '../../dist/generated/regions.ts';
import { routes } from '../../dist/generated/routes.ts';
import { buildJsonLd } from '../shared/head.ts';
import { matchRoute } from '../../core/routing.ts';
import type { Head } from './head.ts';
import { artworkSources } from './Picture.tsx';

type Catalog = PageContext['data']['catalog'];
type ProductId = keyof Catalog['products'];

/** 'flagship-bumblebee' -> 'flagshipBumblebee': product pages are named after their catalogue id. */
export const productIdOfPage = (page: string): string => page.replace(/-([a-z0-9])/g, (_, c: string) => c.toUpperCase());

/** Structured data of the page: Organization, WebPage, and Product with its Offer on product pages. */
export function jsonLdFor(pageContext: PageContext, head: Head): object[] {
  const { data, region, logicalPath } = pageContext;
  const route = matchRoute(routes, region, logicalPath);
  const id = route?.page ? productIdOfPage(route.page) : undefined;
  const product = id ? data.catalog.products[id as ProductId] : undefined;
  return buildJsonLd({
    organization: regionTable.organization,
    url: head.canonical,
    title: head.title,
    description: head.description,
    locale: data.region.locale,
    ...(product ? { product: { ...product, currency: data.catalog.currency, image: artworkSources(route!.page!).src.replace(/\?.*$/, '') } } : {}),
  });
}
