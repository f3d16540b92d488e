import { isMap, type Json } from '../json.ts';

/** Where the questions of one FAQ section of a region are written, relative to dist/generated/. */
export const faqFile = (region: string, page: string, sectionId: string) => `faq/${region}/${page}/${sectionId}.json`;

/**
 * The questions of every `faq` section of a region's pages as JSON files
 * (docs/decisions.md D29): the site serves each as a hashed static asset,
 * which a FAQ page reached by client navigation fetches, so its loading, error
 * and retry states are real. `pages` are the region's pages as emitted
 * (disabled sections already left out). Deterministic: sorted keys, no dates.
 *
 * @example
 * faqFiles('us', { faq: { sections: [{ id: 'questions', type: 'faq', groups: [] }] } })
 * // => Map { 'faq/us/faq/questions.json' => '{"groups":[]}\n' }
 */
export function faqFiles(region: string, pages: Json): Map<string, string> {
  const out = new Map<string, string>();
  for (const page of Object.keys(pages).sort()) {
    const doc = pages[page];
    const sections = isMap(doc) && Array.isArray(doc.sections) ? doc.sections : [];
    for (const section of sections) {
      if (!isMap(section) || section.type !== 'faq' || typeof section.id !== 'string') continue;
      out.set(faqFile(region, page, section.id), `${JSON.stringify({ groups: section.groups ?? [] })}\n`);
    }
  }
  return out;
}
