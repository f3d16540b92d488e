import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import arial from '@capsizecss/metrics/arial';
import spaceGrotesk from '@capsizecss/metrics/spaceGrotesk';
import { describe, expect, it } from 'vitest';

const here = fileURLToPath(new URL('.', import.meta.url));
const tokens = readFileSync(`${here}tokens.css`, 'utf8');
/** Every stylesheet of the UI but the tokens themselves: the shell's, quick chat's, each section type's. */
const stylesheets = (readdirSync(here, { recursive: true }) as string[])
  .filter((file) => file.endsWith('.css') && file !== 'tokens.css')
  .map((file) => ({ file, text: readFileSync(`${here}${file}`, 'utf8') }));

/** The declarations of a stylesheet, comments left out, each with its line. */
function declarations(text: string): { property: string; value: string; line: number }[] {
  const found: { property: string; value: string; line: number }[] = [];
  const uncommented = text.replace(/\/\*[\s\S]*?\*\//g, (comment) => comment.replace(/[^\n]/g, ' '));
  for (const block of uncommented.matchAll(/\{([^{}]*)\}/g)) {
    for (const declaration of block[1]!.matchAll(/([a-z-]+)\s*:\s*([^;{}]+)/g)) {
      const line = uncommented.slice(0, block.index + 1 + declaration.index).split('\n').length;
      found.push({ property: declaration[1]!, value: declaration[2]!.trim(), line });
    }
  }
  return found;
}

const COLOUR_LITERAL = /#[0-9a-f]{3,8}\b|\b(?:rgba?|hsla?|hwb|lab|lch|oklab|oklch|color)\(|(?<![\w-])(?:white|black|red|green|blue|yellow|gray|grey|orange|purple|pink|navy|silver|gold)(?![\w-])/i;
const SIZE_LITERAL = /(?<![\w.-])-?\d*\.?\d+(?:px|rem)\b/;

/**
 * What each kind of property may hold outside tokens.css: a token (var(--…)), a keyword, or a size relative to the
 * text around it (em, %), which follows the tokens' type scale. A hairline (1px) and an element's own fixed size
 * (a 44 px tap target is --tap) are not spacing, so width/height are not checked.
 */
function problem(property: string, value: string): string | undefined {
  const bare = value.replace(/var\(--[a-z0-9-]+(?:,[^)]*)?\)/g, 'TOKEN');
  if (property.startsWith('--')) return undefined;
  if (COLOUR_LITERAL.test(bare)) return 'a literal colour (use a --color-* token)';
  if (property === 'font-size' && SIZE_LITERAL.test(bare)) return 'a literal font size (use a --text-* token)';
  if (/^border(-[a-z]+)*-radius$/.test(property) && SIZE_LITERAL.test(bare)) return 'a literal radius (use a --radius-* token)';
  if (property === 'box-shadow' && bare !== 'none' && bare !== 'TOKEN') return 'a literal shadow (use a --shadow-* token)';
  if (/^(transition|animation)(-duration)?$/.test(property) && /(?<![\w-])\d*\.?\d+m?s\b/.test(bare)) return 'a literal duration (use a --duration-* token)';
  if (/^(margin|padding)(-[a-z-]+)?$|^(row-|column-)?gap$/.test(property)) {
    const spacing = bare.replace(/(?<![\w.-])-?1px\b/g, '');
    if (SIZE_LITERAL.test(spacing)) return 'a literal spacing (use a --space-* token)';
  }
  return undefined;
}

