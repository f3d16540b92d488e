// Gate: the JSON-LD of every page of every region parses and validates, and product pages describe their product.
import { describe, expect, it } from 'vitest';
import { useSite } from '../harness.ts';
import { sitePages, type SitePage } from './site-pages.ts';
import { checkStructuredData } from './structured-data.ts';
import { printTable } from './table.ts';

/** The support-type pages (issue 10): each carries a BreadcrumbList, in every region that has it. */
const SUPPORT_PAGES = new Set(['support', 'faq', 'technical-support', 'cookies-policy', 'privacy-policy', 'terms-use', 'manuals', 'download-center',
  'where-to-buy', 'where-to-buy-hongkong-macao', 'product-registration', 'return-manufacturer', 'warranty-information']);

/**
 * What each page must describe: the organisation and the page itself; a product page its product and offer
 * too; a support page its breadcrumb trail. A 404 describes no page of its own: the organisation only.
 */
const requiredTypes = (page: SitePage) => (page.kind === 'not-found' ? ['Organization'] : [
  'Organization', 'WebPage', ...(page.kind === 'product' ? ['Product', 'Product>Offer'] : []), ...(SUPPORT_PAGES.has(page.page) ? ['BreadcrumbList'] : []),
]);
/** What a page must not describe: a 404 has no WebPage, breadcrumb or product for its (non-existent) URL. */
const forbiddenTypes = (page: SitePage) => (page.kind === 'not-found' ? ['WebPage', 'BreadcrumbList', 'Product'] : []);

const site = useSite();

describe('structured data gate', () => {
  it('reports unparsable blocks, missing types and invalid objects (the gate can fail)', async () => {
    const html = `<!DOCTYPE html><html><head>
<script type="application/ld+json">{"@context":"https://schema.org","@type":"Product","name":"X","offers":{"@type":"Offer","priceCurrency":"USD"}}</script>
<script type="application/ld+json">{"@context":"https://schema.org","@type":"BreadcrumbList","itemListElement":[{"@type":"ListItem","position":1}]}</script>
<script type="application/ld+json">{"@context":"https://schema.org","name":"untyped"}</script>
<script type="application/ld+json">{"@context":"https://schema.org", oops}</script>
</head><body></body></html>`;
    const report = await checkStructuredData(html);
    const errors = report.errors.join('\n');
    expect(errors).toContain('block 4 does not parse');
    expect(errors).toContain('block 3, object 1 has no @type');
    expect(errors).toMatch(/Product: .*(price|image|offers)/);
    expect(errors).toMatch(/BreadcrumbList: /);
  });

  it('every page of every region has valid structured data', async () => {
    const rows: string[][] = [];
    const failures: string[] = [];
    let warnings = 0;
    for (const page of sitePages()) {
      const response = await fetch(`${site.server.origin}${page.path}`);
      const report = await checkStructuredData(await response.text());
      const missing = requiredTypes(page).filter((type) => !report.types.includes(type));
      const found = [
        ...(response.status === page.status ? [] : [`status ${response.status} instead of ${page.status}`]),
        ...report.errors,
        ...missing.map((type) => `no ${type} in the JSON-LD`),
        ...forbiddenTypes(page).filter((type) => report.types.includes(type)).map((type) => `a ${type} in the JSON-LD of a 404`),
      ];
      warnings += report.warnings.length;
      rows.push([page.path, page.region, page.kind, report.types.join(', '), String(found.length), String(report.warnings.length), found.length ? 'FAIL' : 'ok']);
      failures.push(...found.map((f) => `${page.path} ${f}`));
    }
    printTable('Structured data (JSON-LD)', ['page', 'region', 'kind', 'types', 'errors', 'warnings', 'result'], rows,
      `${rows.length} pages, ${failures.length} error(s), ${warnings} warning(s) (optional fields the content has no data for)${failures.length ? `:\n  ${failures.join('\n  ')}` : ''}`);
    expect(failures).toEqual([]);
  }, 300_000);
});
