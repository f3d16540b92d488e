import type { AnyCheck, RuleTable } from './define.ts';

import type { ProseBlock } from '../../core/prose.ts';
import { diagnostic, type Diagnostic } from '../diagnostics.ts';
import type { LoadedFile } from '../read/load-yaml.ts';
import { locate, pointerSegments, type Location } from '../read/locate.ts';
import type { Meant } from '../validate/meaning.ts';
import { parseProse, type ParsedProse } from '../merge/markdown.ts';
import { isMap } from '../json.ts';

export const rules = {
  markdown: { title: 'Markdown outside what prose allows', hint: 'Prose may use ## headings, paragraphs, lists, *emphasis*, **strong** and [links](/us/support); no HTML, no images.' },
} as const satisfies RuleTable;

type Json = Record<string, unknown>;

/**
 * Where line `line`, column `column` of a text lies in its YAML file. In a block
 * scalar (`body: |`) the text starts on the next line at the block's indentation,
 * so positions map exactly; in a one-line scalar they point at the value.
 */
export function locateInText(loaded: LoadedFile, pointer: string, line: number, column: number): Location {
  const at = locate(loaded, pointer);
  const lines = loaded.text.split('\n');
  const indicator = lines[at.line - 1]?.slice(at.column - 1) ?? '';
  if (!/^[|>]/.test(indicator)) return at;
  const first = lines[at.line] ?? '';
  const indent = first.length - first.trimStart().length;
  return { file: at.file, line: at.line + line, column: indent + column };
}

/**
 * Parses the prose of one document (its strings whose schema says `"x-markdown": true`): located diagnostics for what prose may not
 * hold, and the links inside it (for the link check).
 */
export function checkProse(loaded: LoadedFile, prose: readonly Meant[], parse: (text: string) => ParsedProse = parseProse): { diagnostics: Diagnostic[]; links: { pointer: string; link: string }[] } {
  const diagnostics: Diagnostic[] = [];
  const links: { pointer: string; link: string }[] = [];
  for (const { pointer, value: text } of prose) {
    const parsed = parse(text);
    for (const p of parsed.problems) diagnostics.push(diagnostic('markdown', locateInText(loaded, pointer, p.line, p.column), p.message, p.hint));
    links.push(...parsed.links.map((link) => ({ pointer, link })));
  }
  return { diagnostics, links };
}

/** `data` with the value at each of `pointers` replaced by `f(value, i)`: the path down to it copied (the merged document is shared and never changed). */
export function replaceAt(data: Json, pointers: readonly string[], f: (value: unknown, i: number) => unknown): Json {
  if (!pointers.length) return data;
  const root: Json = { ...data };
  pointers.forEach((pointer, i) => {
    const segments = pointerSegments(pointer);
    // A list is copied as a list and indexed by its numeric segment, a map as a map.
    let node: Json | unknown[] = root;
    const at = (parent: Json | unknown[], key: string) => (Array.isArray(parent) ? parent[Number(key)] : parent[key]);
    const put = (parent: Json | unknown[], key: string, value: unknown) => {
      if (Array.isArray(parent)) parent[Number(key)] = value;
      else parent[key] = value;
    };
    for (const segment of segments.slice(0, -1)) {
      const child = at(node, segment);
      const copy: Json | unknown[] = Array.isArray(child) ? [...child] : { ...(isMap(child) ? child : {}) };
      put(node, segment, copy);
      node = copy;
    }
    const last = segments[segments.length - 1]!;
    put(node, last, f(at(node, last), i));
  });
  return root;
}

/** The document with the prose text at each of `pointers` replaced by its typed tree (for emit; the texts were checked before). */
export const withProseTrees = (data: Json, pointers: readonly string[], parse: (text: string) => ProseBlock[] = (t) => parseProse(t).blocks): Json => withParsedTexts(data, pointers, parse);

/** The document with the text at each of `pointers` replaced by `parse` of it (prose by its tree, a message by its parts). */
export const withParsedTexts = (data: Json, pointers: readonly string[], parse: (text: string) => unknown): Json =>
  replaceAt(data, pointers, (text) => (typeof text === 'string' ? parse(text) : text));

export const checks: readonly AnyCheck[] = [{ name: 'prose', scope: 'file', kinds: ['regions', 'dealers', 'facts', 'site', 'catalog', 'page'], check: (file, read) => read.prose(file).diagnostics }];
