/**
 * The plain arguments of the site's message grammar (core/message.ts): `{name}` filled as given, an argument
 * without a value left as written. core/message.ts fills a text's arguments with it; code on every page's first
 * load that only ever fills plain arguments (the footer's `{year}`, the preview ribbon's `{at}`) imports this
 * alone, so the plural parser stays out of the first-load JavaScript (≤ 90 KB, e2e/js-budget.e2e.ts).
 *
 * @example
 * fillArguments('© {year} Mechanova', { year: 2026 }) // => '© 2026 Mechanova'
 */
export function fillArguments(text: string, values: Readonly<Record<string, string | number>>): string {
  return text.replace(/\{([A-Za-z][A-Za-z0-9_]*)\}/g, (whole, name: string) => (Object.hasOwn(values, name) ? String(values[name]) : whole));
}
