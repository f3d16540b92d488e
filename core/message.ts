/**
 * The one message grammar of the site: every text from YAML with something filled in at run time is
 * read by this module, in codegen (syntax and parity checks), in the browser and in the service.
 * It is the subset of ICU MessageFormat that the texts need:
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
 * formatMessage('Logged out on {count, plural, one {# device} other {# devices}}.', { count: 1 }, 'en-US') // => 'Logged out on 1 device.'
 * formatMessage('{count} 台の端末からログアウトしました。', { count: 3 }, 'ja-JP')                      // => '3 台の端末からログアウトしました。'
 */

import { ARGUMENT_NAME, argumentText } from './message-plain.ts';

export type MessagePart = string | { argument: string } | { plural: string; branches: Record<string, MessagePart[]> } | { number: true };

/**
 * The arguments the site fills with a count (of devices, fields, seconds, minutes …): codegen asks for a plural
 * where one of them is written plainly before a word in a language whose nouns change with the number.
 */
export const COUNTED_ARGUMENTS: readonly string[] = ['count', 'seconds', 'minutes', 'hours', 'days', 'max'];

export const PLURAL_CATEGORIES = ['zero', 'one', 'two', 'few', 'many', 'other'] as const;

type SyntaxProblem = 'name' | 'quote' | 'stray' | 'argument' | 'kind' | 'plural' | 'unclosed' | 'branch' | 'category' | 'twice' | 'braces' | 'open-branch' | 'other';
interface SyntaxDetail {
  argument?: string;
  key?: string;
  found?: string;
}

/**
 * A text that breaks the grammar: the problem, `offset` where (in characters from its start), and what
 * describeSyntaxError says of it. The parser throws only codes, so the sentences stay out of the browser's bundle
 * (the browser formats texts codegen has already checked).
 */
export class MessageSyntaxError extends Error {
  readonly problem: SyntaxProblem;
  readonly offset: number;
  readonly detail: SyntaxDetail;
  constructor(problem: SyntaxProblem, offset: number, detail: SyntaxDetail) {
    super(problem);
    this.name = 'MessageSyntaxError';
    this.problem = problem;
    this.offset = offset;
    this.detail = detail;
  }
}

/** What is wrong, in a sentence for the translator (codegen's [message-syntax] diagnostic). */
export function describeSyntaxError({ problem, detail }: MessageSyntaxError): string {
  const { argument = '', key = '', found = '' } = detail;
  const shown = found ? `"${found}"` : 'the end of the text';
  switch (problem) {
    case 'name':
      return `a name was expected after "{" (a letter, then letters, digits or _), found ${shown}`;
    case 'quote':
      return "a quote (') opened before a brace is never closed";
    case 'stray':
      return 'a "}" closes nothing (write \'}\' for a literal brace)';
    case 'argument':
      return `"{${argument}" must be closed by "}" or go on with ", plural, …"`;
    case 'kind':
      return `"{${argument}, ${found}" is not supported: the only kind is plural ({${argument}, plural, one {…} other {…}})`;
    case 'plural':
      return `"{${argument}, plural" must go on with ", one {…} other {…}"`;
    case 'unclosed':
      return `the plural of {${argument}} is never closed by "}"`;
    case 'branch':
      return `the plural of {${argument}} must go on with a branch (one {…}, other {…}) or close with "}", found ${shown}`;
    case 'category':
      return `"${key}" is not a plural category (${PLURAL_CATEGORIES.join(', ')}) nor an exact number (=0)`;
    case 'twice':
      return `the plural of {${argument}} has two "${key}" branches`;
    case 'braces':
      return `the branch "${key}" of {${argument}} must be written in braces: ${key} {…}`;
    case 'open-branch':
      return `the branch "${key}" of {${argument}} is never closed by "}"`;
    case 'other':
      return `the plural of {${argument}} has no "other" branch, which every language needs`;
  }
}

const NAME = new RegExp(ARGUMENT_NAME, 'y');
const SPACE = /\s*/y;

