import { describe, expect, it } from 'vitest';
import { pageOf } from '../../../../dist/generated/bundles.ts';
import type { GuideGridSection, RegionCode } from '../../../../dist/generated/types.ts';
import { renderSections } from '../test-render.ts';
import { demoId, howToId } from './GuideGrid.tsx';

const section: GuideGridSection = {
  id: 'accessories',
  type: 'guide-grid',
  title: 'Accessories',
  items: [
    { id: 'charger', title: 'Charger', describe: 'Charges the battery.', steps: { label: 'How to start', items: [{ id: 'plug', text: 'Plug it in.' }] } },
    { id: 'stand', title: 'Display stand', describe: 'Keeps him upright.' },
  ],
  demo: {
    open: 'See the accessories in use',
    title: 'Getting Started',
    describe: 'In the order you need them.',
    steps: [
      { id: 'charge', text: 'Charge him first.' },
      { id: 'stand', text: 'Set him on the stand.', image: 'buzz-lightyear-space-ranger-alpha' },
    ],
  },
};

const pageSection = (region: RegionCode, page: string, id: string) => pageOf(region, page)?.sections.find((s) => s.id === id);

describe('GuideGrid', () => {
  const html = renderSections([section]);

  it("opens each item's how-to from a link to its dialog (without JavaScript the :target shows it), titled by the item", () => {
    expect(howToId(section, section.items[0]!)).toBe('accessories-charger-how-to');
    expect(html).toContain('<a class="button secondary" href="#accessories-charger-how-to">How to start<span class="visually-hidden">: Charger</span></a>');
    expect(html).toContain('<dialog id="accessories-charger-how-to" class="dialog how-to-dialog" aria-labelledby="accessories-charger-how-to-title">');
    expect(html).toContain('<h2 id="accessories-charger-how-to-title">Charger</h2>');
    expect(html).toContain('<ol class="how-to-steps"><li>Plug it in.</li></ol>');
    expect(html.match(/<dialog /g)).toHaveLength(2);
  });

  it('puts the demonstration behind one button under the grid, each step its text, then its picture', () => {
    expect(demoId(section)).toBe('accessories-demo');
    expect(html).toContain('<a class="button secondary" href="#accessories-demo">See the accessories in use</a>');
    expect(html).toContain('<h2 id="accessories-demo-title">Getting Started</h2><button type="button" class="dialog-close"');
    expect(html).toContain('<p>In the order you need them.</p>');
    expect(html).toMatch(
      /<li><figure><figcaption>Charge him first\.<\/figcaption><\/figure><\/li><li><figure><figcaption>Set him on the stand\.<\/figcaption><img src="\/generated-artwork\/buzz-lightyear-space-ranger-alpha\.webp[^>]* alt="" width="320" height="240"[^>]*\/><\/figure>/,
    );
    // The demonstration comes after the grid's list, inside the section.
    expect(html.indexOf('id="accessories-demo"')).toBeGreaterThan(html.indexOf('Keeps him upright.'));
  });

  it('renders no dialog for a grid without how-to or demonstration', () => {
    const plain = renderSections([{ ...section, items: [section.items[1]!], demo: undefined } as GuideGridSection]);
    expect(plain).not.toContain('<dialog');
  });

  it.each([
    ['us', 'optimus-prime-rise-of-the-beasts-signature-limited-edition'],
    ['cn', 'optimus-prime-rise-of-the-beasts-signature-limited-edition'],
    ['us', 'buzz-lightyear-space-ranger-alpha'],
  ] as const)('%s %s: the accessories section carries the demonstration in its language', (region, page) => {
    const accessories = pageSection(region, page, 'accessories') as GuideGridSection;
    expect(accessories.type).toBe('guide-grid');
    expect(accessories.demo?.steps.length).toBeGreaterThanOrEqual(3);
    if (region === 'cn') expect(accessories.demo!.open).toMatch(/[\u4e00-\u9fff]/);
  });
});
