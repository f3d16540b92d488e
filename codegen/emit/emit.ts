import { datedCopy, preSaleEnd, preSaleTexts } from '../checks/campaign.ts';
import { withParsedTexts } from '../checks/prose.ts';
import type { SectionFolder } from '../checks/section-folder.ts';
import type { CompileCache } from '../compile-cache.ts';
import type { Memo } from '../memo.ts';
import { resolveFactsDeep, type FactsDocument } from '../merge/facts.ts';
import type { ParsedProse } from '../merge/markdown.ts';
import type { MergeResult } from '../merge/merge.ts';
import { parseOnce } from '../merge/message.ts';
import { regionReferencePrices } from '../merge/reference-prices.ts';
import type { RouteTable } from '../merge/routes-table.ts';
import type { LoadResult } from '../read/load.ts';
import type { RegionList } from '../read/region-list.ts';
import type { RegionCode } from '../read/workspace.ts';
import type { RegionsDocument } from '../../dist/generated/content-types.ts';
import type { ScheduleEntry } from '../checks/schedule.ts';
import { emitApi, emitApiDoc, emitValidators, type ApiInput } from './api.ts';
import { emitOpenApi, type ApiServer } from './openapi.ts';
import { emitBundles, emitBundleType, emitLoadBundle, emitRegionBundle } from './bundles.ts';
import { pageOutput } from './page.ts';
import { emitCompany, emitDealers, emitRegionTable, emitRoutes, emitSchedule, GENERATED_README } from './routes.ts';
import { emitSections } from './sections.ts';
import { createModuleBuilder, type ModuleBuilder } from './ts-module.ts';
import { emitTypes } from './types.ts';
import type { SchemaSet } from '../validate/validate.ts';
import type { Reads } from '../checks/reads.ts';

type Json = Record<string, unknown>;

/** What the emit phase writes from: a run without errors, so every table is there. */
export interface EmitInput {
  loaded: LoadResult;
  merged: MergeResult & { regions: RegionsDocument; routes: { table: RouteTable }; schedule: readonly ScheduleEntry[] };
  list: RegionList;
  sections?: readonly SectionFolder[] | undefined;
  api?: ApiInput | undefined;
  /** The schemas as written (region codes not filled in): codegen's own content types are made from them. */
  sourceSchemas: SchemaSet;
  /** A computation kept while what it read through `read` is the same (checks/run.ts `derive`, on the checks' source). */
  derive: Derive;
  /** An object that stands for `key` as the owner of kept results. */
  ownerOf: (key: string) => object;
  /** A prose text parsed (once per text, shared with the prose check). */
  parse: (text: string) => ParsedProse;
}
export interface EmitResult {
  /** Output files relative to dist/generated/. */
  files: Map<string, string>;
  /** Generated files kept in the repository (docs/service-api.md), relative to the root. */
  docs: Map<string, string>;
  /** The outputs produced again by this run (the rest came from the memo). */
  emitted: string[];
}

/**
 * The service's contract as types, validators and docs/service-api.md (the one path under docs/: kept in the
 * repository), from the compile cache while the contract (`key`) is the same.
 */
async function apiOutputs(api: ApiInput, servers: readonly ApiServer[], cache: CompileCache, key: string): Promise<[string, string][]> {
  const cached = cache.get(key);
  if (cached !== undefined) return JSON.parse(cached) as [string, string][];
  const validators = emitValidators(api);
  const files: [string, string][] = [
    ['api.ts', await emitApi(api)],
    ['api-validators.js', validators.js],
    ['api-validators.d.ts', validators.dts],
    ['openapi.json', emitOpenApi(api, servers)],
    ['docs/service-api.md', emitApiDoc(api)],
  ];
  cache.set(key, JSON.stringify(files));
  return files;
}

/** Each API family's production base, and its regions (regions.yaml `api.families`): the OpenAPI document's servers. */
const familyServers = (regions: RegionsDocument): ApiServer[] =>
  Object.entries(regions.api?.families ?? {}).map(([family, bases]) => ({
    url: (bases as { production: string }).production,
    description: `${family}: ${Object.entries(regions.regions)
      .filter(([, region]) => region?.apiFamily === family)
      .map(([code]) => code)
      .join(', ')}`,
  }));

/** An output, produced again only when its input changed (memo.ts `output`). */
type Put = (name: string, key: string | (() => string) | null, produce: () => string, parts?: readonly unknown[]) => void;

/** A computation kept while what it read is the same (checks/run.ts `derive`). */
type Derive = <T>(owner: object, name: string, compute: (read: Reads) => T) => T;

