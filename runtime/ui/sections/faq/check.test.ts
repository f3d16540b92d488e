import { describe, expect, it } from 'vitest';
import { files } from './check.ts';

const group = { id: 'shipping', name: 'Shipping', entries: [{ id: 'free-shipping', label: 'Is shipping free?', answer: ['Yes.'] }] };

describe('files: the questions of a faq section as JSON', () => {
  it('writes one file per faq section, named by region, page and section', () => {
    const written = files({ id: 'questions', type: 'faq', groups: [group] }, { region: 'us', page: 'faq' });
    expect(Object.keys(written)).toEqual(['faq/us/faq/questions.json']);
    expect(JSON.parse(written['faq/us/faq/questions.json']!)).toEqual({ groups: [group] });
  });

  it('holds only the groups: no titles, no other page text', () => {
    const text = files({ id: 'q', type: 'faq', title: 'Questions fréquentes', search: { label: 'Rechercher' }, groups: [group] }, { region: 'fr', page: 'faq' })['faq/fr/faq/q.json']!;
    expect(text).not.toContain('Questions fréquentes');
    expect(text).not.toContain('Rechercher');
  });
});
