import type { FaqSection } from '../../../dist/generated/types.ts';

export type FaqGroups = FaqSection['groups'];
export type FaqEntry = FaqGroups[number]['entries'][number];

/**
 * The URLs of the generated FAQ files (its check.ts `files`: faq/<region>/<page>/<section>.json),
 * each a hashed static asset of the build — only URLs, never another region's questions.
 */
const FAQ_URLS = import.meta.glob<string>('../../../dist/generated/faq/*/*/*.json', { query: '?url&no-inline', import: 'default', eager: true });

/** The URL of a region's FAQ section's questions, or undefined when codegen wrote none. */
export function faqUrl(region: string, page: string, sectionId: string, urls: Record<string, string> = FAQ_URLS): string | undefined {
  return urls[`../../../dist/generated/faq/${region}/${page}/${sectionId}.json`];
}

/** The questions of a fetched FAQ file; throws when the answer is not one (a proxy's error page, a truncated body). */
export function parseFaq(body: unknown): FaqGroups {
  const groups = (body as { groups?: unknown } | null)?.groups;
  const valid =
    Array.isArray(groups) &&
    groups.every(
      (g) =>
        typeof g?.id === 'string' &&
        typeof g?.name === 'string' &&
        Array.isArray(g?.entries) &&
        g.entries.every((e: unknown) => typeof (e as FaqEntry)?.id === 'string' && typeof (e as FaqEntry)?.label === 'string' && Array.isArray((e as FaqEntry)?.answer)),
    );
  if (!valid) throw new Error('The FAQ file does not hold questions.');
  return groups as FaqGroups;
}

/** Fetches and checks a FAQ file; rejects on a network error, a non-2xx status or a body that is not questions. */
export async function fetchFaq(url: string, fetchImpl: typeof fetch = fetch): Promise<FaqGroups> {
  const response = await fetchImpl(url, { headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`FAQ request answered ${response.status}`);
  return parseFaq(await response.json());
}

/** Lower case without accents, so "Batterie" finds "batterie" and "é" finds "e". */
const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase();

/**
 * Whether a question matches a search: every word of the query appears in its question or its answer.
 *
 * @example
 * matchesQuery({ id: 'x', label: 'Is shipping free?', answer: ['Standard shipping is free.'] }, 'free ship') // => true
 */
export function matchesQuery(entry: FaqEntry, query: string): boolean {
  const words = fold(query).split(/\s+/).filter(Boolean);
  if (!words.length) return true;
  const haystack = fold([entry.label, ...entry.answer].join(' '));
  return words.every((word) => haystack.includes(word));
}