/** Parses a text into its parts; throws MessageSyntaxError saying where and what. */
export function parseMessage(text: string): MessagePart[] {
  let at = 0;
  const fail = (problem: SyntaxProblem, detail: SyntaxDetail = {}): never => {
    throw new MessageSyntaxError(problem, at, detail);
  };
  const skipSpace = () => {
    SPACE.lastIndex = at;
    SPACE.exec(text);
    at = SPACE.lastIndex;
  };
  const name = (): string => {
    NAME.lastIndex = at;
    const match = NAME.exec(text);
    if (!match) fail('name', { found: text.slice(at, at + 12) });
    at = NAME.lastIndex;
    return match![0];
  };

  /** Parts up to the end (depth 0) or the `}` that closes a plural branch (inPlural). */
  const parts = (inPlural: boolean): MessagePart[] => {
    const out: MessagePart[] = [];
    let literal = '';
    const flush = () => {
      if (literal) out.push(literal);
      literal = '';
    };
    while (at < text.length) {
      const char = text[at]!;
      if (char === "'") {
        const next = text[at + 1];
        if (next === "'") {
          literal += "'";
          at += 2;
          continue;
        }
        if (next === '{' || next === '}' || (inPlural && next === '#')) {
          const end = text.indexOf("'", at + 1);
          if (end < 0) fail('quote');
          literal += text.slice(at + 1, end);
          at = end + 1;
          continue;
        }
        literal += char;
        at += 1;
        continue;
      }
      if (char === '}') {
        if (inPlural) break;
        fail('stray');
      }
      if (inPlural && char === '#') {
        flush();
        out.push({ number: true });
        at += 1;
        continue;
      }
      if (char === '{') {
        flush();
        out.push(argument());
        continue;
      }
      literal += char;
      at += 1;
    }
    flush();
    return out;
  };

  const argument = (): MessagePart => {
    const open = at;
    at += 1;
    skipSpace();
    const argumentName = name();
    skipSpace();
    if (text[at] === '}') {
      at += 1;
      return { argument: argumentName };
    }
    if (text[at] !== ',') fail('argument', { argument: argumentName });
    at += 1;
    skipSpace();
    const kind = name();
    if (kind !== 'plural') fail('kind', { argument: argumentName, found: kind });
    skipSpace();
    if (text[at] !== ',') fail('plural', { argument: argumentName });
    at += 1;
    const branches: Record<string, MessagePart[]> = {};
    for (;;) {
      skipSpace();
      if (text[at] === '}') {
        at += 1;
        break;
      }
      if (at >= text.length) {
        at = open;
        fail('unclosed', { argument: argumentName });
      }
      const keyStart = at;
      const exact = /=\d+/y;
      exact.lastIndex = at;
      let key: string;
      if (exact.exec(text)) {
        key = text.slice(at, exact.lastIndex);
        at = exact.lastIndex;
      } else {
        NAME.lastIndex = at;
        if (!NAME.test(text)) fail('branch', { argument: argumentName, found: text.slice(at, at + 12) });
        key = name();
        if (!(PLURAL_CATEGORIES as readonly string[]).includes(key)) {
          at = keyStart;
          fail('category', { argument: argumentName, key });
        }
      }
      if (Object.hasOwn(branches, key)) {
        at = keyStart;
        fail('twice', { argument: argumentName, key });
      }
      skipSpace();
      if (text[at] !== '{') fail('braces', { argument: argumentName, key });
      at += 1;
      branches[key] = parts(true);
      if (text[at] !== '}') fail('open-branch', { argument: argumentName, key });
      at += 1;
    }
    if (!Object.hasOwn(branches, 'other')) {
      at = open;
      fail('other', { argument: argumentName });
    }
    return { plural: argumentName, branches };
  };

  return parts(false);
}

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

/** The plurals of a parsed text: each one's argument and the keys of its branches, in order. */
export function messagePlurals(parts: readonly MessagePart[]): { argument: string; keys: string[] }[] {
  const found: { argument: string; keys: string[] }[] = [];
  const visit = (list: readonly MessagePart[]) => {
    for (const part of list) {
      if (typeof part === 'string' || !('plural' in part)) continue;
      found.push({ argument: part.plural, keys: Object.keys(part.branches) });
      for (const branch of Object.values(part.branches)) visit(branch);
    }
  };
  visit(parts);
  return found;
}

/** The CLDR plural categories of a locale's cardinal numbers (fr has many too, for millions: "1 million d'appareils"). */
export const pluralCategories = (locale: string): string[] => pluralRulesOf(locale).resolvedOptions().pluralCategories as string[];

/**
 * The categories a plural of `locale` must write: those a count from 0 to 9,999 selects (the texts count
 * devices, seconds, fields). one/other for en, de and fr; other only for ja, ko and zh, whose texts need no
 * plural at all. A category only larger numbers select (fr many) falls back to other, its right form.
 */
export function requiredPluralCategories(locale: string): string[] {
  let categories = required.get(locale);
  if (!categories) {
    const plural = pluralRulesOf(locale);
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

const parsed = new Map<string, MessagePart[]>();
const rules = new Map<string, Intl.PluralRules>();
const numbers = new Map<string, Intl.NumberFormat>();

/**
 * A text with its arguments filled in for `locale` (the region's formatLocale). An argument given no
 * value stays as written ({name}), so a missing value shows rather than vanishes; a text that does
 * not parse (codegen refuses those in content) is returned as written.
 */
export function formatMessage(text: string, values: Readonly<Record<string, string | number>>, locale: string): string {
  return formatParts(parseOrText(text), values, locale, undefined);
}

function parseOrText(text: string): MessagePart[] {
  let parts = parsed.get(text);
  if (!parts) {
    try {
      parts = parseMessage(text);
    } catch {
      parts = [text];
    }
    parsed.set(text, parts);
  }
  return parts;
}

function formatParts(parts: readonly MessagePart[], values: Readonly<Record<string, string | number>>, locale: string, count: number | undefined): string {
  let out = '';
  for (const part of parts) {
    if (typeof part === 'string') out += part;
    else if ('number' in part) out += count === undefined ? '#' : numberFormatOf(locale).format(count);
    else if ('argument' in part) out += argumentText(part.argument, values);
    else {
      const value = Object.hasOwn(values, part.plural) ? Number(values[part.plural]) : Number.NaN;
      if (Number.isNaN(value)) {
        out += `{${part.plural}}`;
        continue;
      }
      const branch = part.branches[`=${value}`] ?? part.branches[pluralRulesOf(locale).select(value)] ?? part.branches.other!;
      out += formatParts(branch, values, locale, value);
    }
  }
  return out;
}

function pluralRulesOf(locale: string): Intl.PluralRules {
  let made = rules.get(locale);
  if (!made) rules.set(locale, (made = new Intl.PluralRules(locale)));
  return made;
}
function numberFormatOf(locale: string): Intl.NumberFormat {
  let made = numbers.get(locale);
  if (!made) numbers.set(locale, (made = new Intl.NumberFormat(locale)));
  return made;
}
