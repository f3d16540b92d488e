/**
 * codegen reads content with js-yaml's event parser (load-yaml.ts); the `yaml` library, a second
 * YAML 1.2 parser kept for tests, checks it here:
 * - every content file gives the same data, and every key and value is located where `yaml` puts it;
 * - seeded mutations of the content files (YAML punctuation inserted at random places): whatever
 *   load-yaml.ts accepts, `yaml` in strict mode accepts too, with the same data. The converse need
 *   not hold: load-yaml.ts refuses a few things `yaml` lets through (a collection as a key,
 *   continuation lines less indented than their key).
 */
import { describe, expect, it } from 'vitest';
import { isMap, isScalar, isSeq, parseDocument, type Node } from 'yaml';
import { loadYaml, type Positions } from './load-yaml.ts';
import { readWorkspace } from './read-workspace.ts';
import { PROJECT_ROOT } from '../test-workspace.ts';

const { files } = await readWorkspace(PROJECT_ROOT);
const decoder = new TextDecoder();
const contentFiles = [...files].map(([file, bytes]) => [file, decoder.decode(bytes)] as const);
const parseStrict = (text: string) => parseDocument(text, { strict: true, uniqueKeys: true, prettyErrors: false });

/** Where `yaml` puts each key and value, as paths: "/sections/0/title" -> offset ("…@key" for keys). */
function yamlPositions(node: Node | null | undefined, path: string, out: Map<string, number>): Map<string, number> {
  if (!node) return out;
  out.set(path, node.range?.[0] ?? -1);
  if (isMap(node)) {
    for (const pair of node.items) {
      const key = isScalar(pair.key) ? String(pair.key.value) : '?';
      if (isScalar(pair.key)) out.set(`${path}/${key}@key`, pair.key.range?.[0] ?? -1);
      yamlPositions(pair.value as Node | null, `${path}/${key}`, out);
    }
  } else if (isSeq(node)) node.items.forEach((item, i) => yamlPositions(item as Node, `${path}/${i}`, out));
  return out;
}
function ourPositions(node: Positions | undefined, path: string, out: Map<string, number>): Map<string, number> {
  if (!node) return out;
  out.set(path, node.at);
  node.keys?.forEach((key, i) => {
    out.set(`${path}/${key}@key`, node.keyAt![i]!);
    ourPositions(node.values![i], `${path}/${key}`, out);
  });
  node.items?.forEach((item, i) => ourPositions(item, `${path}/${i}`, out));
  return out;
}

describe('load-yaml.ts against the yaml library', () => {
  it('reads every content file to the same data', () => {
    expect(contentFiles.length).toBeGreaterThan(100);
    for (const [file, text] of contentFiles) {
      const loaded = loadYaml(file, Buffer.from(text));
      expect(loaded.diagnostics, file).toEqual([]);
      expect(loaded.data, file).toEqual(parseStrict(text).toJS());
    }
  });

  it('locates every key and value of every content file where the yaml library does', () => {
    let compared = 0;
    for (const [file, text] of contentFiles) {
      const ours = ourPositions(loadYaml(file, Buffer.from(text)).positions, '', new Map());
      const theirs = yamlPositions(parseStrict(text).contents as Node, '', new Map());
      expect([...ours.keys()].sort(), file).toEqual([...theirs.keys()].sort());
      const wrong = [...theirs].filter(([path, at]) => ours.get(path) !== at).map(([path, at]) => `${path}: yaml ${at}, ours ${ours.get(path)}`);
      expect(wrong, file).toEqual([]);
      compared += theirs.size;
    }
    expect(compared).toBeGreaterThan(20_000);
  });

  it('accepts nothing the yaml library refuses, and reads what it accepts to the same data (seeded mutations)', () => {
    const junk = [
      ':',
      ': ',
      '- ',
      '#',
      ' #',
      '"',
      "'",
      '[',
      ']',
      '{',
      '}',
      ',',
      '\t',
      '\n',
      '\n  ',
      '  ',
      '&a ',
      '*a',
      '!',
      '!!str ',
      '|',
      '>',
      '?',
      '? ',
      '%',
      '@',
      '`',
      '---\n',
      '...\n',
      '\\',
      ' - x',
      'k: v\n',
      '\n- ',
      '  k: v',
      ': |',
      ': >-',
      '\u00a0',
      '...',
      '\n...\n',
      '\n---',
      '\n: x',
      '\r',
      '\r\n',
    ];
    let seed = 20261126;
    const random = (n: number) => {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff;
      return seed % n;
    };
    const outcomes = { same: 0, bothRefuse: 0, onlyYamlAccepts: 0 };
    for (let run = 0; run < 1500; run++) {
      const [file, original] = contentFiles[random(contentFiles.length)]!;
      let text = original;
      for (let edits = 1 + random(3); edits > 0; edits--) {
        const at = random(text.length);
        text = text.slice(0, at) + junk[random(junk.length)] + text.slice(at);
      }
      const ours = loadYaml(file, Buffer.from(text));
      const doc = parseStrict(text.replace(/\r\n?/g, '\n'));
      let theirs: unknown;
      let refused = doc.errors.length > 0 || doc.contents === null;
      if (!refused) {
        try {
          theirs = doc.toJS({ maxAliasCount: 50 });
        } catch {
          refused = true;
        }
      }
      const weRefuse = ours.diagnostics.length > 0;
      if (!weRefuse) {
        expect(refused, `${file} mutated: ${JSON.stringify(text)}`).toBe(false);
        expect(ours.data, file).toEqual(theirs);
        outcomes.same++;
      } else if (refused) outcomes.bothRefuse++;
      else outcomes.onlyYamlAccepts++;
      // Every refusal is located inside the file.
      for (const d of ours.diagnostics) expect(d.line).toBeLessThanOrEqual(text.split(/\r\n?|\n/).length + 1);
    }
    // The mutations reach both outcomes often enough to mean something.
    expect(outcomes.same).toBeGreaterThan(300);
    expect(outcomes.bothRefuse).toBeGreaterThan(300);
  });
});
