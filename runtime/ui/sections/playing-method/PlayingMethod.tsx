import { Picture } from '../../Picture.tsx';
import { below, Heading } from '../Heading.tsx';
import { headingId, type SectionProps } from '../props.ts';

/** The ways to play: an icon (decorative), the way as a heading one level below the section's, and its sentence. */
export function PlayingMethod({ section, level }: SectionProps<'playing-method'>) {
  return (
    <section id={section.id} className="playing-method" aria-labelledby={headingId(section)}>
      <Heading level={level} id={headingId(section)}>
        {section.title}
      </Heading>
      <ul>
        {section.items.map((item) => (
          <li key={item.id}>
            <Picture image={item.image} alt="" width={96} height={96} />
            <Heading level={below(level)}>{item.label}</Heading>
            {item.describe && <p>{item.describe}</p>}
          </li>
        ))}
      </ul>
    </section>
  );
}
