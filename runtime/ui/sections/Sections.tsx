import { Suspense } from 'react';
import type { Section } from '../../../dist/generated/types.ts';
import { usePageContext } from '../page-context.tsx';
import { ServerOnly } from '../ServerOnly.tsx';
import { renderSection } from '../../../dist/generated/section-components.ts';
import { shownSections } from './order.ts';
import { isStaticSection } from './static.ts';

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
            {() => renderSection(section, level)}
          </ServerOnly>
        ) : (
          <div key={section.id} className="section-slot">
            <Suspense fallback={null}>{renderSection(section, level)}</Suspense>
          </div>
        ),
      )}
    </>
  );
}
