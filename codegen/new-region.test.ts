import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWorkspace, type Workspace } from './test-workspace.ts';

// The promise of docs/architecture.md "Adding a region": a region is YAML only. A ninth region, ie (Ireland,
// English, euros, the europe family), is added to a throw-away copy of the site through regions.yaml, routes.yaml
// and its folder (which inherits eu's texts), and codegen emits it like the eight; no code, no schema is edited.
const REGIONS = 'content-yaml/regions.yaml';
const ROUTES = 'content-yaml/routes.yaml';
const IE = `  ie:
    prefix: ie
    locale: en-IE
    formatLocale: en-IE
    language: en
    currency: EUR
    paymentMethods: [paypal]
    installment: null
    quickChat: false
    apiFamily: europe
    timeZone: Europe/Dublin
    campaign: europe
    storageScope: /eu
    host: international
    label: Ireland - English
    country: { home: IE, labels: {} }
    links:
      home: /ie
      shop: https://eu.shop.mechanova.example
      account: null
      chooser: /ie/choose-your-region
`;
// The pages ie is registered for: home and the region chooser, and the dealer list every region has (a fixed route).
const PAGES = ['home', 'choose-your-region', 'where-to-buy-hongkong-macao'];
const at = (result: { diagnostics: { file: string; line: number; rule: string; message: string; severity: string }[] }) =>
  result.diagnostics.filter((d) => d.severity === 'error').map((d) => `${d.file}:${d.line} [${d.rule}] ${d.message}`);

let ws: Workspace;
beforeAll(async () => {
  ws = await createWorkspace();
});
afterAll(async () => ws.dispose());

describe('a new region is a YAML change', () => {
  it('a folder regions.yaml does not list is refused, at the file, with the nearest region', async () => {
    await ws.write('content-yaml/ie/pages/home.yaml', 'extends: eu\n');
    const result = await ws.generate();
    expect(result.files).toBeNull();
    expect(at(result)).toEqual([expect.stringMatching(/^content-yaml\/ie\/pages\/home\.yaml:1 \[unknown-file\] "ie" is not a region code \(us, uk, eu, fr, de, kr, jp, cn/)]);
    expect(result.diagnostics.find((d) => d.severity === 'error')!.hint).toBe('Did you mean the folder "de"?');
  });

  it('once listed in regions.yaml, codegen asks for its files and its routes', async () => {
    await ws.replace(REGIONS, '  fr:\n    prefix: fr\n', `${IE}  fr:\n    prefix: fr\n`);
    const errors = at(await ws.generate());
    expect(errors).toContain('content-yaml/ie/site.yaml:1 [missing-file] content-yaml/ie/site.yaml does not exist.');
    expect(errors).toContain('content-yaml/ie/catalog.yaml:1 [missing-file] content-yaml/ie/catalog.yaml does not exist.');
    // Its home and chooser links (regions.yaml) wait for routes.yaml to register the pages for ie; a fixed route asks for its page.
    expect(errors).toContainEqual(expect.stringMatching(/^content-yaml\/regions\.yaml:\d+ \[broken-link\] "\/ie" resolves to nothing in ie/));
    expect(errors).toContainEqual(expect.stringMatching(/^content-yaml\/routes\.yaml:\d+ \[missing-content\] .*registered for ie but content-yaml\/ie\/pages\/where-to-buy-hongkong-macao\.yaml/));
    expect(errors).toContainEqual(expect.stringMatching(/^content-yaml\/ie\/pages\/home\.yaml:1 \[orphan-content\]/));
  });

  it('with its routes and its folder, it is emitted like the others: its bundle, its routes, its code', async () => {
    await ws.write('content-yaml/ie/site.yaml', 'extends: eu\n');
    await ws.write('content-yaml/ie/catalog.yaml', await ws.read('content-yaml/eu/catalog.yaml'));
    for (const page of PAGES) await ws.write(`content-yaml/ie/pages/${page}.yaml`, 'extends: eu\n');
    for (const page of ['home', 'choose-your-region']) {
      await ws.replace(ROUTES, `page: ${page}\n    regions: [us, uk, eu, fr, de, jp, kr, cn]`, `page: ${page}\n    regions: [us, uk, eu, ie, fr, de, jp, kr, cn]`);
    }
    const result = await ws.generate();
    expect(at(result)).toEqual([]);
    const files = result.files!;
    expect(files.get('types.ts')).toMatch(/export type RegionCode = \("us" \| "uk" \| "eu" \| "ie" \| "fr" \| "de" \| "kr" \| "jp" \| "cn"\)/);
    expect(files.get('bundles.ts')).toContain("import { bundle as ieBundle } from './regions/ie.ts';");
    expect(files.get('load-bundle.ts')).toContain("ie: () => import('./regions/ie.ts'),");
    // The copy's own generated modules (written by the run).
    const { REGION_CODES, regionTable } = await import(join(ws.outDir, 'regions.ts'));
    expect(REGION_CODES).toEqual(['us', 'uk', 'eu', 'ie', 'fr', 'de', 'kr', 'jp', 'cn']);
    expect(regionTable.regions.ie.locale).toBe('en-IE');
    // Its bundle: its own facts, eu's texts (inherited), its catalogue, the pages it is registered for.
    const { bundle } = await import(join(ws.outDir, 'regions/ie.ts'));
    expect(bundle.code).toBe('ie');
    expect(bundle.region.label).toBe('Ireland - English');
    expect(Object.keys(bundle.pages).sort()).toEqual([...PAGES].sort());
    expect(bundle.pages.home.head.title).toBe((await import(join(ws.outDir, 'regions/eu.ts'))).bundle.pages.home.head.title);
    // Its routes: the two it was added to, and the fixed one every region has.
    const { routes } = await import(join(ws.outDir, 'routes.ts'));
    expect(
      (routes as { name: string; regions: string[] }[])
        .filter((r) => r.regions.includes('ie'))
        .map((r) => r.name)
        .sort(),
    ).toEqual(PAGES.toSorted());
  });

  it('a new API family is a regions.yaml entry too', async () => {
    await ws.replace(
      REGIONS,
      '    apiFamily: europe\n    timeZone: Europe/Dublin\n    campaign: europe\n    storageScope: /eu\n    host: international\n    label: Ireland',
      '    apiFamily: atlantic\n    timeZone: Europe/Dublin\n    campaign: europe\n    storageScope: /ie\n    host: international\n    label: Ireland',
    );
    const missing = at(await ws.generate());
    expect(missing).toEqual([expect.stringMatching(/^content-yaml\/regions\.yaml:\d+ \[schema\] .*"atlantic"/)]);
    await ws.replace(REGIONS, '    china: {', '    atlantic: { development: /api/atlantic, test: /api/atlantic, preProduction: /api/atlantic, production: /api/atlantic }\n    china: {');
    const result = await ws.generate();
    expect(at(result)).toEqual([]);
    expect(result.files!.get('regions.ts')).toMatch(/export const API_FAMILIES: readonly ApiFamily\[\] = \[\n {2}"global",\n {2}"europe",\n {2}"atlantic",\n {2}"china"\n\]/);
  });
});
