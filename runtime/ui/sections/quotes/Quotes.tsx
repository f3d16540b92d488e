import { SampleLabel } from '../../SampleLabel.tsx';
import { TitledSection } from '../Heading.tsx';
import type { SectionProps } from '../props.ts';

/**
 * Press quotes: the quote, then its outlet (and the sample-data label of an invented quote, D38). Where every quote of
 * the section is invented, the label is said once, under the heading, for all of them, rather than after each outlet.
 */
export function Quotes({ section, level }: SectionProps<'quotes'>) {
  const allSample = section.items.length > 1 && section.items.every((item) => item.sample);
  return (
    <TitledSection section={section} level={level} className="quotes">
      {allSample && (
        <p className="quotes-sample">
          <SampleLabel sample />
        </p>
      )}
      <ul>
        {section.items.map((item) => (
          <li key={item.id}>
            <figure>
              <blockquote>
                <p>{item.quote}</p>
              </blockquote>
              <figcaption>
                {item.outlet}
                {!allSample && item.sample && ' '}
                <SampleLabel sample={!allSample && item.sample} />
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </TitledSection>
  );
}
