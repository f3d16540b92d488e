/**
 * The markup allow-list for content texts that may carry formatting (product
 * names: a line break and small print). Anything else in a text is rejected at
 * build time by codegen and escaped at render time.
 *
 * @example
 * findDisallowedMarkup('Optimus<br><small>Signature</small>') // => []
 * findDisallowedMarkup('<img src=x onerror=alert(1)>')       // => ['<img src=x onerror=alert(1)>']
 */
export const ALLOWED_TAGS = ['br', 'small'] as const;

const TAG = /<\/?([A-Za-z][A-Za-z0-9-]*)([^<>]*)>/g;
const ALLOWED = new Set<string>(ALLOWED_TAGS);

/** Returns the tags of `text` that the allow-list refuses (attributes make any tag refused). */
export function findDisallowedMarkup(text: string): string[] {
  const refused: string[] = [];
  for (const match of text.matchAll(TAG)) {
    const [whole, name = '', rest = ''] = match;
    const attributes = rest.replace(/\s*\/$/, '').trim();
    if (!ALLOWED.has(name.toLowerCase()) || attributes !== '') refused.push(whole);
  }
  // A lone '<' that does not open a tag is harmless text; an unclosed '<tag' is not.
  const unclosed = text.match(/<[A-Za-z/][^>]*$/);
  if (unclosed) refused.push(unclosed[0]);
  return refused;
}

export type MarkupPart = { kind: 'text'; text: string } | { kind: 'br' } | { kind: 'small'; text: string };

/** Splits an allow-listed text into parts a renderer can turn into elements without innerHTML. */
export function parseMarkup(text: string): MarkupPart[] {
  const parts: MarkupPart[] = [];
  const pattern = /<br\s*\/?>|<small>([\s\S]*?)<\/small>/gi;
  let last = 0;
  for (const match of text.matchAll(pattern)) {
    const index = match.index ?? 0;
    if (index > last) parts.push({ kind: 'text', text: text.slice(last, index) });
    parts.push(match[0].toLowerCase().startsWith('<br') ? { kind: 'br' } : { kind: 'small', text: match[1] ?? '' });
    last = index + match[0].length;
  }
  if (last < text.length) parts.push({ kind: 'text', text: text.slice(last) });
  return parts;
}
