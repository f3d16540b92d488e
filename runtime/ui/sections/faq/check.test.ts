import { describe, expect, it } from 'vitest';
import { createWorkspace } from '../../../../codegen/test-workspace.ts';
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

describe('the files of the real content', () => {
  it("are one per faq section of each region's page, and none for another section", async () => {
    const ws = await createWorkspace();
    try {
      const result = await ws.generate();
      const faqSections = [...result.sources.keys()].flatMap((file) => {
        const [, region, page] = /^content-yaml\/([a-z]{2})\/pages\/([a-z-]+)\.yaml$/.exec(file) ?? [];
        return region ? [...result.sources.get(file)!.matchAll(/- id: ([a-z-]+)\n\s+type: faq\n/g)].map(([, id]) => `faq/${region}/${page}/${id}.json`) : [];
      });
      const written = [...result.files!.keys()].filter((name) => name.startsWith('faq/'));
      expect(faqSections.length).toBeGreaterThan(0);
      expect(written).toEqual(expect.arrayContaining(faqSections));
      // A region inheriting the page (extends) has its file too; no other section or page has one.
      const pageSections = new Set(faqSections.map((name) => name.split('/').slice(2).join('/')));
      expect(written.filter((name) => !pageSections.has(name.split('/').slice(2).join('/')))).toEqual([]);
    } finally {
      await ws.dispose();
    }
  }, 60_000);
});
