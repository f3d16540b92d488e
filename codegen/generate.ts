import { checkProse } from './checks/prose.ts';
import { CHECKS } from './checks/index.ts';
import type { CheckSource } from './checks/reads.ts';
import type { RegionsDocument } from './checks/regions-document.ts';
import { createCheckRunner } from './checks/run.ts';
import type { ContentFile } from './checks/units.ts';
import { launchBlockers, type LaunchBlocker } from './launch-report.ts';
import { checkSchedule, type TimedSource } from './checks/schedule.ts';
import { checkCampaign, checkUnseenPrices, datedCopy, preSaleEnd, preSaleTexts, type CampaignRegion } from './checks/campaign.ts';
import { createMemoryCache, type CompileCache } from './compile-cache.ts';
import { diagnostic, sortDiagnostics, type Diagnostic } from './diagnostics.ts';
import { createRegionBundleEmitter, emitBundleIndexes, emitBundleType } from './emit/bundles.ts';
import { emitCompany, emitDealers, emitRegionTable, emitRoutes, emitSchedule, GENERATED_README } from './emit/routes.ts';
import { checkContract, emitApi, emitApiDoc, emitValidators, type ApiInput } from './emit/api.ts';
import { emitTypes } from './emit/types.ts';
import { pageOutput } from './emit/page.ts';
import { faqFiles } from './emit/faq.ts';
import { factTable, resolveFactsDeep, type Fact, type FactsDocument } from './merge/facts.ts';
import { parseProse, type ParsedProse } from './merge/markdown.ts';
import { checkSectionFolders, type SectionFolder } from './checks/section-folder.ts';
import { emitSections } from './emit/sections.ts';
import { loadYaml, type LoadedFile } from './read/load-yaml.ts';
import { emptyMeanings, type Meanings } from './validate/meaning.ts';
import { createMemo, sameObjects } from './memo.ts';
import { regionReferencePrices } from './merge/reference-prices.ts';
import { createDocumentResolver } from './merge/resolve-documents.ts';
import type { RegionDocument } from './merge/resolve-extends.ts';
import {
  fileStaleness,
  formatLock,
  lockFile,
  nextLock,
  parseLock,
  staleWarnings,
  translationReport,
  translationTexts,
  type Confirmation,
  type FileStaleness,
  type TranslationLock,
  type TranslationReport,
} from './records/stale-translations.ts';
import { buildRouteTable, type RoutesDocument } from './merge/routes-table.ts';
import { createModuleBuilder } from './emit/ts-module.ts';
import { createValidator, type SchemaSet, type Validator } from './validate/validate.ts';
import { classify, regionsWithFiles, requiredFiles, type ContentKind, type RegionCode } from './read/workspace.ts';
import { checkFamilies, createRegionListReader, createRegionSchemas, REGIONS_FILE, type RegionList } from './read/region-list.ts';

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
  /** The translation records by region (content-yaml/translations/<region>.lock.json, stale-translations.ts); a region without one has every text recorded fresh. */
  translationLocks?: ReadonlyMap<string, Uint8Array>;
  /** `make confirm-translation`: the stale texts it names are recorded against their current reference. */
  confirm?: Confirmation;
}
export interface GenerateResult {
  /** Output files relative to dist/generated/, or null when any error was found (nothing may be written). */
  files: Map<string, string> | null;
  /** Generated files kept in the repository (docs/service-api.md; a region's content-yaml/translations/<region>.lock.json when it changed), relative to the root; written with `files`. */
  docs?: Map<string, string>;
  diagnostics: Diagnostic[];
  /** Source text of every content file, for code frames. */
  sources: Map<string, string>;
  /** What this run had to redo (the rest came from the cache). */
  stats: { parsed: string[]; emitted: string[] };
  /** With `{ launch: true }` and no error: what still blocks a real launch, per region (launch.ts). */
  launch?: { regions: RegionCode[]; blockers: LaunchBlocker[] };
  /** Without errors: the new text of each region's translation record that changed (by path; the CLI writes them), and the per-region report. */
  translations?: { locks?: Map<string, string>; report: TranslationReport };
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
  const fileCache = new Map<string, { bytes: Uint8Array; partial: boolean; loaded: LoadedFile; meanings: Meanings; diagnostics: Diagnostic[] }>();
  // The region codes and API families of regions.yaml (region-list.ts), and the schemas with them filled in.
  const readRegionList = createRegionListReader();
  const regionSchemas = createRegionSchemas();
  let list: RegionList | undefined;
  // What each file is, from its path and the region list (classified once per path; dropped when the list changes).
  const kinds = new Map<string, ReturnType<typeof classify>>();
  const kindOf = (file: string) => {
    let kind = kinds.get(file);
    if (!kind) kinds.set(file, (kind = classify(file, list?.codes)));
    return kind;
  };
  let routeTable: { loaded: LoadedFile; codes: readonly RegionCode[]; result: ReturnType<typeof buildRouteTable> } | undefined;
  /** Results kept with the content they were computed from (memo.ts): per file, per merged page, per output. */
  const memo = createMemo();
  /** The registry's checks (checks/index.ts), each result kept with what it read (checks/run.ts). */
  const checkRunner = createCheckRunner(CHECKS);
  /** A valid file, and a region's document, as the same object while the file is: what the checks read stays the same. */
  const fileEntries = new WeakMap<LoadedFile, ContentFile>();
  const documentOf = (file: ContentFile): RegionDocument => memo.remember(file.loaded, 'document', [], () => ({ loaded: file.loaded, data: file.data }));
  const resolveDocuments = createDocumentResolver();
  /** Prose texts parsed by the last complete run (see `parse` in run). */
  let proseParsed = new Map<string, ParsedProse>();
  const build = createModuleBuilder(cache);
  const emitRegionBundle = createRegionBundleEmitter(build);
  let indexes: (ReturnType<typeof emitBundleIndexes> & { codes: readonly RegionCode[] }) | undefined;
  const bundleIndexes = (codes: readonly RegionCode[]) => (indexes?.codes === codes ? indexes : (indexes = { codes, ...emitBundleIndexes(build, codes) }));

