import type { ProseBlock } from '../core/prose.ts';
import { diagnostic, type Diagnostic } from './diagnostics.ts';
import type { LoadedFile } from './load-yaml.ts';
import { locate, type Location } from './locate.ts';
import { parseProse, type ParsedProse } from './markdown.ts';

type Json = Record<string, unknown>;
const isMap = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Prose lives under the key `body` (schemas: defs.schema.json#/definitions/markdown). */
export const PROSE_KEY = 'body';

/** Every prose text of a document with its JSON pointer. */
export function collectProse(data: unknown, pointer = ''): { pointer: string; text: string }[] {
  if (Array.isArray(data)) return data.flatMap((v, i) => collectProse(v, `${pointer}/${i}`));
  if (!isMap(data)) return [];
  return Object.entries(data).flatMap(([key, value]) => {
    const here = `${pointer}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`;
    return key === PROSE_KEY && typeof value === 'string' ? [{ pointer: here, text: value }] : collectProse(value, here);
  });
}

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
 * Parses the prose of one document: located diagnostics for what prose may not
 * hold, and the links inside it (for the link check).
 */
export function checkProse(loaded: LoadedFile, data: unknown, parse: (text: string) => ParsedProse = parseProse): { diagnostics: Diagnostic[]; links: { pointer: string; link: string }[] } {
  const diagnostics: Diagnostic[] = [];
  const links: { pointer: string; link: string }[] = [];
  for (const { pointer, text } of collectProse(data)) {
    const parsed = parse(text);
    for (const p of parsed.problems) diagnostics.push(diagnostic('markdown', locateInText(loaded, pointer, p.line, p.column), p.message, p.hint));
    links.push(...parsed.links.map((link) => ({ pointer, link })));
  }
  return { diagnostics, links };
}

/** The document with every prose text replaced by its typed tree (for emit; the texts were checked before). */
export function withProseTrees(data: Json, parse: (text: string) => ProseBlock[] = (t) => parseProse(t).blocks): Json {
  const convert = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(convert);
    if (!isMap(node)) return node;
    return Object.fromEntries(Object.entries(node).map(([k, v]) => [k, k === PROSE_KEY && typeof v === 'string' ? parse(v) : convert(v)]));
  };
  return convert(data) as Json;
}
