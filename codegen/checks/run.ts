import type { Diagnostic } from '../diagnostics.ts';
import type { RegionCode } from '../read/workspace.ts';
import { sameObjects } from '../memo.ts';
import type { AnyCheck, Check, Found, LaunchCheck } from './define.ts';
import { readsOf, sameReads, type CheckSource, type Read, type Reads } from './reads.ts';
import type { DocumentUnit } from './units.ts';

type Json = Record<string, unknown>;
interface Kept {
  unit: readonly unknown[];
  reads: readonly Read[];
  result: unknown;
}

/** Per document kind, per region, the regions whose document `extends` it directly. */
function heirsOf(docs: ReadonlyMap<RegionCode, { data: Json }>): Map<RegionCode, RegionCode[]> {
  const out = new Map<RegionCode, RegionCode[]>();
  for (const [region, doc] of docs) {
    const from = doc.data.extends;
    if (typeof from === 'string') out.set(from, [...(out.get(from) ?? []), region]);
  }
  return out;
}

/** Every region's document that others may inherit: its site texts and each page, as written and merged. */
export function documentUnits(source: CheckSource): DocumentUnit[] {
  const units: DocumentUnit[] = [];
  const add = (document: string, docs: CheckSource['sites'], merged: ReadonlyMap<RegionCode, Json> | undefined) => {
    const heirs = heirsOf(docs);
    for (const [region, own] of docs)
      units.push({
        document,
        region,
        own,
        merged: merged?.get(region),
        inheritedBy: (heirs.get(region) ?? []).flatMap((heir) => (merged?.get(heir) ? [{ region: heir, merged: merged.get(heir)! }] : [])),
      });
  };
  add('site', source.sites, source.mergedSites);
  for (const [page, docs] of source.pages) add(page, docs, source.mergedPages.get(page));
  return units;
}

/**
 * The one runner of the registry's checks. Each check runs per unit of its scope (a file, a region's
 * document, a region, the site), and its result is kept with the unit and every read it made
 * (reads.ts): a later run gives the kept result while the unit is the same objects and every read
 * answers the same, so a watcher's run redoes only what an edit touched, with no input listed by hand.
 */
export function createCheckRunner(checks: readonly AnyCheck[]) {
  const kept = new WeakMap<object, Map<string, Kept>>();
  /** The owners of region and site results (a region code is not an object). */
  const tokens = new Map<string, object>();
  const tokenOf = (key: string) => {
    let token = tokens.get(key);
    if (!token) tokens.set(key, (token = {}));
    return token;
  };
  /** The reads of the computation running now: a kept result used inside another computation adds its reads to that one's. */
  let current: Read[] | undefined;
  function remembered<T>(source: CheckSource, owner: object, name: string, unit: readonly unknown[], run: (reads: Reads) => T): T {
    let byName = kept.get(owner);
    if (!byName) kept.set(owner, (byName = new Map()));
    const hit = byName.get(name);
    if (hit && sameObjects(hit.unit, unit) && sameReads(source, hit.reads)) {
      current?.push(...hit.reads);
      return hit.result as T;
    }
    const log: Read[] = [];
    const outer = current;
    current = log;
    try {
      const result = run(readsOf(source, log));
      byName.set(name, { unit, reads: log, result });
      return result;
    } finally {
      current = outer;
      outer?.push(...log);
    }
  }
  const runOne = (source: CheckSource, check: Check, documents: readonly DocumentUnit[]): Diagnostic[] => {
    switch (check.scope) {
      case 'file':
        return source.files
          .filter((file) => !check.kinds || check.kinds.includes(file.kind.kind))
          .flatMap((file) => remembered(source, file.loaded, check.name, [file], (reads) => check.check(file, reads)));
      case 'document':
        return documents
          .filter((unit) => !check.documents || check.documents.includes(unit.document))
          .flatMap((unit) => remembered(source, unit.own.loaded, check.name, [unit.own, unit.merged, ...unit.inheritedBy.flatMap((i) => [i.region, i.merged])], (reads) => check.check(unit, reads)));
      case 'region':
        return Object.keys(source.regions?.regions ?? {}).flatMap((region) => remembered(source, tokenOf(`region ${region}`), check.name, [], (reads) => check.check(region, reads)));
      case 'site':
        return remembered(source, tokenOf('site'), check.name, [], (reads) => check.check(reads));
    }
  };
  return {
    /** Every check whose needs `source` has, each per unit of its scope. */
    run(source: CheckSource): Diagnostic[] {
      const documents = documentUnits(source);
      return checks.filter((c): c is Check => c.scope !== 'launch' && (c.needs ?? []).every((need) => source[need] !== undefined)).flatMap((check) => runOne(source, check, documents));
    },
    /**
     * `compute()` kept with `owner` under `name` while every read it made answers the same, as a check's
     * result is: for the emitters, which shape what the checks read into the site's bundles.
     */
    derive<T>(source: CheckSource, owner: object, name: string, compute: (read: Reads) => T): T {
      return remembered(source, owner, name, [], compute);
    },
    /** An object that stands for `key` (a region code) as the owner of kept results. */
    tokenOf,
    /** The launch checks' findings (make launch-check), after a run without errors. */
    launch(source: CheckSource, warnings: readonly Diagnostic[]): { rule: string; found: Found[] }[] {
      const reads = readsOf(source);
      return checks.filter((c): c is LaunchCheck => c.scope === 'launch').map((c) => ({ rule: c.rule, found: c.find(reads, warnings) }));
    },
  };
}