  /**
   * Each region's translation record last read or produced, with its bytes: the same bytes keep the same entry
   * objects, so a hot run's staleness comes from the memo, and a save formats and writes its own region's record only.
   */
  const lockRead = new Map<string, { bytes: Uint8Array | undefined; text: string | undefined; lock: TranslationLock; problem?: string }>();
  /**
   * Each region's facts (facts.ts factTable), made again only when facts.yaml, the route table or one of the region's
   * merged pages changed, and kept as the same object while what it holds is the same: the facts check and each
   * document's written facts are kept while their region's table is (a page edit that changes no campaign date keeps them).
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
  /** The artwork and clip keys last seen: a run whose keys are the same gets the same set, so the checks per file keep their results. */
  const keySets = new Map<string, ReadonlySet<string>>();
  const stableKeys = <S extends ReadonlySet<string> | undefined>(name: string, keys: S): S => {
    const known = keySets.get(name);
    if (!keys || !known || known.size !== keys.size || ![...keys].every((k) => known.has(k))) {
      if (keys) keySets.set(name, keys);
      return keys;
    }
    return known as S;
  };
  // The same object first: read-workspace.ts hands an unchanged file's bytes back as they were, and comparing 10 MB of them took milliseconds a run.
  const sameBytes = (a: Uint8Array, b: Uint8Array) => a === b || (a.length === b.length && Buffer.compare(a, b) === 0);

