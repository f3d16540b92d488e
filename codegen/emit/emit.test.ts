import ts from 'typescript';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ScheduleEntry } from '../checks/schedule.ts';
import { emitBundles, emitBundleType, emitLoadBundle, emitRegionBundle, type BundleInput } from './bundles.ts';
import { emitRegionTable, emitRoutes, emitSchedule } from './routes.ts';
import { emitTypes } from './types.ts';
import { readWorkspace } from '../read/read-workspace.ts';
import type { RouteTable } from '../merge/routes-table.ts';
import { PROJECT_ROOT } from '../test-workspace.ts';
import { createModuleBuilder, GENERATED_BANNER } from './ts-module.ts';
import { REGION_CODES, REGIONS } from '../test-regions.ts';
import type { RegionsDocument } from '../../dist/generated/content-types.ts';

// The schemas as codegen reads them: schemas/ and each section folder's schema.json, the section types listed in page.schema.json.
const { schemas } = await readWorkspace(PROJECT_ROOT);

/** Syntax errors of a TypeScript module (none expected in generated code). */
function syntaxErrors(text: string): string[] {
  const out = ts.transpileModule(text, { reportDiagnostics: true, compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022 } });
  return (out.diagnostics ?? []).map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
}
/** Runs a generated module (its imports are type-only) and returns its exports. */
function evaluate(text: string): Record<string, unknown> {
  const js = ts.transpileModule(text, { compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022 } }).outputText;
  const module = { exports: {} as Record<string, unknown> };
  new Function('module', 'exports', 'require', js)(module, module.exports, () => {
    throw new Error('generated module imports a value');
  });
  return module.exports;
}
const declarations = (text: string, name: string) => text.match(new RegExp(`^export (interface|type) ${name}\\b`, 'gm')) ?? [];

const bundleInput: BundleInput = {
  code: 'fr',
  region: { prefix: 'fr', locale: 'fr-FR', currency: 'EUR' },
  hosts: { international: 'https://www.mechanova.example', cn: 'https://cn.mechanova.example' },
  site: { subscribe: { title: 'Rejoignez-nous', button: "S'abonner" }, navs: [{ label: 'Produits', identify: 'products', children: [] }] },
  catalog: { currency: 'EUR', products: { t9: { name: 'T9<br><small>Agent</small>', price: 1299.5, stock: 0, isPreSale: false } } },
  pages: { manuals: { head: { title: 'Manuels', description: '« Tous » les manuels\n' } } },
  pageProducts: { manuals: ['t9'] },
};
const table: RouteTable = {
  regions: REGION_CODES,
  routes: [{ name: 'manuals', path: '/manuals', page: 'manuals', redirect: null, regions: ['us', 'fr'], status: 'live', meta: { anchor: 'top' }, pointer: '/routes/3' }],
  servedElsewhere: [{ path: '/about-us', owner: 'Corporate', regions: [...REGION_CODES] }],
};
const entries: ScheduleEntry[] = [
  { at: '2024-11-14T00:00:00-05:00', epochMs: Date.UTC(2024, 10, 14, 5), regions: ['us'], kind: 'route-start', ref: 'black-friday-us' },
  { at: '2024-12-31T00:00:00+01:00', epochMs: Date.UTC(2024, 11, 30, 23), regions: ['fr'], kind: 'banner-end', ref: 'textBanner' },
];

describe('emitTypes', () => {
  let types: string;
  beforeAll(async () => {
    types = await emitTypes(schemas);
  });

  it('declares every document type and shared type exactly once', () => {
    for (const name of ['SiteDocument', 'CatalogDocument', 'RegionsDocument', 'RoutesDocument', 'PageDocument', 'NavItem', 'RegionCode']) {
      expect(declarations(types, name), name).toHaveLength(1);
    }
  });

  it('starts with a do-not-edit banner and no timestamp', () => {
    expect(types.split('\n')[0]).toMatch(/^\/\/ Generated .*Do not edit/);
    // The banner, up to the first declaration (the schemas' own examples of an instant may follow in doc comments).
    const banner = types.slice(0, types.search(/^export /m));
    expect(banner).not.toMatch(/\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/);
  });

  it('is valid TypeScript', () => {
    expect(syntaxErrors(types)).toEqual([]);
  });

  it('emits the same text twice', async () => {
    expect(await emitTypes(schemas)).toBe(types);
  });
});

