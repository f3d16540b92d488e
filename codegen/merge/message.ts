/**
 * The one message grammar of the site, read at generate time: every text of a field whose schema declares
 * `"x-message"` is parsed here into parts (core/message.ts's MessagePart[]), which the browser and the service
 * only fill in. It is the subset of ICU MessageFormat that the texts need:
 *
 *   Resend the code in {seconds} s                                   an argument, filled as given
 *   Logged out on {count, plural, one {# device} other {# devices}}.  a plural: the branch the
 *                                                                     language's CLDR rule picks for
 *                                                                     the number, `#` the number itself
 *   {count, plural, =0 {No devices} one {# device} other {# devices}} an exact match comes first
 *
 * Branch keys are CLDR plural categories (zero, one, two, few, many, other; `other` is required) or
 * exact numbers (`=0`). An apostrophe quotes a brace or `#` ('{' is a literal brace, '' an
 * apostrophe); any other apostrophe (You're, l'adresse) is an ordinary character, as in ICU.
 * Names are ASCII: a letter, then letters, digits or `_`.
 *
 * @example
 * parseMessage('Resend in {seconds} s') // => ['Resend in ', { argument: 'seconds' }, ' s']
 */

import type { MessagePart } from '../../core/message.ts';

/**
 * The arguments the site fills with a count (of devices, fields, seconds, minutes …): codegen asks for a plural
 * where one of them is written plainly before a word in a language whose nouns change with the number.
 */
export const COUNTED_ARGUMENTS: readonly string[] = ['count', 'seconds', 'minutes', 'hours', 'days', 'max'];

export const PLURAL_CATEGORIES = ['zero', 'one', 'two', 'few', 'many', 'other'] as const;

/** A text that breaks the grammar: what is wrong, in a sentence for the translator ([message-syntax]), and `offset` where (in characters from its start). */
export class MessageSyntaxError extends Error {
  readonly offset: number;
  constructor(message: string, offset: number) {
    super(message);
    this.name = 'MessageSyntaxError';
    this.offset = offset;
  }
}

/** An argument's name: a letter, then letters, digits or _ (ASCII). */
const NAME = /[A-Za-z][A-Za-z0-9_]*/y;
const SPACE = /\s*/y;

/** Parses a text into its parts; throws MessageSyntaxError saying where and what. */
export function parseMessage(text: string): MessagePart[] {
  let at = 0;
  const fail = (message: string, where = at): never => {
    throw new MessageSyntaxError(message, where);
  };
  /** The text from here, for a sentence: what was found instead. */
  const found = () => (at < text.length ? `"${text.slice(at, at + 12)}"` : 'the end of the text');
  /** What a sticky pattern matches here (moving past it), after the spaces before it when `space`. */
  const take = (pattern: RegExp, space = true): string | undefined => {
    if (space) take(SPACE, false);
    pattern.lastIndex = at;
    const match = pattern.exec(text)?.[0];
    if (match !== undefined) at = pattern.lastIndex;
    return match;
  };
  const name = (): string => take(NAME, false) ?? fail(`a name was expected after "{" (a letter, then letters, digits or _), found ${found()}`);

  /** Parts up to the end (depth 0) or the `}` that closes a plural branch (inPlural). */
  const parts = (inPlural: boolean): MessagePart[] => {
    const out: MessagePart[] = [];
    let literal = '';
    const flush = () => {
      if (literal) out.push(literal);
      literal = '';
    };
    for (let char = text[at]; char !== undefined && !(inPlural && char === '}'); char = text[at]) {
      const next = text[at + 1];
      if (char === "'" && (next === '{' || next === '}' || (inPlural && next === '#'))) {
        const end = text.indexOf("'", at + 1);
        if (end < 0) fail("a quote (') opened before a brace is never closed");
        literal += text.slice(at + 1, end);
        at = end + 1;
      } else if (char === '}') fail('a "}" closes nothing (write \'}\' for a literal brace)');
      else if (char === '{' || (inPlural && char === '#')) {
        flush();
        out.push(char === '{' ? argument() : { number: true });
        if (char === '#') at += 1;
      } else {
        // '' is one apostrophe; any other apostrophe is an ordinary character.
        literal += char;
        at += char === "'" && next === "'" ? 2 : 1;
      }
    }
    flush();
    return out;
  };

  const argument = (): MessagePart => {
    const open = at;
    at += 1;
    take(SPACE, false);
    const argumentName = name();
    if (take(/\}/y) !== undefined) return { argument: argumentName };
    if (take(/,/y) === undefined) fail(`"{${argumentName}" must be closed by "}" or go on with ", plural, …"`);
    take(SPACE, false);
    const kind = name();
    if (kind !== 'plural') fail(`"{${argumentName}, ${kind}" is not supported: the only kind is plural ({${argumentName}, plural, one {…} other {…}})`);
    if (take(/,/y) === undefined) fail(`"{${argumentName}, plural" must go on with ", one {…} other {…}"`);
    const branches: Record<string, MessagePart[]> = {};
    while (take(/\}/y) === undefined) {
      if (at >= text.length) fail(`the plural of {${argumentName}} is never closed by "}"`, open);
      const keyStart = at;
      const key = take(/=\d+/y, false) ?? take(NAME, false) ?? fail(`the plural of {${argumentName}} must go on with a branch (one {…}, other {…}) or close with "}", found ${found()}`);
      if (!key.startsWith('=') && !(PLURAL_CATEGORIES as readonly string[]).includes(key))
        fail(`"${key}" is not a plural category (${PLURAL_CATEGORIES.join(', ')}) nor an exact number (=0)`, keyStart);
      if (Object.hasOwn(branches, key)) fail(`the plural of {${argumentName}} has two "${key}" branches`, keyStart);
      if (take(/\{/y) === undefined) fail(`the branch "${key}" of {${argumentName}} must be written in braces: ${key} {…}`);
      branches[key] = parts(true);
      if (take(/\}/y, false) === undefined) fail(`the branch "${key}" of {${argumentName}} is never closed by "}"`);
    }
    if (!Object.hasOwn(branches, 'other')) fail(`the plural of {${argumentName}} has no "other" branch, which every language needs`, open);
    return { plural: argumentName, branches };
  };

  return parts(false);
}

