/**
 * Layout constants of seed 000 §9, in one place: picture sources and layout
 * switch at these breakpoints; the collapse animation and the text float use
 * these timings. Components import them; styles.css states the same values as
 * custom properties and media queries, and layout.test.ts fails when the two
 * disagree (CSS cannot import TypeScript).
 */

/** Mobile up to 720.99 px, tablet 721–1068.99 px, desktop from 1069 px (image breakpoints). */
export const BREAKPOINTS = { tabletMinPx: 721, desktopMinPx: 1069 } as const;

/**
 * The device class by window width (seed 000 §9): `window` from 1024 px, `ipad` from 768 px, else
 * `mobile`. A layout that changes for the class writes these queries (MEDIA.ipadUp, MEDIA.windowUp);
 * the seed's one use of the class, a 17 px scrollbar compensation on desktop and none on phones, is
 * the root's `scrollbar-gutter: stable` in styles.css, which reserves the scrollbar's real width
 * instead (docs/decisions.md D39).
 */
export const DEVICE_CLASS = { ipadMinPx: 768, windowMinPx: 1024 } as const;

/** The media queries of each device class, as CSS writes them. */
export const MEDIA = {
  mobile: `(max-width: ${BREAKPOINTS.tabletMinPx - 0.01}px)`,
  tablet: `(min-width: ${BREAKPOINTS.tabletMinPx}px) and (max-width: ${BREAKPOINTS.desktopMinPx - 0.01}px)`,
  desktop: `(min-width: ${BREAKPOINTS.desktopMinPx}px)`,
  /** The ipad device class and wider (seed 000 §9, DEVICE_CLASS). */
  ipadUp: `(min-width: ${DEVICE_CLASS.ipadMinPx}px)`,
  /** The window device class (seed 000 §9, DEVICE_CLASS). */
  windowUp: `(min-width: ${DEVICE_CLASS.windowMinPx}px)`,
  reducedMotion: '(prefers-reduced-motion: reduce)',
  /** Phones narrower than 360 px (the header's logo shrinks); not a layout breakpoint of the seed. */
  narrowPhone: '(max-width: 22.5em)',
} as const;

/**
 * The seed's breakpoints in em (at the default 16 px text size the same widths):
 * the header switches by these, so a visitor at 200% text gets the compact bar.
 */
export const MEDIA_EM = {
  tabletMin: `(min-width: ${BREAKPOINTS.tabletMinPx / 16}em)`,
  desktopMin: `(min-width: ${BREAKPOINTS.desktopMinPx / 16}em)`,
  belowDesktop: `(max-width: ${(BREAKPOINTS.desktopMinPx - 0.08) / 16}em)`,
} as const;

/** Collapse (expand/fold) animation, default 0.5 s: CSS `--collapse-duration`. */
export const COLLAPSE_SECONDS = 0.5;

/** Text float on entering the viewport: rises 50 px (CSS `--float-distance`) once 10 % of it is visible. */
export const TEXT_FLOAT = { distancePx: 50, threshold: 0.1 } as const;

/** The custom properties styles.css must declare on :root with these values. */
export const LAYOUT_CUSTOM_PROPERTIES: Readonly<Record<string, string>> = {
  '--collapse-duration': `${COLLAPSE_SECONDS}s`,
  '--float-distance': `${TEXT_FLOAT.distancePx}px`,
};
