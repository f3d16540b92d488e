import { diagnostic, type Diagnostic } from '../diagnostics.ts';
import { locate, pointerSegments } from '../read/locate.ts';
import type { RegionDocument } from '../merge/resolve-extends.ts';
import type { Validator } from '../validate/validate.ts';
import type { RegionCode } from '../read/workspace.ts';
import { isMap, type Json } from '../json.ts';

/**
 * Sections and items a region adds of its own (ids the reference lacks) are
 * validated in full: a region's file is validated as partial (what it lacks may
 * be inherited or is reported by the translation check), so a key missing in an
 * item nobody else has would otherwise become a blank on the page. The merged
 * document is validated and each missing key inside such an item is reported in
 * the region's own file.
 */
export function checkOwnItems(validator: Validator, schema: string, reference: RegionCode, docs: ReadonlyMap<RegionCode, RegionDocument>, merged: ReadonlyMap<RegionCode, Json>): Diagnostic[] {
  const out: Diagnostic[] = [];
  const ref = merged.get(reference);
  for (const [region, doc] of merged) {
    if (region === reference) continue;
    const own = docs.get(region);
    if (!own) continue;
    for (const { pointer, key } of validator.missingKeys(doc, schema)) {
      // Follow the pointer in the merged document, the reference and the region's file, lists by id.
      let node: unknown = doc,
        refNode: unknown = ref,
        ownNode: unknown = own.data;
      const ownPath: string[] = [];
      let regionOnly = false;
      for (const raw of pointerSegments(pointer)) {
        if (Array.isArray(node)) {
          const item = node[Number(raw)];
          const id = isMap(item) && typeof item.id === 'string' ? item.id : undefined;
          const find = (list: unknown) => (Array.isArray(list) && id !== undefined ? list.findIndex((x) => isMap(x) && x.id === id) : -1);
          const ownIndex = id === undefined ? Number(raw) : find(ownNode);
          if (id !== undefined && find(refNode) < 0) regionOnly = true;
          refNode = id !== undefined && Array.isArray(refNode) ? refNode[find(refNode)] : undefined;
          ownNode = Array.isArray(ownNode) && ownIndex >= 0 ? ownNode[ownIndex] : undefined;
          if (ownIndex >= 0) ownPath.push(String(ownIndex));
          node = item;
        } else {
          node = isMap(node) ? node[raw] : undefined;
          refNode = isMap(refNode) ? refNode[raw] : undefined;
          ownNode = isMap(ownNode) ? ownNode[raw] : undefined;
          ownPath.push(raw);
        }
      }
      if (!regionOnly || !isMap(ownNode)) continue;
      out.push(
        diagnostic(
          'schema',
          locate(own.loaded, ownPath),
          `Missing key "${key}" in a section or item that only ${region} has.`,
          `Add "${key}:" to this map: nothing can be inherited for an id the reference (${reference}) does not have.`,
        ),
      );
    }
  }
  return out;
}
