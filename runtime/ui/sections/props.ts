import type { Section } from '../../../dist/generated/types.ts';
import type { JsonLdInput } from '../../shared/head.ts';
import type { PageData } from '../../shared/page-data-types.ts';
import type { HeadingLevel } from './Heading.tsx';

/** What every section component receives: its section (typed by its `type`) and the level of its heading. */
export interface SectionProps<T extends Section['type']> {
  section: Extract<Section, { type: T }>;
  /** 1 for the page's first titled section (the page's h1), 2 for the others; items go one level below. */
  level: HeadingLevel;
}

/** The id of a section's heading, for aria-labelledby (sections/Heading.tsx, beside the TitledSection that uses it). */
export { headingId } from './Heading.tsx';

/**
 * What a section folder's server.ts may export: the shaping of the data of a page that has sections of its type,
 * run by runtime/server/page-data.ts (dist/generated/section-server.ts lists the folders that have one).
 */
export interface SectionServer {
  /** The page data as of the server's instant `nowMs`: a sale's stage prices not reached yet left out. */
  atInstant?: (data: PageData, nowMs: number) => PageData;
  /** The page data as sent to the browser: a FAQ's questions left out (the browser fetches them). */
  forBrowser?: (data: PageData) => PageData;
}

/** What a section folder's json-ld.ts exports: the structured data its sections give their page (runtime/ui/json-ld.ts assembles it; dist/generated/section-json-ld.ts lists them). */
export interface SectionJsonLd {
  jsonLd: (data: PageData) => Pick<JsonLdInput, 'breadcrumb' | 'products'>;
}

/** The page data with each section of type `type` replaced by `f(section)`, the others as they are. */
export function mapSections<T extends Section['type']>(data: PageData, type: T, f: (section: Extract<Section, { type: T }>) => Section): PageData {
  if (!data.page) return data;
  const [first, ...rest] = data.page.sections.map((s) => (s.type === type ? f(s as Extract<Section, { type: T }>) : s));
  return { ...data, page: { ...data.page, sections: [first!, ...rest] } };
}
