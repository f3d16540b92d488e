/**
 * The pseudo-locale (docs/translators.md "Pseudo-locale", docs/decisions.md D49): the `us` texts
 * accented, about 40 % longer and wrapped in ⟦…⟧, so a browser test sees at once a text that overflows
 * its box (longer words and lines than English) and a text that no content file gave (no markers: a string
 * hard-coded in a component). Server only: the server applies it to a page's data when it was started with
 * PSEUDO_LOCALE=1 (never in production, settings.ts) and asked for /pseudo/… (staff-app.ts, pseudo-path.ts); the browser receives
 * the transformed data and hydrates with the same texts, so no byte of it is in the browser's JavaScript.
 *
 * What is a text is the schemas' word, not a guess from key names: a field declared as
 * `defs.schema.json#/definitions/text`, `markupText` or `markdown` (the site's "visible text in the region's
 * language") is transformed, and nothing else — links, ids, anchors, artwork and clip keys, enums, dates,
 * prices and numbers keep their values. A message (a text with arguments, parsed by codegen) keeps its arguments
 * and plurals and has its words transformed, branch by branch. Inside a text, placeholders (`{code}`), the allow-listed markup
 * (`<br>`, `<small>`), addresses and e-mail addresses are kept as they are; only the words around them change.
 */
import type { MessagePart } from '../../core/message.ts';
import type { Page } from '../../dist/generated/bundle-type.ts';
import type { Section } from '../../dist/generated/types.ts';
import type { PageData } from '../shared/page-data-types.ts';
import catalogSchema from '../../schemas/catalog.schema.json' with { type: 'json' };
import defsSchema from '../../schemas/defs.schema.json' with { type: 'json' };
import pageSchema from '../../schemas/page.schema.json' with { type: 'json' };
import siteSchema from '../../schemas/site.schema.json' with { type: 'json' };

/** Around every pseudo text. */
export const PSEUDO_OPEN = '⟦';
export const PSEUDO_CLOSE = '⟧';

/** How much longer a text gets (German and French run 30–40 % longer than English). */
const EXPANSION = 0.4;

/** Each letter of PLAIN and its accented look-alike at the same position. */
const PLAIN = 'aeiouycnszgldrtAEIOUYCNSZGLDRT';
const ACCENTED: Readonly<Record<string, string>> = Object.fromEntries(Array.from('áéíöüýçñšžğłđřţÅÉÎÖÜÝÇÑŠŽĞŁĐŘŢ', (accented, i) => [PLAIN[i]!, accented]));
const VOWEL = /[aeiouyAEIOUY]/;

/** What a text keeps as it is: placeholders, allow-listed markup, addresses, e-mail addresses. */
const KEPT = /(\{[^{}]*\}|\[\[[^\]]*\]\]|<\/?[a-z][^<>]*>|https?:\/\/[^\s<>]+|www\.[^\s<>]+|[\w.+-]+@[\w-]+(?:\.[\w-]+)+|&[a-z]+;)/gi;

/** The words of one stretch of text, accented, with vowels doubled to add `extra` characters. */
function stretch(words: string, extra: number, vowels: number): string {
  let out = '';
  let owed = 0;
  for (const ch of words) {
    const accented = ACCENTED[ch] ?? ch;
    out += accented;
    if (vowels > 0 && VOWEL.test(ch)) {
      owed += extra / vowels;
      while (owed >= 1) {
        out += accented;
        owed -= 1;
      }
    }
  }
  return out;
}

/**
 * A text of the pseudo-locale: letters accented, ~40 % longer (vowels repeated, or `·` padding where a
 * text has no vowel), between ⟦ and ⟧; placeholders, markup, addresses and numbers kept.
 *
 * @example
 * pseudoText('Log in') // => '⟦Łööğ íñ⟧' (shape; the vowels repeat to add 40 %)
 * pseudoText('Use {code}<br>now') // '{code}' and '<br>' are kept as they are
 */