describe('the design tokens (runtime/ui/tokens.css, docs/design.md)', () => {
  it('are the only place a colour, font size, radius, shadow, duration or spacing is written', () => {
    expect(stylesheets.length).toBeGreaterThan(30);
    const problems = stylesheets.flatMap(({ file, text }) =>
      declarations(text).flatMap(({ property, value, line }) => {
        const why = problem(property, value);
        return why ? [`runtime/ui/${file}:${line}: ${property}: ${value} — ${why}`] : [];
      }),
    );
    expect(problems).toEqual([]);
  });

  it('the check finds each kind of literal (it can fail)', () => {
    const bad = '.x { color: #fff; background: rgb(0 0 0 / 50%); font-size: 14px; border-radius: 8px; box-shadow: 0 1px 2px var(--color-ink); transition: opacity 0.2s; margin: 0 12px; gap: .5rem; }';
    const found = declarations(bad).map(({ property, value }) => problem(property, value));
    expect(found.filter(Boolean)).toHaveLength(8);
    const good =
      '.x { color: var(--color-ink); font-size: var(--text-lg); margin: 0 auto; padding: var(--space-md) calc(var(--space-lg) + 1px); border: 1px solid var(--color-line); transition: transform var(--duration-base) var(--ease-out); font-size: 1.1em; margin: -1px; }';
    expect(
      declarations(good)
        .map(({ property, value }) => problem(property, value))
        .filter(Boolean),
    ).toEqual([]);
  });

  it('every token a stylesheet uses is declared in tokens.css or by a stylesheet', () => {
    const declared = new Set([...tokens.matchAll(/(--[a-z0-9-]+)\s*:/g), ...stylesheets.flatMap(({ text }) => [...text.matchAll(/(--[a-z0-9-]+)\s*:/g)])].map((m) => m[1]!));
    const used = stylesheets.flatMap(({ file, text }) => [...text.matchAll(/var\((--[a-z0-9-]+)\)/g)].map((m) => ({ file, name: m[1]! })));
    expect(used.filter(({ name }) => !declared.has(name)).map(({ file, name }) => `${file}: ${name}`)).toEqual([]);
  });
});

describe('the brand typeface', () => {
  /** The fallback's overrides, by the formula of next/font and Capsize: the fallback scaled to the brand face's average width. */
  function fallbackOverrides() {
    const brandWidth = spaceGrotesk.xWidthAvg / spaceGrotesk.unitsPerEm;
    const fallbackWidth = arial.xWidthAvg / arial.unitsPerEm;
    const sizeAdjust = brandWidth / fallbackWidth;
    const percent = (n: number) => `${(n * 100).toFixed(2)}%`;
    return {
      'size-adjust': percent(sizeAdjust),
      'ascent-override': percent(spaceGrotesk.ascent / (spaceGrotesk.unitsPerEm * sizeAdjust)),
      'descent-override': percent(Math.abs(spaceGrotesk.descent) / (spaceGrotesk.unitsPerEm * sizeAdjust)),
      'line-gap-override': percent(spaceGrotesk.lineGap / (spaceGrotesk.unitsPerEm * sizeAdjust)).replace('0.00%', '0%'),
    };
  }

  it('falls back to a local face scaled to its metrics, so a page drawn in it has the line heights of the brand font', () => {
    const face = /@font-face\s*\{[^}]*"Space Grotesk Fallback"[^}]*\}/.exec(tokens)![0];
    for (const [descriptor, value] of Object.entries(fallbackOverrides())) expect(face, descriptor).toContain(`${descriptor}: ${value};`);
    expect(face).toMatch(/local\("Arial"\)/);
  });

  it('is self-hosted from the kept package, never swapped in after the first paint (optional), and named only where Latin text is set', () => {
    const face = /@font-face\s*\{[^}]*font-family: "Space Grotesk";[^}]*\}/.exec(tokens)![0];
    expect(face).toContain('font-display: optional;');
    expect(face).toMatch(/src: url\("@fontsource-variable\/space-grotesk\/files\/space-grotesk-latin-wght-normal\.woff2"\)/);
    expect(face).toContain('unicode-range:');
    // Korean, Japanese and Chinese keep their system faces, with their own line breaking.
    expect(tokens).toMatch(/:root:lang\(ko\)\s*\{[^}]*--font-body: var\(--font-cjk-kr\);[^}]*word-break: keep-all;/);
    expect(tokens).toMatch(/:root:lang\(ja\)\s*\{[^}]*--font-body: var\(--font-cjk-jp\);[^}]*line-break: strict;/);
    expect(tokens).toMatch(/:root:lang\(zh\)\s*\{[^}]*--font-body: var\(--font-cjk-cn\);[^}]*line-break: strict;/);
  });
});