describe('module emitters', () => {
  const build = createModuleBuilder();

  it('emit a region bundle that starts with the banner and holds the input', () => {
    const text = emitRegionBundle(bundleInput);
    expect(text.startsWith(`${GENERATED_BANNER}\n`)).toBe(true);
    expect(text).toContain('export const bundle: RegionBundle');
    expect(syntaxErrors(text)).toEqual([]);
    expect(evaluate(text).bundle).toEqual(bundleInput);
  });

  it('emit the route table without the source pointers', () => {
    const text = emitRoutes(build, table);
    expect(text.startsWith(`${GENERATED_BANNER}\n`)).toBe(true);
    expect(text).toContain('export const routes: readonly RouteEntry[]');
    expect(text).toContain('export const servedElsewhere: readonly ServedElsewhere[]');
    const { pointer: _pointer, ...route } = table.routes[0]!;
    expect(evaluate(text)).toEqual({ routes: [route], servedElsewhere: table.servedElsewhere });
  });

  it('emit the schedule', () => {
    const text = emitSchedule(build, entries);
    expect(text.startsWith(`${GENERATED_BANNER}\n`)).toBe(true);
    expect(text).toContain('export const schedule: readonly ScheduleEntry[]');
    expect(evaluate(text).schedule).toEqual(entries);
  });

  it('emit the region table, the bundle type and the bundle indexes as valid TypeScript with the banner', () => {
    const bundles = emitBundles(REGION_CODES);
    const loadBundle = emitLoadBundle(REGION_CODES);
    const texts = [
      emitRegionTable(build, { referenceRegion: 'us', regions: {}, organization: { offices: [] } } as unknown as RegionsDocument, REGIONS),
      emitBundleType(['manuals', 'home']),
      bundles,
      loadBundle,
    ];
    for (const text of texts) {
      expect(text.startsWith(`${GENERATED_BANNER}\n`)).toBe(true);
      expect(syntaxErrors(text)).toEqual([]);
    }
    expect(texts[1]).toMatch(/export type PageName = 'manuals' \| 'home'/);
    for (const code of REGION_CODES) expect(loadBundle).toContain(`import('./regions/${code}.ts')`);
  });

  it('emit a PageName of never when no page is registered', () => {
    expect(emitBundleType([])).toMatch(/export type PageName = never/);
  });

  it('emit identical text for the same input, with one builder or two', () => {
    const other = createModuleBuilder();
    expect(emitRegionBundle(bundleInput)).toBe(emitRegionBundle(bundleInput));
    expect(emitRoutes(other, table)).toBe(emitRoutes(build, table));
    expect(emitSchedule(other, entries)).toBe(emitSchedule(build, entries));
  });

  it('end every module with a newline', () => {
    for (const text of [emitRegionBundle(bundleInput), emitBundleType([]), emitBundles(REGION_CODES), emitLoadBundle(REGION_CODES), emitRoutes(build, table), emitSchedule(build, [])])
      expect(text.endsWith('\n')).toBe(true);
  });
});

describe('createSlottedModule', () => {
  it('splices data into a module built once, and the result parses as TypeScript with the data', async () => {
    const { createModuleBuilder, createSlottedModule } = await import('./ts-module.ts');
    const { VariableDeclarationKind } = await import('ts-morph');
    const ts = (await import('typescript')).default;
    let shapes = 0;
    const emit = createSlottedModule(createModuleBuilder(), 'x.ts', (file, slot) => {
      shapes++;
      file.addVariableStatement({ isExported: true, declarationKind: VariableDeclarationKind.Const, declarations: [{ name: 'x', initializer: slot('x') }] });
    });
    const first = emit({ x: { a: 1, text: 'it\u2019s "quoted"' } });
    const second = emit({ x: [1, 2] });
    expect(shapes).toBe(1);
    const js = ts.transpileModule(first, { compilerOptions: { module: ts.ModuleKind.CommonJS } }).outputText;
    const exports: Record<string, unknown> = {};
    new Function('exports', js)(exports);
    expect(exports.x).toEqual({ a: 1, text: 'it\u2019s "quoted"' });
    expect(second).toContain('export const x = [');
  });
});
