import type { CatalogDocument, RegionsDocument } from '../../dist/generated/content-types.ts';
import { checkSchedule, type ScheduleEntry, type TimedSource } from '../checks/schedule.ts';
import { documentOf as documentOfKind, type ContentFile } from '../checks/units.ts';
import type { Diagnostic } from '../diagnostics.ts';
import { sameObjects, type Memo } from '../memo.ts';
import type { LoadResult } from '../read/load.ts';
import type { LoadedFile } from '../read/load-yaml.ts';
import { regionsWithFiles, type RegionCode } from '../read/workspace.ts';
import { factTable, type Fact, type FactsDocument } from './facts.ts';
import { createDocumentResolver } from './resolve-documents.ts';
import type { RegionDocument } from './resolve-extends.ts';
import { regularFrom } from './reference-prices.ts';
import { buildRouteTable, type RouteTable } from './routes-table.ts';

type Json = Record<string, unknown>;
/** A region's catalogue file and its data. */
export interface Catalog {
  loaded: LoadedFile;
  data: CatalogDocument;
}

/** The content as the site sees it: the tables, each region's documents before and after `extends`, its facts and the schedule. */
export interface MergeResult {
  regionsFile: ContentFile | undefined;
  regions: RegionsDocument | undefined;
  routes: { file: ContentFile; table: RouteTable } | undefined;
  sites: Map<RegionCode, RegionDocument>;
  /** Each region's catalogue, typed by its schema (nothing inherits a catalogue). */
  catalogs: Map<RegionCode, Catalog>;
  pages: Map<string, Map<RegionCode, RegionDocument>>;
  /** Every page file present, valid or not (one with an error of its own is reported for that, not as missing). */
  pageFiles: Map<string, { region: RegionCode; page: string }>;
  mergedSites: Map<RegionCode, Json>;
  mergedPages: Map<string, Map<RegionCode, Json>>;
  factsFile: ContentFile | undefined;
  /** Each region's facts (facts.ts), the same object while what it holds is the same. */
  factTableOf: (region: RegionCode) => ReadonlyMap<string, Fact>;
  /** Every instant a region's pages change, once routes.yaml and every timed field are valid. */
  schedule: readonly ScheduleEntry[] | undefined;
  diagnostics: Diagnostic[];
}

/** Each region's site texts, catalogue and pages as written, and every page file present. */
function documents(loaded: LoadResult, paths: Iterable<string>) {
  const sites = new Map<RegionCode, RegionDocument>();
  const catalogs = new Map<RegionCode, Catalog>();
  const pages = new Map<string, Map<RegionCode, RegionDocument>>();
  const pageFiles = new Map<string, { region: RegionCode; page: string }>();
  for (const path of paths) {
    const kind = loaded.kindOf(path);
    if (!('rule' in kind) && kind.kind === 'page') pageFiles.set(path, { region: kind.region, page: kind.page });
  }
  for (const file of loaded.valid.values()) {
    const { kind } = file;
    // A file is its region's document (the same object while its bytes are the same: read/load.ts).
    if (kind.kind === 'site') sites.set(kind.region, file);
    const catalog = documentOfKind(file, 'catalog');
    if (kind.kind === 'catalog' && catalog) catalogs.set(kind.region, { loaded: file.loaded, data: catalog });
    if (kind.kind === 'page') {
      if (!pages.has(kind.page)) pages.set(kind.page, new Map());
      pages.get(kind.page)!.set(kind.region, file);
    }
  }
  return { sites, catalogs, pages, pageFiles };
}

/**
 * Phase 2: merge. The route table (built again only when routes.yaml changed), each document merged per
 * region along `extends` with the checks that compare regions (resolve-documents.ts), each region's fact
 * table, and the schedule. What is unchanged is handed on as the same objects, so the checks and emitters
 * after it keep their results.
 */
