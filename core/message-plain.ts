/**
 * The plain arguments of the site's message grammar (core/message.ts): `{name}` filled as given, an argument
 * without a value left as written. core/message.ts fills a text's arguments with argumentText; code on every
 * page's first load that only ever fills plain arguments (the footer's `{year}`, the preview ribbon's `{at}`)
 * imports fillArguments alone, so the plural parser stays out of the first-load JavaScript (≤ 90 KB,
 * e2e/js-budget.e2e.ts).
 */

/** An argument's name: a letter, then letters, digits or _ (ASCII). */
export const ARGUMENT_NAME = '[A-Za-z][A-Za-z0-9_]*';
const ARGUMENT = new RegExp(`\\{(${ARGUMENT_NAME})\\}`, 'g');

/** What an argument shows: its value as given, or `{name}` as written when it has none (never an inherited property). */
export const argumentText = (name: string, values: Readonly<Record<string, string | number>>): string => (Object.hasOwn(values, name) ? String(values[name]) : `{${name}}`);

/**
 * A text's plain arguments filled in.
 *
 * @example
 * fillArguments('© {year} Mechanova', { year: 2026 }) // => '© 2026 Mechanova'
 */
export function fillArguments(text: string, values: Readonly<Record<string, string | number>>): string {
  return text.replace(ARGUMENT, (_, name: string) => argumentText(name, values));
}
