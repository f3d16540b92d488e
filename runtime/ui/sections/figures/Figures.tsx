import { TitledSection } from '../Heading.tsx';
import type { SectionProps } from '../props.ts';

/** Key figures, each a value over its label. */
export function Figures({ section, level }: SectionProps<'figures'>) {
  return (
    <TitledSection section={section} level={level} className="figures">
      <dl>
        {section.items.map((item) => (
          <div key={item.id}>
            <dt>{item.label}</dt>
            <dd>{item.value}</dd>
          </div>
        ))}
      </dl>
    </TitledSection>
  );
}
