import type { ContentFile } from '../checks/units.ts';
import { checkSectionFolders, type SectionFolder } from '../checks/section-folder.ts';
import type { CompileCache } from '../compile-cache.ts';
import { diagnostic, type Diagnostic } from '../diagnostics.ts';
import { checkContract, type ApiInput } from '../emit/api.ts';
import { sameObjects } from '../memo.ts';
import { createValidator, type SchemaSet, type Validator } from '../validate/validate.ts';
import { emptyMeanings, type Meanings } from '../validate/meaning.ts';
import { loadYamlOnce, type LoadedFile } from './load-yaml.ts';
import { createProductIdReader, createRegionListReader, createRegionSchemas, REGIONS_FILE, type RegionList } from './region-list.ts';
import { classify, requiredFiles, type ContentKind, type RegionCode } from './workspace.ts';

type Json = Record<string, unknown>;

/** What the load phase reads: the content files' bytes and the schemas, and the two inputs checked before any content. */
export interface LoadInput {
  files: ReadonlyMap<string, Uint8Array>;
  schemas: SchemaSet;
  sections?: readonly SectionFolder[] | undefined;
  api?: ApiInput | undefined;
}
/** Every content file read, parsed and validated, with what it is. */
export interface LoadResult {
  /** The region codes and API families of regions.yaml (region-list.ts). */
  list: RegionList | undefined;
  /** The schemas with the region codes filled in, and their key (the same key: the same schemas). */
  schemas: SchemaSet;
  schemasKey: string;
  validator: Validator;
  /** The files that loaded and validated, by path; each the same object while its bytes are. */
  valid: Map<string, ContentFile>;
  /** What each path is (or why it is not content). */
  kindOf: (file: string) => ContentKind | Diagnostic;
  diagnostics: Diagnostic[];
  /** Source text of every content file, for code frames. */
  sources: Map<string, string>;
  /** The files parsed again by this run (the rest came from the cache). */
  parsed: string[];
}

// The same object first: read-workspace.ts hands an unchanged file's bytes back as they were, and comparing 10 MB of them took milliseconds a run.
const sameBytes = (a: Uint8Array, b: Uint8Array) => a === b || (a.length === b.length && Buffer.compare(a, b) === 0);
const schemaFor = (kind: ContentKind): string => `${kind.kind}.schema.json`;

/**
 * Phase 1: read, parse and validate. Keeps each file's result while its bytes (and whether it is a partial
 * translation) are the same, and the validators while the schemas are; the schemas get the region list
 * of regions.yaml first. The service contract and the section folders are checked before any content.
 */
