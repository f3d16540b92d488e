import type { Section } from '../../../dist/generated/types.ts';

/**
 * Section types with no behaviour in the browser (no state, effects or event
 * handlers, in their component or anything it renders; their links are plain
 * page loads, their disclosures native <details>, their videos native controls,
 * their time windows decided by the server on each request): a page made only
 * of these is rendered on the server and never hydrated, and their components
 * are not shipped to the browser (pages/sections/+Page.tsx). A new section type
 * is hydrated unless it is listed here; list it only if it has no behaviour
 * (static.test.ts scans the listed components' sources).
 * Kept apart from index.ts so the browser bundle does not import the components.
 */
export const STATIC_SECTION_TYPES: ReadonlySet<Section['type']> = new Set<Section['type']>([
  'app-download', 'breadcrumb', 'browser-storage', 'compare', 'contact', 'dealer-list', 'download-table', 'feature-grid', 'figures',
  'link-hub', 'notes', 'page-menu', 'price-block', 'product-cards', 'product-faq', 'prose', 'quotes', 'spec-table', 'timeline', 'video-list',
  // Not: 'hero' (Watch Video dialog), 'gallery' (full-screen viewer), 'voice-commands' (dialog), 'faq' (fetch, search,
  // #key), 'region-chooser' (remembers the country), the forms and account screens ('request-form', 'sign-in',
  // 'create-account', 'forgot-password', 'reset-password', 'account-overview').
]);

/** Whether no section of the page needs hydrating. */
export const allStatic = (sections: readonly Section[]): boolean => sections.every((s) => STATIC_SECTION_TYPES.has(s.type));
