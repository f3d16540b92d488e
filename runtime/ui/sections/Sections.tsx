import type { ReactNode } from 'react';
import type { Section } from '../../../dist/generated/types.ts';
import { isShown } from '../../shared/time.ts';
import { usePageContext } from '../page-context.tsx';
import type { HeadingLevel } from './Heading.tsx';
import { SECTION_COMPONENTS } from './index.ts';
import type { SectionProps } from './props.ts';

const hasTitle = (section: Section) => 'title' in section && typeof section.title === 'string';

/** Heading levels of a page's sections: the first titled section holds the page's h1, the others h2. */
export function headingLevels(sections: readonly Section[]): HeadingLevel[] {
  const first = sections.findIndex(hasTitle);
  return sections.map((_, i) => (i === first ? 1 : 2));
}

function render<T extends Section['type']>(section: Extract<Section, { type: T }>, level: HeadingLevel): ReactNode {
  // TypeScript cannot correlate a union's tag with a map lookup (microsoft/TypeScript#30581); the map's
  // type above guarantees each entry takes its own section type.
  const Component = SECTION_COMPONENTS[section.type as T] as (props: SectionProps<T>) => ReactNode;
  return <Component key={section.id} section={section} level={level} />;
}

/** A section's time window (notes may carry one), decided on server time; sections without one always show. */
const inWindow = (section: Section, nowMs: number) => isShown({ ...('startTime' in section && section.startTime ? { startTime: section.startTime } : {}), ...('endTime' in section && section.endTime ? { endTime: section.endTime } : {}) }, nowMs);

/** A page's sections in order, each by its type's component (codegen has left out the disabled ones, the server clock those out of their window). */
export function Sections({ sections }: { sections: readonly Section[] }) {
  const { serverNow } = usePageContext();
  const shown = sections.filter((section) => inWindow(section, serverNow));
  const levels = headingLevels(shown);
  return <>{shown.map((section, i) => render(section, levels[i]!))}</>;
}
