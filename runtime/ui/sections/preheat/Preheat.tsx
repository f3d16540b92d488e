import { Heading } from '../Heading.tsx';
import { headingId, type SectionProps } from '../props.ts';

/** The warm-up for what comes next: heading, a short line, a sentence (its window, if any, is applied by Sections with the server's clock). */
export function Preheat({ section, level }: SectionProps<'preheat'>) {
  return (
    <section id={section.id} className="preheat" aria-labelledby={headingId(section)}>
      <Heading level={level} id={headingId(section)}>
        {section.title}
      </Heading>
      <p className="preheat-subtitle">{section.subtitle}</p>
      <p>{section.describe}</p>
    </section>
  );
}
