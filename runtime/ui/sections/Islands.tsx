import type { ReactNode } from 'react';
import type { Section } from '../../../dist/generated/types.ts';
import { LazyPart } from '../interactive.tsx';
import { usePageContext } from '../page-context.tsx';
import { ServerOnly } from '../ServerOnly.tsx';
import { renderIsland, type IslandSection } from '../../../dist/generated/section-islands.ts';
import type { HeadingLevel } from './Heading.tsx';
import { shownSections } from './order.ts';
import { isStaticSection } from './static.ts';

/**
 * A page's sections in order (codegen has left out the disabled ones, the server clock those out of their window),
 * each in a slot (a box-less `display: contents` element): a static section's slot is kept in the browser as the
 * server wrote it (ServerOnly: `staticPart` runs on the server only), an island's holds `island`. The server
 * (Sections.tsx) and the browser (Islands) render these same slots, as hydration needs.
 */
export function SectionSlots({
  sections,
  staticPart,
  island,
}: {
  sections: readonly Section[];
  staticPart: (section: Section, level: HeadingLevel) => ReactNode;
  island: (section: IslandSection, level: HeadingLevel) => ReactNode;
}) {
  const { serverNow } = usePageContext();
  return (
    <>
      {shownSections(sections, serverNow).map(({ section, level }) =>
        isStaticSection(section) ? (
          <ServerOnly key={section.id} className="section-slot">
            {() => staticPart(section, level)}
          </ServerOnly>
        ) : (
          <div key={section.id} className="section-slot">
            {island(section, level)}
          </div>
        ),
      )}
    </>
  );
}

/**
 * The browser's side of Sections.tsx: a static section's slot keeps the server's HTML as it is, so neither its code
 * nor its hydration reach the browser; an island hydrates inside its own Suspense boundary once its chunk has loaded,
 * independently of the others (shorter tasks: what total blocking time counts). Each island is a LazyPart: the page
 * is announced interactive once all have hydrated.
 */
export function Islands({ sections }: { sections: readonly Section[] }) {
  return <SectionSlots sections={sections} staticPart={() => null} island={(section, level) => <LazyPart>{renderIsland(section, level)}</LazyPart>} />;
}
