import { Picture } from '../../Picture.tsx';
import { Heading } from '../Heading.tsx';
import { headingId, type SectionProps } from '../props.ts';

/** Classic scenes relived: a sentence, then each scene as a picture with its caption (the caption is the picture's text for screen readers, said once). */
export function ReliveClassic({ section, level }: SectionProps<'relive-classic'>) {
  return (
    <section id={section.id} className="relive-classic" aria-labelledby={headingId(section)}>
      <Heading level={level} id={headingId(section)}>
        {section.title}
      </Heading>
      <p>{section.describe}</p>
      <ul>
        {section.items.map((item) => (
          <li key={item.id}>
            <figure>
              <Picture image={item.image} alt="" width={480} height={360} />
              <figcaption>{item.caption}</figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </section>
  );
}
