import { Picture } from '../../Picture.tsx';
import { below, Heading, TitledSection } from '../Heading.tsx';
import type { SectionProps } from '../props.ts';

/** The ways to play: an icon (decorative), the way as a heading one level below the section's, and its sentence. */
export function PlayingMethod({ section, level }: SectionProps<'playing-method'>) {
  return (
    <TitledSection section={section} level={level} className="playing-method">
      <ul>
        {section.items.map((item) => (
          <li key={item.id}>
            <Picture image={item.image} alt="" width={96} height={96} />
            <Heading level={below(level)}>{item.label}</Heading>
            {item.describe && <p>{item.describe}</p>}
          </li>
        ))}
      </ul>
    </TitledSection>
  );
}
