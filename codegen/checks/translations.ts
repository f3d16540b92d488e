import type { RuleTable } from './define.ts';
import type { MessagePart } from '../../core/message.ts';
import { COUNTED_ARGUMENTS, MessageSyntaxError, messageArguments, messagePlurals, parseOnce, pluralCategories, requiredPluralCategories } from '../merge/message.ts';
import { diagnostic, type Diagnostic } from '../diagnostics.ts';
import { locate } from '../read/locate.ts';
import { numbersNotInReference } from '../merge/numbers.ts';
import { isIdList, regionalPointers, type RegionDocument } from '../merge/resolve-extends.ts';
import type { RegionCode } from '../read/workspace.ts';
import { isMap, type Json } from '../json.ts';
import { textLeaves } from '../merge/text-leaves.ts';
import { followById, pointerOf } from './walk.ts';

export const rules = {
  'missing-translation': { title: 'Missing translation', hint: "Add the text in the region's language (see the same key in content-yaml/us/)." },
  placeholder: { title: 'A placeholder of the reference left out', hint: 'Keep every {placeholder} of the us text exactly as written; the site fills it in.' },
  'message-syntax': {
    title: 'A text breaks the message grammar',
    hint: "Write {name} for a value the site fills in and {count, plural, one {# item} other {# items}} for a count; a literal brace is '{' (codegen/merge/message.ts).",
  },
  plural: {
    title: 'A count without the plural its language needs',
    hint: "Write a count as {count, plural, one {# item} other {# items}} with one branch per plural category of the region's language (en, de, fr: one and other; ja, ko, zh: other, or no plural at all).",
  },
  number: { title: 'A number the reference does not state', hint: "A figure, date or count is the same in every region: write the reference's, in your language's way of writing numbers." },
} as const satisfies RuleTable;

