import type { AnyCheck, RuleTable } from './define.ts';

import { findDisallowedMarkup } from '../../core/markup.ts';
import { diagnostic, type Diagnostic } from '../diagnostics.ts';
import type { LoadedFile } from '../read/load-yaml.ts';
import { locate } from '../read/locate.ts';
import type { Meant } from '../validate/meaning.ts';

export const rules = {
  markup: { title: 'Markup outside the allow-list', hint: 'Texts may hold only <br> and <small>…</small>, without attributes.' },
} as const satisfies RuleTable;

/** Every text of a document may hold only the allow-listed markup (<br>, <small>); its prose (`prose`, Markdown) is checked by prose.ts. */
export function checkMarkup(loaded: LoadedFile, prose: readonly Meant[]): Diagnostic[] {
  const out: Diagnostic[] = [];
  const markdown = new Set(prose.map((p) => p.pointer));
  const walk = (node: unknown, pointer: string) => {
    if (typeof node === 'string') {
      const refused = markdown.has(pointer) ? [] : findDisallowedMarkup(node);
      if (refused.length) out.push(diagnostic('markup', locate(loaded, pointer), `${refused.map((t) => `"${t}"`).join(', ')} is not allowed in a text.`));
    } else if (Array.isArray(node)) node.forEach((v, i) => walk(v, `${pointer}/${i}`));
    else if (typeof node === 'object' && node !== null) {
      for (const [key, value] of Object.entries(node)) walk(value, `${pointer}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`);
    }
  };
  walk(loaded.data, '');
  return out;
}

export const checks: readonly AnyCheck[] = [{ name: 'markup', scope: 'file', kinds: ['site', 'catalog', 'page'], check: (file) => checkMarkup(file.loaded, file.meanings.markdown) }];
