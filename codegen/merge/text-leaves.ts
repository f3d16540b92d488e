/**
 * The texts of a content document, walked once: every string leaf with its path, its lower-case form
 * and the other strings of the same parent (a banner's title beside its note). The checks that read
 * every text of a file (restricted words, price notices, terminology) share this one walk instead of
 * each walking the tree once per rule; it is kept per document object, so a hot run reuses the walk of
 * every file it did not read again.
 *
 * @example
 * textLeaves({ title: 'Soldes', items: ['a'] }) // => [{ text: 'Soldes', lower: 'soldes', path: ['title'], siblings: ['Soldes'] }, { text: 'a', … path: ['items', '0'] … }]
 */
export interface TextLeaf {
  readonly text: string;
  /** `text.toLowerCase()`: a cheap first test before a pattern runs. */
  readonly lower: string;
  readonly path: readonly string[];
  /** The strings of the same object or array, this one included. */
  readonly siblings: readonly string[];
}

const walked = new WeakMap<object, readonly TextLeaf[]>();

export function textLeaves(data: unknown): readonly TextLeaf[] {
  if (typeof data !== 'object' || data === null) return typeof data === 'string' ? [{ text: data, lower: data.toLowerCase(), path: [], siblings: [data] }] : [];
  const known = walked.get(data);
  if (known) return known;
  const out: TextLeaf[] = [];
  const visit = (node: object, path: readonly string[]) => {
    const entries: [string, unknown][] = Array.isArray(node) ? node.map((v, i) => [String(i), v]) : Object.entries(node);
    const strings = entries.map(([, v]) => v).filter((v): v is string => typeof v === 'string');
    for (const [key, value] of entries) {
      if (typeof value === 'string') out.push({ text: value, lower: value.toLowerCase(), path: [...path, key], siblings: strings });
      else if (typeof value === 'object' && value !== null) visit(value, [...path, key]);
    }
  };
  visit(data, []);
  walked.set(data, out);
  return out;
}
