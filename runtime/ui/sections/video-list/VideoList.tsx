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
            {/* The robot's action clips are 4:3 (480 × 360), as their stills; a wider film is cropped to that box. */}
            <Video video={item.video} width={480} height={360} />
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
