import type { PageData } from '../../../shared/page-data-types.ts';

/** The page's breadcrumb section as the BreadcrumbList's trail (support pages). */
export function jsonLd(data: PageData) {
  const section = data.page?.sections.find((s) => s.type === 'breadcrumb');
  return section?.type === 'breadcrumb' ? { breadcrumb: { trail: section.items.map((item) => ({ name: item.label, link: item.link })), current: section.current } } : {};
}
