import type { ComponentProps, ReactNode } from 'react';

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
 * titled section type shares, so a type writes only what is inside. `title` stands for the section's own (an
 * account screen's current step); a section without one has no heading (an `aria-label` may name it instead).
 */
export function TitledSection({
  section,
  level,
  title = section.title,
  className,
  children,
  ...rest
}: Omit<ComponentProps<'section'>, 'id' | 'title'> & { section: { id: string; title?: string | undefined }; level: HeadingLevel; title?: ReactNode }) {
  return (
    <section id={section.id} className={className} aria-labelledby={title ? headingId(section) : undefined} {...rest}>
      {title && (
        <Heading level={level} id={headingId(section)}>
          {title}
        </Heading>
      )}
      {children}
    </section>
  );
}
