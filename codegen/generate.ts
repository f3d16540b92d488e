import type { AnyCheck } from './checks/define.ts';
import { CHECKS } from './checks/index.ts';
import type { CheckSource } from './checks/reads.ts';
import { createCheckRunner } from './checks/run.ts';
import type { SectionFolder } from './checks/section-folder.ts';
import { checkProse } from './checks/prose.ts';
import { createMemoryCache, type CompileCache } from './compile-cache.ts';
import { sortDiagnostics, type Diagnostic } from './diagnostics.ts';
import type { ApiInput } from './emit/api.ts';
import { createEmitter } from './emit/emit.ts';
import { launchBlockers, type LaunchBlocker } from './launch-report.ts';
import { createMemo } from './memo.ts';
import { createMerger, type MergeResult } from './merge/merge.ts';
import { createProseParser } from './merge/prose-parser.ts';
import { createLoader, type LoadResult } from './read/load.ts';
import type { RegionCode } from './read/workspace.ts';
import { createTranslationRecords } from './records/records.ts';
import type { Confirmation, TranslationReport } from './records/stale-translations.ts';
import type { SchemaSet } from './validate/validate.ts';

export interface GenerateInput {
  /** Content files by path relative to the project root (content-yaml/…). */
  files: ReadonlyMap<string, Uint8Array>;
  /** Schemas by file name (site.schema.json, page.schema.json, sections/<type>.schema.json …). */
  schemas: SchemaSet;
  /** Artwork keys: the pictures that exist (public/artwork/<key>.svg or .webp). */
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

/**
 * The pipeline: load, merge, check, records, emit — one phase a folder, each keeping what it made while its
 * input is the same (the one memo, memo.ts, or a cache of its own), so a watcher's run redoes only what an edit
 * touched. Pure over its input: no disk access but through `cache`, which keeps what is compiled from the
 * schemas and codegen's own code (validators, types, module shapes; the CLI passes a disk cache so a new
 * process skips that work); content is always read, validated, checked and emitted.
 *
 * @example
 * const generator = createGenerator();
 * const result = await generator.run({ files, schemas, artwork });
 * if (result.files) await writeOutput('dist/generated', result.files);
 */
export function createGenerator({ cache = createMemoryCache() }: { cache?: CompileCache } = {}) {
  /** Results kept with the content they were computed from: per file, per merged page, per output. */
  const memo = createMemo();
  const load = createLoader(cache);
  const merge = createMerger(memo);
  /** The registry's checks, then the section folders' (their check.ts), which each run sets. */
  const registry: AnyCheck[] = [...CHECKS];
  const checks = createCheckRunner(registry);
  const records = createTranslationRecords(memo);
  const emit = createEmitter(cache, memo);
  const prose = createProseParser();
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
  /** What the registry's checks read (checks/reads.ts). */
  const checkSource = (input: GenerateInput, loaded: LoadResult, merged: MergeResult): CheckSource => {
    const source: CheckSource = {
      ...merged,
      files: [...loaded.valid.values()],
      schemasKey: loaded.schemasKey,
      artwork: stableKeys('artwork', input.artwork),
      clips: stableKeys('clips', input.clips),
      meaningsOf: (doc) => loaded.validator.meanings(doc, 'page.schema.json'),
      // The Markdown of each text is parsed once (prose-parser.ts); the prose check and the link check each walk it.
      prose: (file) => checkProse(file.loaded, file.meanings.markdown, prose.parse),
      remember: memo.remember,
      derive: (owner, name, compute) => checks.derive(source, owner, name, compute),
    };
    return source;
  };

  async function run(input: GenerateInput, options: { launch?: boolean } = {}): Promise<GenerateResult> {
    const stats = { parsed: [] as string[], emitted: [] as string[] };
    if (input.problems?.length) return { files: null, diagnostics: sortDiagnostics(input.problems), sources: new Map(), stats };
    prose.start();
    const loaded = load(input);
    if ('failed' in loaded) return { files: null, diagnostics: loaded.failed, sources: new Map(), stats };
    stats.parsed.push(...loaded.parsed);
    const { sources, list } = loaded;
    const merged = merge(loaded, [...input.files.keys()]);
    registry.splice(CHECKS.length, Infinity, ...(input.sections ?? []).flatMap((f) => f.check?.checks ?? []));
    const source = checkSource(input, loaded, merged);
    const stale = records.check(merged, loaded.valid, list?.codes ?? [], input.translationLocks, input.confirm);
    const diagnostics = [...loaded.diagnostics, ...merged.diagnostics, ...checks.run(source), ...stale.diagnostics];
    const { regions, routes, schedule } = merged;
    if (diagnostics.some((d) => d.severity === 'error') || !regions || !list || !routes || !schedule) return { files: null, diagnostics: sortDiagnostics(diagnostics), sources, stats };

    const emitted = await emit({
      loaded,
      merged: { ...merged, regions, routes, schedule },
      list,
      sections: input.sections,
      api: input.api,
      sourceSchemas: input.schemas,
      derive: source.derive,
      ownerOf: checks.tokenOf,
      parse: prose.parse,
    });
    stats.emitted.push(...emitted.emitted);
    prose.commit();
    // The translation records that changed: written by the CLI with the output, only after a run without errors.
    const { locks, report } = records.records(stale.staleness, input.translationLocks);
    for (const [file, text] of locks) emitted.docs.set(file, text);
    // The launch report (launch-report.ts): read only when asked, after a run without errors.
    const warnings = diagnostics.filter((d) => d.severity === 'warning' && d.rule !== 'stale-translation');
    const launch = options.launch ? { regions: [...list.codes], blockers: launchBlockers(checks.launch(source, warnings), list.codes) } : undefined;
    const translations = { ...(locks.size ? { locks } : {}), report };
    return { files: emitted.files, docs: emitted.docs, diagnostics: sortDiagnostics(diagnostics), sources, stats, translations, ...(launch ? { launch } : {}) };
  }
  return { run };
}
