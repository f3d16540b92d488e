import type { Section } from '../../../dist/generated/types.ts';
import { isShown } from '../../shared/time.ts';
import type { HeadingLevel } from './Heading.tsx';

const hasTitle = (section: Section) => 'title' in section && typeof section.title === 'string';

/** Heading levels of a page's sections: the first titled section holds the page's h1, the others h2. */
export function headingLevels(sections: readonly Section[]): HeadingLevel[] {
  const first = sections.findIndex(hasTitle);
  return sections.map((_, i) => (i === first ? 1 : 2));
}

/** A section's time window (notes may carry one), decided on server time; sections without one always show. */
const inWindow = (section: Section, nowMs: number) =>
  isShown({ ...('startTime' in section && section.startTime ? { startTime: section.startTime } : {}), ...('endTime' in section && section.endTime ? { endTime: section.endTime } : {}) }, nowMs);

/**
 * The sections a page shows at the server's instant, each with its heading level: what the server
 * renders and what the browser hydrates, so both must come from here (one order, one set of levels).
 */
export function shownSections(sections: readonly Section[], serverNow: number): { section: Section; level: HeadingLevel }[] {
  const shown = sections.filter((section) => inWindow(section, serverNow));
  const levels = headingLevels(shown);
  return shown.map((section, i) => ({ section, level: levels[i]! }));
}

/**
 * The id of the section that follows a page's lead section (the one holding its h1, what a visitor sees
 * first below the header), or undefined when there is none (no titled section, or the lead is the last).
 * The document's head makes the browser wait for that element before its first paint
 * (`<link rel="expect" blocking="render">`, pages/+onRenderHtml.tsx): Chromium lifts the block when the
 * element is inserted, not when it has been parsed, so waiting for the lead itself would still paint it
 * half-parsed.
 */
export function sectionAfterLead(sections: readonly Section[], serverNow: number): string | undefined {
  const shown = shownSections(sections, serverNow);
  const lead = shown.findIndex(({ level }) => level === 1);
  return lead < 0 ? undefined : shown[lead + 1]?.section.id;
}