const preview = (v: unknown) => {
  const t = typeof v === 'string' ? v : JSON.stringify(v);
  return t.length > 50 ? `${t.slice(0, 47)}...` : t;
};
/** 'sections', '[specs]', 'rows' -> 'sections[specs].rows'. */
const show = (label: readonly string[]) => label.join('.').replace(/\.\[/g, '[');
const isTextList = (v: unknown): v is string[] => Array.isArray(v) && v.length > 0 && v.every((x) => typeof x === 'string');
const isEmpty = (v: unknown) => v === undefined || v === null || v === '' || (Array.isArray(v) && v.length === 0);

/** Whether a string is prose, not an instant, an address or a key (those hold digits that are no stated facts). */
const isText = (value: string) => !/^\d{4}-\d{2}-\d{2}T/.test(value) && !/^(?:\/|#|https?:|mailto:)/.test(value) && !/^[a-z0-9]+(?:-[a-z0-9]+)+$/.test(value);

/** A text's parts, or undefined when it does not parse. */
const partsOf = (text: string) => {
  const outcome = parseOnce(text);
  return outcome instanceof MessageSyntaxError ? undefined : outcome;
};
/** The arguments of a text, filled in at run time ({count}, {amount}, {country} …), by the site's one grammar (codegen/merge/message.ts). */
const placeholders = (text: string): Set<string> => new Set(messageArguments(partsOf(text) ?? []).keys());

/**
 * The grammar and the plurals of every message a region's own file writes (a text of a field that declares its
 * arguments, `x-message`, whose JSON pointers `messagesOf` gives; codegen/merge/message.ts): a text that does not
 * parse; a plural that lacks a category the region's language needs, or has one it never selects; and a count
 * written plainly before a word in a language whose nouns change with the number ("in {seconds} seconds" reads
 * "1 seconds"). With the reference's plurals, a translation may not drop one where its language needs it.
 */
export function checkMessages(
  reference: RegionCode,
  docs: ReadonlyMap<RegionCode, RegionDocument>,
  merged: ReadonlyMap<RegionCode, Json>,
  localeOf: (region: RegionCode) => string,
  messagesOf: (doc: Json) => ReadonlySet<string>,
): Diagnostic[] {
  const out: Diagnostic[] = [];
  const ref = merged.get(reference);
  for (const [region, own] of docs) {
    const messages = messagesOf(own.data);
    const locale = localeOf(region);
    const required = requiredPluralCategories(locale);
    const known = new Set(pluralCategories(locale));
    for (const { text, path } of textLeaves(own.data)) {
      if (!messages.has(pointerOf(path))) continue;
      const refText = region === reference ? undefined : followById(own.data, path, ref);
      const at = locate(own.loaded, path);
      const name = path.join('.');
      const parts = parseOnce(text);
      if (parts instanceof MessageSyntaxError) {
        const error = parts;
        const near = text.slice(Math.max(0, error.offset - 15), error.offset + 15).replace(/\n/g, ' ');
        out.push(diagnostic('message-syntax', at, `"${name}": ${error.message} (character ${error.offset + 1}, near "${near}").`));
        continue;
      }
      for (const { argument, keys } of messagePlurals(parts)) {
        const categories = keys.filter((key) => !key.startsWith('='));
        const lacking = required.filter((c) => !categories.includes(c));
        const foreign = categories.filter((c) => !known.has(c));
        const hint = `In ${locale} a count takes the categories ${required.join(', ')}: {${argument}, plural, ${required.map((c) => `${c} {…}`).join(' ')}}.`;
        // A missing category shows the wrong form (an error); a category the language never selects is dead text (a warning).
        if (lacking.length) out.push(diagnostic('plural', at, `"${name}": the plural of {${argument}} lacks ${lacking.join(', ')}.`, hint));
        if (foreign.length) out.push(diagnostic('plural', at, `"${name}": the plural of {${argument}} has ${foreign.join(', ')}, which ${locale} never selects.`, hint, 'warning'));
      }
      if (required.length < 2) continue;
      const plurals = new Set(messagePlurals(parts).map((p) => p.argument));
      const refParts = typeof refText === 'string' ? partsOf(refText) : undefined;
      for (const { argument } of refParts ? messagePlurals(refParts) : []) {
        if (plurals.has(argument) || !messageArguments(parts).has(argument)) continue;
        out.push(
          diagnostic(
            'plural',
            at,
            `"${name}": the reference counts {${argument}} with a plural, this text writes it plainly, and ${locale} needs ${required.join(' and ')}.`,
            `Write {${argument}, plural, ${required.map((c) => `${c} {…}`).join(' ')}}, with # where the number goes.`,
          ),
        );
        plurals.add(argument);
      }
      for (const part of plainCountsBeforeWords(parts)) {
        if (plurals.has(part)) continue;
        out.push(
          diagnostic(
            'plural',
            at,
            `"${name}": {${part}} is a count written plainly before a word; in ${locale} the word changes with the number (1 device, 2 devices), which a plain placeholder cannot say.`,
            `Write {${part}, plural, ${required.map((c) => `${c} {# …}`).join(' ')}} (# is the number).`,
          ),
        );
      }
    }
  }
  return out;
}

/** The counted arguments (COUNTED_ARGUMENTS) written plainly and followed by a word of two letters or more (a unit symbol such as "s" is no word). */
function plainCountsBeforeWords(parts: readonly MessagePart[]): string[] {
  const found: string[] = [];
  parts.forEach((part, index) => {
    if (typeof part !== 'object' || !('argument' in part) || !COUNTED_ARGUMENTS.includes(part.argument)) return;
    const next = parts[index + 1];
    if (typeof next === 'string' && /^\s*\p{L}{2,}/u.test(next)) found.push(part.argument);
  });
  return found;
}

/**
 * A place in a document, followed in the merged tree and, as far as it exists,
 * in the region's own file: lists of items with ids are followed by id, so a
 * position in the merged (inherited) order maps to the item the file wrote.
 */
interface Cursor {
  label: string[];
  own: unknown;
  ownPath: string[];
  ref: string[];
}

/**
 * Translation parity (docs/decisions.md D3, D4): every key of the reference region's
 * document must be present and non-empty in each other region's document after
 * inheritance; lists whose items carry an `id` (sections and their items) are
 * compared by id, and a region may add ids of its own or keep a section with
 * `disabled: true`. Lists without ids are regional data and are not compared.
 * Texts must use the same `{placeholders}` as the reference.
 */
export function checkTranslations(
  reference: RegionCode,
  docs: ReadonlyMap<RegionCode, RegionDocument>,
  merged: ReadonlyMap<RegionCode, Json>,
  /** A region's language (en, fr, de …): the numbers it writes in words count as numbers it states. */
  languageOf?: (region: RegionCode) => string,
): Diagnostic[] {
  const out: Diagnostic[] = [];
  const ref = merged.get(reference);
  const refDoc = docs.get(reference);
  if (!ref || !refDoc) return out;
  const regional = regionalPointers(refDoc);
  for (const [region, doc] of merged) {
    if (region === reference) continue;
    const own = docs.get(region)!;
    const at = (c: Cursor) => locate(own.loaded, c.ownPath);
    const refAt = (c: Cursor) => `${refDoc.loaded.file}:${locate(refDoc.loaded, c.ref).line}`;
    // One step down: a key, or (with its place in the reference) the item of a list with ids whose id is `key`.
    const step = (c: Cursor, key: string, refIndex?: number): Cursor => {
      if (refIndex === undefined)
        // locate() falls back to the deepest node that exists: a missing key is reported at its parent's key.
        return { label: [...c.label, key], own: isMap(c.own) ? c.own[key] : undefined, ownPath: isMap(c.own) ? [...c.ownPath, key] : c.ownPath, ref: [...c.ref, key] };
      const ownList = Array.isArray(c.own) ? c.own : [];
      const ownIndex = ownList.findIndex((item) => isMap(item) && item.id === key);
      return {
        label: [...c.label, `[${key}]`],
        own: ownList[ownIndex],
        ownPath: ownIndex >= 0 ? [...c.ownPath, String(ownIndex)] : c.ownPath,
        ref: [...c.ref, String(refIndex)],
      };
    };
    const report = (rule: 'missing-translation' | 'placeholder' | 'number', c: Cursor, message: string, hint?: string) => out.push(diagnostic(rule, at(c), message, hint));
    const missing = (c: Cursor, refValue: unknown) =>
      report(
        'missing-translation',
        c,
        `"${show(c.label)}" has no text for ${region} (${refAt(c)} has ${preview(refValue)}).`,
        `Add "${c.label.at(-1)!}" under "${show(c.label.slice(0, -1)) || 'the top level'}" in ${own.loaded.file}, in the region's language.`,
      );
    const missingItem = (list: Cursor, item: Json, refIndex: number) =>
      report(
        'missing-translation',
        list,
        `${typeof item.type === 'string' ? `The section "${item.id}" (${item.type})` : `The item "${item.id}"`} of ${show(list.label)} is missing in ${region}.`,
        `Add it under "${show(list.label)}" with id: ${String(item.id)}, in the region's language; the reference is at ${refAt({ ...list, ref: [...list.ref, String(refIndex)] })}.` +
          (typeof item.type === 'string' ? ' A region that does not show a section keeps it with "disabled: true".' : ''),
      );
    const compare = (c: Cursor, refText: string, text: string) => {
      // A placeholder the code does not fill is [message-argument]'s (message.ts, against the field's declaration); here, one the reference writes and the translation leaves out.
      // A text that does not parse is reported once, where it is written (checkMessages), not in every translation.
      const want = partsOf(refText) && partsOf(text) ? placeholders(refText) : new Set<string>();
      const lacking = [...want].filter((p) => !placeholders(text).has(p));
      const braced = (list: Iterable<string>) => [...list].map((p) => `{${p}}`).join(', ');
      if (lacking.length) report('placeholder', c, `"${show(c.label)}" must use the placeholders of the reference (${braced(want)}): missing ${braced(lacking)}.`);
      checkNumbers(c, refText, text);
    };
    const checkNumbers = (c: Cursor, refText: string, text: string) => {
      // A fact is the same in every region: a number the translation writes must be one the reference states (an error: such a text cannot ship).
      const extra = isText(refText) && isText(text) ? numbersNotInReference(refText, text, languageOf?.(region)) : [];
      if (extra.length)
        report(
          'number',
          c,
          `"${show(c.label)}" states ${extra.map((n) => `"${n}"`).join(', ')}, which the reference text does not (${refAt(c)}: ${preview(refText)}).`,
          'Write the figures, dates and counts of the reference, in the way your language writes numbers, or the [[facts]] it refers to; if the reference is wrong, correct it in us too. A fact that differs by region (a campaign\'s dates) is data: write [[campaign.<page>.end]] and the like (docs/translators.md "Facts in copy").',
        );
    };
    const walk = (refNode: Json, node: Json, c: Cursor) => {
      for (const [key, refValue] of Object.entries(refNode)) {
        const value = node[key];
        const here = step(c, key);
        // The reference's own item (a us banner) is asked of no other region, and compared with none.
        if (regional.has(`/${here.ref.join('/')}`)) continue;
        if (isMap(refValue)) {
          if (isMap(value)) walk(refValue, value, here);
          else missing(here, refValue);
        } else if (isIdList(refValue)) {
          if (!Array.isArray(value) || value.length === 0) {
            missing(here, refValue);
            continue;
          }
          refValue.forEach((refItem, refIndex) => {
            const item = value.find((v) => isMap(v) && v.id === refItem.id);
            if (!isMap(item)) return missingItem(here, refItem, refIndex);
            if (item.disabled === true) return;
            walk(refItem, item, step(here, String(refItem.id), refIndex));
          });
        } else if (isEmpty(value)) {
          if (!isEmpty(refValue)) missing(here, refValue);
        } else if (isTextList(refValue) && isTextList(value) && Array.isArray(here.own)) {
          // A list of lines (a sale card's describe): the lines need not pair up, so each line of the region's is compared
          // with the reference's list as a whole, a line the reference lacks included (the copy review's G2).
          const all = refValue.join('\n');
          value.forEach((line, i) => {
            if (typeof (here.own as unknown[])[i] === 'string') checkNumbers({ ...here, label: [...here.label, `[${i}]`], ownPath: [...here.ownPath, String(i)] }, all, line);
          });
        } else if (typeof refValue === 'string' && typeof value === 'string' && typeof here.own === 'string') {
          compare(here, refValue, value);
        }
      }
    };
    walk(ref, doc, { label: [], own: own.data, ownPath: [], ref: [] });
  }
  return out;
}
