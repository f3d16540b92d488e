import { pointerSegments } from '../read/locate.ts';
import type { RegionCode } from '../read/workspace.ts';
import { isMap } from '../json.ts';

/** The helpers the checks share to read content: pointers, values at them, and what a region inherits. */

/** A JSON pointer's segment, `~` and `/` escaped (RFC 6901). */
export const escapeSegment = (s: string) => s.replaceAll('~', '~0').replaceAll('/', '~1');
/** The JSON pointer of a path (['sections', '0', 'a/b'] -> '/sections/0/a~1b'): what the meanings index uses. */
export const pointerOf = (path: readonly string[]) => path.map((s) => `/${escapeSegment(s)}`).join('');

/** The value at a JSON pointer (lists by index), or undefined. */
export const valueAt = (data: unknown, pointer: string | readonly string[]): unknown =>
  (typeof pointer === 'string' ? pointerSegments(pointer) : pointer).reduce<unknown>((node, key) => (Array.isArray(node) ? node[Number(key)] : isMap(node) ? node[key] : undefined), data);

/**
 * The value at `path` of `region`'s document as it shows it after `extends`, and the document that writes it: its own,
 * or the first up its chain whose value `writes` accepts (by default, any; undefined: none does, or the chain leaves `docs`).
 */
export function inherited<D extends { data: unknown }>(
  docs: ReadonlyMap<RegionCode, D>,
  region: RegionCode,
  path: readonly string[],
  writes: (value: unknown) => boolean = (value) => value !== undefined,
): { value: unknown; doc: D } | undefined {
  const seen = new Set<RegionCode>();
  for (let r: unknown = region; typeof r === 'string' && !seen.has(r); ) {
    seen.add(r);
    const doc = docs.get(r);
    const value = valueAt(doc?.data, path);
    if (!doc || writes(value)) return doc && { value, doc };
    r = isMap(doc.data) ? doc.data.extends : undefined;
  }
  return undefined;
}

/** The value kept in `cache` under `key`, made by `make` the first time. */
export function keptIn<K extends object | string, V>(cache: { get(key: K): V | undefined; set(key: K, value: V): unknown }, key: K, make: () => V): V {
  let value = cache.get(key);
  if (value === undefined) cache.set(key, (value = make()));
  return value;
}

/** A word (or phrase) as a pattern that finds it whole: no letter or digit either side. */
export const wholeWord = (word: string, flags: string) => new RegExp(`(?<![\\p{L}\\p{N}])${word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{L}\\p{N}])`, flags);

/**
 * What `to` holds where `from` holds the value at `path`: by key through maps, through lists by id where the item has
 * one (as `extends` merges them) and by place where not; undefined past a node of `to` that `stop` accepts.
 */
export function followById(from: unknown, path: readonly string[], to: unknown, stop?: (node: unknown) => boolean): unknown {
  let here = from;
  let there = to;
  for (const segment of path) {
    if (stop?.(there)) return undefined;
    if (Array.isArray(here)) {
      const item: unknown = here[Number(segment)];
      const id = isMap(item) && typeof item.id === 'string' ? item.id : undefined;
      there = Array.isArray(there) ? (id === undefined ? there[Number(segment)] : there.find((x) => isMap(x) && x.id === id)) : undefined;
      here = item;
    } else {
      here = isMap(here) ? here[segment] : undefined;
      there = isMap(there) ? there[segment] : undefined;
    }
  }
  return there;
}
