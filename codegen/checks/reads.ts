import type { Diagnostic } from '../diagnostics.ts';
import type { Remember } from '../memo.ts';
import type { Fact } from '../merge/facts.ts';
import type { RegionDocument } from '../merge/resolve-extends.ts';
import type { RouteTable } from '../merge/routes-table.ts';
import type { Catalog } from '../merge/merge.ts';
import type { ScheduleEntry } from './schedule.ts';
import type { Meanings } from '../validate/meaning.ts';
import type { RegionCode } from '../read/workspace.ts';
import type { RegionsDocument } from '../../dist/generated/content-types.ts';
import type { ContentFile } from './units.ts';

type Json = Record<string, unknown>;

/** What the checks phase is given: every valid file, the tables, the documents before and after `extends`. */
export interface CheckSource {
  files: readonly ContentFile[];
  /** Every page file present, valid or not (one with an error of its own is reported for that, not as missing). */
  pageFiles: ReadonlyMap<string, { region: RegionCode; page: string }>;
  regions?: RegionsDocument | undefined;
  routes?: { file: ContentFile; table: RouteTable } | undefined;
  sites: ReadonlyMap<RegionCode, RegionDocument>;
  catalogs: ReadonlyMap<RegionCode, Catalog>;
  pages: ReadonlyMap<string, ReadonlyMap<RegionCode, RegionDocument>>;
  mergedPages: ReadonlyMap<string, ReadonlyMap<RegionCode, Json>>;
  mergedSites: ReadonlyMap<RegionCode, Json>;
  artwork: ReadonlySet<string>;
  clips?: ReadonlySet<string> | undefined;
  /** The schedule's instants, once routes.yaml and every timed field are valid (check-schedule). */
  schedule?: readonly ScheduleEntry[] | undefined;
  factTableOf: (region: RegionCode) => ReadonlyMap<string, Fact>;
  /** The schemas the validators were compiled from, as a key (read/load.ts). */
  schemasKey: string;
  /** The index of a merged page (no file of its own): the same validators as a file's. */
  meaningsOf: (doc: Json) => Meanings;
  /** A file's prose, parsed and checked once per text: its diagnostics and the links inside it. */
  prose: (file: ContentFile) => { diagnostics: Diagnostic[]; links: { pointer: string; link: string }[] };
  /**
   * The generator's memo, for the few checks that still keep a part of their work per file inside one run over
   * the site (broken-anchor, legal, price-notice, reference-price, restricted-word, terminology): what they pass it is
   * theirs to list, until each is split into checks of a file's scope.
   */
  remember: Remember;
  /** A computation kept while what it read is the same (checks/run.ts `derive`); its reads count as the caller's too. */
  derive: <T>(owner: object, name: string, compute: (read: Reads) => T) => T;
}

const need = <T>(value: T | undefined, what: string): T => {
  if (value === undefined) throw new Error(`a check read ${what} without declaring it in \`needs\``);
  return value;
};

/**
 * Everything a check may read, each a function of the source: the runner records each call and its
 * answer, and keeps a check's result while every recorded read answers the same (reads.test.ts). So a
 * check never lists what it read: what it did not read through here it cannot see.
 */
const ACCESSORS = {
  files: (s: CheckSource) => s.files,
  fileOf: (s: CheckSource, kind: 'regions' | 'routes' | 'dealers' | 'facts') => s.files.find((f) => f.kind.kind === kind),
  pageFiles: (s: CheckSource) => s.pageFiles,
  regions: (s: CheckSource) => need(s.regions, 'regions.yaml'),
  routes: (s: CheckSource) => need(s.routes, 'routes.yaml'),
  /** The route table when routes.yaml is valid, for a check that works without it too. */
  routeTable: (s: CheckSource) => s.routes?.table,
  sites: (s: CheckSource) => s.sites,
  pages: (s: CheckSource) => s.pages,
  catalog: (s: CheckSource, region: RegionCode) => s.catalogs.get(region),
  mergedPages: (s: CheckSource) => s.mergedPages,
  mergedSites: (s: CheckSource) => s.mergedSites,
  /** The names of the pages, sorted, one a line: the same text while no page is added or removed. */
  pageNames: (s: CheckSource) => [...s.mergedPages.keys()].sort().join('\n'),
  schemasKey: (s: CheckSource) => s.schemasKey,
  /** One page of one region after `extends`: a read of its own, so a check reading a few pages is kept while they are. */
  mergedPage: (s: CheckSource, at: { page: string; region: RegionCode }) => s.mergedPages.get(at.page)?.get(at.region),
  artwork: (s: CheckSource) => s.artwork,
  clips: (s: CheckSource) => s.clips,
  schedule: (s: CheckSource) => need(s.schedule, 'the schedule'),
  factTable: (s: CheckSource, region: RegionCode) => s.factTableOf(region),
} satisfies Record<string, (source: CheckSource, arg: never) => unknown>;
type Accessors = typeof ACCESSORS;
type Name = keyof Accessors;

/** The tracked reads, plus the two derived views that need no tracking (a function of what was read). */
export type Reads = {
  [K in Name]: Parameters<Accessors[K]> extends [CheckSource, infer A] ? (arg: A) => ReturnType<Accessors[K]> : () => ReturnType<Accessors[K]>;
} & Pick<CheckSource, 'meaningsOf' | 'prose' | 'remember' | 'derive'>;

export type Read = readonly [name: Name, arg: unknown, value: unknown];

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && Object.getPrototypeOf(v) === Object.prototype;

/** Whether two answers are the same: the same object, or maps and lists holding the same objects. */
export function sameAnswer(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (a instanceof Map && b instanceof Map) {
    if (a.size !== b.size) return false;
    for (const [key, value] of a) if (!b.has(key) || !sameAnswer(value, b.get(key))) return false;
    return true;
  }
  if (a instanceof Set && b instanceof Set) return a.size === b.size && [...a].every((x) => b.has(x));
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((x, i) => x === b[i]);
  // A small record made anew each run ({ region, page }, { loaded, data }): the same when its fields are.
  if (isRecord(a) && isRecord(b)) {
    const keys = Object.keys(a);
    return keys.length === Object.keys(b).length && keys.every((key) => a[key] === b[key]);
  }
  return false;
}

/** Reads of `source` recorded into `log` (when given). */
export function readsOf(source: CheckSource, log?: Read[]): Reads {
  const reads: Record<string, unknown> = { meaningsOf: source.meaningsOf, prose: source.prose, remember: source.remember, derive: source.derive };
  for (const [name, accessor] of Object.entries(ACCESSORS) as [Name, (s: CheckSource, arg?: unknown) => unknown][])
    reads[name] = (arg?: unknown) => {
      const value = accessor(source, arg);
      log?.push([name, arg, value]);
      return value;
    };
  return reads as Reads;
}

/** Whether every read of `log` answers the same from `source`. */
export function sameReads(source: CheckSource, log: readonly Read[]): boolean {
  for (const [name, arg, value] of log) {
    let now: unknown;
    try {
      now = (ACCESSORS[name] as (s: CheckSource, arg?: unknown) => unknown)(source, arg);
    } catch {
      return false;
    }
    if (!sameAnswer(now, value)) return false;
  }
  return true;
}
