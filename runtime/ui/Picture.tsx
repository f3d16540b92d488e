import { siteConfig } from '../shared/site-config.ts';

/**
 * The artwork URLs of a key: WebP 1x/2x/3x (scripts/artwork.mjs) carrying `?from=png`, so a browser without WebP can
 * be sent to the PNG.
 * `base` is the image CDN's (CDN_BASE, site-config.ts); empty: the site serves its own artwork.
 */
export function artworkSources(image: string, base: string = siteConfig().cdnBase ?? ''): { src: string; srcSet: string } {
  const path = `${base}/generated-artwork/${image}`;
  return { src: `${path}.webp?from=png`, srcSet: `${path}.webp?from=png 1x, ${path}@2x.webp?from=png 2x, ${path}@3x.webp?from=png 3x` };
}

/**
 * Product artwork as WebP in 1x and 2x from the CDN base (or this site when
 * none is configured), rasterised at build time from the SVG artwork the
 * repository ships (scripts/artwork.mjs). Without WebP support, body-flags.ts
 * rewrites the sources to the PNG named by the from-format query. Always sized
 * (no layout shift when it arrives). `eager` is for the pictures of the first
 * screen, the largest contentful paint among them: fetched at high priority,
 * and React preloads them in the document.
 */
export function Picture({
  image,
  alt,
  width = 480,
  height = 360,
  eager = false,
  sizes,
}: {
  image: string;
  alt: string;
  width?: number;
  height?: number;
  eager?: boolean;
  /**
   * The picture's width on the page (`sizes`), for a picture drawn larger than its artwork (a hero stage, a
   * slide): the browser then chooses by the width it needs rather than by pixel density alone, up to the 3x file
   * (a 700 px hero on a DPR 2 screen gets 1440 px). The candidates are declared at the artwork's narrowest width
   * (480, 960, 1440 px): a wider artwork is only sharper.
   */
  sizes?: string;
}) {
  const { src, srcSet } = artworkSources(image);
  const candidates = sizes
    ? srcSet
        .replace(' 1x', ` ${ARTWORK_MIN_WIDTH}w`)
        .replace(' 2x', ` ${ARTWORK_MIN_WIDTH * 2}w`)
        .replace(' 3x', ` ${ARTWORK_MIN_WIDTH * 3}w`)
    : srcSet;
  return (
    <img
      src={src}
      srcSet={candidates}
      {...(sizes ? { sizes } : {})}
      alt={alt}
      width={width}
      height={height}
      loading={eager ? 'eager' : 'lazy'}
      {...(eager ? { fetchPriority: 'high' as const } : {})}
      decoding="async"
    />
  );
}

/** The narrowest artwork a picture given `sizes` shows (public/artwork: product pictures are 480 px wide, banners 960). */
const ARTWORK_MIN_WIDTH = 480;
