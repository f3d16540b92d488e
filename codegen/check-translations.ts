import { diagnostic, type Diagnostic } from './diagnostics.ts';
import { locate } from './locate.ts';
import type { RegionDocument } from './resolve-extends.ts';
import type { RegionCode } from './workspace.ts';

type Json = Record<string, unknown>;
const isMap = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
const preview = (v: unknown) => { const t = typeof v === 'string' ? v : JSON.stringify(v); return t.length > 50 ? `${t.slice(0, 47)}...` : t; };

/**
 * Translation parity (DESIGN §2): every key of the reference region's document
 * must be present and non-empty in each other region's document after
 * inheritance. Maps are compared; lists are regional data and are not.
 */
export function checkTranslations(
  reference: RegionCode,
  docs: ReadonlyMap<RegionCode, RegionDocument>,
  merged: ReadonlyMap<RegionCode, Json>,
): Diagnostic[] {
  const out: Diagnostic[] = [];
  const ref = merged.get(reference);
  const refDoc = docs.get(reference);
  if (!ref || !refDoc) return out;
  for (const [region, doc] of merged) {
    if (region === reference) continue;
    const own = docs.get(region)!;
    const walk = (refNode: Json, node: Json, path: string[]) => {
      for (const [key, refValue] of Object.entries(refNode)) {
        const value = node[key];
        const here = [...path, key];
        if (isMap(refValue)) {
          if (isMap(value)) walk(refValue, value, here);
          else report(here, refValue);
        } else if (value === undefined || value === null || value === '') {
          if (refValue !== null && refValue !== '') report(here, refValue);
        }
      }
    };
    const report = (path: string[], refValue: unknown) => {
      const refAt = locate(refDoc.loaded, path);
      out.push(diagnostic('missing-translation', locate(own.loaded, path),
        `"${path.join('.')}" has no text for ${region} (${refDoc.loaded.file}:${refAt.line} has ${preview(refValue)}).`,
        `Add "${path.at(-1)}" under "${path.slice(0, -1).join('.') || 'the top level'}" in ${own.loaded.file}, in the region's language.`));
    };
    walk(ref, doc, []);
  }
  return out;
}
