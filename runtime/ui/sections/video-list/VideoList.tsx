import { Video } from '../../Video.tsx';
import { Heading, below, TitledSection } from '../Heading.tsx';
import type { SectionProps } from '../props.ts';

/** Short videos with a heading and copy each (a robot's actions); the copy floats in as it scrolls into view. */
export function VideoList({ section, level }: SectionProps<'video-list'>) {
  return (
    <TitledSection section={section} level={level} className="video-list">
      {section.describe && <p>{section.describe}</p>}
      <ul>
        {section.items.map((item) => (
          <li key={item.id} id={`${section.id}-${item.id}`}>
            <Video video={item.video} />
            <div data-float="">
              <Heading level={below(level)}>{item.title}</Heading>
              <p>{item.describe}</p>
            </div>
          </li>
        ))}
      </ul>
    </TitledSection>
  );
}
