import { findDisallowedMarkup } from '../core/markup.ts';
import { diagnostic, type Diagnostic } from './diagnostics.ts';
import type { LoadedFile } from './load-yaml.ts';
import { locate } from './locate.ts';
import { PROSE_KEY } from './prose.ts';

/** Every text of a document may hold only the allow-listed markup (<br>, <small>); prose is Markdown, checked by prose.ts. */
export function checkMarkup(loaded: LoadedFile, data: unknown, pointer = ''): Diagnostic[] {
  const out: Diagnostic[] = [];
  if (typeof data === 'string') {
    const refused = findDisallowedMarkup(data);
    if (refused.length) out.push(diagnostic('markup', locate(loaded, pointer), `${refused.map((t) => `"${t}"`).join(', ')} is not allowed in a text.`));
  } else if (Array.isArray(data)) data.forEach((v, i) => out.push(...checkMarkup(loaded, v, `${pointer}/${i}`)));
  else if (typeof data === 'object' && data !== null) {
    for (const [key, value] of Object.entries(data)) if (key !== PROSE_KEY) out.push(...checkMarkup(loaded, value, `${pointer}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`));
  }
  return out;
}
