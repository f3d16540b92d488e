// https://vike.dev/data — server only: the region's bundle (texts, catalogue) and the page's texts.
// The copy serialized for the browser leaves the FAQ's questions out (+onRenderHtml, runtime/ui/sections/Faq.tsx).
import type { PageContextServer } from 'vike/types';
import { pageDataFor } from '../runtime/server/page-data.ts';
import { pseudoPageData } from '../runtime/staff/pseudo-locale.ts';
import type { PageData } from '../runtime/shared/page-data-types.ts';

export function data(pageContext: PageContextServer): PageData {
  // A sale page gets no price of a stage not yet reached at the rendered instant.
  const data = pageDataFor(pageContext.region, pageContext.urlPathname, { nowMs: pageContext.serverNow });
  return pageContext.pseudo ? pseudoPageData(data) : data;
}
