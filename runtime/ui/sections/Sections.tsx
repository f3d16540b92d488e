import { Suspense, type ReactNode } from 'react';
import type { Section } from '../../../dist/generated/types.ts';
import { usePageContext } from '../page-context.tsx';
import { ServerOnly } from '../ServerOnly.tsx';
import type { HeadingLevel } from './Heading.tsx';
import { SECTION_COMPONENTS } from '../../../dist/generated/section-components.ts';
import { shownSections } from './order.ts';
import type { SectionProps } from './props.ts';
import { isStaticSection } from './static.ts';

function render<T extends Section['type']>(section: Extract<Section, { type: T }>, level: HeadingLevel): ReactNode {
  // TypeScript cannot correlate a union's tag with a map lookup (microsoft/TypeScript#30581); the map's
  // type above guarantees each entry takes its own section type.
  const Component = SECTION_COMPONENTS[section.type as T] as (props: SectionProps<T>) => ReactNode;
  return <Component section={section} level={level} />;
}

/**
 * A page's sections in order, each by its type's component (codegen has left out the disabled ones, the
 * server clock those out of their window) — the server's rendering. Each sits in a slot (a box-less
 * `display: contents` element) that the browser keeps as the server wrote it (a static section: ServerOnly)
 * or hydrates as an island inside its own Suspense boundary (runtime/ui/sections/Islands.tsx, which renders
 * the same slots: the structure must match for hydration).
 */
export function Sections({ sections }: { sections: readonly Section[] }) {
  const { serverNow } = usePageContext();
  return (
    <>
      {shownSections(sections, serverNow).map(({ section, level }) =>
        isStaticSection(section) ? (
          <ServerOnly key={section.id} className="section-slot">
            {() => render(section, level)}
          </ServerOnly>
        ) : (
          <div key={section.id} className="section-slot">
            <Suspense fallback={null}>{render(section, level)}</Suspense>
          </div>
        ),
      )}
    </>
  );
}
