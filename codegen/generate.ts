import { checkAnchors } from './check-anchors.ts';
import { checkContent } from './check-content.ts';
import { checkDealers } from './check-dealers.ts';
import { checkHosts } from './check-hosts.ts';
import { checkLinks, type LinkSource } from './check-links.ts';
import { checkMarkup } from './check-markup.ts';
import { checkOwnItems } from './check-own-items.ts';
import { checkClips, checkPictures } from './check-pictures.ts';
import { checkOnePrice } from './check-one-price.ts';
import { checkPrices } from './check-prices.ts';
import { checkReferences } from './check-references.ts';
import { checkSale } from './check-sale.ts';
import { checkSchedule, type TimedSource } from './check-schedule.ts';
import { checkMessages, checkTranslations } from './check-translations.ts';
import { createMemoryCache, type CompileCache } from './compile-cache.ts';
import { diagnostic, sortDiagnostics, type Diagnostic } from './diagnostics.ts';
import { createRegionBundleEmitter, emitBundleIndexes, emitBundleType } from './emit-bundles.ts';
import { emitDealers, emitRegionTable, emitRoutes, emitSchedule, GENERATED_README } from './emit-routes.ts';
import { checkContract, emitApi, emitApiDoc, emitValidators, type ApiInput } from './emit-api.ts';
import { emitTypes } from './emit-types.ts';
import { pageOutput } from './emit-page.ts';
import { faqFiles } from './emit-faq.ts';
import { checkProse } from './prose.ts';
import { parseProse, type ParsedProse } from './markdown.ts';
import { checkSectionFolders, type SectionFolder } from './section-folders.ts';
import { emitSections } from './emit-sections.ts';
import { loadYaml, type LoadedFile } from './load-yaml.ts';
import { resolveExtends, type RegionDocument } from './resolve-extends.ts';
import { matchRoute } from '../core/routing.ts';
import { buildRouteTable, type RouteTable, type RoutesDocument } from './routes-table.ts';
import { createModuleBuilder } from './ts-module.ts';
import { createValidator, type SchemaSet, type Validator } from './validate.ts';
import { classify, requiredFiles, type ContentKind, type RegionCode } from './workspace.ts';
import { checkFamilies, createRegionListReader, createRegionSchemas, REGIONS_FILE, type RegionList } from './region-list.ts';
import { locate } from './locate.ts';

export interface GenerateInput {
  /** Content files by path relative to the project root (content-yaml/…). */
  files: ReadonlyMap<string, Uint8Array>;
  /** Schemas by file name (site.schema.json, page.schema.json, sections/<type>.schema.json …). */
  schemas: SchemaSet;
  /** Artwork keys: the pictures that exist (public/artwork/<key>.svg). */
  artwork: ReadonlySet<string>;
  /** Clip keys: the videos shipped in both formats (public/videos/<key>.webm and .mp4); when given, a page naming another clip is an error. */
  clips?: ReadonlySet<string>;
  /** Problems found while reading (a schema file that is not JSON). */
  problems?: Diagnostic[];
  /** The section types, one folder each (runtime/ui/sections/<type>/): when given, their wiring is checked and emitted. */
  sections?: readonly SectionFolder[];
  /** The service's contract (service/schemas/): when given, api.ts, api-validators.js and docs/service-api.md are emitted from it. */
  api?: ApiInput;
}
export interface GenerateResult {
  /** Output files relative to dist/generated/, or null when any error was found (nothing may be written). */
  files: Map<string, string> | null;
  /** Generated files kept in the repository (docs/service-api.md), relative to the root; written with `files`. */
  docs?: Map<string, string>;
  diagnostics: Diagnostic[];
  /** Source text of every content file, for code frames. */
  sources: Map<string, string>;
  /** What this run had to redo (the rest came from the cache). */
  stats: { parsed: string[]; emitted: string[] };
}

