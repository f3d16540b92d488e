/**
 * The markup allow-list for content texts that may carry formatting (product
 * names: a line break and small print). Anything else in a text is rejected at
 * build time by codegen and escaped at render time.
 *
 * @example
 * findDisallowedMarkup('Optimus<br><small>Signature</small>') // => []
 * findDisallowedMarkup('<img src=x onerror=alert(1)>')       // => ['<img src=x onerror=alert(1)>']
 */
const TAG = /<\/?[A-Za-z][^<>]*>/g;
const BR = /^<br\s*\/?>$/i;

/**
 * Returns the tags of `text` that the allow-list refuses: anything but `<br>`
 * (or `<br/>`) outside small print and a balanced, unnested `<small>…</small>`
 * without attributes. What passes here is exactly what `parseMarkup` renders.
 */
export function findDisallowedMarkup(text: string): string[] {
  const refused: string[] = [];
  let open: string | undefined;
  for (const match of text.matchAll(TAG)) {
    const tag = match[0];
    const inSmall = open !== undefined;
    if (BR.test(tag) && !inSmall) continue;
    if (tag.toLowerCase() === '<small>' && !inSmall) {
      open = tag;
      continue;
    }
    // A <small> with attributes is refused once; its closing tag is then not reported again.
    if (/^<small\s/i.test(tag) && !inSmall) {
      refused.push(tag);
      open = '';
      continue;
    }
    if (tag.toLowerCase() === '</small>' && inSmall) {
      open = undefined;
      continue;
    }
    refused.push(tag);
  }
  if (open) refused.push(open); // an unclosed <small> ('' when already refused for its attributes)
  // An unclosed '<tag' at the end is refused too; a lone '<' followed by a space or digit is text.
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

/**
 * An allow-listed text (a catalogue name) as plain text, for a plain-text e-mail, an <option>, structured data
 * or a comparison: a line break becomes a space and small print its words, set apart from the rest.
 *
 * @example
 * plainText('Optimus Prime<br><small>Signature Limited Edition</small>') // => 'Optimus Prime Signature Limited Edition'
 * plainText('K1 Pro<small>Interstellar</small>')                        // => 'K1 Pro Interstellar'
 */
export function plainText(text: string): string {
  return parseMarkup(text)
    .map((part) => (part.kind === 'br' ? ' ' : part.kind === 'small' ? ` ${part.text} ` : part.text))
    .join('')
    .replace(/\s+/g, ' ')
    .trim();
}
