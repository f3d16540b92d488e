import { describe, expect, it } from 'vitest';
import { pushPageview } from './analytics.ts';

describe('pushPageview (seed 000 §2.5)', () => {
  it('creates the data layer when the page has none and pushes a virtualPageview with the URL', () => {
    const win: { dataLayer?: unknown[] } = {};
    pushPageview(win, 'https://www.mechanova.example/fr/manuals');
    expect(win.dataLayer).toEqual([{ event: 'virtualPageview', pageUrl: 'https://www.mechanova.example/fr/manuals' }]);
  });

  it('appends to an existing data layer, keeping its entries', () => {
    const win = { dataLayer: [{ event: 'gtm.js' }] as unknown[] };
    pushPageview(win, '/us');
    pushPageview(win, '/us/faq');
    expect(win.dataLayer).toEqual([{ event: 'gtm.js' }, { event: 'virtualPageview', pageUrl: '/us' }, { event: 'virtualPageview', pageUrl: '/us/faq' }]);
  });

  it("pushes through the layer's own push (the tag manager replaces it once loaded)", () => {
    const seen: unknown[] = [];
    const layer: unknown[] = [];
    layer.push = (...items: unknown[]) => {
      seen.push(...items);
      return seen.length;
    };
    const win = { dataLayer: layer };
    pushPageview(win, '/jp');
    expect(win.dataLayer).toBe(layer);
    expect(seen).toEqual([{ event: 'virtualPageview', pageUrl: '/jp' }]);
  });
});
