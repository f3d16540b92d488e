import { Heading } from './Heading.tsx';
import { headingId, type SectionProps } from './props.ts';

/** A titled list of short notes (reservation terms and the like). */
export function Notes({ section, level }: SectionProps<'notes'>) {
  return (
    <section id={section.id} className="notes" aria-labelledby={headingId(section)}>
      <Heading level={level} id={headingId(section)}>{section.title}</Heading>
      <ul>{section.items.map((item) => <li key={item.id}>{item.text}</li>)}</ul>
    </section>
  );
}