export function createLoader(cache: CompileCache) {
  let validator: Validator | undefined;
  let schemasKey: string | undefined;
  /** The schema objects `schemasKey` was made from: the same objects (read-workspace.ts keeps them per text) need no new key. */
  let schemaParts: unknown[] | undefined;
  const fileCache = new Map<string, { bytes: Uint8Array; partial: boolean; loaded: LoadedFile; meanings: Meanings; diagnostics: Diagnostic[] }>();
  const entries = new WeakMap<LoadedFile, ContentFile>();
  const readRegionList = createRegionListReader();
  const readProductIds = createProductIdReader();
  const regionSchemas = createRegionSchemas();
  let list: RegionList | undefined;
  // What each file is, from its path and the region list (classified once per path; dropped when the list changes).
  const kinds = new Map<string, ContentKind | Diagnostic>();
  const kindOf = (file: string) => {
    let kind = kinds.get(file);
    if (!kind) kinds.set(file, (kind = classify(file, list?.codes)));
    return kind;
  };

  /** The validators of `schemas` (compiled again only when they changed), or the diagnostic of a schema ajv refuses. */
  function validatorOf(schemas: SchemaSet): { key: string } | { failed: Diagnostic[] } {
    const schemaList = [...schemas].sort(([a], [b]) => a.localeCompare(b)).flat();
    const key = sameObjects(schemaParts, schemaList) ? schemasKey! : JSON.stringify([...schemas].sort(([a], [b]) => a.localeCompare(b)));
    if (key === schemasKey) return { key };
    try {
      validator = createValidator(schemas, cache);
    } catch (error) {
      // ajv refuses a schema that is valid JSON but not a valid (strict) JSON Schema.
      return { failed: [diagnostic('schema-file', { file: 'schemas', line: 1, column: 1 }, `ajv cannot compile the schemas: ${(error as Error).message}`)] };
    }
    schemasKey = key;
    schemaParts = schemaList;
    fileCache.clear();
    return { key };
  }

  /** One file, loaded and validated (from the cache while its bytes are the same). */
  function loadOne(file: string, bytes: Uint8Array, kind: ContentKind, partial: boolean, parsed: string[]) {
    const cached = fileCache.get(file);
    if (cached && cached.partial === partial && sameBytes(cached.bytes, bytes)) return cached;
    const loaded = loadYamlOnce(file, bytes);
    // Validation also indexes the strings whose schema declares a meaning (pictures, links, prose …): the checks read that index.
    const checked = loaded.diagnostics.some((d) => d.severity === 'error') ? { diagnostics: [], meanings: emptyMeanings() } : validator!.check(loaded, schemaFor(kind), { partial });
    const made = { bytes, partial, loaded, meanings: checked.meanings, diagnostics: [...loaded.diagnostics, ...checked.diagnostics] };
    fileCache.set(file, made);
    parsed.push(file);
    return made;
  }

  return function load(input: LoadInput): LoadResult | { failed: Diagnostic[] } {
    // The region codes and API families, from regions.yaml before anything else: they are filled into the schemas.
    const read = readRegionList(input.files.get(REGIONS_FILE));
    if (read !== list) kinds.clear();
    list = read;
    // The products the catalogues sell are the schemas' product ids (a page names one of them).
    const schemas = regionSchemas(input.schemas, list, list && readProductIds(input.files, list.codes));
    const compiled = validatorOf(schemas);
    if ('failed' in compiled) return compiled;
    const contractProblems = input.api ? checkContract(input.api) : [];
    if (contractProblems.length) return { failed: contractProblems.map((problem) => diagnostic('schema-file', { file: 'service/schemas/calls.json', line: 1, column: 1 }, `${problem}.`)) };
    const sectionProblems = checkSectionFolders(input.sections ?? [], input.schemas);
    if (sectionProblems.length) return { failed: sectionProblems };

    const diagnostics: Diagnostic[] = [];
    const sources = new Map<string, string>();
    const valid = new Map<string, ContentFile>();
    const parsed: string[] = [];
    for (const path of requiredFiles(list?.codes ?? [])) if (!input.files.has(path)) diagnostics.push(diagnostic('missing-file', { file: path, line: 1, column: 1 }, `${path} does not exist.`));
    // regions.yaml first: its reference region decides which site and page files are partial translations.
    let reference: RegionCode = 'us';
    for (const [file, bytes] of [...input.files].sort(([a], [b]) => (a === REGIONS_FILE ? -1 : b === REGIONS_FILE ? 1 : a.localeCompare(b)))) {
      const kind = kindOf(file);
      if ('rule' in kind) {
        diagnostics.push(kind);
        continue;
      }
      const partial = (kind.kind === 'site' || kind.kind === 'page') && kind.region !== reference;
      const cached = loadOne(file, bytes, kind, partial, parsed);
      sources.set(file, cached.loaded.text);
      diagnostics.push(...cached.diagnostics);
      if (cached.diagnostics.some((d) => d.severity === 'error')) continue;
      let entry = entries.get(cached.loaded);
      if (!entry || entry.kind !== kind || entry.meanings !== cached.meanings)
        entries.set(cached.loaded, (entry = { kind, loaded: cached.loaded, data: cached.loaded.data as Json, meanings: cached.meanings }));
      valid.set(file, entry);
      if (kind.kind === 'regions' && typeof entry.data.referenceRegion === 'string') reference = entry.data.referenceRegion;
    }
    return { list, schemas, schemasKey: compiled.key, validator: validator!, valid, kindOf, diagnostics, sources, parsed };
  };
}
