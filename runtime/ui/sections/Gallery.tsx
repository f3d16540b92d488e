import { Picture } from '../Picture.tsx';
import { Heading } from './Heading.tsx';
import { headingId, type SectionProps } from './props.ts';

/** Pictures of the product, each with its description. */
export function Gallery({ section, level }: SectionProps<'gallery'>) {
  return (
    <section id={section.id} className="gallery" aria-labelledby={headingId(section)}>
      <Heading level={level} id={headingId(section)}>{section.title}</Heading>
      <ul>{section.items.map((item) => <li key={item.id}><Picture image={item.image} alt={item.alt} /></li>)}</ul>
    </section>
  );
}
