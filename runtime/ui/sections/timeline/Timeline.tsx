import { Heading } from '../Heading.tsx';
import { headingId, type SectionProps } from '../props.ts';

/** Dated steps in order (pre-order, regular price, shipping); a step with a machine-readable date is a <time>. */
export function Timeline({ section, level }: SectionProps<'timeline'>) {
  return (
    <section id={section.id} className="timeline" aria-labelledby={headingId(section)}>
      <Heading level={level} id={headingId(section)}>
        {section.title}
      </Heading>
      <ol>
        {section.items.map((item) => (
          <li key={item.id}>
            {item.datetime ? (
              <time className="when" dateTime={item.datetime}>
                {item.time}
              </time>
            ) : (
              <span className="when">{item.time}</span>
            )}
            <span className="event">{item.event}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}