/** A text's parts, or why it does not parse; each text parsed once (by the checks and the emit of a run alike). */
export function parseOnce(text: string): MessagePart[] | MessageSyntaxError {
  let outcome = parsedTexts.get(text);
  if (outcome === undefined) {
    try {
      outcome = parseMessage(text);
    } catch (error) {
      if (!(error instanceof MessageSyntaxError)) throw error;
      outcome = error;
    }
    parsedTexts.set(text, outcome);
  }
  return outcome;
}
const parsedTexts = new Map<string, MessagePart[] | MessageSyntaxError>();

/** Each argument of a parsed text, and whether it chooses a plural branch (a number) or is filled as given. */
export function messageArguments(parts: readonly MessagePart[]): Map<string, 'plain' | 'plural'> {
  const found = new Map<string, 'plain' | 'plural'>();
  const visit = (list: readonly MessagePart[]) => {
    for (const part of list) {
      if (typeof part === 'string' || 'number' in part) continue;
      if ('argument' in part) {
        if (!found.has(part.argument)) found.set(part.argument, 'plain');
      } else {
        found.set(part.plural, 'plural');
        for (const branch of Object.values(part.branches)) visit(branch);
      }
    }
  };
  visit(parts);
  return found;
}

/** The plurals of a parsed text: each one's argument and the keys of its branches, in order (nested ones after theirs). */
export const messagePlurals = (parts: readonly MessagePart[]): { argument: string; keys: string[] }[] =>
  parts.flatMap((part) => (typeof part === 'object' && 'plural' in part ? [{ argument: part.plural, keys: Object.keys(part.branches) }, ...Object.values(part.branches).flatMap(messagePlurals)] : []));

/** The CLDR plural categories of a locale's cardinal numbers (fr has many too, for millions: "1 million d'appareils"). */
export const pluralCategories = (locale: string): string[] => new Intl.PluralRules(locale).resolvedOptions().pluralCategories as string[];

/**
 * The categories a plural of `locale` must write: those a count from 0 to 9,999 selects (the texts count
 * devices, seconds, fields). one/other for en, de and fr; other only for ja, ko and zh, whose texts need no
 * plural at all. A category only larger numbers select (fr many) falls back to other, its right form.
 */
export function requiredPluralCategories(locale: string): string[] {
  let categories = required.get(locale);
  if (!categories) {
    const plural = new Intl.PluralRules(locale);
    const found = new Set<string>(['other']); // the grammar's own requirement, whatever integers select
    // Every CLDR plural rule for integers depends on n % 10, n % 100 and ranges below 1000: 0–999 meet every
    // category 0–9,999 does (checked over 43 locales), at a tenth of the cost (8 locales of a cold generate: 92 → 9 ms).
    for (let n = 0; n < 1_000; n += 1) found.add(plural.select(n));
    categories = PLURAL_CATEGORIES.filter((category) => found.has(category));
    required.set(locale, categories);
  }
  return categories;
}
const required = new Map<string, string[]>();
