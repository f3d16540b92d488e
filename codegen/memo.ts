/** Whether two lists hold the very same objects in the same order: how the memo tells an input unchanged without serializing it. */
export function sameObjects(a: readonly unknown[] | undefined, b: readonly unknown[]): boolean {
  if (a === undefined || a.length !== b.length) return false;
  // A loop, not every(): the memo asks this tens of thousands of times a run at 10× content.
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/**
 * Codegen's one memo layer. Its keys are content: a loaded file stands for its bytes (generate.ts keeps
 * the same object while a file's bytes are unchanged), a merged document for the files it was merged
 * from (kept while they are unchanged), an output for the text of its input. A watcher's run therefore
 * redoes only what an edit touched, and nothing needs invalidating: a new content is a new key.
 */
export function createMemo() {
  const results = new WeakMap<object, Map<string, { inputs: readonly unknown[]; value: unknown }>>();
  const outputs = new Map<string, { key: string | (() => string); text: string; parts?: readonly unknown[] | undefined }>();
  /** An output's key as text, serialized on first need (its parts are kept unchanged: content is never mutated). */
  const keyOf = (entry: { key: string | (() => string) }) => (typeof entry.key === 'string' ? entry.key : (entry.key = entry.key()));
  return {
    /**
     * `compute()`, kept with `owner` under `name` while `inputs` (the other things it read) are the
     * same objects or values.
     *
     * @example
     * remember(loaded, 'markup', [], () => checkMarkup(loaded, meanings.markdown))
     */
    remember<V>(owner: object, name: string, inputs: readonly unknown[], compute: () => V): V {
      let byName = results.get(owner);
      if (!byName) results.set(owner, (byName = new Map()));
      const hit = byName.get(name);
      if (hit && sameObjects(hit.inputs, inputs)) return hit.value as V;
      const value = compute();
      byName.set(name, { inputs, value });
      return value;
    },
    /**
     * The text of output `name`, produced again only when its input changed. `key` is the input as text
     * (null: none, the parts alone decide and the text produced is compared with the last one);
     * `parts`, when given, are the objects it is made of: the same objects as last time mean the same
     * input without serializing it, and a key given as a function is serialized only when a later run
     * has other parts to compare (a one-shot run never serializes it). Returns the text and whether it
     * was produced now.
     */
    output(name: string, key: string | (() => string) | null, produce: () => string, parts?: readonly unknown[]): { text: string; produced: boolean } {
      const hit = outputs.get(name);
      if (hit && parts && sameObjects(hit.parts, parts)) return { text: hit.text, produced: false };
      if (key === null) {
        // No key: an input as large as the output costs as much to serialize as the output to produce, so other parts produce it and the texts are compared.
        const text = produce();
        const same = hit?.text === text;
        outputs.set(name, { key: '', text: same ? hit.text : text, parts });
        return { text: same ? hit.text : text, produced: !same };
      }
      const keyText = typeof key === 'string' ? key : key();
      if (hit && keyOf(hit) === keyText) {
        hit.parts = parts;
        return { text: hit.text, produced: false };
      }
      const text = produce();
      outputs.set(name, { key: parts && typeof key === 'function' && !hit ? key : keyText, text, parts });
      return { text, produced: true };
    },
  };
}

export type Memo = ReturnType<typeof createMemo>;

/** The memo's `remember`, as a check takes it: checks.ts passes the generator's, a test none (every result computed). */
export type Remember = Memo['remember'];
export const computeAlways: Remember = (_owner, _name, _inputs, compute) => compute();
