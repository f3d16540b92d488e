import { Picture } from '../../Picture.tsx';
import { TitledSection } from '../Heading.tsx';
import type { SectionProps } from '../props.ts';

/** Classic scenes relived: a sentence, then each scene as a picture with its caption (the caption is the picture's text for screen readers, said once). */
export function ReliveClassic({ section, level }: SectionProps<'relive-classic'>) {
  return (
    <TitledSection section={section} level={level} className="relive-classic">
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
    </TitledSection>
  );
}
