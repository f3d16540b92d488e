/** A string value of a document: the key it is under, its JSON pointer, the string. */
export interface StringLeaf {
  key: string;
  pointer: string;
  value: string;
}

const walked = new WeakMap<object, StringLeaf[]>();
const escapeKey = (key: string) => (key.includes('~') || key.includes('/') ? key.replace(/~/g, '~0').replace(/\//g, '~1') : key);

/**
 * Every string of a document under a map key, with its JSON pointer, in document order.
 * Several checks look for strings under their own keys (links, pictures, clips, references):
 * a document is walked once for all of them, and again only when it is a new object (loaded
 * data and merged documents are never changed after they are made, so a watcher's run walks
 * only what an edit touched).
 *
 * @example
 * stringLeaves({ sections: [{ link: '/us' }] }) // [{ key: 'link', pointer: '/sections/0/link', value: '/us' }]
 */
export function stringLeaves(data: unknown): readonly StringLeaf[] {
  if (typeof data !== 'object' || data === null) return [];
  const known = walked.get(data);
  if (known) return known;
  const out: StringLeaf[] = [];
  const walk = (node: unknown, at: string) => {
    if (Array.isArray(node)) {
      for (let i = 0; i < node.length; i++) walk(node[i], `${at}/${i}`);
      return;
    }
    if (typeof node !== 'object' || node === null) return;
    for (const key of Object.keys(node)) {
      const value = (node as Record<string, unknown>)[key];
      if (typeof value === 'string') out.push({ key, pointer: `${at}/${escapeKey(key)}`, value });
      else if (typeof value === 'object' && value !== null) walk(value, `${at}/${escapeKey(key)}`);
    }
  };
  walk(data, '');
  walked.set(data, out);
  return out;
}
