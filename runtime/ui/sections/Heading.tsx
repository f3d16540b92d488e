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

/** One level deeper, capped at h6. */
export const below = (level: HeadingLevel, steps = 1): HeadingLevel => Math.min(6, level + steps) as HeadingLevel;

/** One level up, at least h1. */
export const above = (level: HeadingLevel): HeadingLevel => Math.max(1, level - 1) as HeadingLevel;
