import { describe, expect, it } from 'vitest';
import { SECTION_COMPONENTS } from './index.ts';
import { ISLAND_LOADERS } from './islands.ts';
import { STATIC_SECTION_TYPES } from './static.ts';

// The server renders a section with index.ts's component, the browser hydrates it with the one its
// island loader imports: were they different components, every page with that section would mismatch.
describe('island loaders', () => {
  const islandTypes = Object.keys(SECTION_COMPONENTS).filter((type) => !STATIC_SECTION_TYPES.has(type as never));

  it('cover exactly the section types that are not static', () => {
    expect(Object.keys(ISLAND_LOADERS).sort()).toEqual(islandTypes.sort());
  });

  it.each(islandTypes)('%s loads the component the server renders it with', async (type) => {
    const load = ISLAND_LOADERS[type as keyof typeof ISLAND_LOADERS];
    expect(await load()).toBe(SECTION_COMPONENTS[type as keyof typeof SECTION_COMPONENTS]);
  });
});
