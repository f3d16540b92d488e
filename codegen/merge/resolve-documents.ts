import type { RegionsDocument } from '../../dist/generated/content-types.ts';
import { checkCurrencies } from '../checks/currency.ts';
import { checkOwnItems } from '../checks/own-items.ts';
import { checkMessages, checkTranslations } from '../checks/translations.ts';
import type { Diagnostic } from '../diagnostics.ts';
import type { LoadedFile } from '../read/load-yaml.ts';
import { sameObjects } from '../memo.ts';
import { resolveExtends, type RegionDocument } from './resolve-extends.ts';
import type { Validator } from '../validate/validate.ts';
import type { RegionCode } from '../read/workspace.ts';

type Json = Record<string, unknown>;
interface Resolved {
  inputs: unknown[];
  chains: Map<RegionCode, { chain: unknown[]; doc: Json }>;
  merged: Map<RegionCode, Json>;
  diagnostics: Diagnostic[];
}

/**
 * The inheritance stage: each document (the site files, or one page) merged per region along `extends`,
 * with the checks that compare regions (translations, messages, items only one region has). Redone only
 * for a document whose files, the regions table, the schemas or the set of files present changed; a
 * region whose own file and ancestors' files are unchanged keeps its merged document object (so an edit
 * of fr/site.yaml leaves the other regions' bundles to the identity check of emit).
 */
export function createDocumentResolver() {
  const resolved = new Map<string, Resolved>();
  /** Per document, per region: the region's checks and the objects they read. */
  const checked = new Map<string, Map<RegionCode, { inputs: unknown[]; diagnostics: Diagnostic[] }>>();
  return function resolveDocuments(
    name: string,
    docs: Map<RegionCode, RegionDocument>,
    context: { schema: string; present: ReadonlySet<RegionCode>; validator: Validator; regionsFile: LoadedFile; regions: RegionsDocument },
  ): Resolved {
    const { schema, present, validator, regionsFile, regions } = context;
    const inputs = [
      validator,
      regionsFile,
      [...present].sort().join(),
      ...[...docs]
        .sort(([a], [b]) => a.localeCompare(b))
        .flat()
        .map((x) => (typeof x === 'string' ? x : x.loaded)),
    ];
    const hit = resolved.get(name);
    if (hit && sameObjects(hit.inputs, inputs)) return hit;
    const result = resolveExtends(docs, (r) => regions.regions[r]!.language, present);
    const messagesOf = (doc: Json) => new Set(validator.meanings(doc, schema).message.map((m) => m.pointer));
    /** The translations, messages, own items and currencies of one region's document (the reference's with it, where they compare). */
    const regionDiagnostics = (region: RegionCode, own: RegionDocument | undefined, merged: Json | undefined): Diagnostic[] => {
      const reference = regions.referenceRegion;
      const withRef = <T>(value: T | undefined, refValue: T | undefined) =>
        new Map<RegionCode, T>([...(refValue !== undefined ? [[reference, refValue] as [RegionCode, T]] : []), ...(value !== undefined ? [[region, value] as [RegionCode, T]] : [])]);
      const pairDocs = withRef(own, docs.get(reference));
      const pairMerged = withRef(merged, result.merged.get(reference));
      return [
        ...checkTranslations(reference, pairDocs, pairMerged, (r) => regions.regions[r]!.language),
        ...checkMessages(reference, withRef(own, undefined), pairMerged, (r) => regions.regions[r]!.formatLocale, messagesOf),
        ...checkOwnItems(validator, schema, reference, pairDocs, pairMerged),
        ...checkCurrencies(withRef(own, undefined), (r) => regions.regions[r]!.currency),
      ];
    };
    const chainOf = (region: RegionCode): unknown[] => {
      const chain: unknown[] = [];
      for (let r: RegionCode | undefined = region; r && docs.has(r) && !chain.includes(docs.get(r)!.loaded); r = docs.get(r)!.data.extends as RegionCode | undefined) chain.push(docs.get(r)!.loaded);
      return chain;
    };
    for (const region of [...result.merged.keys()]) {
      const before = hit?.chains.get(region);
      if (before && sameObjects(before.chain, chainOf(region))) result.merged.set(region, before.doc);
    }
    // The checks that compare regions, per region: each reads the region's own file, its merged document and the
    // reference's, so a region whose inputs are the same objects keeps its diagnostics (a save re-checks one region).
    const ref = result.merged.get(regions.referenceRegion);
    const refDoc = docs.get(regions.referenceRegion);
    const before = checked.get(name);
    const now = new Map<RegionCode, { inputs: unknown[]; diagnostics: Diagnostic[] }>();
    const regionChecks: Diagnostic[] = [];
    for (const region of new Set([...docs.keys(), ...result.merged.keys()])) {
      const own = docs.get(region);
      const merged = result.merged.get(region);
      const inputs = [validator, regionsFile, ref, refDoc?.loaded, own?.loaded, merged];
      const known = before?.get(region);
      const kept = known && sameObjects(known.inputs, inputs) ? known : { inputs, diagnostics: regionDiagnostics(region, own, merged) };
      now.set(region, kept);
      regionChecks.push(...kept.diagnostics);
    }
    checked.set(name, now);
    const entry: Resolved = {
      inputs,
      chains: new Map([...result.merged].map(([region, doc]) => [region, { chain: chainOf(region), doc }])),
      merged: result.merged,
      diagnostics: [...result.diagnostics, ...regionChecks],
    };
    resolved.set(name, entry);
    return entry;
  };
}
