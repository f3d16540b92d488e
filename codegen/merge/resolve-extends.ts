import type { RuleTable } from '../checks/define.ts';
import { diagnostic, type Diagnostic } from '../diagnostics.ts';
import type { LoadedFile } from '../read/load-yaml.ts';
import { locate, pointerSegments } from '../read/locate.ts';
import type { RegionCode } from '../read/workspace.ts';
import type { Meanings } from '../validate/meaning.ts';
import { isMap, type Json } from '../json.ts';

export const rules = {
  'extends-cycle': { title: 'Inheritance cycle', hint: 'Regions inherit in one direction only; remove one of the `extends`.' },
  'extends-target': { title: 'Inherited document does not exist', hint: 'Create the document in the region you extend, or remove `extends`.' },
  'extends-type': { title: 'Inherited item of another type', hint: 'Write the same `type` as the region you extend (an override changes texts, not the kind of section).' },
  'extends-language': { title: 'Inheritance across languages', hint: 'A region may only extend a region of the same language; translate the texts instead.' },
} as const satisfies RuleTable;

export interface RegionDocument {
  loaded: LoadedFile;
  data: Record<string, unknown>;
  /** Its strings and items by meaning (validation's index): a `regional` item is the region's own. */
  meanings?: Meanings;
}

/** The pointers of a document's own items (`"x-regional": true`, the site banner): never inherited, never compared. */
export const regionalPointers = (doc: RegionDocument | undefined): ReadonlySet<string> => new Set(doc?.meanings?.regional.map((m) => m.pointer));

/** A document without its region's own items (top-level keys and nested map keys; pointers into lists stay). */
function withoutRegional(doc: Json, pointers: ReadonlySet<string>): Json {
  if (!pointers.size) return doc;
  const drop = (node: Json, pointer: string): Json =>
    Object.fromEntries(
      Object.entries(node)
        .filter(([key]) => !pointers.has(`${pointer}/${key.replaceAll('~', '~0').replaceAll('/', '~1')}`))
        .map(([key, value]) => [key, isMap(value) ? drop(value, `${pointer}/${key.replaceAll('~', '~0').replaceAll('/', '~1')}`) : value]),
    );
  return drop(doc, '');
}

/** A list whose items all carry an `id` (sections and their items): merged by id, not replaced. */
export const isIdList = (v: unknown): v is Json[] => Array.isArray(v) && v.length > 0 && v.every((item) => isMap(item) && typeof item.id === 'string');

/**
 * Lists of items with ids merge by id: an inherited item is merged with the own item of the same
 * id, and an own item with a new id is inserted after the own item written before it (or first).
 * Inherited order is kept otherwise. Other lists and texts replace the inherited value whole.
 * An own item that names another `type` than the item it overrides would mix the fields of two
 * types (a section's schema only sees the own file): its pointer goes to `typeChanges`.
 */
function mergeById(base: Json[], own: Json[], typeChanges: string[], pointer: string): Json[] {
  const out = [...base];
  let previous = -1;
  for (const [index, item] of own.entries()) {
    const at = out.findIndex((b) => b.id === item.id);
    if (at >= 0) {
      const inherited = out[at]!;
      if (typeof inherited.type === 'string' && typeof item.type === 'string' && inherited.type !== item.type) typeChanges.push(`${pointer}/${index}/type`);
      out[at] = deepMerge(inherited, item, typeChanges, `${pointer}/${index}`);
      previous = at;
      continue;
    }
    out.splice(previous + 1, 0, item);
    previous += 1;
  }
  return out;
}

/** Maps merge key by key; lists of items with ids merge by id; other lists and texts replace the inherited value whole. */
export function deepMerge(base: Json, own: Json, typeChanges: string[] = [], pointer = ''): Json {
  const out: Json = { ...base };
  for (const [key, value] of Object.entries(own)) {
    const inherited = out[key];
    const at = `${pointer}/${key.replaceAll('~', '~0').replaceAll('/', '~1')}`;
    out[key] = isMap(inherited) && isMap(value) ? deepMerge(inherited, value, typeChanges, at) : isIdList(inherited) && isIdList(value) ? mergeById(inherited, value, typeChanges, at) : value;
  }
  return out;
}

/**
 * Resolves `extends` for one document kind (site, or one page) across regions:
 * same language only, no cycles, the inherited document must exist.
 * Returns the merged documents (without `extends`) of the regions that resolved.
 */
export function resolveExtends(
  docs: ReadonlyMap<RegionCode, RegionDocument>,
  languageOf: (region: RegionCode) => string,
  /** Regions that have a file of this kind, valid or not: an invalid parent is reported on its own, not again here. */
  present: ReadonlySet<RegionCode> = new Set(docs.keys()),
): { merged: Map<RegionCode, Json>; diagnostics: Diagnostic[] } {
  const diagnostics: Diagnostic[] = [];
  const merged = new Map<RegionCode, Json>();
  const failed = new Set<RegionCode>();

  const resolve = (region: RegionCode, chain: RegionCode[]): Json | undefined => {
    if (merged.has(region)) return merged.get(region);
    if (failed.has(region)) return undefined;
    const doc = docs.get(region)!;
    const { extends: parent, ...own } = doc.data as Json & { extends?: RegionCode };
    if (parent === undefined) {
      merged.set(region, own);
      return own;
    }
    const at = locate(doc.loaded, '/extends');
    const fail = (d: Diagnostic) => {
      diagnostics.push(d);
      failed.add(region);
      return undefined;
    };
    if (chain.includes(parent) || parent === region) {
      const cycle = [...chain.slice(chain.indexOf(parent)), region, parent].join(' -> ');
      return fail(diagnostic('extends-cycle', at, `Inheritance cycle: ${cycle}.`));
    }
    if (languageOf(parent) !== languageOf(region)) {
      return fail(diagnostic('extends-language', at, `${region} (${languageOf(region)}) cannot extend ${parent} (${languageOf(parent)}): inheritance never crosses languages.`));
    }
    const parentDoc = docs.get(parent);
    if (!parentDoc && present.has(parent)) {
      failed.add(region);
      return undefined;
    }
    if (!parentDoc) {
      const target = doc.loaded.file.replace(`/${region}/`, `/${parent}/`);
      return fail(diagnostic('extends-target', at, `This document extends ${parent}, but ${target} does not exist.`));
    }
    const base = resolve(parent, [...chain, region]);
    if (!base) {
      failed.add(region);
      return undefined;
    }
    const typeChanges: string[] = [];
    const result = deepMerge(withoutRegional(base, regionalPointers(parentDoc)), own, typeChanges);
    for (const pointer of typeChanges) {
      const valueAt = pointerSegments(pointer).reduce<unknown>((node, key) => (node as Json)[key], own);
      diagnostics.push(
        diagnostic(
          'extends-type',
          locate(doc.loaded, pointer),
          `This item is "${String(valueAt)}" here but another type in ${parent}, which it overrides: the merged item would mix the two types' fields.`,
        ),
      );
    }
    merged.set(region, result);
    return result;
  };
  for (const region of docs.keys()) resolve(region, []);
  return { merged, diagnostics };
}
