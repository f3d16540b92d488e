import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { Section } from '../../../dist/generated/types.ts';
import { LazyPart } from '../interactive.tsx';
import { usePageContext } from '../page-context.tsx';
import { ServerOnly } from '../ServerOnly.tsx';
import { ISLAND_LOADERS } from '../../../dist/generated/section-islands.ts';
import { shownSections } from './order.ts';
import type { SectionProps } from './props.ts';
import { isStaticSection, type IslandSectionType } from './static.ts';

type AnySectionProps = SectionProps<IslandSectionType>;
const lazies = new Map<IslandSectionType, LazyExoticComponent<ComponentType<AnySectionProps>>>();

/** One lazy component per island type, made once (a new lazy() per render would suspend again). */
function islandComponent(type: IslandSectionType): LazyExoticComponent<ComponentType<AnySectionProps>> {
  let component = lazies.get(type);
  if (!component) {
    // The map's type ties each loader to its own section type; the caller passes that type's section.
    const load = ISLAND_LOADERS[type] as () => Promise<ComponentType<AnySectionProps>>;
    component = lazy(() => load().then((c) => ({ default: c })));
    lazies.set(type, component);
  }
  return component;
}

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
        const Island = islandComponent(section.type);
        return (
          <div key={section.id} className="section-slot">
            <LazyPart>
              <Island section={section} level={level} />
            </LazyPart>
          </div>
        );
      })}
    </>
  );
}
