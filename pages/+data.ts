// https://vike.dev/data — server only: the region's bundle (texts, catalogue) and the page's texts.
import type { PageContextServer } from 'vike/types';
import { bundle } from '../dist/generated/bundles.ts';
import { routes } from '../dist/generated/routes.ts';
import type { PageData } from './vike-types.d.ts';
import { matchRoute } from '../runtime/shared/routing.ts';

export function data(pageContext: PageContextServer): PageData {
  const regionBundle = bundle(pageContext.region);
  const route = matchRoute(routes, pageContext.region, pageContext.urlPathname);
  const pages = regionBundle.pages as Record<string, unknown>;
  return {
    region: regionBundle.region,
    hosts: regionBundle.hosts,
    site: regionBundle.site,
    catalog: regionBundle.catalog,
    page: route?.page ? pages[route.page] : undefined,
  };
}
