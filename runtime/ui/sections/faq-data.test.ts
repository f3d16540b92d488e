import { describe, expect, it } from 'vitest';
import { bundle } from '../../../dist/generated/bundles.ts';
import { faqUrl, fetchFaq, matchesQuery, parseFaq, type FaqEntry } from './faq-data.ts';

const entry: FaqEntry = { id: 'free-shipping', label: 'Is shipping free?', answer: ['Standard shipping is free in the continental United States.'] };
const groups = [{ id: 'shipping', name: 'Shipping', entries: [entry] }];
const respond = (status: number, body: unknown) => (async () => new Response(typeof body === 'string' ? body : JSON.stringify(body), { status })) as unknown as typeof fetch;

describe('matchesQuery', () => {
  it('matches every word in the question or the answer, whatever the case', () => {
    expect(matchesQuery(entry, 'SHIPPING')).toBe(true);
    expect(matchesQuery(entry, 'free continental')).toBe(true);
    expect(matchesQuery(entry, 'free express')).toBe(false);
  });
  it('ignores accents and surrounding spaces; an empty query matches all', () => {
    expect(matchesQuery({ ...entry, label: 'Livraison gratuite ?' }, 'livraison  GRATUITE ')).toBe(true);
    expect(matchesQuery({ ...entry, answer: ['Zurück in 14 Tagen'] as FaqEntry['answer'] }, 'zuruck')).toBe(true);
    expect(matchesQuery(entry, '   ')).toBe(true);
  });
});

describe('fetchFaq', () => {
  it('returns the questions of a good answer', async () => {
    expect(await fetchFaq('/faq.json', respond(200, { groups }))).toEqual(groups);
  });
  it('rejects an error status, a body that is not JSON, and JSON that is not questions', async () => {
    await expect(fetchFaq('/faq.json', respond(503, { groups }))).rejects.toThrow('503');
    await expect(fetchFaq('/faq.json', respond(200, '<html>proxy error</html>'))).rejects.toThrow();
    await expect(fetchFaq('/faq.json', respond(200, { groups: [{ id: 'x', name: 'X', entries: [{ id: 'q' }] }] }))).rejects.toThrow('does not hold questions');
    await expect(
      fetchFaq('/faq.json', async () => {
        throw new TypeError('network');
      }),
    ).rejects.toThrow('network');
  });
  it('parseFaq accepts what codegen writes', () => {
    expect(parseFaq({ groups: [] })).toEqual([]);
    expect(() => parseFaq(null)).toThrow();
  });
});

describe('faqUrl', () => {
  it('knows the generated file of the us FAQ, and that of no region without one', () => {
    const section = bundle('us').pages.faq?.sections.find((s) => s.type === 'faq');
    expect(section?.id).toBeDefined();
    expect(faqUrl('us', 'faq', section!.id)).toMatch(/questions.*\.json/);
    expect(faqUrl('kr', 'faq', section!.id)).toBeUndefined();
  });
});
