import type { PageContext } from 'vike/types';
import { describe, expect, it } from 'vitest';
import { bundle } from '../../dist/generated/bundles.ts';
import { routes } from '../../dist/generated/routes.ts';
import type { RegionCode } from '../../dist/generated/types.ts';
import { checkStructuredData } from '../../e2e/gates/structured-data.ts';
import { jsonLdScript } from '../shared/head.ts';
import { headFor } from './head.ts';
import { jsonLdFor } from './json-ld.ts';

type ProductLd = { '@type': 'Product'; name: string; sku: string; url: string; description: string; image: string; offers: { price?: number; priceCurrency: string; url?: string } };

function structuredData(region: RegionCode, page: string, logicalPath: string) {
  const b = bundle(region);
  const content = b.pages[page as keyof typeof b.pages]!;
  const pageContext = {
    region,
    logicalPath,
    serverNow: Date.parse('2025-06-01T00:00:00Z'),
    data: { region: b.region, hosts: b.hosts, site: b.site, catalog: b.catalog, page: content },
  } as unknown as PageContext;
  const objects = jsonLdFor(pageContext, headFor(pageContext));
  return { objects, products: objects.filter((o) => (o as { '@type'?: string })['@type'] === 'Product') as ProductLd[], catalog: b.catalog };
}

const k1Regions = routes.find((r) => r.page === 'k1-pro-interstellar-scout' && r.status === 'live')?.regions ?? [];

describe('structured data of the K1 page: it sells K1 and K1 Pro, so it offers both', () => {
  it('is live in us and cn', () => expect([...k1Regions].sort()).toEqual(['cn', 'us']));

  it.each(k1Regions.map((r) => [r] as const))('%s: one Product per model, each with its own price, anchor and picture', async (region) => {
    const { objects, products, catalog } = structuredData(region, 'k1-pro-interstellar-scout', '/k1-pro-interstellar-scout');
    expect(products.map((p) => p.sku)).toEqual(['interstellarScoutK1', 'interstellarScoutK1pro']);
    const k1 = catalog.products.interstellarScoutK1!;
    const pro = catalog.products.interstellarScoutK1pro!;
    // Both prices the page shows, in the region's currency, and the two differ (us $299 / $399).
    expect(products.map((p) => p.offers.price)).toEqual([k1.price, pro.price]);
    expect(new Set(products.map((p) => p.offers.priceCurrency))).toEqual(new Set([catalog.currency]));
    expect(products.map((p) => new URL(p.url).hash)).toEqual(['#interstellar-scout-k1', '#interstellar-scout-k1pro']);
    expect(products[0]!.image).not.toBe(products[1]!.image);
    expect(products.map((p) => p.offers.url)).toEqual([k1.buy || undefined, pro.buy || undefined]);
    // Google's rules (the structured-data gate's validator) hold for both.
    const report = await checkStructuredData(`<html><head><script type="application/ld+json">${jsonLdScript(objects)}</script></head></html>`);
    expect(report.errors).toEqual([]);
  });

  it('us: $299 for K1 and $399 for K1 Pro (seed 001 §9)', () => {
    expect(structuredData('us', 'k1-pro-interstellar-scout', '/k1-pro-interstellar-scout').products.map((p) => [p.name, p.offers.price])).toEqual([
      ['K1 Interstellar Scout', 299],
      ['K1 Pro Interstellar Scout', 399],
    ]);
  });

  it("a page selling one product keeps one Product, the hero's (us Buzz Lightyear Space Ranger Alpha)", () => {
    const { products } = structuredData('us', 'buzz-lightyear-space-ranger-alpha', '/buzz-lightyear-space-ranger-alpha');
    expect(products.map((p) => [p.sku, p.offers.price, new URL(p.url).hash])).toEqual([['buzzLightyearSpaceRangerAlpha', 999, '']]);
  });
});
