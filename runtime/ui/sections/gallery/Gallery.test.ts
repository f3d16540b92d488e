import { describe, expect, it } from 'vitest';
import type { GallerySection } from '../../../../dist/generated/types.ts';
import { fullSizeSource, swipeStep, SWIPE_MIN_PX, wrapIndex } from './Gallery.tsx';
import { renderSections } from '../test-render.ts';

const gallery: GallerySection = {
  id: 'gallery',
  type: 'gallery',
  title: 'Gallery',
  items: [
    { id: 'a', image: 'ai-base-gallery-1', alt: 'First view' },
    { id: 'b', image: 'ai-base-gallery-2', alt: 'Second view' },
  ],
};

describe('Gallery: swipes and the wrap-around', () => {
  it('moves on for a leftward swipe, back for a rightward one', () => {
    expect(swipeStep(-SWIPE_MIN_PX, 0)).toBe(1);
    expect(swipeStep(SWIPE_MIN_PX + 20, 5)).toBe(-1);
  });

  it('ignores a short drag and a mostly vertical one (a scroll, not a swipe)', () => {
    expect(swipeStep(SWIPE_MIN_PX - 1, 0)).toBe(0);
    expect(swipeStep(-60, 90)).toBe(0);
  });

  it('wraps past either end', () => {
    expect(wrapIndex(2, 1, 3)).toBe(0);
    expect(wrapIndex(0, -1, 3)).toBe(2);
    expect(wrapIndex(1, 0, 3)).toBe(1);
  });
});

describe('Gallery: markup without JavaScript', () => {
  const html = renderSections([gallery]);

  it('links each picture to its full-size file, kept out of client routing', () => {
    expect(fullSizeSource('ai-base-gallery-1')).toBe('/generated-artwork/ai-base-gallery-1@2x.webp?from=png');
    expect(html).toContain('<a href="/generated-artwork/ai-base-gallery-1@2x.webp?from=png" data-vike="false"');
  });

  it('names each link for screen readers from the region texts, with the picture described', () => {
    expect(html).toContain('aria-label="View full screen: Second view"');
    expect(html).toContain('alt="Second view"');
  });

  it('renders the viewer closed: a dialog without the open attribute, showing the first picture', () => {
    expect(html).toMatch(/<dialog class="gallery-viewer" aria-label="Gallery">/);
    expect(html).not.toMatch(/<dialog[^>]* open/);
    expect(html).toContain('1 of 2');
  });

  it('has no previous / next buttons when there is one picture', () => {
    const one = renderSections([{ ...gallery, items: [gallery.items[0]!] }]);
    expect(one).not.toContain('viewer-next');
    expect(html).toContain('viewer-next');
  });
});
