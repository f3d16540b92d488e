import type { PageContext } from 'vike/types';
import { regionTable } from '../../dist/generated/regions.ts';
import { routes } from '../../dist/generated/routes.ts';
import { buildHead } from '../shared/head.ts';
import { matchRoute } from '../../core/routing.ts';

/**
 * A page's head; a page that is not found has no `canonical` and no alternates
 * (it has no URL of its own to declare), and `origin` is the site it is on.
 */
export type Head = Omit<ReturnType<typeof buildHead>, 'canonical'> & { canonical?: string; origin: string; robots?: string };

/** Head of the page being rendered: the page's texts, or the region's 404 texts (noindex, no canonical, no hreflang). */
export function headFor(pageContext: PageContext): Head {
  const { data, region, logicalPath } = pageContext;
  const texts = data.page?.head;
  const route = texts ? matchRoute(routes, region, logicalPath, pageContext.serverNow) : undefined;
  const head = buildHead({
    region,
    logicalPath,
    route,
    routes,
    atMs: pageContext.serverNow,
    table: regionTable,
    title: texts?.title ?? data.site.notFound.title,
    description: texts?.description ?? data.site.notFound.message,
    keywords: texts?.keywords,
  });
  const origin = `${new URL(head.canonical).origin}/`;
  if (!texts) {
    const { canonical: _, ...rest } = head;
    return { ...rest, alternates: [], origin, robots: 'noindex' };
  }
  return { ...head, origin, ...(pageContext.preview ? { robots: 'noindex' } : {}) };
}
