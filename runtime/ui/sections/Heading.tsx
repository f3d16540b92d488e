import type { ReactNode } from 'react';

export type HeadingLevel = 1 | 2 | 3 | 4 | 5 | 6;

/** A heading at a computed level, so a section reads right wherever a page places it (no skipped levels). */
export function Heading({ level, id, className, children }: { level: HeadingLevel; id?: string; className?: string; children: ReactNode }) {
  const Tag = `h${level}` as const;
  return (
    <Tag id={id} className={className}>
      {children}
    </Tag>
  );
}

/** The id of a section's heading, for aria-labelledby. */
export const headingId = (section: { id: string }) => `${section.id}-title`;

/** One level deeper, capped at h6. */
export const below = (level: HeadingLevel, steps = 1): HeadingLevel => Math.min(6, level + steps) as HeadingLevel;

/** One level up, at least h1. */
export const above = (level: HeadingLevel): HeadingLevel => Math.max(1, level - 1) as HeadingLevel;

/**
 * A section of a page with its title as its heading, the section named by it (aria-labelledby): the frame every
 * titled section type shares, so a type writes only what is inside.
 */
export function TitledSection({ section, level, className, children }: { section: { id: string; title: string }; level: HeadingLevel; className: string; children: ReactNode }) {
  return (
    <section id={section.id} className={className} aria-labelledby={headingId(section)}>
      <Heading level={level} id={headingId(section)}>
        {section.title}
      </Heading>
      {children}
    </section>
  );
}
