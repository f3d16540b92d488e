import { existsSync } from 'node:fs';
import type { PageContext } from 'vike/types';
import { describe, expect, it } from 'vitest';
import { bundle } from '../../dist/generated/bundles.ts';
import { routes } from '../../dist/generated/routes.ts';
import { routeForSectionPages } from './page-route.ts';
import { SECTION_COMPONENTS } from './sections/index.ts';

// Every live page-driven route must render. The build itself fails both halves (codegen's [missing-content]
// and [missing-renderer], codegen/check-renderers.ts); this checks the same on the generated bundles and the
// real route function — the sections page with a component for every section type it uses, or a bespoke
// pages/<page>/+Page.tsx.
const livePages = routes.flatMap((route) => (route.page !== null && route.status === 'live' ? route.regions.map((region) => ({ route, region })) : []));

describe('every live page-driven route has content and a renderer', () => {
  it('there are live pages to check', () => {
    expect(livePages.length).toBeGreaterThan(0);
  });

  it.each(livePages.map(({ route, region }) => [`${region} ${route.path}`, route, region] as const))('%s', (_, route, region) => {
    const content = bundle(region).pages[route.page as keyof ReturnType<typeof bundle>['pages']];
    expect(content, `content-yaml/${region}/pages/${route.page}.yaml`).toBeDefined();
    const routed = routeForSectionPages()({ region, urlPathname: route.path } as unknown as PageContext);
    if (!routed) {
      expect(existsSync(`pages/${route.page}/+Page.tsx`), `pages/${route.page}/+Page.tsx`).toBe(true);
      return;
    }
    for (const section of (content as { sections: { type: string }[] }).sections) {
      expect(SECTION_COMPONENTS, `component for section type ${section.type}`).toHaveProperty(section.type);
    }
  });
});