  async function run(input: GenerateInput, options: { launch?: boolean } = {}): Promise<GenerateResult> {
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
    const valid = new Map<string, ContentFile>();
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
        // Validation also indexes the strings whose schema declares a meaning (pictures, links, prose …): the checks below read that index.
        const checked: { diagnostics: Diagnostic[]; meanings: Meanings } = loaded.diagnostics.some((d) => d.severity === 'error')
          ? { diagnostics: [], meanings: emptyMeanings() }
          : validator!.check(loaded, schemaFor(kind), { partial });
        cached = { bytes, partial, loaded, meanings: checked.meanings, diagnostics: [...loaded.diagnostics, ...checked.diagnostics] };
        fileCache.set(file, cached);
        stats.parsed.push(file);
      }
      sources.set(file, cached.loaded.text);
      diagnostics.push(...cached.diagnostics);
      if (!cached.diagnostics.some((d) => d.severity === 'error')) {
        let entry = fileEntries.get(cached.loaded);
        if (!entry || entry.kind !== kind || entry.meanings !== cached.meanings)
          fileEntries.set(cached.loaded, (entry = { kind, loaded: cached.loaded, data: cached.loaded.data as Json, meanings: cached.meanings }));
        valid.set(file, entry);
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
    for (const file of valid.values()) {
      const { kind } = file;
      if (kind.kind === 'site') sites.set(kind.region, documentOf(file));
      if (kind.kind === 'catalog') catalogs.set(kind.region, documentOf(file));
      if (kind.kind === 'page') {
        if (!pages.has(kind.page)) pages.set(kind.page, new Map());
        pages.get(kind.page)!.set(kind.region, documentOf(file));
      }
    }

    // 3. The route table (rebuilt only when routes.yaml changed: the link checks keep their results per table).
    if (routesEntry && list && (routeTable?.loaded !== routesEntry.loaded || routeTable.codes !== list.codes))
      routeTable = { loaded: routesEntry.loaded, codes: list.codes, result: buildRouteTable(routesEntry.loaded, routesEntry.data as unknown as RoutesDocument, list.codes) };
    const routeResult = routesEntry && list ? routeTable!.result : undefined;
    const table = routeResult?.table;
    if (routeResult) diagnostics.push(...routeResult.diagnostics);
    const mergedSites = new Map<RegionCode, Json>();
    const mergedPages = new Map<string, Map<RegionCode, Json>>();
    if (regions) {
      // 4. Inheritance and translation checks of the site files, then of each page (resolve-documents.ts).
      const present = regionsWithFiles([...input.files.keys()].map(kindOf));
      const resolveChecked = (name: string, docs: Map<RegionCode, RegionDocument>, schema: string, present: ReadonlySet<RegionCode>) =>
        resolveDocuments(name, docs, { schema, present, validator: validator!, regionsFile: regionsEntry!.loaded, regions });
      const siteResult = resolveChecked('\0site', sites, 'site.schema.json', present('site'));
      diagnostics.push(...siteResult.diagnostics);
      siteResult.merged.forEach((v, k) => mergedSites.set(k, v));
      for (const [page, docs] of pages) {
        const pageResult = resolveChecked(page, docs, 'page.schema.json', present('page', page));
        diagnostics.push(...pageResult.diagnostics);
        mergedPages.set(page, pageResult.merged);
      }
    }
    // Facts kept once (facts.ts): each region's table, read by the facts check and written into its texts before they are emitted.
    const factsEntry = valid.get('content-yaml/facts.yaml');
    const factsData = factsEntry?.data as FactsDocument | undefined;
    const runTables = new Map<RegionCode, ReadonlyMap<string, Fact>>();
    const factTableOf = (code: RegionCode): ReadonlyMap<string, Fact> => {
      let known = runTables.get(code);
      if (!known) {
        const routes = table?.routes ?? [];
        const inputs = [factsEntry?.loaded, table, ...[...mergedPages.values()].map((m) => m.get(code))];
        known = stableFactTable(code, inputs, () => factTable(code, { facts: factsData, routes, pageOf: (page) => mergedPages.get(page)?.get(code) }));
        runTables.set(code, known);
      }
      return known;
    };
    // 4. Inheritance, translations (above), then the registry's checks (checks/index.ts).
    const checkSource: CheckSource = {
      files: [...valid.values()],
      pageFiles,
      regions,
      routes: routesEntry && table ? { file: routesEntry, table } : undefined,
      sites,
      catalogs,
      pages,
      mergedPages,
      mergedSites,
      artwork: stableKeys('artwork', input.artwork),
      clips: stableKeys('clips', input.clips),
      meaningsOf: (doc) => validator!.meanings(doc, 'page.schema.json'),
      prose: (file) => memo.remember(file.loaded, 'prose', [], () => checkProse(file.loaded, file.meanings.markdown, parse)),
      factTableOf,
      remember: memo.remember,
    };
    diagnostics.push(...checkRunner.run(checkSource));
    // Stale translations (stale-translations.ts): each region's own texts against its record of what they were written against.
    const recordOf = (region: string) => {
      const bytes = input.translationLocks?.get(region);
      const known = lockRead.get(region);
      if (known && (known.bytes === bytes || (known.bytes && bytes && sameBytes(known.bytes, bytes)))) return known;
      const text = bytes && Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('utf8');
      const read = { bytes, text, ...parseLock(text) };
      lockRead.set(region, read);
      return read;
    };
    for (const region of new Set([...(input.translationLocks?.keys() ?? []), ...(list?.codes ?? [])])) {
      const { problem } = recordOf(region);
      if (problem)
        diagnostics.push(
          diagnostic('translation-lock', { file: lockFile(region), line: 1, column: 1 }, `The record cannot be read (${problem}); it is rebuilt with every text current.`, undefined, 'warning'),
        );
    }
    const staleness: FileStaleness[] = [];
    if (regions) {
      const documents: [Map<RegionCode, RegionDocument>, Map<RegionCode, Json> | undefined][] = [
        [sites, mergedSites],
        ...[...pages].map(([page, docs]): [Map<RegionCode, RegionDocument>, Map<RegionCode, Json> | undefined] => [docs, mergedPages.get(page)]),
      ];
      for (const [docs, merged] of documents) {
        for (const [region, own] of docs) {
          const from = (own.data.extends as RegionCode | undefined) ?? (region === reference ? undefined : reference);
          const ref = from === undefined ? undefined : merged?.get(from);
          const refDoc = from === undefined ? undefined : docs.get(from);
          const meanings = valid.get(own.loaded.file)?.meanings;
          if (!from || !ref || !refDoc || !meanings || !merged?.has(region)) continue;
          const differ = regions.regions[region]?.language !== regions.regions[from]?.language;
          const texts = memo.remember(own.loaded, 'translation texts', [ref, meanings, differ], () => translationTexts(own, ref, meanings, differ));
          const recorded = recordOf(region).lock.files.get(own.loaded.file);
          const stale = () => fileStaleness(own, texts, recorded, { region, from, refFile: refDoc.loaded.file, ...(input.confirm ? { confirm: input.confirm } : {}) });
          staleness.push(input.confirm ? stale() : memo.remember(own.loaded, 'staleness', [texts, recorded, from, refDoc.loaded.file], stale));
        }
      }
    }
    // A hash names one text, whichever region's record holds it.
    const oldText = (hash: string) => {
      for (const { lock } of lockRead.values()) {
        const text = lock.texts.get(hash);
        if (text !== undefined) return text;
      }
      return undefined;
    };
    for (const result of staleness) diagnostics.push(...staleWarnings(result, oldText));
    const timed: TimedSource[] = [...valid.values()].map(({ kind, loaded, data }) => ({ region: 'region' in kind ? kind.region : null, loaded, data }));
    const schedule = table && routesEntry ? checkSchedule(table, routesEntry.loaded, timed, memo.remember) : undefined;
    if (schedule) diagnostics.push(...schedule.diagnostics);
    const contentFiles = new Map([...valid].map(([file, entry]) => [file, entry.loaded]));
    if (schedule && regions && regionsEntry && table && !schedule.diagnostics.length)
      diagnostics.push(
        ...checkCampaign({
          regionsFile: regionsEntry.loaded,
          regions: regions.regions as unknown as Record<RegionCode, CampaignRegion>,
          entries: schedule.entries,
          routes: table.routes,
          files: contentFiles,
        }),
      );

    if (diagnostics.some((d) => d.severity === 'error') || !regions || !list || !table || !schedule) {
      return { files: null, diagnostics: sortDiagnostics(diagnostics), sources, stats };
    }

    // 5. Emit (cached per output by its input).
    const files = new Map<string, string>();
    /** An output, produced again only when its input changed (memo.ts `output`). */
    const emit = (name: string, key: string | (() => string) | null, produce: () => string, parts?: readonly unknown[]) => {
      const { text, produced } = memo.output(name, key, produce, parts);
      files.set(name, text);
      if (produced) stats.emitted.push(name);
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
    // Each document's facts written in, in its region's locale: kept while its region's table and regions.yaml are the same.
    const withFacts = <T extends object>(doc: T, code: RegionCode): T =>
      memo.remember(doc, `facts ${code}`, [factTableOf(code), regionsEntry!.loaded], () => {
        const region = regions.regions[code]!;
        return resolveFactsDeep(doc, factTableOf(code), { code, formatLocale: region.formatLocale, currency: region.currency });
      });
    /** The products each region's pages show (for [unseen-price], check-campaign.ts). */
    const shownProducts = new Map<RegionCode, Set<string>>();
    const sortedPages = [...mergedPages].sort(([a], [b]) => a.localeCompare(b));
    for (const code of list.codes) {
      // A region's pages as emitted, the products they show and their FAQ files: made again only when one of the region's
      // merged pages, its facts or the schemas changed, so a save in one region leaves every other region's pages as they were.
      const written = sortedPages.flatMap(([page, merged]) => (merged.has(code) ? [page, merged.get(code)!] : []));
      const { regionPages, pageProducts, shown, faq } = memo.remember(regionsEntry!.loaded, `pages of ${code}`, [validator, factTableOf(code), ...written], () => {
        const regionPages: Json = {};
        const pageProducts: Record<string, string[]> = {};
        for (let i = 0; i < written.length; i += 2) {
          const page = written[i] as string;
          const merged = written[i + 1] as Json;
          const doc = withFacts(merged, code);
          const emitted = memo.remember(doc, 'page output', [], () => {
            // The merged page's index (the anchors check made it): writing facts into its texts moves no string of it.
            const meanings = validator!.meanings(merged, 'page.schema.json');
            const output = pageOutput(
              doc,
              meanings.markdown.map((m) => m.pointer),
              (text) => parse(text).blocks,
            );
            // The catalogue entries the page names (`"x-product": true`): the page receives only those.
            return { output, products: [...new Set(meanings.product.map((m) => m.value))].sort() };
          });
          regionPages[page] = emitted.output;
          pageProducts[page] = emitted.products;
        }
        const shown = new Set<string>();
        for (const products of Object.values(pageProducts)) for (const product of products) shown.add(product);
        // Each page's FAQ files, made again only when its output changed.
        const faq = Object.entries(regionPages).flatMap(([page, output]) => [...memo.remember(output as object, `faq files ${code}`, [], () => faqFiles(code, { [page]: output }))]);
        return { regionPages, pageProducts, shown, faq };
      });
      shownProducts.set(code, shown);
      // The reference prices of a region whose price rules ask for them (regions.yaml priceRules; checked by checks.ts, which made them).
      const prices = regionReferencePrices(code, { regions, catalog: catalogs.get(code)!.data, catalogFile: catalogs.get(code)!.loaded, mergedPages, routes: table.routes }, memo.remember);
      const bundleInput = {
        code,
        region: regions.regions[code],
        hosts: regions.hosts,
        site: mergedSites.get(code) && withFacts(mergedSites.get(code)!, code),
        catalog: withFacts(catalogs.get(code)!.data, code),
        pages: regionPages,
        pageProducts,
        ...(prices ? { referencePrices: prices.values } : {}),
      };
      // No key: serializing a region's input (≈ 0.6 MB at 10×) cost as much as emitting its module.
      emit(`regions/${code}.ts`, null, () => emitRegionBundle(bundleInput), [
        regionsEntry!.loaded,
        routesEntry!.loaded,
        bundleInput.site,
        catalogs.get(code)!.loaded,
        bundleInput.catalog,
        regionPages,
      ]);
      for (const [name, text] of faq) emit(name, text, () => text);
    }
    emit('bundles.ts', JSON.stringify(list.codes), () => bundleIndexes(list!.codes).bundles);
    emit('load-bundle.ts', JSON.stringify(list.codes), () => bundleIndexes(list!.codes).loadBundle);
    // The tables are the same objects while routes.yaml and regions.yaml are (their parts): serialized to compare only when they are not.
    emit(
      'routes.ts',
      () => JSON.stringify(table),
      () => emitRoutes(build, table),
      [table],
    );
    const dated = datedCopy({
      codes: list.codes,
      timeZoneOf: (code) => (regions.regions[code] as unknown as CampaignRegion).timeZone,
      factNames: new Set(Object.keys((factsEntry?.data as FactsDocument | undefined)?.facts ?? {})),
      factTableOf,
      mergedPages,
      preSaleTextsOf: (doc) => preSaleTexts(validator!.meanings(doc, 'page.schema.json')),
      preSaleEndOf: (code, product) => preSaleEnd((catalogs.get(code)?.data as { products?: Record<string, unknown> } | undefined)?.products?.[product]),
      routes: table.routes,
      entries: schedule.entries,
    });
    emit('schedule.ts', JSON.stringify([schedule.entries, dated]), () => emitSchedule(build, schedule.entries, dated));
    diagnostics.push(...checkUnseenPrices(schedule.entries, shownProducts, contentFiles));
    emit(
      'regions.ts',
      () => JSON.stringify(regions),
      () => emitRegionTable(build, regions, list!),
      [regions, list],
    );
    emit(
      'company.ts',
      () => JSON.stringify(regions.organization ?? {}),
      () => emitCompany(build, regions),
      [regions],
    );
    const dealerList = valid.get('content-yaml/dealers.yaml')?.data ?? { dealers: [] };
    emit(
      'dealers.ts',
      () => JSON.stringify(dealerList),
      () => emitDealers(build, dealerList),
      [dealerList],
    );
    proseParsed = proseUsed;
    // A region's record changes when one of its files' entries did, or a file it names is gone; written by the CLI only after a run without errors.
    const locks = new Map<string, string>();
    const byRegion = new Map<string, FileStaleness[]>();
    for (const result of staleness) {
      const results = byRegion.get(result.region);
      if (results) results.push(result);
      else byRegion.set(result.region, [result]);
    }
    for (const region of new Set([...byRegion.keys(), ...lockRead.keys()])) {
      const read = recordOf(region);
      const results = byRegion.get(region) ?? [];
      if (read.text === undefined && !results.length) continue;
      const kept = new Set(results.map((r) => r.file));
      if (read.text !== undefined && !read.problem && !results.some((r) => r.changed) && [...read.lock.files.keys()].every((f) => kept.has(f))) continue;
      const next = nextLock(results, read.lock);
      const text = formatLock(next);
      if (text === read.text) continue;
      locks.set(lockFile(region), text);
      // The next run reads the text written now: it keeps these objects (and the memo's results).
      lockRead.set(region, { bytes: Buffer.from(text), text, lock: next });
    }
    for (const [file, text] of locks) docs.set(file, text);
    const translations = { ...(locks.size ? { locks } : {}), report: translationReport(staleness, oldText) };
    // The launch report (launch.ts): read only when asked, after a run without errors.
    const launch = options.launch
      ? {
          regions: [...list.codes],
          blockers: launchBlockers(
            checkRunner.launch(
              checkSource,
              diagnostics.filter((d) => d.severity === 'warning' && d.rule !== 'stale-translation'),
            ),
            list.codes,
          ),
        }
      : undefined;
    return { files, docs, diagnostics: sortDiagnostics(diagnostics), sources, stats, translations, ...(launch ? { launch } : {}) };
  }
  return { run };
}
