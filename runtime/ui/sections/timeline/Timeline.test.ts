import { describe, expect, it } from 'vitest';
import type { TimelineSection } from '../../../../dist/generated/types.ts';
import { renderSections } from '../test-render.ts';

describe('Timeline', () => {
  const section: TimelineSection = {
    id: 'timeline',
    type: 'timeline',
    title: 'Timeline',
    items: [
      { id: 'pre-order', time: '19 Jul – 30 Sep 2023', datetime: '2023-07-19', event: 'Pre-order period' },
      { id: 'shipping', time: 'Late fall 2023', event: 'Shipping' },
    ],
  };
  const html = renderSections([section]);

  it('keeps the steps in order, as an ordered list', () => {
    expect(html.indexOf('Pre-order period')).toBeLessThan(html.indexOf('Shipping'));
    expect(html).toContain('<ol>');
  });

  it('marks a step with a machine-readable date as <time>, and one without as plain text', () => {
    expect(html).toContain('<time class="when" dateTime="2023-07-19">19 Jul – 30 Sep 2023</time>');
    expect(html).toContain('<span class="when">Late fall 2023</span>');
  });
});
