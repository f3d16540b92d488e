import type { RegionsDocument } from './checks.ts';
import { checkCurrencies } from './check-currency.ts';
import { checkOwnItems } from './check-own-items.ts';
import { checkMessages, checkTranslations } from './check-translations.ts';
import type { Diagnostic } from './diagnostics.ts';
import type { LoadedFile } from './load-yaml.ts';
import { sameObjects } from './memo.ts';
import { resolveExtends, type RegionDocument } from './resolve-extends.ts';
import type { Validator } from './validate.ts';
import type { RegionCode } from './workspace.ts';

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
    const chainOf = (region: RegionCode): unknown[] => {
      const chain: unknown[] = [];
      for (let r: RegionCode | undefined = region; r && docs.has(r) && !chain.includes(docs.get(r)!.loaded); r = docs.get(r)!.data.extends as RegionCode | undefined) chain.push(docs.get(r)!.loaded);
      return chain;
    };
    for (const region of [...result.merged.keys()]) {
      const before = hit?.chains.get(region);
      if (before && sameObjects(before.chain, chainOf(region))) result.merged.set(region, before.doc);
    }
    const entry: Resolved = {
      inputs,
      chains: new Map([...result.merged].map(([region, doc]) => [region, { chain: chainOf(region), doc }])),
      merged: result.merged,
      diagnostics: [
        ...result.diagnostics,
        ...checkTranslations(regions.referenceRegion, docs, result.merged),
        ...checkMessages(regions.referenceRegion, docs, result.merged, (region) => regions.regions[region]!.formatLocale),
        ...checkOwnItems(validator, schema, regions.referenceRegion, docs, result.merged),
        ...checkCurrencies(docs, (region) => regions.regions[region]!.currency),
      ],
    };
    resolved.set(name, entry);
    return entry;
  };
}
