import type { PageContext } from 'vike/types';
import { describe, expect, it } from 'vitest';
import { bundle } from '../../dist/generated/bundles.ts';
import { routes } from '../../dist/generated/routes.ts';
import { routeForSectionPages } from './page-route.ts';
import { SECTION_TYPES } from '../../dist/generated/section-components.ts';

// Every live page-driven route must render. The build itself fails a page without content (codegen's
// [missing-content]) and a section type without a component (tsc on the generated registry); this checks
// the same on the generated bundles and the real route function.
const livePages = routes.flatMap((route) => (route.page !== null && route.status === 'live' ? route.regions.map((region) => ({ route, region })) : []));

describe('every live page-driven route has content and a renderer', () => {
  it('there are live pages to check', () => {
    expect(livePages.length).toBeGreaterThan(0);
  });

  it.each(livePages.map(({ route, region }) => [`${region} ${route.path}`, route, region] as const))('%s', (_, route, region) => {
    const content = bundle(region).pages[route.page as keyof ReturnType<typeof bundle>['pages']];
    expect(content, `content-yaml/${region}/pages/${route.page}.yaml`).toBeDefined();
    expect(routeForSectionPages()({ region, urlPathname: route.path } as unknown as PageContext)).toBe(true);
    for (const section of (content as { sections: { type: string }[] }).sections) {
      expect(SECTION_TYPES, `component for section type ${section.type}`).toContain(section.type);
    }
  });
});
