import { describe, expect, it } from 'vitest';
import { faqFile, faqFiles } from './faq.ts';

const group = { id: 'shipping', name: 'Shipping', entries: [{ id: 'free-shipping', label: 'Is shipping free?', answer: ['Yes.'] }] };

describe('faqFiles: the questions of each faq section as JSON', () => {
  it('writes one file per faq section, named by region, page and section', () => {
    const files = faqFiles('us', {
      faq: {
        head: {},
        sections: [
          { id: 'intro', type: 'prose', body: [] },
          { id: 'questions', type: 'faq', groups: [group] },
        ],
      },
      home: { head: {}, sections: [{ id: 'hero', type: 'hero' }] },
    });
    expect([...files.keys()]).toEqual([faqFile('us', 'faq', 'questions')]);
    expect(faqFile('us', 'faq', 'questions')).toBe('faq/us/faq/questions.json');
    expect(JSON.parse(files.get('faq/us/faq/questions.json')!)).toEqual({ groups: [group] });
  });

  it('holds only the groups: no titles, no other page text', () => {
    const text = faqFiles('fr', { faq: { sections: [{ id: 'q', type: 'faq', title: 'Questions fréquentes', search: { label: 'Rechercher' }, groups: [group] }] } }).get('faq/fr/faq/q.json')!;
    expect(text).not.toContain('Questions fréquentes');
    expect(text).not.toContain('Rechercher');
  });

  it('is deterministic whatever the order of the pages', () => {
    const a = faqFiles('us', { b: { sections: [{ id: 'q', type: 'faq', groups: [] }] }, a: { sections: [{ id: 'q', type: 'faq', groups: [group] }] } });
    const b = faqFiles('us', { a: { sections: [{ id: 'q', type: 'faq', groups: [group] }] }, b: { sections: [{ id: 'q', type: 'faq', groups: [] }] } });
    expect([...a]).toEqual([...b]);
    expect([...a.keys()]).toEqual(['faq/us/a/q.json', 'faq/us/b/q.json']);
  });

  it('writes nothing for a region without a faq section', () => {
    expect(faqFiles('kr', { home: { sections: [{ id: 'hero', type: 'hero' }] } }).size).toBe(0);
  });
});
