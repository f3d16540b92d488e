import { describe, expect, it } from 'vitest';
import { siteConfigFrom } from '../shared/site-config.ts';
import { artworkSources } from './Picture.tsx';

describe('artworkSources', () => {
  it('serves the artwork from this site when no CDN is configured (this build)', () => {
    expect(artworkSources('flagship-bumblebee')).toEqual({
      src: '/generated-artwork/flagship-bumblebee.webp?from=png',
      srcSet: '/generated-artwork/flagship-bumblebee.webp?from=png 1x, /generated-artwork/flagship-bumblebee@2x.webp?from=png 2x, /generated-artwork/flagship-bumblebee@3x.webp?from=png 3x',
    });
  });

  it('takes every source from the configured CDN base', () => {
    const { cdnBase } = siteConfigFrom({ cdnBase: 'https://cdn.example.com/mechanova', chatWidgetUrl: null });
    const { src, srcSet } = artworkSources('flagship-megatron', cdnBase!);
    expect(src).toBe('https://cdn.example.com/mechanova/generated-artwork/flagship-megatron.webp?from=png');
    for (const candidate of srcSet.split(', ')) expect(candidate.startsWith('https://cdn.example.com/mechanova/generated-artwork/')).toBe(true);
  });
});
