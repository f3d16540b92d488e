import type { AnyCheck, RuleTable } from './define.ts';

import { findDisallowedMarkup } from '../../core/markup.ts';
import { diagnostic, type Diagnostic } from '../diagnostics.ts';
import type { LoadedFile } from '../read/load-yaml.ts';
import { locate } from '../read/locate.ts';
import type { Meant } from '../validate/meaning.ts';
import { textLeaves } from '../merge/text-leaves.ts';
import { pointerOf } from './walk.ts';

export const rules = {
  markup: { title: 'Markup outside the allow-list', hint: 'Texts may hold only <br> and <small>…</small>, without attributes.' },
} as const satisfies RuleTable;

/** Every text of a document may hold only the allow-listed markup (<br>, <small>); its prose (`prose`, Markdown) is checked by prose.ts. */
export function checkMarkup(loaded: LoadedFile, prose: readonly Meant[]): Diagnostic[] {
  const markdown = new Set(prose.map((p) => p.pointer));
  return textLeaves(loaded.data).flatMap(({ text, path }) => {
    const refused = markdown.has(pointerOf(path)) ? [] : findDisallowedMarkup(text);
    return refused.length ? [diagnostic('markup', locate(loaded, path), `${refused.map((t) => `"${t}"`).join(', ')} is not allowed in a text.`)] : [];
  });
}

export const checks: readonly AnyCheck[] = [{ name: 'markup', scope: 'file', kinds: ['site', 'catalog', 'page'], check: (file) => checkMarkup(file.loaded, file.meanings.markdown) }];
