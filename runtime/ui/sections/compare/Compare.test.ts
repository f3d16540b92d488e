import { describe, expect, it } from 'vitest';
import type { CompareSection } from '../../../../dist/generated/types.ts';
import { renderSections } from '../test-render.ts';

const compare: CompareSection = {
  id: 'compare',
  type: 'compare',
  title: 'Standard or Limited?',
  included: 'Included',
  notIncluded: 'Not included',
  columns: [
    { id: 'standard', label: 'Standard' },
    { id: 'limited', label: 'Limited' },
  ],
  rows: [
    { id: 'base', name: 'Signature base', values: { standard: false, limited: true } },
    { id: 'units', name: 'Units', values: { limited: '3,000' } },
  ],
};

describe('Compare', () => {
  const html = renderSections([compare]);
  const cells = (row: string) => new RegExp(`<th scope="row">(?:<img[^>]*>)?<span>${row}</span></th>(.*?)</tr>`).exec(html)?.[1];

  it('heads the columns in order and each row with its name', () => {
    expect(html).toMatch(/<th scope="col">Standard<\/th><th scope="col">Limited<\/th>/);
    expect(html).toContain('<span>Signature base</span>');
  });

  it('says "Included" / "Not included" to screen readers beside the tick and the dash', () => {
    expect(cells('Signature base')).toBe(
      '<td class="not-included"><span aria-hidden="true">—</span><span class="visually-hidden">Not included</span></td>' +
        '<td class="included"><span aria-hidden="true">✓</span><span class="visually-hidden">Included</span></td>',
    );
  });

  it('shows a text cell as written, and a column the row leaves out as not included', () => {
    expect(cells('Units')).toBe('<td class="not-included"><span aria-hidden="true">—</span><span class="visually-hidden">Not included</span></td><td>3,000</td>');
  });
});
