import { TitledSection } from '../Heading.tsx';
import type { SectionProps } from '../props.ts';

/** The warm-up for what comes next: heading, a short line, a sentence (its window, if any, is applied by Sections with the server's clock). */
export function Preheat({ section, level }: SectionProps<'preheat'>) {
  return (
    <TitledSection section={section} level={level} className="preheat">
      <p className="preheat-subtitle">{section.subtitle}</p>
      <p>{section.describe}</p>
    </TitledSection>
  );
}
