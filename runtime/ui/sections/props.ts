import type { Section } from '../../../dist/generated/types.ts';
import type { HeadingLevel } from './Heading.tsx';

/** What every section component receives: its section (typed by its `type`) and the level of its heading. */
export interface SectionProps<T extends Section['type']> {
  section: Extract<Section, { type: T }>;
  /** 1 for the page's first titled section (the page's h1), 2 for the others; items go one level below. */
  level: HeadingLevel;
}

/** The id of a section's heading, for aria-labelledby (sections/Heading.tsx, beside the TitledSection that uses it). */
export { headingId } from './Heading.tsx';
