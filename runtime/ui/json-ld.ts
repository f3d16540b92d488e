import type { PageContext } from 'vike/types';
import { regionTable } from '../../dist/generated/regions.ts';
import { SECTION_JSON_LD } from '../../dist/generated/section-json-ld.ts';
import { buildJsonLd } from '../shared/head.ts';
import type { Head } from './head.ts';
import type { SectionJsonLd } from './sections/props.ts';

/**
 * Structured data of the page: Organization, WebPage, BreadcrumbList on pages with a breadcrumb, and
 * a Product with its Offer for each product a product page sells. A page that is not found (no canonical URL) describes no
 * page of its own: the Organization only.
 */
export function jsonLdFor(pageContext: PageContext, head: Head): object[] {
  const { data } = pageContext;
  // The instant the page is rendered for (server time, or ?at= in preview): the offer matches the buy box.
  const page = { organization: regionTable.organization, region: pageContext.region, title: head.title, description: head.description, locale: data.region.locale, nowMs: pageContext.serverNow };
  if (head.canonical === undefined) return buildJsonLd({ ...page, url: head.origin }).filter((o) => o['@type'] === 'Organization');
  // What the page's sections add, from their folders' json-ld.ts: the products a product page sells, a breadcrumb's trail.
  const types = new Set(data.page?.sections.map((s) => s.type));
  const parts = Object.assign({}, ...[...types].map((type) => SECTION_JSON_LD[type]?.jsonLd(data))) as ReturnType<SectionJsonLd['jsonLd']>;
  return buildJsonLd({ ...page, url: head.canonical, ...parts });
}
