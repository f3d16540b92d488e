import type { Section } from '../../../dist/generated/types.ts';

/**
 * Section types with no behaviour in the browser (no state, effects or event
 * handlers, in their component or anything it renders; their links are plain
 * page loads, their disclosures native <details>, their videos native controls,
 * their time windows decided by the server on each request): they are rendered
 * on the server and never hydrated, and their components are not shipped to the
 * browser — in the browser each keeps the server's HTML in its slot
 * (runtime/ui/sections/Islands.tsx). The other types are islands: hydrated one
 * by one, each from its own lazy chunk. A new section type is an island unless
 * it is listed here; list it only if it has no behaviour (static.test.ts scans
 * the listed components' sources).
 * Kept apart from index.ts so the browser bundle does not import the components.
 */
const STATIC_TYPES = [
  'app-download',
  'breadcrumb',
  'browser-storage',
  'compare',
  'contact',
  'dealer-list',
  'download-table',
  'feature-grid',
  'figures',
  'link-hub',
  'notes',
  'page-menu',
  'price-block',
  'product-cards',
  'product-faq',
  'prose',
  'quotes',
  'sale-gifts',
  'spec-table',
  'timeline',
  'video-list',
  // Not: 'hero' (Watch Video dialog), 'gallery' (full-screen viewer), 'voice-commands' (dialog), 'faq' (fetch, search,
  // #key), 'region-chooser' (remembers the country), the forms and account screens ('request-form', 'sign-in',
  // 'create-account', 'forgot-password', 'reset-password', 'account-overview'), the sale's banner (countdown),
  // offers (tabs) and sign-up (newsletter form).
] as const satisfies readonly Section['type'][];

export type StaticSectionType = (typeof STATIC_TYPES)[number];
/** The section types hydrated in the browser. */
export type IslandSectionType = Exclude<Section['type'], StaticSectionType>;

export const STATIC_SECTION_TYPES: ReadonlySet<Section['type']> = new Set<Section['type']>(STATIC_TYPES);

/** Whether a section is rendered by the server alone (its slot keeps the server's HTML in the browser). */
export const isStaticSection = (section: Section): section is Extract<Section, { type: StaticSectionType }> => STATIC_SECTION_TYPES.has(section.type);

/** Whether no section of the page needs hydrating. */
export const allStatic = (sections: readonly Section[]): boolean => sections.every(isStaticSection);
