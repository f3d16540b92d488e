import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BREAKPOINTS, LAYOUT_CUSTOM_PROPERTIES, MEDIA, MEDIA_EM, TEXT_FLOAT } from '../shared/layout.ts';

const css = readFileSync(new URL('./styles.css', import.meta.url), 'utf8');

describe('styles.css follows runtime/shared/layout.ts (seed 000 §9)', () => {
  it("states the seed's breakpoints", () => {
    expect(BREAKPOINTS).toEqual({ tabletMinPx: 721, desktopMinPx: 1069 });
    expect(MEDIA.mobile).toBe('(max-width: 720.99px)');
    expect(MEDIA.desktop).toBe('(min-width: 1069px)');
    expect(TEXT_FLOAT).toEqual({ distancePx: 50, threshold: 0.1 });
    expect(MEDIA_EM).toEqual({ tabletMin: '(min-width: 45.0625em)', desktopMin: '(min-width: 66.8125em)', belowDesktop: '(max-width: 66.8075em)' });
  });

  it('uses only the breakpoints of layout.ts in its width media queries', () => {
    const allowed = new Set([
      MEDIA.mobile,
      MEDIA.tablet,
      MEDIA.desktop,
      MEDIA.narrowPhone,
      ...Object.values(MEDIA_EM),
      `(min-width: ${BREAKPOINTS.tabletMinPx}px)`,
      `(max-width: ${BREAKPOINTS.desktopMinPx - 0.01}px)`,
    ]);
    const queries = [...css.matchAll(/@media\s+([^{]+)\{/g)].map((m) => m[1]!.trim()).filter((q) => /width/.test(q));
    expect(queries.length).toBeGreaterThan(0);
    for (const query of queries) expect(allowed, query).toContain(query);
  });

  it('declares the animation constants as custom properties with the same values', () => {
    const root = /:root\s*\{([^}]*)\}/.exec(css)![1]!;
    for (const [name, value] of Object.entries(LAYOUT_CUSTOM_PROPERTIES)) expect(root).toContain(`${name}: ${value};`);
  });

  it('turns every motion off under prefers-reduced-motion', () => {
    const block = css.slice(css.indexOf(`@media ${MEDIA.reducedMotion}`));
    expect(block).toMatch(/animation: none !important/);
    expect(block).toMatch(/transition: none !important/);
    expect(block).toMatch(/scroll-behavior: auto !important/);
  });
});
