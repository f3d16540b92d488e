import type { AnyCheck, RuleTable } from './define.ts';
import { diagnostic, didYouMean, type Diagnostic } from '../diagnostics.ts';
import type { LoadedFile } from '../read/load-yaml.ts';
import { locate, type Location } from '../read/locate.ts';
import { messageArguments, parseOnce } from '../merge/message.ts';
import type { DeclaredArguments, Meanings } from '../validate/meaning.ts';
import { textLeaves } from '../merge/text-leaves.ts';
import { pointerOf } from './walk.ts';

export const rules = {
  'message-argument': {
    title: 'A placeholder no code fills',
    hint: "A text may use only the placeholders its field declares (the schema's x-message, listed in the message): the site fills those in and nothing else. If the site should fill a new one, a developer declares it there and passes it.",
  },
} as const satisfies RuleTable;

/** `{name}` or `{name,` in a text: what the grammar would read as an argument. */
const PLACEHOLDER = /\{\s*([A-Za-z][A-Za-z0-9_]*)\s*[},]/;

const listed = (declared: DeclaredArguments) =>
  Object.entries(declared)
    .map(([name, kind]) => `{${name}} (${kind})`)
    .join(', ') || 'none';

/** Where `{name` first appears in the file from the text's own position on (the text's line, if the source writes it otherwise). */
function locatePlaceholder(loaded: LoadedFile, pointer: string, name: string): Location {
  const at = locate(loaded, pointer);
  const start = (loaded.lineCounter.lineStarts[at.line - 1] ?? 0) + at.column - 1;
  const found = new RegExp(`\\{\\s*${name}\\b`).exec(loaded.text.slice(start));
  if (!found) return at;
  const { line, col } = loaded.lineCounter.linePos(start + found.index);
  return { file: at.file, line, column: col };
}

/**
 * The arguments of every text of a file against what its field declares (`"x-message": { "count": "number" }`,
 * the one statement of what the code passes, which the generated types give the callers): a placeholder the
 * field does not declare is one no code fills, so it fails the build where it is written; a plural must count a
 * number. A text of a field that declares none (no x-message) is shown as written, so a placeholder there is refused too.
 * A text that does not parse is [message-syntax]'s (translations.ts).
 */
export function checkMessageArguments(loaded: LoadedFile, meanings: Meanings): Diagnostic[] {
  const out: Diagnostic[] = [];
  const messages = new Set(meanings.message.map((m) => m.pointer));
  const prose = new Set(meanings.markdown.map((m) => m.pointer));
  for (const { pointer, value, declared = {} } of meanings.message) {
    const parts = parseOnce(value);
    if (!Array.isArray(parts)) continue;
    for (const [name, use] of messageArguments(parts)) {
      const kind = declared[name];
      if (kind === undefined) {
        const guess = didYouMean(name, Object.keys(declared));
        out.push(
          diagnostic(
            'message-argument',
            locatePlaceholder(loaded, pointer, name),
            `{${name}} is filled by no code: the placeholders of this text are ${listed(declared)}.`,
            guess ? `Did you mean {${guess}}? Placeholders are filled in by the site and are never translated.` : undefined,
          ),
        );
      } else if (use === 'plural' && kind !== 'number')
        out.push(diagnostic('message-argument', locatePlaceholder(loaded, pointer, name), `{${name}} is a ${kind}, not a number: it cannot choose a plural.`));
    }
  }
  for (const { text, path } of textLeaves(loaded.data)) {
    const pointer = pointerOf(path);
    const [, name] = messages.has(pointer) || prose.has(pointer) ? [] : (PLACEHOLDER.exec(text) ?? []);
    if (name) out.push(diagnostic('message-argument', locatePlaceholder(loaded, pointer, name), `{${name}} is filled by no code: this text takes no placeholders and is shown as written.`));
  }
  return out;
}

export const checks: readonly AnyCheck[] = [{ name: 'message', scope: 'file', kinds: ['site', 'catalog', 'page'], check: (file) => checkMessageArguments(file.loaded, file.meanings) }];
