import type { PageContext } from 'vike/types';
import { describe, expect, it } from 'vitest';
import { bundle } from '../../dist/generated/bundles.ts';
import type { RegionCode } from '../../dist/generated/types.ts';
import { headFor } from './head.ts';
import { jsonLdFor } from './json-ld.ts';

/** The page context of a request for `logicalPath` in `region`, with the page's content or none (a 404). */
function contextOf(region: RegionCode, logicalPath: string, page: string | undefined, preview = false) {
  const b = bundle(region);
  return {
    region,
    logicalPath,
    preview,
    serverNow: Date.parse('2025-06-01T00:00:00Z'),
    data: { region: b.region, hosts: b.hosts, site: b.site, catalog: b.catalog, page: page ? b.pages[page as keyof typeof b.pages] : undefined },
  } as unknown as PageContext;
}
const types = (objects: object[]) => objects.map((o) => (o as { '@type': string })['@type']);

describe('the head of a page that is not found', () => {
  it.each([
    ['fr', '/no-such-page'],
    ['cn', '/manuals/nothing'],
    ['us', '/flagship-megatron/extra'],
  ] as const)('%s %s: noindex, no canonical, no hreflang, no WebPage', (region, path) => {
    const pageContext = contextOf(region, path, undefined);
    const head = headFor(pageContext);
    expect(head.robots).toBe('noindex');
    expect(head.canonical).toBeUndefined();
    expect(head.alternates).toEqual([]);
    expect(head.title).toBe(bundle(region).site.notFound.title);
    // The company is still named (every page's Organization), but no page of this URL is described.
    const objects = jsonLdFor(pageContext, head);
    expect(types(objects)).toEqual(['Organization']);
    expect(JSON.stringify(objects)).not.toContain(path);
  });

  it('a page that exists keeps its canonical, its alternates and its WebPage, and is indexable', () => {
    const pageContext = contextOf('fr', '/manuals', 'manuals');
    const head = headFor(pageContext);
    expect(head.robots).toBeUndefined();
    expect(head.canonical).toBe('https://www.mechanova.example/fr/manuals');
    expect(head.alternates.map((a) => a.hreflang)).toContain('fr-FR');
    expect(types(jsonLdFor(pageContext, head))).toEqual(['Organization', 'WebPage', 'BreadcrumbList']);
    expect(headFor(contextOf('fr', '/manuals', 'manuals', true)).robots).toBe('noindex');
  });
});
