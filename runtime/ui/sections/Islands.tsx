import type { Section } from '../../../dist/generated/types.ts';
import { LazyPart } from '../interactive.tsx';
import { usePageContext } from '../page-context.tsx';
import { ServerOnly } from '../ServerOnly.tsx';
import { renderIsland } from '../../../dist/generated/section-islands.ts';
import { shownSections } from './order.ts';
import { isStaticSection } from './static.ts';

/**
 * The browser's side of Sections.tsx (same slots, same order, same heading levels): a static section's
 * slot keeps the server's HTML as it is (ServerOnly), so neither its code nor its hydration reach the browser; an island hydrates inside its own
 * Suspense boundary once its chunk has loaded, independently of the others (shorter tasks: what total
 * blocking time counts). Each island is a LazyPart: the page is announced interactive once all have hydrated.
 */
export function Islands({ sections }: { sections: readonly Section[] }) {
  const { serverNow } = usePageContext();
  const shown = shownSections(sections, serverNow);
  return (
    <>
      {shown.map(({ section, level }) => {
        if (isStaticSection(section))
          return (
            <ServerOnly key={section.id} className="section-slot">
              {() => null}
            </ServerOnly>
          );
        return (
          <div key={section.id} className="section-slot">
            <LazyPart>{renderIsland(section, level)}</LazyPart>
          </div>
        );
      })}
    </>
  );
}