interface RegionsDocument {
  api?: { families: Record<string, { defaultRegion?: RegionCode }> };
  referenceRegion: RegionCode;
  unprefixedRegion: RegionCode;
  hosts: Record<string, string | undefined>;
  /** One entry per region code: the codes are its keys (region-list.ts). */
  regions: Record<RegionCode, { apiFamily: string; language: string; formatLocale: string; currency: string; links: { shop?: string | null } }>;
}
type Json = Record<string, unknown>;

/**
 * The pipeline: load, validate, check, emit. Pure over its input (no disk
 * access but through `cache`); caches per file and per output so a watcher
 * redoes only what an edit touched. `cache` keeps what is compiled from the
 * schemas and codegen's own code (validators, types, module shapes; the CLI
 * passes a disk cache so a new process skips that work); content is always
 * read, validated, checked and emitted.
 *
 * @example
 * const generator = createGenerator();
 * const result = await generator.run({ files, schemas, artwork });
 * if (result.files) await writeOutput('dist/generated', result.files);
 */
export function createGenerator({ cache = createMemoryCache() }: { cache?: CompileCache } = {}) {
  let validator: Validator | undefined;
  let schemasKey: string | undefined;
  /** The schema objects `schemasKey` was made from: the same objects (read-workspace.ts keeps them per text) need no new key. */
  let schemaParts: unknown[] | undefined;
  let typesCache: { key: string; text: string } | undefined;
  let apiCache: { key: string; files: [string, string][]; docs: [string, string][] } | undefined;
  const fileCache = new Map<string, { bytes: Uint8Array; partial: boolean; loaded: LoadedFile; diagnostics: Diagnostic[] }>();
  const emitCache = new Map<string, { key: string; text: string; parts?: readonly unknown[] | undefined }>();
  // The region codes and API families of regions.yaml (region-list.ts), and the schemas with them filled in.
  const readRegionList = createRegionListReader();
  const regionSchemas = createRegionSchemas();
  let list: RegionList | undefined;
  // Per-file results that depend on nothing but the file (kept with the file's cache entry, so an edit
  // redoes them for that file only): a watcher's run otherwise re-walked every file's data for each.
  // A file's kind depends on the region list too: the kinds are dropped when it changes.
  const kinds = new Map<string, ReturnType<typeof classify>>();
  const kindOf = (file: string) => {
    let kind = kinds.get(file);
    if (!kind) kinds.set(file, (kind = classify(file, list?.codes)));
    return kind;
  };
  const markupFound = new WeakMap<LoadedFile, Diagnostic[]>();
  const proseFound = new WeakMap<LoadedFile, ReturnType<typeof checkProse>>();
  let routeTable: { loaded: LoadedFile; codes: readonly RegionCode[]; result: ReturnType<typeof buildRouteTable> } | undefined;
  const linksFound = new WeakMap<LoadedFile, { table: RouteTable; unprefixed: RegionCode; found: Diagnostic[] }>();
  const extendsCache = new Map<string, { inputs: unknown[]; chains: Map<RegionCode, { chain: unknown[]; doc: Json }>; merged: Map<RegionCode, Json>; diagnostics: Diagnostic[] }>();
  /** A merged page as emitted, and the products it shows, kept with the merged page (itself kept while its files are unchanged). */
  const pageOutputs = new WeakMap<Json, { output: Json; products: string[] }>();
  /** Prose texts parsed by the last complete run (see `parse` in run). */
  let proseParsed = new Map<string, ParsedProse>();
  const build = createModuleBuilder(cache);
  const emitRegionBundle = createRegionBundleEmitter(build);
  let indexes: (ReturnType<typeof emitBundleIndexes> & { codes: readonly RegionCode[] }) | undefined;
  const bundleIndexes = (codes: readonly RegionCode[]) => (indexes?.codes === codes ? indexes : (indexes = { codes, ...emitBundleIndexes(build, codes) }));

  const sameBytes = (a: Uint8Array, b: Uint8Array) => a.length === b.length && Buffer.compare(a, b) === 0;

  async function run(input: GenerateInput): Promise<GenerateResult> {
    const stats = { parsed: [] as string[], emitted: [] as string[] };
    // A prose text is checked in its file and emitted for each region that shows it (inherited texts too): parsed once,
    // and kept while some file still holds it, so a watcher's run re-parses only the texts an edit changed.
    const proseUsed = new Map<string, ParsedProse>();
    const parse = (text: string) => {
      let parsed = proseUsed.get(text) ?? proseParsed.get(text);
      if (!parsed) parsed = parseProse(text);
      proseUsed.set(text, parsed);
      return parsed;
    };
    const sources = new Map<string, string>();
    if (input.problems?.length) return { files: null, diagnostics: sortDiagnostics(input.problems), sources, stats };
    const diagnostics: Diagnostic[] = [];
    // 0. The region codes and API families, from regions.yaml before anything else: they are filled into the schemas.
    const read = readRegionList(input.files.get(REGIONS_FILE));
    if (read !== list) kinds.clear();
    list = read;
    const schemas = regionSchemas(input.schemas, list);
    const schemaList = [...schemas].sort(([a], [b]) => a.localeCompare(b)).flat();
    const sameSchemas = sameObjects(schemaParts, schemaList);
    const key = sameSchemas ? schemasKey! : JSON.stringify([...schemas].sort(([a], [b]) => a.localeCompare(b)));
    if (key !== schemasKey) {
      try {
        validator = createValidator(schemas, cache);
      } catch (error) {
        // ajv refuses a schema that is valid JSON but not a valid (strict) JSON Schema.
        const d = diagnostic('schema-file', { file: 'schemas', line: 1, column: 1 }, `ajv cannot compile the schemas: ${(error as Error).message}`);
        return { files: null, diagnostics: [d], sources, stats };
      }
      schemasKey = key;
      schemaParts = schemaList;
      fileCache.clear();
    }
    const contractProblems = input.api ? checkContract(input.api) : [];
    if (contractProblems.length)
      return { files: null, diagnostics: contractProblems.map((problem) => diagnostic('schema-file', { file: 'service/schemas/calls.json', line: 1, column: 1 }, `${problem}.`)), sources, stats };
    const sectionProblems = checkSectionFolders(input.sections ?? [], input.schemas);
    if (sectionProblems.length) return { files: null, diagnostics: sectionProblems, sources, stats };
    const schemaFor = (kind: ContentKind): string => `${kind.kind}.schema.json`;

    // 1–2. Classify, load and validate each file (cached by content).
    const valid = new Map<string, { kind: ContentKind; loaded: LoadedFile; data: Json }>();
    for (const path of requiredFiles(list?.codes ?? [])) {
      if (!input.files.has(path)) diagnostics.push(diagnostic('missing-file', { file: path, line: 1, column: 1 }, `${path} does not exist.`));
    }
    let reference: RegionCode = 'us';
    for (const [file, bytes] of [...input.files].sort(([a], [b]) => (a === 'content-yaml/regions.yaml' ? -1 : b === 'content-yaml/regions.yaml' ? 1 : a.localeCompare(b)))) {
      const kind = kindOf(file);
      if ('rule' in kind) {
        diagnostics.push(kind);
        continue;
      }
      let cached = fileCache.get(file);
      const partial: boolean = (kind.kind === 'site' || kind.kind === 'page') && kind.region !== reference;
      if (!cached || cached.partial !== partial || !sameBytes(cached.bytes, bytes)) {
        const loaded = loadYaml(file, bytes);
        const found: Diagnostic[] = loaded.diagnostics.some((d) => d.severity === 'error') ? [] : validator!.validate(loaded, schemaFor(kind), { partial });
        cached = { bytes, partial, loaded, diagnostics: [...loaded.diagnostics, ...found] };
        fileCache.set(file, cached);
        stats.parsed.push(file);
      }
      sources.set(file, cached.loaded.text);
      diagnostics.push(...cached.diagnostics);
      if (!cached.diagnostics.some((d) => d.severity === 'error')) {
        valid.set(file, { kind, loaded: cached.loaded, data: cached.loaded.data as Json });
        if (kind.kind === 'regions') reference = (cached.loaded.data as RegionsDocument).referenceRegion;
      }
    }

    const regionsEntry = valid.get('content-yaml/regions.yaml');
    const routesEntry = valid.get('content-yaml/routes.yaml');
    const regions = regionsEntry?.data as RegionsDocument | undefined;
    if (regionsEntry && regions) diagnostics.push(...checkFamilies(regionsEntry.loaded, regions));
    const sites = new Map<RegionCode, RegionDocument>();
    const catalogs = new Map<RegionCode, RegionDocument>();
    const pages = new Map<string, Map<RegionCode, RegionDocument>>();
    // Every page file that exists, valid or not: one with an error of its own is reported for that error, not as missing.
    const pageFiles = new Map<string, { region: RegionCode; page: string }>();
    for (const file of input.files.keys()) {
      const kind = kindOf(file);
      if (!('rule' in kind) && kind.kind === 'page') pageFiles.set(file, { region: kind.region, page: kind.page });
    }
    for (const { kind, loaded, data } of valid.values()) {
      if (kind.kind === 'site') sites.set(kind.region, { loaded, data });
      if (kind.kind === 'catalog') catalogs.set(kind.region, { loaded, data });
      if (kind.kind === 'page') {
        if (!pages.has(kind.page)) pages.set(kind.page, new Map());
        pages.get(kind.page)!.set(kind.region, { loaded, data });
      }
    }

    // 3. Cross-file checks.
    // The route table is rebuilt only when routes.yaml changed: the link checks below keep their results per table.
    if (routesEntry && list && (routeTable?.loaded !== routesEntry.loaded || routeTable.codes !== list.codes))
      routeTable = { loaded: routesEntry.loaded, codes: list.codes, result: buildRouteTable(routesEntry.loaded, routesEntry.data as unknown as RoutesDocument, list.codes) };
    const routeResult = routesEntry && list ? routeTable!.result : undefined;
    const table = routeResult?.table;
    if (routeResult && routesEntry) {
      diagnostics.push(...routeResult.diagnostics);
      for (const route of routeResult.table.routes) {
        if (!route.redirect) continue;
        const missing = route.regions.filter((r) => !matchRoute(routeResult.table.routes, r, route.redirect!));
        if (missing.length) {
          diagnostics.push(
            diagnostic(
              'broken-link',
              locate(routesEntry.loaded, `${route.pointer}/redirect`),
              `The redirect target "${route.redirect}" is not registered for ${missing.join(', ')}.`,
              'Limit the redirect to the regions where its target exists.',
            ),
          );
        }
      }
      diagnostics.push(...checkContent(routeResult.table, routesEntry.loaded, pageFiles));
    }
    const mergedSites = new Map<RegionCode, Json>();
    const mergedPages = new Map<string, Map<RegionCode, Json>>();
    if (regions) {
      const languageOf = (r: RegionCode) => regions.regions[r]!.language;
      const present = (kind: string, page?: string) =>
        new Set(
          [...input.files.keys()].flatMap((f) => {
            const k = kindOf(f);
            return 'rule' in k || k.kind !== kind || (k.kind === 'page' && k.page !== page) || !('region' in k) ? [] : [k.region];
          }),
        );
      // Inheritance and translation checks of the site files, then of each page: redone only for a
      // document whose files, the regions table, the schemas or the set of files present changed.
      const resolveChecked = (name: string, docs: Map<RegionCode, RegionDocument>, schema: string, present: Set<RegionCode>) => {
        const inputs = [
          validator,
          regionsEntry!.loaded,
          [...present].sort().join(),
          ...[...docs]
            .sort(([a], [b]) => a.localeCompare(b))
            .flat()
            .map((x) => (typeof x === 'string' ? x : x.loaded)),
        ];
        const hit = extendsCache.get(name);
        if (hit && sameObjects(hit.inputs, inputs)) return hit;
        const result = resolveExtends(docs, languageOf, present);
        // A region whose own file and ancestors' files are unchanged keeps its merged document object
        // (an edit of fr/site.yaml leaves the other regions' bundles to the identity check of emit).
        const chainOf = (region: RegionCode): unknown[] => {
          const chain: unknown[] = [];
          for (let r: RegionCode | undefined = region; r && docs.has(r) && !chain.includes(docs.get(r)!.loaded); r = docs.get(r)!.data.extends as RegionCode | undefined)
            chain.push(docs.get(r)!.loaded);
          return chain;
        };
        for (const region of [...result.merged.keys()]) {
          const chain = chainOf(region);
          const before = hit?.chains.get(region);
          if (before && sameObjects(before.chain, chain)) result.merged.set(region, before.doc);
        }
        const chains = new Map([...result.merged].map(([region, doc]) => [region, { chain: chainOf(region), doc }]));
        const entry = {
          inputs,
          chains,
          merged: result.merged,
          diagnostics: [
            ...result.diagnostics,
            ...checkTranslations(regions.referenceRegion, docs, result.merged),
            ...checkMessages(regions.referenceRegion, docs, result.merged, (region) => regions.regions[region]!.formatLocale),
            ...checkOwnItems(validator!, schema, regions.referenceRegion, docs, result.merged),
          ],
        };
        extendsCache.set(name, entry);
        return entry;
      };
      const siteResult = resolveChecked('\0site', sites, 'site.schema.json', present('site'));
      diagnostics.push(...siteResult.diagnostics);
      siteResult.merged.forEach((v, k) => mergedSites.set(k, v));
      for (const [page, docs] of pages) {
        const pageResult = resolveChecked(page, docs, 'page.schema.json', present('page', page));
        diagnostics.push(...pageResult.diagnostics);
        mergedPages.set(page, pageResult.merged);
      }
      for (const [region, { loaded, data }] of catalogs) {
        diagnostics.push(...checkPrices(loaded, data as never, regions.regions[region]!.currency, region), ...checkOnePrice(loaded, data as never, region));
      }
      // Sale campaigns: stages against the route's window, sale prices against the region's list prices.
      for (const [page, docs] of pages) {
        for (const [region, { loaded, data }] of docs) {
          const sections = (data as { sections?: { type?: string }[] }).sections ?? [];
          if (!sections.some((s) => s.type === 'sale-banner' || s.type === 'sale-offers')) continue;
          const route = table?.routes.find((r) => r.page === page && r.regions.includes(region));
          // A catalogue with errors of its own is reported for them, not once more for each sale price.
          const products = (catalogs.get(region)?.data as { products?: Record<string, { price: number | null }> } | undefined)?.products;
          diagnostics.push(
            ...checkSale(loaded, data as never, {
              window: route?.meta,
              listPrices: products && Object.fromEntries(Object.entries(products).map(([id, p]) => [id, p.price])),
            }),
          );
        }
      }
      const organization = (regions as { organization?: { contactPoints?: { id: string }[]; offices?: { id: string }[] } }).organization;
      const shops = regions.regions as Record<RegionCode, { links?: { shop?: string | null } }>;
      const pageFilesWritten = [...pages.values()].flatMap((docs) =>
        [...docs].map(([region, { loaded, data }]) => ({
          region,
          loaded,
          data,
          inheritedBy: [...docs].filter(([, d]) => d.data.extends === region).map(([r]) => r),
        })),
      );
      const siteFilesWritten = [...sites].map(([region, { loaded, data }]) => ({ region, loaded, data }));
      diagnostics.push(
        ...checkReferences([...pageFilesWritten, ...siteFilesWritten], {
          contactPoints: (organization?.contactPoints ?? []).map((p) => p.id),
          offices: (organization?.offices ?? []).map((o) => o.id),
          hasShop: (region) => Boolean(shops[region]?.links?.shop),
        }),
      );
    }
    const linkSources: LinkSource[] = [...valid.values()]
      .filter((v) => v.kind.kind !== 'routes')
      .map(({ kind, loaded, data }) => {
        if (kind.kind !== 'page') return { loaded, data };
        let prose = proseFound.get(loaded);
        if (!prose) proseFound.set(loaded, (prose = checkProse(loaded, data, parse)));
        diagnostics.push(...prose.diagnostics);
        return { loaded, data, textLinks: prose.links };
      });
    if (table && regions) {
      for (const source of linkSources) {
        const known = linksFound.get(source.loaded);
        if (known && known.table === table && known.unprefixed === regions.unprefixedRegion) {
          diagnostics.push(...known.found);
          continue;
        }
        const found = checkLinks(table, [source], regions.unprefixedRegion);
        linksFound.set(source.loaded, { table, unprefixed: regions.unprefixedRegion, found });
        diagnostics.push(...found);
      }
    }
    if (regions) diagnostics.push(...checkHosts(linkSources, { hosts: regions.hosts, shops: Object.values(regions.regions).map((r) => r.links.shop) }));
    const dealersEntry = valid.get('content-yaml/dealers.yaml');
    diagnostics.push(
      ...checkDealers(
        dealersEntry,
        [...valid.values()].filter((v) => v.kind.kind === 'page'),
      ),
    );
    if (table && regions) diagnostics.push(...checkAnchors(table, [...valid.values()], mergedPages, regions.unprefixedRegion));
    diagnostics.push(...checkPictures([...valid.values()], input.artwork));
    if (input.clips) diagnostics.push(...checkClips([...valid.values()], input.clips));
    for (const { kind, loaded, data } of valid.values()) {
      if (kind.kind !== 'site' && kind.kind !== 'catalog' && kind.kind !== 'page') continue;
      let markup = markupFound.get(loaded);
      if (!markup) markupFound.set(loaded, (markup = checkMarkup(loaded, data)));
      diagnostics.push(...markup);
    }
    const timed: TimedSource[] = [...valid.values()].map(({ kind, loaded, data }) => ({ region: 'region' in kind ? kind.region : null, loaded, data }));
    const schedule = table && routesEntry ? checkSchedule(table, routesEntry.loaded, timed) : undefined;
    if (schedule) diagnostics.push(...schedule.diagnostics);

    if (diagnostics.some((d) => d.severity === 'error') || !regions || !list || !table || !schedule) {
      return { files: null, diagnostics: sortDiagnostics(diagnostics), sources, stats };
    }

    // 4. Emit (cached per output by its input).
    const files = new Map<string, string>();
    /**
     * `key` is the output's input as text; `parts`, when given, are the objects it is made of: the same
     * objects as last time (kept by the caches above) mean the same input without serializing it.
     */
    const emit = (name: string, key: string | (() => string), produce: () => string, parts?: readonly unknown[]) => {
      const hit = emitCache.get(name);
      if (hit && parts && sameObjects(hit.parts, parts)) {
        files.set(name, hit.text);
        return;
      }
      const keyText = typeof key === 'string' ? key : key();
      if (hit && hit.key === keyText) {
        hit.parts = parts;
        files.set(name, hit.text);
        return;
      }
      const text = produce();
      emitCache.set(name, { key: keyText, text, parts });
      files.set(name, text);
      stats.emitted.push(name);
    };
    if (!typesCache || typesCache.key !== key) {
      const typesKey = `types\0${key}`;
      typesCache = { key, text: cache.get(typesKey) ?? cache.set(typesKey, await emitTypes(schemas)) };
      stats.emitted.push('types.ts');
    }
    files.set('types.ts', typesCache.text);
    files.set('README.md', GENERATED_README);
    if (input.sections) {
      const folders = input.sections;
      const sectionKey = JSON.stringify(folders);
      for (const [name, text] of emitSections(folders)) emit(name, sectionKey, () => text);
    }
    const docs = new Map<string, string>();
    if (input.api) {
      const apiKey = JSON.stringify([input.api.contract, [...input.api.schemas].sort(([a], [b]) => a.localeCompare(b))]);
      if (apiCache?.key !== apiKey) {
        const cacheKey = `api\0${apiKey}`;
        const cached = cache.get(cacheKey);
        if (cached !== undefined) apiCache = { key: apiKey, ...(JSON.parse(cached) as Omit<typeof apiCache & object, 'key'>) };
        else {
          const validators = emitValidators(input.api);
          const emitted = {
            files: [
              ['api.ts', await emitApi(input.api)],
              ['api-validators.js', validators.js],
              ['api-validators.d.ts', validators.dts],
            ] as [string, string][],
            docs: [['docs/service-api.md', emitApiDoc(input.api)]] as [string, string][],
          };
          cache.set(cacheKey, JSON.stringify(emitted));
          apiCache = { key: apiKey, ...emitted };
        }
        stats.emitted.push('api.ts');
      }
      for (const [name, text] of apiCache.files) files.set(name, text);
      for (const [name, text] of apiCache.docs) docs.set(name, text);
    }
    const pageNames = [...new Set(table.routes.flatMap((r) => (r.page ? [r.page] : [])))].sort();
    emit('bundle-type.ts', JSON.stringify(pageNames), () => emitBundleType(build, pageNames));
    for (const code of list.codes) {
      const regionPages: Json = {};
      const pageProducts: Record<string, string[]> = {};
      for (const [page, merged] of [...mergedPages].sort(([a], [b]) => a.localeCompare(b))) {
        const doc = merged.get(code);
        if (!doc) continue;
        let emitted = pageOutputs.get(doc);
        if (!emitted) pageOutputs.set(doc, (emitted = { output: pageOutput(doc, (text) => parse(text).blocks), products: productsShown(doc) }));
        regionPages[page] = emitted.output;
        pageProducts[page] = emitted.products;
      }
      const bundleInput = { code, region: regions.regions[code], hosts: regions.hosts, site: mergedSites.get(code), catalog: catalogs.get(code)!.data, pages: regionPages, pageProducts };
      emit(
        `regions/${code}.ts`,
        () => JSON.stringify(bundleInput),
        () => emitRegionBundle(bundleInput),
        [regionsEntry!.loaded, mergedSites.get(code), catalogs.get(code)!.loaded, ...Object.entries(regionPages).flat()],
      );
      for (const [name, text] of faqFiles(code, regionPages)) emit(name, text, () => text);
    }
    emit('bundles.ts', JSON.stringify(list.codes), () => bundleIndexes(list!.codes).bundles);
    emit('load-bundle.ts', JSON.stringify(list.codes), () => bundleIndexes(list!.codes).loadBundle);
    emit('routes.ts', JSON.stringify(table), () => emitRoutes(build, table));
    emit('schedule.ts', JSON.stringify(schedule.entries), () => emitSchedule(build, schedule.entries));
    emit('regions.ts', JSON.stringify(regions), () => emitRegionTable(build, regions, list!));
    const dealerList = dealersEntry?.data ?? { dealers: [] };
    emit('dealers.ts', JSON.stringify(dealerList), () => emitDealers(build, dealerList));
    proseParsed = proseUsed;
    return { files, docs, diagnostics: sortDiagnostics(diagnostics), sources, stats };
  }
  return { run };
}

/** Whether two lists hold the very same objects in the same order: how the caches above tell an input unchanged without serializing it. */
function sameObjects(a: readonly unknown[] | undefined, b: readonly unknown[]): boolean {
  return a !== undefined && a.length === b.length && a.every((x, i) => x === b[i]);
}

/** The catalogue ids a page shows (every `product` of its sections and cards), so a page receives only those entries. */
export function productsShown(doc: unknown): string[] {
  const found = new Set<string>();
  const walk = (node: unknown) => {
    if (Array.isArray(node)) node.forEach(walk);
    else if (typeof node === 'object' && node !== null) {
      for (const [key, value] of Object.entries(node)) {
        if (key === 'product' && typeof value === 'string') found.add(value);
        else walk(value);
      }
    }
  };
  walk(doc);
  return [...found].sort();
}
