import type { RuleTable } from '../../../../codegen/checks/define.ts';
import type { Json } from '../../../../codegen/json.ts';

export const rules = {} as const satisfies RuleTable;

/**
 * The questions of a faq section as a JSON file of their own, `faq/<region>/<page>/<section>.json`
 * (docs/decisions.md D29): the site serves it as a hashed static asset (faq-data.ts), which the FAQ
 * fetches in the browser, so its loading, error and retry states are real. Only the groups: no title,
 * no other page text. Deterministic: no dates.
 *
 * @example
 * files({ id: 'questions', type: 'faq', groups: [] }, { region: 'us', page: 'faq' }) // => { 'faq/us/faq/questions.json': '{"groups":[]}\n' }
 */
export function files(section: Json, { region, page }: { region: string; page: string }): Record<string, string> {
  return { [`faq/${region}/${page}/${String(section.id)}.json`]: `${JSON.stringify({ groups: section.groups ?? [] })}\n` };
}
