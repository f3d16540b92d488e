import { TitledSection } from '../Heading.tsx';
import type { SectionProps } from '../props.ts';

/** Dated steps in order (pre-order, regular price, shipping); a step with a machine-readable date is a <time>. */
export function Timeline({ section, level }: SectionProps<'timeline'>) {
  return (
    <TitledSection section={section} level={level} className="timeline">
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
    </TitledSection>
  );
}
