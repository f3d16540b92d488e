import type { PageData } from '../../../shared/page-data-types.ts';
import { mapSections } from '../props.ts';

/**
 * The page data sent to the browser holds no FAQ question (docs/decisions.md D29): the browser fetches them from
 * the generated JSON, so the loading, error and retry states are real, and the page data stays small. The
 * server-rendered HTML keeps every answer and works without JavaScript; the browser keeps that HTML while it
 * fetches (Faq.tsx).
 */
export function forBrowser(data: PageData): PageData {
  return mapSections(data, 'faq', (section) => ({ ...section, groups: [] }));
}