/** A document with its facts written in, in its region's locale. */
const withFacts = <T extends object>(derive: Derive, doc: T, code: RegionCode): T =>
  derive(doc, `facts ${code}`, (read) => {
    const region = read.regions().regions[code]!;
    return resolveFactsDeep(doc, read.factTable(code), { code, formatLocale: region.formatLocale, currency: region.currency, ranges: region.ranges });
  });

/**
 * A document with each text of a field that declares its arguments (`x-message`) replaced by its parts, the form
 * the browser and the service fill in (core/message.ts); the checks have refused a text that does not parse.
 */
const withMessages = <T extends object>(input: EmitInput, doc: T, merged: object, schema: string): T =>
  input.derive(doc, 'messages', (read) => {
    read.schemasKey();
    const pointers = input.loaded.validator.meanings(merged, schema).message.map((m) => m.pointer);
    return withParsedTexts(doc as Json, pointers, parseOnce) as T;
  });

/** One page of a region as emitted, the catalogue entries it names and the files its sections add. */
function pageOf(input: EmitInput, page: string, merged: Json, code: RegionCode) {
  return input.derive(merged, `page ${code}`, (read) => {
    read.schemasKey();
    // The merged page's index: writing facts into its texts moves no string of it.
    const doc = withMessages(input, withFacts(input.derive, merged, code), merged, 'page.schema.json');
    const meanings = input.loaded.validator.meanings(merged, 'page.schema.json');
    const output = pageOutput(
      doc,
      meanings.markdown.map((m) => m.pointer),
      (text) => input.parse(text).blocks,
      meanings['qr-code'],
    );
    // The catalogue entries the page names (`"x-product": true`): the page receives only those.
    // The files its sections add (their folder's check.ts `files`: a FAQ's questions).
    const files = ((output.sections ?? []) as Json[]).flatMap((section) => Object.entries(input.sections?.find((f) => f.type === section.type)?.check?.files?.(section, { region: code, page }) ?? {}));
    return { output, products: [...new Set(meanings.product.map((m) => m.value))].sort(), files };
  });
}

/** A region's pages as emitted: the same objects while none of them changed, so its bundle is not written again. */
function regionPages(input: EmitInput, code: RegionCode) {
  return input.derive(input.ownerOf(`pages ${code}`), 'pages', (read) => {
    const pages: Json = {};
    const pageProducts: Record<string, string[]> = {};
    const files: [string, string][] = [];
    for (const page of read.pageNames().split('\n')) {
      const merged = read.mergedPage({ page, region: code });
      if (!merged) continue;
      const emitted = pageOf(input, page, merged, code);
      pages[page] = emitted.output;
      pageProducts[page] = emitted.products;
      files.push(...emitted.files);
    }
    return { pages, pageProducts, files };
  });
}

/** The schedule with its dated copy, the region table, the company facts and the dealers. */
function scheduleAndTables(input: EmitInput, build: ModuleBuilder, put: Put) {
  const { loaded, merged, list } = input;
  const { regions, catalogs, factTableOf, schedule } = merged;
  const table = merged.routes.table;
  const dated = datedCopy({
    codes: list.codes,
    timeZoneOf: (code) => regions.regions[code]!.timeZone,
    factNames: new Set(Object.keys((merged.factsFile?.data as FactsDocument | undefined)?.facts ?? {})),
    factTableOf,
    mergedPages: merged.mergedPages,
    preSaleTextsOf: (doc) => preSaleTexts(loaded.validator.meanings(doc, 'page.schema.json')),
    preSaleEndOf: (code, product) => preSaleEnd((catalogs.get(code)?.data as { products?: Record<string, unknown> } | undefined)?.products?.[product]),
    routes: table.routes,
    entries: schedule,
  });
  put('schedule.ts', JSON.stringify([schedule, dated]), () => emitSchedule(build, schedule, dated));
  put(
    'regions.ts',
    () => JSON.stringify(regions),
    () => emitRegionTable(build, regions, list),
    [regions, list],
  );
  put(
    'company.ts',
    () => JSON.stringify(regions.organization ?? {}),
    () => emitCompany(build, regions),
    [regions],
  );
  const dealerList = loaded.valid.get('content-yaml/dealers.yaml')?.data ?? { dealers: [] };
  put(
    'dealers.ts',
    () => JSON.stringify(dealerList),
    () => emitDealers(build, dealerList),
    [dealerList],
  );
}

/**
 * Phase 5: emit. Returns text, writes nothing (write-output.ts does). Each output is produced again only when
 * its input changed (memo.ts `output`); a region's pages only when one of its merged pages, its facts or the
 * schemas changed, so a save in one region leaves every other region's bundle as it was.
 */
