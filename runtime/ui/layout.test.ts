import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { BREAKPOINTS, DEVICE_CLASS, LAYOUT_CUSTOM_PROPERTIES, MEDIA, MEDIA_EM, TEXT_FLOAT } from '../shared/layout.ts';

const css = readFileSync(new URL('./styles.css', import.meta.url), 'utf8');
const here = fileURLToPath(new URL('.', import.meta.url));
/** Every stylesheet of the UI (styles.css, quick-chat.css, each section type's own). */
const stylesheets = (readdirSync(here, { recursive: true }) as string[]).filter((file) => file.endsWith('.css')).map((file) => ({ file, text: readFileSync(`${here}${file}`, 'utf8') }));

describe('the device class by window width (seed 000 §9)', () => {
  it('is window from 1024 px, ipad from 768 px, mobile below', () => {
    expect(DEVICE_CLASS).toEqual({ ipadMinPx: 768, windowMinPx: 1024 });
    expect(MEDIA.ipadUp).toBe('(min-width: 768px)');
    expect(MEDIA.windowUp).toBe('(min-width: 1024px)');
  });
});

describe('styles.css follows runtime/shared/layout.ts (seed 000 §9)', () => {
  it("states the seed's breakpoints", () => {
    expect(BREAKPOINTS).toEqual({ tabletMinPx: 721, desktopMinPx: 1069 });
    expect(MEDIA.mobile).toBe('(max-width: 720.99px)');
    expect(MEDIA.desktop).toBe('(min-width: 1069px)');
    expect(TEXT_FLOAT).toEqual({ distancePx: 50, threshold: 0.1 });
    expect(MEDIA_EM).toEqual({ tabletMin: '(min-width: 45.0625em)', desktopMin: '(min-width: 66.8125em)', belowDesktop: '(max-width: 66.8075em)' });
  });

  it('uses only the breakpoints of layout.ts in its width media queries, in every stylesheet', () => {
    const allowed = new Set([
      MEDIA.mobile,
      MEDIA.tablet,
      MEDIA.desktop,
      MEDIA.narrowPhone,
      MEDIA.ipadUp,
      MEDIA.windowUp,
      ...Object.values(MEDIA_EM),
      `(min-width: ${BREAKPOINTS.tabletMinPx}px)`,
      `(max-width: ${BREAKPOINTS.desktopMinPx - 0.01}px)`,
    ]);
    expect(stylesheets.map((sheet) => sheet.file)).toContain('styles.css');
    expect(stylesheets.length).toBeGreaterThan(5);
    for (const { file, text } of stylesheets) {
      const queries = [...text.matchAll(/@media\s+([^{]+)\{/g)].map((m) => m[1]!.trim()).filter((q) => /width/.test(q));
      for (const query of queries) expect(allowed, `${file}: ${query}`).toContain(query);
    }
  });

  it('declares the animation constants as custom properties with the same values', () => {
    const root = /:root\s*\{([^}]*)\}/.exec(css)![1]!;
    for (const [name, value] of Object.entries(LAYOUT_CUSTOM_PROPERTIES)) expect(root).toContain(`${name}: ${value};`);
  });

  it("keeps the root's scrollbar gutter, so locking the scroll for a dialog shifts nothing (seed 000 §9, D39)", () => {
    const root = [...css.matchAll(/(?:^|\n)html\s*\{([^}]*)\}/g)].map((m) => m[1]!).join(';');
    expect(root).toContain('scrollbar-gutter: stable;');
    // No hand-made compensation beside it (the seed's 17 px padding would now add to the gutter).
    expect(css).not.toMatch(/padding-right:\s*17px|--scrollbar-compensation/);
  });

  it('turns every motion off under prefers-reduced-motion', () => {
    const block = css.slice(css.indexOf(`@media ${MEDIA.reducedMotion}`));
    expect(block).toMatch(/animation: none !important/);
    expect(block).toMatch(/transition: none !important/);
    expect(block).toMatch(/scroll-behavior: auto !important/);
  });
});