export function createMerger(memo: Memo) {
  let routeTable: { loaded: LoadedFile; codes: readonly RegionCode[]; result: ReturnType<typeof buildRouteTable> } | undefined;
  const resolveDocuments = createDocumentResolver();
  /**
   * Each region's facts, made again only when facts.yaml, the route table or one of the region's merged pages
   * changed, and kept as the same object while what it holds is the same: the facts check and each document's
   * written facts are kept while their region's table is (a page edit that changes no campaign date keeps them).
   */
  const factTables = new Map<RegionCode, { inputs: unknown[]; text: string; table: ReadonlyMap<string, Fact> }>();
  const stableFactTable = (code: RegionCode, inputs: unknown[], make: () => Map<string, Fact>): ReadonlyMap<string, Fact> => {
    const known = factTables.get(code);
    if (known && sameObjects(known.inputs, inputs)) return known.table;
    const made = make();
    const text = JSON.stringify([...made]);
    const table = known?.text === text ? known.table : made;
    factTables.set(code, { inputs, text, table });
    return table;
  };

  return function merge(loaded: LoadResult, paths: readonly string[]): MergeResult {
    const diagnostics: Diagnostic[] = [];
    const { list, valid, validator } = loaded;
    const regionsFile = valid.get('content-yaml/regions.yaml');
    const routesFile = valid.get('content-yaml/routes.yaml');
    const factsFile = valid.get('content-yaml/facts.yaml');
    const regions = regionsFile?.data as RegionsDocument | undefined;
    const { sites, catalogs, pages, pageFiles } = documents(loaded, paths);

    // The route table, rebuilt only when routes.yaml changed: the link checks keep their results per table.
    if (routesFile && list && (routeTable?.loaded !== routesFile.loaded || routeTable.codes !== list.codes))
      routeTable = { loaded: routesFile.loaded, codes: list.codes, result: buildRouteTable(routesFile.loaded, documentOfKind(routesFile, 'routes')!, list.codes) };
    const routeResult = routesFile && list ? routeTable!.result : undefined;
    const table = routeResult?.table;
    if (routeResult) diagnostics.push(...routeResult.diagnostics);

    // Inheritance, with the checks that compare regions: the site files, then each page.
    const mergedSites = new Map<RegionCode, Json>();
    const mergedPages = new Map<string, Map<RegionCode, Json>>();
    if (regions && regionsFile) {
      const present = regionsWithFiles(paths.map(loaded.kindOf));
      const resolve = (name: string, docs: Map<RegionCode, RegionDocument>, schema: string, present: ReadonlySet<RegionCode>) =>
        resolveDocuments(name, docs, { schema, present, validator, regionsFile: regionsFile.loaded, regions });
      const siteResult = resolve('\0site', sites, 'site.schema.json', present('site'));
      diagnostics.push(...siteResult.diagnostics);
      siteResult.merged.forEach((v, k) => mergedSites.set(k, v));
      for (const [page, docs] of pages) {
        const pageResult = resolve(page, docs, 'page.schema.json', present('page', page));
        diagnostics.push(...pageResult.diagnostics);
        mergedPages.set(page, pageResult.merged);
      }
    }

    // Facts kept once (facts.ts): each region's table, read by the facts check and written into its texts before they are emitted.
    const runTables = new Map<RegionCode, ReadonlyMap<string, Fact>>();
    const factTableOf = (code: RegionCode): ReadonlyMap<string, Fact> => {
      let known = runTables.get(code);
      if (!known) {
        const inputs = [factsFile?.loaded, table, ...[...mergedPages.values()].map((m) => m.get(code))];
        const facts = factsFile?.data as FactsDocument | undefined;
        known = stableFactTable(code, inputs, () => factTable(code, { facts, routes: table?.routes ?? [], pageOf: (page) => mergedPages.get(page)?.get(code) }));
        runTables.set(code, known);
      }
      return known;
    };

    // The schedule: every window checked, and each instant a region's pages change.
    const timed: TimedSource[] = [...valid.values()].map(({ kind, loaded: file, data, meanings }) => ({ region: 'region' in kind ? kind.region : null, loaded: file, data, meanings }));
    const scheduled = table && routesFile ? checkSchedule(table, routesFile.loaded, timed, memo.remember) : undefined;
    if (scheduled) diagnostics.push(...scheduled.diagnostics);
    // A promotion announced longer than its market allows turns regular then (reference-prices.ts): pages change at that instant.
    if (scheduled && regions)
      for (const [code, { data }] of catalogs) {
        const days = regions.regions[code]?.priceRules?.reductionLimitDays;
        for (const [id, product] of days ? Object.entries(data.products) : []) {
          const at = regularFrom(product?.activityTime, days);
          if (at !== undefined) scheduled.entries.push({ at: new Date(at).toISOString(), epochMs: at, regions: [code], kind: 'price-regular', ref: id });
        }
        scheduled.entries.sort((a, b) => a.epochMs - b.epochMs);
      }

    return {
      regionsFile,
      regions,
      routes: routesFile && table ? { file: routesFile, table } : undefined,
      sites,
      catalogs,
      pages,
      pageFiles,
      mergedSites,
      mergedPages,
      factsFile,
      factTableOf,
      schedule: scheduled && !scheduled.diagnostics.length ? scheduled.entries : undefined,
      diagnostics,
    };
  };
}
