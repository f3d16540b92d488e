import type { Section } from '../../../dist/generated/types.ts';
import { STATIC_SECTION_TYPES as STATIC_TYPES } from '../../../dist/generated/section-islands.ts';

/**
 * Section types with no behaviour in the browser (no state, effects or event handlers, in their component
 * or anything it renders; their links are plain page loads, their disclosures native <details>, their time
 * windows decided by the server on each request) say so in their meta.json
 * ("render": "static"): they are rendered on the server and never hydrated, and their components are not
 * shipped to the browser — in the browser each keeps the server's HTML in its slot
 * (runtime/ui/sections/Islands.tsx). The other types are islands: hydrated one by one, each from its own
 * lazy chunk. static.test.ts scans the static components' sources for behaviour.
 */
export type StaticSectionType = (typeof STATIC_TYPES)[number];

export const STATIC_SECTION_TYPES: ReadonlySet<Section['type']> = new Set<Section['type']>(STATIC_TYPES);

/** Whether a section is rendered by the server alone (its slot keeps the server's HTML in the browser). */
export const isStaticSection = (section: Section): section is Extract<Section, { type: StaticSectionType }> => STATIC_SECTION_TYPES.has(section.type);
