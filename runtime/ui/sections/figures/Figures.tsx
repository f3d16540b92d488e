import { Heading } from '../Heading.tsx';
import { headingId, type SectionProps } from '../props.ts';

/** Key figures, each a value over its label. */
export function Figures({ section, level }: SectionProps<'figures'>) {
  return (
    <section id={section.id} className="figures" aria-labelledby={headingId(section)}>
      <Heading level={level} id={headingId(section)}>
        {section.title}
      </Heading>
      <dl>
        {section.items.map((item) => (
          <div key={item.id}>
            <dt>{item.label}</dt>
            <dd>{item.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
