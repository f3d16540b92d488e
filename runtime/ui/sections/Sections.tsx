import { Suspense } from 'react';
import type { Section } from '../../../dist/generated/types.ts';
import { renderSection } from '../../../dist/generated/section-components.ts';
import { SectionSlots } from './Islands.tsx';

/**
 * A page's sections, each by its type's component — the server's rendering, in the slots the browser's Islands
 * renders too: a static section's HTML is kept there as it is, an island hydrates inside its own Suspense boundary.
 */
export function Sections({ sections }: { sections: readonly Section[] }) {
  return <SectionSlots sections={sections} staticPart={renderSection} island={(section, level) => <Suspense fallback={null}>{renderSection(section, level)}</Suspense>} />;
}
