import { Heading, TitledSection } from '../Heading.tsx';
import { headingId, type SectionProps } from '../props.ts';

/** A titled list of short notes (reservation terms, a pre-sale policy); `collapsible` folds them under the title. */
export function Notes({ section, level }: SectionProps<'notes'>) {
  const list = (
    <ul>
      {section.items.map((item) => (
        <li key={item.id}>
          {item.title ? (
            <>
              <strong>{item.title}</strong> {item.text}
            </>
          ) : (
            item.text
          )}
        </li>
      ))}
    </ul>
  );
  if (section.collapsible) {
    return (
      <section id={section.id} className="notes" aria-labelledby={headingId(section)}>
        <details className="collapse">
          <summary>
            <Heading level={level} id={headingId(section)}>
              {section.title}
            </Heading>
          </summary>
          {list}
        </details>
      </section>
    );
  }
  return (
    <TitledSection section={section} level={level} className="notes">
      {list}
    </TitledSection>
  );
}
