import { describe, expect, it } from 'vitest';
import type { Section } from '../../dist/generated/types.ts';
import { renderSections } from './sections/test-render.ts';

type Of<T extends Section['type']> = Extract<Section, { type: T }>;
const LABEL = '<small class="sample-label">Sample data</small>';

describe('the sample-data label (sample: true in the YAML)', () => {
  it('follows the outlet of an invented quote, and not that of a sourced one', () => {
    const quotes: Of<'quotes'> = {
      id: 'press',
      type: 'quotes',
      title: 'Press',
      items: [
        { id: 'invented', sample: true, outlet: 'Circuit Weekly', quote: 'Listens.' },
        { id: 'sourced', outlet: 'Real Outlet', quote: 'Moves.', source: { date: '2025-10-01', link: 'https://real.example/a', permission: 'Licensed, ref. 1' } },
      ],
    };
    const html = renderSections([quotes]);
    expect(html).toContain(`<figcaption>Circuit Weekly ${LABEL}</figcaption>`);
    expect(html).toContain('<figcaption>Real Outlet</figcaption>');
  });

  it('is said once for a section whose quotes are all invented, under its heading, not after each outlet', () => {
    const quotes: Of<'quotes'> = {
      id: 'press',
      type: 'quotes',
      title: 'Press',
      items: [
        { id: 'q0', sample: true, outlet: 'Circuit Weekly', quote: 'Listens.' },
        { id: 'q1', sample: true, outlet: 'Robot Review', quote: 'Moves.' },
        { id: 'q2', sample: true, outlet: 'Toy Times', quote: 'Learns.' },
      ],
    };
    const html = renderSections([quotes]);
    expect(html.split(LABEL).length - 1).toBe(1);
    expect(html).toContain(`Press</h1><p class="quotes-sample">${LABEL}</p><ul>`);
    expect(html).toContain('<figcaption>Toy Times</figcaption>');
  });

  it("marks a contact line of a sample contact point, a sample line of its own, and a sample office, in the region's language", () => {
    const contact: Of<'contact'> = {
      id: 'contact',
      type: 'contact',
      title: 'Contact',
      linesTitle: 'Lines',
      lines: [
        { id: 'support', label: 'Support', contactPoint: 'customer-support' },
        { id: 'careers', label: 'Careers', sample: true, email: 'careers@mechanova.example' },
        { id: 'real', label: 'Real', email: 'real@mechanova.example' },
      ],
      officesTitle: 'Offices',
      labels: { phone: 'Phone', email: 'E-mail', hours: 'Hours' },
      offices: [{ id: 'na', name: 'North America', office: 'north-america', hours: '9–5' }],
    };
    const html = renderSections([contact]);
    for (const id of ['support', 'careers', 'na']) expect(html).toMatch(new RegExp(`<li id="${id}"><h3>[^<]+</h3>${LABEL}`));
    expect(html).toMatch(/<li id="real"><h3>Real<\/h3><dl>/);
    expect(renderSections([contact], 'cn')).toContain('<small class="sample-label">示例数据</small>');
  });
});
