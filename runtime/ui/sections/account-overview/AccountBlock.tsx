import type { ReactNode } from 'react';
import type { Profile } from '../../../../dist/generated/api.ts';
import { Heading, type HeadingLevel } from '../Heading.tsx';
import type { SectionProps } from '../props.ts';

/** What each block of the account page gets: the page's section (its texts), the level of its heading, the profile. */
export interface BlockProps {
  section: SectionProps<'account-overview'>['section'];
  level: HeadingLevel;
  profile: Profile;
}

/** One block of the account page: a region of its own, named by its heading (`<section id>-<name>-title`). */
export function AccountBlock({ name, title, className, level, sectionId, children }: { name: string; title: string; className?: string; level: HeadingLevel; sectionId: string; children: ReactNode }) {
  const id = `${sectionId}-${name}-title`;
  return (
    <section className={className ? `account-block ${className}` : 'account-block'} aria-labelledby={id}>
      <Heading level={level} id={id}>
        {title}
      </Heading>
      {children}
    </section>
  );
}
