import { isMap, isPair, isScalar, isSeq, type Node, type Pair } from 'yaml';
import type { LoadedFile } from './load-yaml.ts';

export interface Location {
  file: string;
  line: number;
  column: number;
}

/** JSON-pointer segments ('/navs/0/label' -> ['navs', '0', 'label']). */
export function pointerSegments(pointer: string): string[] {
  if (pointer === '' || pointer === '/') return [];
  return pointer.slice(1).split('/').map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
}

function findPair(node: unknown, key: string): Pair<Node, Node> | undefined {
  if (!isMap(node)) return undefined;
  return node.items.find((pair) => isScalar(pair.key) && String(pair.key.value) === key) as Pair<Node, Node> | undefined;
}

/**
 * The source position of the value at `path` (or of its key with `{ key: true }`).
 * Falls back to the deepest node that exists, so a missing property points at its parent.
 */
export function locate(loaded: LoadedFile, path: readonly string[] | string, options: { key?: boolean } = {}): Location {
  const segments = typeof path === 'string' ? pointerSegments(path) : path;
  let node: unknown = loaded.doc?.contents;
  let position = (node as Node | undefined)?.range?.[0] ?? 0;
  let keyPosition: number | undefined;
  let resolved = 0;
  for (const segment of segments) {
    if (isSeq(node)) {
      const item = node.items[Number(segment)];
      if (item === undefined) break;
      node = item;
      keyPosition = undefined;
    } else if (isMap(node)) {
      const pair = findPair(node, segment);
      if (!pair) break;
      keyPosition = isScalar(pair.key) ? pair.key.range?.[0] : undefined;
      node = pair.value;
      if (node === null) { position = keyPosition ?? position; node = undefined; break; }
    } else break;
    const range = (node as Node | undefined)?.range;
    if (range) position = range[0];
    resolved++;
  }
  // A path that ends early (a missing key) points at the key of the deepest map that exists.
  const partial = resolved < segments.length;
  if ((options.key || partial) && keyPosition !== undefined) position = keyPosition;
  if (isPair(node)) position = (node.key as Node | undefined)?.range?.[0] ?? position;
  const { line, col } = loaded.lineCounter.linePos(position);
  return { file: loaded.file, line, column: col };
}

/** Position of the key `key` inside the map at `path` (for unknown keys). */
export function locateKey(loaded: LoadedFile, path: readonly string[] | string, key: string): Location {
  const segments = typeof path === 'string' ? pointerSegments(path) : path;
  return locate(loaded, [...segments, key], { key: true });
}
