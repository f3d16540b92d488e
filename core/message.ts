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

export type MessagePart = string | { argument: string } | { plural: string; branches: Record<string, MessagePart[]> } | { number: true };

/**
 * The arguments the site fills with a count (of devices, fields, seconds, minutes …): codegen asks for a plural
 * where one of them is written plainly before a word in a language whose nouns change with the number.
 */
export const COUNTED_ARGUMENTS: readonly string[] = ['count', 'seconds', 'minutes', 'hours', 'days', 'max'];

export const PLURAL_CATEGORIES = ['zero', 'one', 'two', 'few', 'many', 'other'] as const;

/** A text that breaks the grammar; `offset` is where, in characters from its start. */
export class MessageSyntaxError extends Error {
  readonly offset: number;
  constructor(message: string, offset: number) {
    super(message);
    this.name = 'MessageSyntaxError';
    this.offset = offset;
  }
}

const NAME = /[A-Za-z][A-Za-z0-9_]*/y;
const SPACE = /\s*/y;

/** Parses a text into its parts; throws MessageSyntaxError saying where and what. */
export function parseMessage(text: string): MessagePart[] {
  let at = 0;
  const fail = (what: string): never => {
    throw new MessageSyntaxError(what, at);
  };
  const skipSpace = () => {
    SPACE.lastIndex = at;
    SPACE.exec(text);
    at = SPACE.lastIndex;
  };
  const name = (): string => {
    NAME.lastIndex = at;
    const match = NAME.exec(text);
    if (!match) fail(`a name was expected after "{" (a letter, then letters, digits or _), found ${quote(text.slice(at, at + 12))}`);
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
          if (end < 0) fail("a quote (') opened before a brace is never closed");
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
        fail('a "}" closes nothing (write \'}\' for a literal brace)');
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
    if (text[at] !== ',') fail(`"{${argumentName}" must be closed by "}" or go on with ", plural, …"`);
    at += 1;
    skipSpace();
    const kind = name();
    if (kind !== 'plural') fail(`"{${argumentName}, ${kind}" is not supported: the only kind is plural ({${argumentName}, plural, one {…} other {…}})`);
    skipSpace();
    if (text[at] !== ',') fail(`"{${argumentName}, plural" must go on with ", one {…} other {…}"`);
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
        fail(`the plural of {${argumentName}} is never closed by "}"`);
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
        if (!NAME.test(text)) fail(`the plural of {${argumentName}} must go on with a branch (one {…}, other {…}) or close with "}", found ${quote(text.slice(at, at + 12))}`);
        key = name();
        if (!(PLURAL_CATEGORIES as readonly string[]).includes(key)) {
          at = keyStart;
          fail(`"${key}" is not a plural category (${PLURAL_CATEGORIES.join(', ')}) nor an exact number (=0)`);
        }
      }
      if (Object.hasOwn(branches, key)) {
        at = keyStart;
        fail(`the plural of {${argumentName}} has two "${key}" branches`);
      }
      skipSpace();
      if (text[at] !== '{') fail(`the branch "${key}" of {${argumentName}} must be written in braces: ${key} {…}`);
      at += 1;
      branches[key] = parts(true);
      if (text[at] !== '}') fail(`the branch "${key}" of {${argumentName}} is never closed by "}"`);
      at += 1;
    }
    if (!Object.hasOwn(branches, 'other')) {
      at = open;
      fail(`the plural of {${argumentName}} has no "other" branch, which every language needs`);
    }
    return { plural: argumentName, branches };
  };

  return parts(false);
}

const quote = (s: string) => (s ? `"${s}"` : 'the end of the text');

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
export const pluralCategories = (locale: string): string[] => new Intl.PluralRules(locale).resolvedOptions().pluralCategories as string[];

/**
 * The categories a plural of `locale` must write: those a count from 0 to 9,999 selects (the texts count
 * devices, seconds, fields). one/other for en, de and fr; other only for ja, ko and zh, whose texts need no
 * plural at all. A category only larger numbers select (fr many) falls back to other, its right form.
 */
export function requiredPluralCategories(locale: string): string[] {
  const plural = new Intl.PluralRules(locale);
  const found = new Set<string>(['other']); // the grammar's own requirement, whatever integers select
  for (let n = 0; n < 10_000; n += 1) found.add(plural.select(n));
  return PLURAL_CATEGORIES.filter((category) => found.has(category));
}

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
    else if ('argument' in part) out += Object.hasOwn(values, part.argument) ? String(values[part.argument]) : `{${part.argument}}`;
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
