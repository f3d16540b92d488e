import { CONST, createSlottedModule, type ModuleBuilder } from './ts-module.ts';
import type { RegionCode } from '../read/workspace.ts';

/** Everything one region's pages may read; the client receives only its own region's bundle. */
export interface BundleInput {
  code: RegionCode;
  region: unknown;
  hosts: unknown;
  site: unknown;
  catalog: unknown;
  pages: Record<string, unknown>;
  /** Per page, the catalogue ids it shows. */
  pageProducts: Record<string, string[]>;
  /** The reference prices of the region's reductions (reference-prices.ts), in a region whose price rules ask for them. */
  referencePrices?: unknown;
}

/** dist/generated/regions/<code>.ts: one region's typed bundle. */
export function createRegionBundleEmitter(build: ModuleBuilder) {
  const emit = createSlottedModule(build, 'regions/region.ts', (file, slot) => {
    file.addImportDeclaration({ isTypeOnly: true, moduleSpecifier: '../bundle-type.ts', namedImports: ['RegionBundle'] });
    file.addVariableStatement({
      isExported: true,
      declarationKind: CONST,
      declarations: [{ name: 'bundle', type: 'RegionBundle', initializer: slot('bundle') }],
    });
  });
  return (input: BundleInput): string => emit({ bundle: input });
}

/** dist/generated/bundle-type.ts: the shape of a region bundle, from the schema types. */
export function emitBundleType(build: ModuleBuilder, pageNames: readonly string[]): string {
  return build(
    'bundle-type.ts',
    (file) => {
      file.addImportDeclaration({
        isTypeOnly: true,
        moduleSpecifier: './types.ts',
        namedImports: ['CatalogDocument', 'PageDocument', 'Region', 'RegionCode', 'RegionsDocument', 'SiteDocument'],
      });
      // Every page is head + sections (schemas/page.schema.json): one type, a union of section types inside.
      file.addTypeAlias({ isExported: true, name: 'Page', type: "Omit<PageDocument, 'extends'>" });
      file.addTypeAlias({ isExported: true, name: 'ProductId', type: "keyof CatalogDocument['products']" });
      file.addInterface({
        isExported: true,
        name: 'PageTexts',
        properties: pageNames.map((page) => ({ name: `'${page}'`, hasQuestionToken: true, type: 'Page' })),
      });
      file.addInterface({
        isExported: true,
        name: 'ReferencePrices',
        docs: ['The lowest price of the 30 days before each reduction; null where a price is no reduction (the page shows it without a struck price).'],
        properties: [
          { name: 'sales', type: 'Partial<Record<PageName, Record<string, (number | null)[]>>>', docs: ["Per sale page, per sale entry id: one value per stage of the page's sale banner."] },
          { name: 'promotions', type: 'Partial<Record<ProductId, number | null>>', docs: ['Per product with a promotional price (catalog.yaml activityPrice).'] },
          {
            name: 'regularFrom',
            type: 'Partial<Record<ProductId, number>>',
            docs: ['Per promoted product that runs longer than the market allows (priceRules.reductionLimitDays): from this instant (epoch ms) it is the regular price.'],
          },
        ],
      });
      file.addTypeAlias({ isExported: true, name: 'PageName', type: pageNames.length ? pageNames.map((p) => `'${p}'`).join(' | ') : 'never' });
      file.addInterface({
        isExported: true,
        name: 'RegionBundle',
        docs: ["One region's facts, texts, catalogue and page texts, with inheritance (`extends`) resolved."],
        properties: [
          { name: 'code', type: 'RegionCode' },
          { name: 'region', type: 'Region' },
          { name: 'hosts', type: "RegionsDocument['hosts']" },
          { name: 'site', type: "Omit<SiteDocument, 'extends'>" },
          { name: 'catalog', type: 'CatalogDocument' },
          { name: 'pages', type: 'PageTexts' },
          { name: 'pageProducts', type: 'Partial<Record<PageName, ProductId[]>>', docs: ['Per page, the catalogue entries it shows: a page receives only these.'] },
          {
            name: 'referencePrices',
            hasQuestionToken: true,
            type: 'ReferencePrices',
            docs: [
              'Where regions.yaml gives the region priceRules.referencePrice: the lowest price of the 30 days before each reduction shown against a struck price (codegen/merge/reference-prices.ts); absent elsewhere.',
            ],
          },
        ],
      });
    },
    JSON.stringify(pageNames),
  );
}

/** dist/generated/bundles.ts (server: every region, synchronous) and load-bundle.ts (client: one region, on demand). */
export function emitBundleIndexes(build: ModuleBuilder, codes: readonly RegionCode[]): { bundles: string; loadBundle: string } {
  const bundles = build(
    'bundles.ts',
    (file) => {
      file.addImportDeclaration({ isTypeOnly: true, moduleSpecifier: './bundle-type.ts', namedImports: ['Page', 'RegionBundle'] });
      file.addImportDeclaration({ isTypeOnly: true, moduleSpecifier: './types.ts', namedImports: ['RegionCode'] });
      // Aliased: a code may be a reserved word (in, do, if).
      for (const code of codes) file.addImportDeclaration({ moduleSpecifier: `./regions/${code}.ts`, namedImports: [{ name: 'bundle', alias: `${code}Bundle` }] });
      file.addVariableStatement({
        declarationKind: CONST,
        declarations: [{ name: 'all', type: 'Record<RegionCode, RegionBundle>', initializer: `{ ${codes.map((c) => `${c}: ${c}Bundle`).join(', ')} }` }],
      });
      file.addFunction({
        isExported: true,
        name: 'bundle',
        parameters: [{ name: 'code', type: 'RegionCode' }],
        returnType: 'RegionBundle',
        docs: ['Server side: the bundle of a region. Never import this module from client code.'],
        statements: 'return all[code];',
      });
      file.addFunction({
        isExported: true,
        name: 'pageOf',
        parameters: [
          { name: 'code', type: 'RegionCode' },
          { name: 'name', type: 'string' },
        ],
        returnType: 'Page | undefined',
        docs: ["Server side: a page of a region by its name (a route's `page`), when the region has it."],
        statements: 'return (all[code].pages as Partial<Record<string, Page>>)[name];',
      });
    },
    JSON.stringify(codes),
  );
  const loadBundle = build(
    'load-bundle.ts',
    (file) => {
      file.addImportDeclaration({ isTypeOnly: true, moduleSpecifier: './bundle-type.ts', namedImports: ['RegionBundle'] });
      file.addImportDeclaration({ isTypeOnly: true, moduleSpecifier: './types.ts', namedImports: ['RegionCode'] });
      file.addVariableStatement({
        declarationKind: CONST,
        declarations: [
          {
            name: 'loaders',
            type: 'Record<RegionCode, () => Promise<{ bundle: RegionBundle }>>',
            initializer: `{\n${codes.map((c) => `  ${c}: () => import('./regions/${c}.ts'),`).join('\n')}\n}`,
          },
        ],
      });
      file.addFunction({
        isExported: true,
        isAsync: true,
        name: 'loadBundle',
        parameters: [{ name: 'code', type: 'RegionCode' }],
        returnType: 'Promise<RegionBundle>',
        docs: ["Client side: loads only the requested region's bundle (one chunk per region)."],
        statements: 'return (await loaders[code]()).bundle;',
      });
    },
    JSON.stringify(codes),
  );
  return { bundles, loadBundle };
}
