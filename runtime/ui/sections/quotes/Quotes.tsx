import { SampleLabel } from '../../SampleLabel.tsx';
import { Heading } from '../Heading.tsx';
import { headingId, type SectionProps } from '../props.ts';

/** Press quotes: the quote, then its outlet (and the sample-data label of an invented quote). */
export function Quotes({ section, level }: SectionProps<'quotes'>) {
  return (
    <section id={section.id} className="quotes" aria-labelledby={headingId(section)}>
      <Heading level={level} id={headingId(section)}>
        {section.title}
      </Heading>
      <ul>
        {section.items.map((item) => (
          <li key={item.id}>
            <figure>
              <blockquote>
                <p>{item.quote}</p>
              </blockquote>
              <figcaption>
                {item.outlet}
                {item.sample && ' '}
                <SampleLabel sample={item.sample} />
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </section>
  );
}
