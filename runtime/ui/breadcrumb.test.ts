import type { PageContext } from 'vike/types';
import { describe, expect, it } from 'vitest';
import { bundle } from '../../dist/generated/bundles.ts';
import { regionTable } from '../../dist/generated/regions.ts';
import { routes } from '../../dist/generated/routes.ts';
import type { RegionCode } from '../../dist/generated/types.ts';
import { matchRoute } from '../../core/routing.ts';
import { checkStructuredData } from '../../e2e/gates/structured-data.ts';
import { jsonLdScript } from '../shared/head.ts';
import { resolveRegion } from '../shared/regions.ts';
import { headFor } from './head.ts';
import { jsonLdFor } from './json-ld.ts';

// Issue 10: "BreadcrumbList on support pages". The support-type pages are the hub and everything it
// links on this site; every region that registers one of them must give it a trail whose steps are live pages.
const SUPPORT_PAGES = new Set([
  'support',
  'faq',
  'technical-support',
  'cookies-policy',
  'privacy-policy',
  'terms-use',
  'manuals',
  'download-center',
  'where-to-buy',
  'where-to-buy-hongkong-macao',
  'product-registration',
  'return-manufacturer',
  'warranty-information',
]);

/** Every (route, region) of a live support-type page, children included. */
function supportRoutes() {
  const out: { region: RegionCode; logicalPath: string; page: string }[] = [];
  for (const route of routes) {
    if (route.page === null || route.status !== 'live' || !SUPPORT_PAGES.has(route.page)) continue;
    for (const region of route.regions) out.push({ region, logicalPath: route.path, page: route.page });
  }
  return out;
}

/** The region and live page an absolute URL of our sites lands on, or why it does not. */
function landing(url: string): { region: RegionCode; page: string } | string {
  const parsed = new URL(url);
  const hostKey = Object.entries(regionTable.hosts).find(([, origin]) => new URL(origin).host === parsed.host)?.[0];
  if (!hostKey) return `${url} is not on a host of regions.yaml`;
  const resolved = resolveRegion(parsed.pathname, regionTable.unprefixedRegion);
  if (resolved.kind !== 'region') return `${url} redirects (${JSON.stringify(resolved)})`;
  if (regionTable.regions[resolved.region].host !== hostKey) return `${url}: region ${resolved.region} is not served on ${hostKey}`;
  const route = matchRoute(routes, resolved.region, resolved.logicalPath);
  if (!route || route.page === null || route.status !== 'live') return `${url} is not a live page of ${resolved.region}`;
  return { region: resolved.region, page: route.page };
}

type Crumbs = { '@type': 'BreadcrumbList'; itemListElement: { '@type': string; position: number; name: string; item: string }[] };

describe('BreadcrumbList on every support-type page of every region', () => {
  const cases = supportRoutes();
  it('covers the support pages of every region that has them', () => {
    expect(cases.length).toBeGreaterThan(40);
    expect(new Set(cases.map((c) => c.region))).toEqual(new Set(['us', 'uk', 'eu', 'fr', 'de', 'kr', 'jp', 'cn']));
  });

  it.each(cases.map((c) => [`${c.region} ${c.logicalPath}`, c] as const))('%s', async (_, { region, logicalPath, page }) => {
    const b = bundle(region);
    const content = b.pages[page as keyof typeof b.pages]!;
    const pageContext = {
      region,
      logicalPath,
      serverNow: Date.parse('2025-06-01T00:00:00Z'),
      data: { region: b.region, hosts: b.hosts, site: b.site, catalog: b.catalog, page: content },
    } as unknown as PageContext;
    const head = headFor(pageContext);
    const objects = jsonLdFor(pageContext, head);
    const crumbs = objects.find((o) => (o as { '@type'?: string })['@type'] === 'BreadcrumbList') as Crumbs | undefined;
    expect(crumbs, `content-yaml/${region}/pages/${page}.yaml has no breadcrumb section`).toBeDefined();

    // Google's rules for BreadcrumbList (the kept validator of the structured-data gate).
    const report = await checkStructuredData(`<html><head><script type="application/ld+json">${jsonLdScript(objects)}</script></head></html>`);
    expect(report.errors).toEqual([]);
    expect(report.types).toContain('BreadcrumbList');

    const steps = crumbs!.itemListElement;
    expect(steps.length).toBeGreaterThanOrEqual(2);
    expect(steps.map((s) => s.position)).toEqual(steps.map((_, i) => i + 1));
    // Home first, the page itself (its canonical URL) last, every step a live page of this region.
    expect(landing(steps[0]!.item)).toEqual({ region, page: 'home' });
    expect(steps.at(-1)!.item).toBe(head.canonical);
    for (const step of steps) {
      expect(step.name.trim(), `a step of ${region} ${logicalPath} has no name`).not.toBe('');
      const target = landing(step.item);
      expect(typeof target === 'string' ? target : target.region, step.item).toBe(region);
    }
    // The trail passes through the support hub exactly where the region has one.
    const hasHub = routes.some((r) => r.page === 'support' && r.status === 'live' && r.regions.includes(region));
    const viaHub = steps.slice(0, -1).some((s) => (landing(s.item) as { page?: string }).page === 'support');
    expect(viaHub || page === 'support').toBe(hasHub);
  });
});
