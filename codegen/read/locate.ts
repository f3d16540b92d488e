import type { LoadedFile, Positions } from './load-yaml.ts';

export interface Location {
  file: string;
  line: number;
  column: number;
}

/** JSON-pointer segments ('/navs/0/label' -> ['navs', '0', 'label']). */
export function pointerSegments(pointer: string): string[] {
  if (pointer === '' || pointer === '/') return [];
  return pointer
    .slice(1)
    .split('/')
    .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
}

/** The pointer of the object or list holding the value at `pointer` ('/stores/0/link' -> '/stores/0'). */
export const parentOf = (pointer: string) => pointer.slice(0, pointer.lastIndexOf('/'));

/**
 * The source position of the value at `path` (or of its key with `{ key: true }`).
 * Falls back to the deepest node that exists, so a missing property points at its parent.
 */
export function locate(loaded: LoadedFile, path: readonly string[] | string, options: { key?: boolean } = {}): Location {
  const segments = typeof path === 'string' ? pointerSegments(path) : path;
  let node: Positions | undefined = loaded.positions;
  let position = node?.at ?? 0;
  let keyPosition: number | undefined;
  let resolved = 0;
  for (const segment of segments) {
    if (!node) break;
    if (node.items) {
      const item: Positions | undefined = node.items[Number(segment)];
      if (item === undefined) break;
      node = item;
      keyPosition = undefined;
    } else if (node.keys) {
      const index = node.keys.indexOf(segment);
      if (index === -1) break;
      keyPosition = node.keyAt![index];
      node = node.values![index];
    } else break;
    if (node) position = node.at;
    resolved++;
  }
  // A path that ends early (a missing key) points at the key of the deepest map that exists.
  const partial = resolved < segments.length;
  if ((options.key || partial) && keyPosition !== undefined) position = keyPosition;
  const { line, col } = loaded.lineCounter.linePos(position);
  return { file: loaded.file, line, column: col };
}

/** Position of the key `key` inside the map at `path` (for unknown keys). */
export function locateKey(loaded: LoadedFile, path: readonly string[] | string, key: string): Location {
  const segments = typeof path === 'string' ? pointerSegments(path) : path;
  return locate(loaded, [...segments, key], { key: true });
}
