/**
 * Which texts of other regions a page ships: the distinctive strings of every
 * other region's bundle, looked up in the page's HTML, JS and pageContext.json
 * in the forms they take there (raw, HTML-escaped, JSON/JS string-escaped).
 */

export interface Leaf {
  path: string;
  value: string;
}
export type TextKind = 'prose' | 'path or URL' | 'identifier';
export interface ForeignText {
  region: string;
  path: string;
  value: string;
  bytes: number;
  kind: TextKind;
}
export interface Found extends ForeignText {
  in: string;
}

/** Every string leaf of a JSON-like value, with its property path. */
export function stringLeaves(value: unknown, path = ''): Leaf[] {
  if (typeof value === 'string') return [{ path, value }];
  if (Array.isArray(value)) return value.flatMap((item, i) => stringLeaves(item, `${path}[${i}]`));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([key, item]) => stringLeaves(item, path ? `${path}.${key}` : key));
  return [];
}

/** Every property name and string leaf of a JSON-like value (catalogue keys such as product ids are names, not leaves). */
function allText(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(allText);
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([key, item]) => [key, ...allText(item)]);
  return [];
}

/** Prose is what a reader sees (spaces or non-ASCII letters); the rest are links, ids and keys that happen to be strings. */
export function kindOf(value: string): TextKind {
  if (/^(\/|https?:\/\/)/.test(value)) return 'path or URL';
  if (/\s|[^\x00-\x7f]/.test(value)) return 'prose';
  return 'identifier';
}

/**
 * The strings of `others` (region → its `site` and `pages`) at least `minLength`
 * long that occur nowhere in `own` (all string leaves and property names of the
 * page region's bundle): shared brand names and texts an extending region kept are not foreign.
 */
export function foreignTexts(own: unknown, others: Record<string, { site: unknown; pages: unknown }>, minLength = 12): ForeignText[] {
  const ownText = allText(own).join('\u0000');
  const seen = new Set<string>();
  const result: ForeignText[] = [];
  for (const [region, { site, pages }] of Object.entries(others)) {
    for (const leaf of [...stringLeaves(site, 'site'), ...stringLeaves(pages, 'pages')]) {
      if (leaf.value.length < minLength || seen.has(leaf.value) || ownText.includes(leaf.value)) continue;
      seen.add(leaf.value);
      result.push({ region, path: leaf.path, value: leaf.value, bytes: Buffer.byteLength(leaf.value), kind: kindOf(leaf.value) });
    }
  }
  return result;
}

const htmlEscape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const jsonInner = (s: string) => JSON.stringify(s).slice(1, -1);
const asciiEscape = (s: string) => s.replace(/[\u007f-\uffff]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);

/** The spellings of `s` in served documents: React escapes text (' as &#x27;), Vike and bundlers escape JSON and JS strings. */
export function encodedForms(s: string): string[] {
  const html = htmlEscape(s);
  const json = jsonInner(s);
  return [...new Set([s, html, html.replace(/'/g, '&#x27;'), html.replace(/'/g, '&#39;'), json, asciiEscape(json), json.replace(/</g, '\\u003c'), json.replace(/\//g, '\\/')])];
}

/** The foreign texts found in `documents` (name → text); each text once per page, with the first document holding it. */
export function findForeign(texts: readonly ForeignText[], documents: ReadonlyMap<string, string>): Found[] {
  const found: Found[] = [];
  for (const text of texts) {
    const forms = encodedForms(text.value);
    for (const [name, content] of documents) {
      if (forms.some((form) => content.includes(form))) {
        found.push({ ...text, in: name });
        break;
      }
    }
  }
  return found;
}
