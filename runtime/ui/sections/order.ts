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
const inWindow = (section: Section, nowMs: number) => isShown({ ...('startTime' in section && section.startTime ? { startTime: section.startTime } : {}), ...('endTime' in section && section.endTime ? { endTime: section.endTime } : {}) }, nowMs);

/**
 * The sections a page shows at the server's instant, each with its heading level: what the server
 * renders and what the browser hydrates, so both must come from here (one order, one set of levels).
 */
export function shownSections(sections: readonly Section[], serverNow: number): { section: Section; level: HeadingLevel }[] {
  const shown = sections.filter((section) => inWindow(section, serverNow));
  const levels = headingLevels(shown);
  return shown.map((section, i) => ({ section, level: levels[i]! }));
}
