import { SampleLabel } from '../../SampleLabel.tsx';
import { TitledSection } from '../Heading.tsx';
import type { SectionProps } from '../props.ts';

/** Press quotes: the quote, then its outlet (and the sample-data label of an invented quote). */
export function Quotes({ section, level }: SectionProps<'quotes'>) {
  return (
    <TitledSection section={section} level={level} className="quotes">
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
    </TitledSection>
  );
}
