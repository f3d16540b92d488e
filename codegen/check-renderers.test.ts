import { describe, expect, it } from 'vitest';
import { bespokePages, registeredSectionTypes } from './read-renderers.ts';

describe('reading the renderers codegen checks against', () => {
  it('reads the section types of SECTION_COMPONENTS, quoted or not, through a type annotation or `satisfies`', () => {
    expect(
      registeredSectionTypes(`import { Hero } from './Hero.tsx';
export const SECTION_COMPONENTS: { [T in Section['type']]: unknown } = { hero: Hero, 'price-block': PriceBlock, faq };`),
    ).toEqual(['hero', 'price-block', 'faq']);
    expect(registeredSectionTypes(`export const SECTION_COMPONENTS = { hero: Hero } satisfies Registry;`)).toEqual(['hero']);
  });
  it('says where and what when the registry is not a literal it can read', () => {
    expect(registeredSectionTypes('export const COMPONENTS = {};')).toMatch(/runtime\/ui\/sections\/index\.ts has no `const SECTION_COMPONENTS = \{ … \}`/);
    expect(registeredSectionTypes('export const SECTION_COMPONENTS = {\n  hero: Hero,\n  ...more,\n};')).toMatch(/index\.ts:3: SECTION_COMPONENTS may hold only/);
  });
  it('reads BESPOKE_PAGES (empty or not) and refuses another shape', () => {
    expect(bespokePages('const BESPOKE_PAGES: ReadonlySet<string> = new Set();')).toEqual([]);
    expect(bespokePages("const BESPOKE_PAGES: ReadonlySet<string> = new Set(['black-friday', 'christmas-sale']);")).toEqual(['black-friday', 'christmas-sale']);
    expect(bespokePages('const BESPOKE_PAGES = pagesFromSomewhere();')).toMatch(/page-route\.ts has no `const BESPOKE_PAGES = new Set/);
  });
  it('reads the real registry and page-route.ts', async () => {
    const { readFileSync } = await import('node:fs');
    const types = registeredSectionTypes(readFileSync('runtime/ui/sections/index.ts', 'utf8'));
    expect(types).toContain('breadcrumb');
    expect(types).toContain('price-block');
    expect(bespokePages(readFileSync('runtime/ui/page-route.ts', 'utf8'))).toEqual([]);
  });
});
