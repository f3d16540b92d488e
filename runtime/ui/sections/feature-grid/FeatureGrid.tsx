import type { ReactNode } from 'react';
import { Link } from '../../Link.tsx';
import { Picture } from '../../Picture.tsx';
import { Heading, TitledSection, below, type HeadingLevel } from '../Heading.tsx';
import type { SectionProps } from '../props.ts';

/** What a feature shows, in a feature-grid and a guide-grid alike. */
interface FeatureItem {
  id: string;
  title: string;
  describe: string;
  image?: string;
  link?: { url: string; text: string };
}

/** A grid of features: heading, copy, optional picture and link per item; `extra` adds to an item (a guide-grid's how-to). */
export function FeatureList({
  section,
  level,
  className,
  extra,
  children,
}: {
  section: { id: string; title: string; describe?: string; largePictures?: boolean; items: readonly FeatureItem[] };
  level: HeadingLevel;
  className: string;
  extra?: (item: FeatureItem, index: number) => ReactNode;
  children?: ReactNode;
}) {
  return (
    <TitledSection section={section} level={level} className={className}>
      {section.describe && <p>{section.describe}</p>}
      <ul>
        {section.items.map((item, index) => (
          <li key={item.id}>
            {item.image && <Picture image={item.image} alt="" width={section.largePictures ? 480 : 96} height={section.largePictures ? 300 : 96} />}
            <div data-float="">
              <Heading level={below(level)}>{item.title}</Heading>
              <p>{item.describe}</p>
            </div>
            {extra?.(item, index)}
            {item.link && <Link href={item.link.url}>{item.link.text}</Link>}
          </li>
        ))}
      </ul>
      {children}
    </TitledSection>
  );
}

/** Features or tools: heading, copy, optional picture and link per item (with a how-to or a demonstration: guide-grid). */
export function FeatureGrid({ section, level }: SectionProps<'feature-grid'>) {
  return <FeatureList section={section} level={level} className={`feature-grid${section.largePictures ? ' feature-rows' : ''}`} />;
}