export function createEmitter(cache: CompileCache, memo: Memo) {
  let typesCache: { key: string; text: string } | undefined;
  let api: { key: string; files: [string, string][] } | undefined;
  const build = createModuleBuilder(cache);
  let sectionFiles: { key: string; files: Map<string, string> } | undefined;

  return async function emit(input: EmitInput): Promise<EmitResult> {
    const { loaded, merged, list } = input;
    const { regions, routes, catalogs, mergedSites } = merged;
    const table = routes.table;
    const files = new Map<string, string>([['README.md', GENERATED_README]]);
    const docs = new Map<string, string>();
    const emitted: string[] = [];
    /** An output, produced again only when its input changed (memo.ts `output`). */
    const put: Put = (name, key, produce, parts) => {
      const { text, produced } = memo.output(name, key, produce, parts);
      files.set(name, text);
      if (produced) emitted.push(name);
    };
    if (typesCache?.key !== loaded.schemasKey) {
      const typesKey = `types\0${loaded.schemasKey}`;
      typesCache = { key: loaded.schemasKey, text: cache.get(typesKey) ?? cache.set(typesKey, await emitTypes(loaded.schemas)) };
      emitted.push('types.ts');
    }
    files.set('types.ts', typesCache.text);
    // Codegen's own types of the content it reads: from the schemas as written, so a region code is any string.
    const contentKey = `content types\0${loaded.schemasKey}`;
    files.set('content-types.ts', cache.get(contentKey) ?? cache.set(contentKey, await emitTypes(input.sourceSchemas)));
    const { sections } = input;
    if (sections) {
      // Written again only when a folder changed: the folders are read anew on every save.
      const sectionKey = JSON.stringify(sections);
      if (sectionFiles?.key !== sectionKey) sectionFiles = { key: sectionKey, files: emitSections(sections) };
      for (const [name, text] of sectionFiles.files) put(name, sectionKey, () => text);
    }
    if (input.api) {
      const servers = familyServers(regions);
      const key = `api\0${JSON.stringify([input.api.contract, [...input.api.schemas].sort(([a], [b]) => a.localeCompare(b)), servers])}`;
      if (api?.key !== key) {
        api = { key, files: await apiOutputs(input.api, servers, cache, key) };
        emitted.push('api.ts');
      }
      for (const [name, text] of api.files) (name.startsWith('docs/') ? docs : files).set(name, text);
    }
    const pageNames = [...new Set(table.routes.flatMap((r) => (r.page ? [r.page] : [])))].sort();
    put('bundle-type.ts', JSON.stringify(pageNames), () => emitBundleType(pageNames));
    for (const code of list.codes) {
      const region = regions.regions[code]!;
      const { pages, pageProducts, files: pageFiles } = regionPages(input, code);
      const catalog = catalogs.get(code)!;
      // The reference prices of a region whose price rules ask for them (regions.yaml priceRules; checked by checks/reference-price.ts).
      const prices = input.derive(input.ownerOf(`reference prices ${code}`), 'reference prices', (read) => regionReferencePrices(code, read));
      const mergedSite = mergedSites.get(code);
      const site = mergedSite && withMessages(input, withFacts(input.derive, mergedSite, code), mergedSite, 'site.schema.json');
      const bundleInput = {
        code,
        region,
        hosts: regions.hosts,
        site,
        catalog: withMessages(input, withFacts(input.derive, catalog.data, code), catalog.data, 'catalog.schema.json'),
        pages,
        pageProducts,
        ...(prices ? { referencePrices: prices.values } : {}),
      };
      // No key: serializing a region's input (≈ 0.6 MB at 10×) cost as much as emitting its module.
      put(`regions/${code}.ts`, null, () => emitRegionBundle(bundleInput), [merged.regionsFile!.loaded, routes.file.loaded, site, catalog.loaded, bundleInput.catalog, pages]);
      for (const [name, text] of pageFiles) put(name, text, () => text);
    }
    put('bundles.ts', JSON.stringify(list.codes), () => emitBundles(list.codes));
    put('load-bundle.ts', JSON.stringify(list.codes), () => emitLoadBundle(list.codes));
    // The tables are the same objects while routes.yaml and regions.yaml are (their parts): serialized to compare only when they are not.
    put(
      'routes.ts',
      () => JSON.stringify(table),
      () => emitRoutes(build, table),
      [table],
    );
    scheduleAndTables(input, build, put);
    return { files, docs, emitted };
  };
}