export function pseudoText(text: string): string {
  const parts = text.split(KEPT);
  // split() with a capturing group: even indexes are words, odd ones are kept as they are.
  const wordParts = parts.filter((_, i) => i % 2 === 0);
  const length = wordParts.reduce((n, p) => n + p.length, 0);
  const vowels = wordParts.reduce((n, p) => n + (p.match(/[aeiouyAEIOUY]/g)?.length ?? 0), 0);
  const extra = Math.round(length * EXPANSION);
  const body = parts.map((part, i) => (i % 2 === 1 ? part : stretch(part, vowels ? extra : 0, vowels))).join('');
  return `${PSEUDO_OPEN}${body}${vowels || !length ? '' : '·'.repeat(extra)}${PSEUDO_CLOSE}`;
}

/** A value that is no words even under a text key: a path, an address, an #anchor, a number, a date. */
const NOT_WORDS = /^(?:[/#]|https?:|mailto:|tel:|[\w.+-]+@[\w-]+(?:\.[\w-]+)+$)|^[^\p{L}]*$/u;

type Schema = { [key: string]: unknown };
const isObject = (v: unknown): v is Schema => typeof v === 'object' && v !== null && !Array.isArray(v);
const TEXT_DEFINITION = /#\/definitions\/(?:text|markupText|markdown)$/;

/** A schema and the document it is part of (for its `#/definitions/…` references). */
interface At {
  schema: Schema;
  root: Schema;
}
const SCHEMA_FILES: Readonly<Record<string, Schema>> = { 'defs.schema.json': defsSchema, 'page.schema.json': pageSchema, 'site.schema.json': siteSchema, 'catalog.schema.json': catalogSchema };

/** The schema a `$ref` names: in the same document, or in one of the content schemas. */
function resolve({ schema, root }: At): At {
  let at = { schema, root };
  for (let hops = 0; typeof at.schema.$ref === 'string' && hops < 10; hops++) {
    const [file = '', pointer = ''] = at.schema.$ref.split('#');
    const doc = file ? SCHEMA_FILES[file.slice(file.lastIndexOf('/') + 1)] : at.root;
    if (!doc) return { schema: {}, root: at.root };
    let target: unknown = doc;
    for (const part of pointer.split('/').filter(Boolean)) target = isObject(target) ? target[part] : undefined;
    at = { schema: isObject(target) ? target : {}, root: doc };
  }
  return at;
}

/** The first schema `find` gives for a branch of `schema` under `keys` (each an object or a list of them). */
function inBranches(schema: Schema, root: Schema, keys: readonly string[], find: (at: At) => At | undefined): At | undefined {
  for (const key of keys) {
    for (const branch of [schema[key]].flat()) {
      const found = isObject(branch) ? find({ schema: branch, root }) : undefined;
      if (found) return found;
    }
  }
  return undefined;
}

/** The schema of `key` in an object of schema `at` (in its properties, or in those of one of its branches). */
function propertyOf(at: At, key: string): At | undefined {
  const { schema, root } = resolve(at);
  const own = isObject(schema.properties) ? schema.properties[key] : undefined;
  if (isObject(own)) return { schema: own, root };
  // A map keyed by ids (the catalogue's products): its values' schema.
  if (isObject(schema.additionalProperties)) return { schema: schema.additionalProperties, root };
  if (isObject(schema.patternProperties))
    for (const [pattern, value] of Object.entries(schema.patternProperties)) if (isObject(value) && new RegExp(pattern, 'u').test(key)) return { schema: value, root };
  return inBranches(schema, root, ['allOf', 'anyOf', 'oneOf', 'then', 'else'], (branch) => propertyOf(branch, key));
}

/** The schema of the items of a list of schema `at`. */
function itemsOf(at: At): At | undefined {
  const { schema, root } = resolve(at);
  if (isObject(schema.items)) return { schema: schema.items, root };
  return inBranches(schema, root, ['anyOf', 'oneOf'], itemsOf);
}

/** Whether a schema declares a text: `definitions/text`, `markupText` or `markdown` (a Markdown tree once generated). */
function declaresText(at: At): boolean {
  let { schema, root } = at;
  for (let hops = 0; typeof schema.$ref === 'string' && hops < 10; hops++) {
    if (TEXT_DEFINITION.test(schema.$ref)) return true;
    ({ schema, root } = resolve({ schema, root }));
  }
  return schema['x-markdown'] === true || ['anyOf', 'oneOf'].some((k) => Array.isArray(schema[k]) && (schema[k] as unknown[]).some((b) => isObject(b) && declaresText({ schema: b, root })));
}

/** A Markdown tree (or any part of one) with the value of each text node pseudo-localized; links and the rest kept. */
function pseudoMarkdown(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(pseudoMarkdown);
  if (!isObject(node)) return node;
  return Object.fromEntries(
    Object.entries(node).map(([key, v]) => [key, key === 'value' && node.type === 'text' && typeof v === 'string' ? pseudoWords(v) : typeof v === 'object' ? pseudoMarkdown(v) : v]),
  );
}

const pseudoWords = (text: string) => (NOT_WORDS.test(text) ? text : pseudoText(text));

/** A parsed message (core/message.ts) in the pseudo-locale: the words of every branch transformed, its arguments kept, one ⟦…⟧ around the whole. */
function pseudoMessage(parts: readonly MessagePart[]): MessagePart[] {
  const words = (list: readonly MessagePart[]): MessagePart[] =>
    list.map((part) =>
      typeof part === 'string'
        ? pseudoText(part).slice(PSEUDO_OPEN.length, -PSEUDO_CLOSE.length)
        : 'branches' in part
          ? { ...part, branches: Object.fromEntries(Object.entries(part.branches).map(([key, branch]) => [key, words(branch)])) }
          : part,
    );
  return [PSEUDO_OPEN, ...words(parts), PSEUDO_CLOSE];
}

/**
 * A content value with its texts pseudo-localized, walked with its schema: a string the schema declares as
 * a text (or a list of texts), a Markdown tree's text nodes; everything else, and whatever the schema does not
 * describe, as it is.
 */
export function pseudoContent<T>(value: T, schema: unknown, root: unknown = schema): T {
  const walk = (node: unknown, at: At | undefined): unknown => {
    if (!at) return node;
    if (isObject(at.schema['x-message']) && Array.isArray(node)) return pseudoMessage(node as MessagePart[]);
    if (declaresText(at)) return typeof node === 'string' ? pseudoWords(node) : Array.isArray(node) && node.every((n) => typeof n === 'string') ? node.map(pseudoWords) : pseudoMarkdown(node);
    if (Array.isArray(node)) {
      const items = itemsOf(at);
      return node.map((item) => walk(item, items));
    }
    if (!isObject(node)) return node;
    return Object.fromEntries(Object.entries(node).map(([key, v]) => [key, walk(v, propertyOf(at, key))]));
  };
  return walk(value, isObject(schema) && isObject(root) ? { schema, root } : undefined) as T;
}

const sectionSchemas = import.meta.glob<Schema>('../ui/sections/*/schema.json', { eager: true, import: 'default' });
/** The schema of a section type (runtime/ui/sections/<type>/schema.json). */
export const sectionSchema = (type: string): Schema => sectionSchemas[`../ui/sections/${type}/schema.json`] ?? {};
/** The schemas of the content documents. */
export const documentSchemas = { site: siteSchema as Schema, page: pageSchema as Schema, catalog: catalogSchema as Schema };

/** A page in the pseudo-locale: its head by the page schema's text keys, each section by its type's. */
function pseudoPage(page: Page | undefined): Page | undefined {
  if (!page) return page;
  const { sections, ...rest } = page;
  const [first, ...others] = sections;
  const section = (s: Section): Section => pseudoContent(s, sectionSchema(s.type));
  return { ...pseudoContent(rest, documentSchemas.page), sections: [section(first), ...others.map(section)] };
}

/** A page's data in the pseudo-locale: the shell's and the page's texts, the products' texts, the country names. */
export function pseudoPageData(data: PageData): PageData {
  return {
    ...data,
    site: pseudoContent(data.site, documentSchemas.site),
    page: pseudoPage(data.page),
    catalog: {
      ...data.catalog,
      products: pseudoContent(data.catalog.products, propertyOf({ schema: documentSchemas.catalog, root: documentSchemas.catalog }, 'products')?.schema, documentSchemas.catalog),
    },
    countryNames: Object.fromEntries(Object.entries(data.countryNames).map(([code, name]) => [code, pseudoText(name)])) as PageData['countryNames'],
  };
}
