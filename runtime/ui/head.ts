import type { PageContext } from 'vike/types';
import { regionTable } from '../../dist/generated/regions.ts';
import { routes } from '../../dist/generated/routes.ts';
import { buildHead } from '../shared/head.ts';
import { matchRoute } from '../../core/routing.ts';

export type Head = ReturnType<typeof buildHead> & { robots?: string };

/** Head of the page being rendered: the page's texts, or the region's 404 texts. */
export function headFor(pageContext: PageContext): Head {
  const { data, region, logicalPath } = pageContext;
  const texts = data.page?.head;
  const route = texts ? matchRoute(routes, region, logicalPath) : undefined;
  const head = buildHead({
    region, logicalPath, route, routes, table: regionTable,
    title: texts?.title ?? data.site.notFound.title,
    description: texts?.description ?? data.site.notFound.message,
    keywords: texts?.keywords,
  });
  return { ...head, ...(texts && !pageContext.preview ? {} : { robots: 'noindex' }) };
}
