/**
 * The site's texts that take arguments as the browser and the service receive them: parsed at generate time
 * (codegen/merge/message.ts) and typed by the arguments their field declares (docs/architecture.md "Messages").
 * This module only fills the arguments in and picks plural branches.
 *
 * @example
 * // pages/account.yaml: loggedOutAll: "Logged out on {count, plural, one {# device} other {# devices}}."
 * formatMessage(section.sessions.loggedOutAll, { count: 1 }, 'en-US') // => 'Logged out on 1 device.'
 */
import { memo, numberFormat } from './format.ts';

/** A parsed text: literal text, an argument filled as given, a plural of an argument (its branches by CLDR category or `=n`), or `#` (the plural's number). */
export type MessagePart = string | { argument: string } | { plural: string; branches: Record<string, MessagePart[]> } | { number: true };

/** What a message's arguments may be: a number (a plural chooses by it) or text. */
export type MessageValues = Readonly<Record<string, string | number>>;

declare const argumentsOf: unique symbol;
/** A parsed text whose arguments are `A` (the record its schema field declares); the brand exists only for the type checker. */
export type Message<A extends MessageValues> = readonly MessagePart[] & { readonly [argumentsOf]?: A };

/**
 * A message with its arguments filled in for `locale` (the region's formatLocale), as parts: an argument's value
 * stays what it was given (a React element, say), so a caller can set one in bold. An argument given no value
 * stays as written ({name}), so a missing value shows rather than vanishes.
 */
export function messageParts<A extends MessageValues, T = never>(message: Message<A>, values: NoInfer<{ readonly [K in keyof A]: A[K] | T }>, locale: string): (string | number | T)[] {
  const out: (string | number | T)[] = [];
  const fill = (parts: readonly MessagePart[], count: number | undefined) => {
    for (const part of parts) {
      if (typeof part === 'string') out.push(part);
      else if ('number' in part) out.push(count === undefined ? '#' : numberFormat(locale, {}).format(count));
      else if ('argument' in part) out.push(Object.hasOwn(values, part.argument) ? (values as Record<string, string | number | T>)[part.argument]! : `{${part.argument}}`);
      else {
        const value = Object.hasOwn(values, part.plural) ? Number((values as Record<string, unknown>)[part.plural]) : Number.NaN;
        if (Number.isNaN(value)) out.push(`{${part.plural}}`);
        else fill(part.branches[`=${value}`] ?? part.branches[memo(`plural|${locale}`, () => new Intl.PluralRules(locale)).select(value)] ?? part.branches.other!, value);
      }
    }
  };
  fill(message, undefined);
  return out;
}

/** A message as text: its arguments filled in for `locale`; a value omitted or not declared is a type error naming it. */
export const formatMessage = <A extends MessageValues>(message: Message<A>, values: NoInfer<A>, locale: string): string => messageParts<A>(message, values, locale).join('');

/**
 * An api.message text (site.yaml) as a refusal shows it: 4030's holds the wait in {seconds} (a message), shown as
 * written while the answer gives no wait; the others are plain texts.
 */
export const apiMessage = (text: string | Message<{ seconds: number }>, seconds: number | undefined, locale: string): string =>
  typeof text === 'string' ? text : messageParts<{ seconds: number }, string>(text, { seconds: seconds ?? '{seconds}' }, locale).join('');
