/**
 * The shipped artwork (public/artwork/*.svg, D55): each file is well-formed SVG drawn at its viewBox,
 * stays within the size budget, and the generated ones are what scripts/draw/ makes today (so a change
 * of a part or palette is committed together with the pictures it changes). A gallery never repeats
 * a picture. The product figures (public/artwork/*.webp, D74) are renders with a transparent
 * background, one per figure of scripts/draw/figures.mjs, rendered from today's scene.
 */
import { readdirSync, readFileSync } from 'node:fs';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { FIGURES_STAMP, figuresStamp } from './draw/figures-stamp.ts';
import { pictures as figures } from './draw/figures.mjs';
import { draw, pictures } from './draw/scenes.ts';

const DIR = 'public/artwork';
/**
 * 16 KiB per file: a two-subject scene (robot beside its vehicle) with its shared gradients and
 * filters is 11–13 KiB, a banner with scenery up to 15 KiB; the old flat drawings were 0.5–4 KiB.
 * The browser never loads the SVG (it gets the rasterised WebP), so the budget keeps the repository
 * and the rasterising step lean and stops an accidental embedded bitmap or a runaway generator.
 */
const BUDGET = 16 * 1024;
const files = readdirSync(DIR)
  .filter((f) => f.endsWith('.svg'))
  .sort();
/** The rendered figures (scripts/draw-figures.ts): public/artwork/<name>.webp. */
const renders = readdirSync(DIR)
  .filter((f) => f.endsWith('.webp'))
  .map((f) => f.slice(0, -'.webp'.length))
  .sort();
/**
 * 160 KiB per figure master (1440 × 1080, WebP with alpha): a robot beside its vehicle is 60–90 KiB. The page gets the
 * 480 / 960 / 1440 px files scripts/artwork.mjs makes from it; the budget keeps the repository lean.
 */
const FIGURE_BUDGET = 160 * 1024;

/** Tags balance and nest, every attribute value is quoted: the XML rules a hand edit can break. */
function wellFormed(text: string): string | undefined {
  const open: string[] = [];
  for (const m of text.matchAll(/<(\/?)([a-zA-Z][\w:-]*)((?:\s+[\w:-]+\s*=\s*(?:"[^"]*"|'[^']*'))*)\s*(\/?)>|<[^>]*>/g)) {
    const [tag, close, name, , selfClose] = m;
    if (!name) {
      if (tag.startsWith('<?') || tag.startsWith('<!--')) continue;
      return `malformed tag ${tag.slice(0, 60)}`;
    }
    if (close) {
      if (open.pop() !== name) return `</${name}> closes nothing open`;
    } else if (!selfClose) open.push(name);
  }
  return open.length ? `<${open.join('><')}> left open` : undefined;
}

describe('public/artwork', () => {
  it.each(files)('%s is well-formed SVG of its viewBox, within the budget', async (file) => {
    const text = readFileSync(`${DIR}/${file}`, 'utf8');
    expect(Buffer.byteLength(text)).toBeLessThanOrEqual(BUDGET);
    expect(wellFormed(text)).toBeUndefined();
    const box = text.match(/<svg [^>]*viewBox="0 0 (\d+) (\d+)"/);
    expect(box, 'a viewBox from 0 0').not.toBeNull();
    // librsvg (through sharp) reads it, at the viewBox's aspect ratio (the page reserves that box)
    const { width = 0, height = 0 } = await sharp(Buffer.from(text)).metadata();
    expect(width / height).toBeCloseTo(Number(box?.[1]) / Number(box?.[2]), 3);
  });

  it.each(Object.keys(pictures))('%s.svg is what the generator draws', (name) => {
    expect(readFileSync(`${DIR}/${name}.svg`, 'utf8'), 'run `make draw-artwork` and commit the pictures').toBe(draw(name));
  });

  it('shows a different picture at each place of a gallery', () => {
    const galleries = new Map<string, string[]>();
    for (const file of files) {
      const set = file.replace(/-(gallery|closeup|detail|experience|touch|action)-[a-z0-9]+\.svg$/, '');
      if (set !== file) galleries.set(set, [...(galleries.get(set) ?? []), readFileSync(`${DIR}/${file}`, 'utf8')]);
    }
    expect(galleries.size).toBeGreaterThan(5);
    for (const [set, texts] of galleries) expect(new Set(texts).size, set).toBe(texts.length);
  });

  it('has one source per picture: a drawn SVG or a rendered figure, never both', () => {
    const drawn = new Set(files.map((f) => f.slice(0, -'.svg'.length)));
    expect(renders.filter((name) => drawn.has(name))).toEqual([]);
    expect(Object.keys(pictures).filter((name) => name in figures)).toEqual([]);
  });

  it("renders every figure scripts/draw/figures.mjs defines, and nothing else, from today's scene", () => {
    expect(renders).toEqual(Object.keys(figures).sort());
    expect(JSON.parse(readFileSync(FIGURES_STAMP, 'utf8')), 'run `make draw-artwork` and commit the figures').toEqual(figuresStamp());
  });

  // The product stands on the page's stage (D74): the render's background is transparent, so no rectangle
  // shows against the stage; the product itself is opaque and fills a fair share of the frame; 3 × 480 px wide.
  it.each(renders)('%s.webp is a 1440 × 1080 render with alpha, the product on a transparent floor, within the budget', async (name) => {
    const bytes = readFileSync(`${DIR}/${name}.webp`);
    expect(bytes.length).toBeLessThanOrEqual(FIGURE_BUDGET);
    const image = sharp(bytes);
    const { width, height, hasAlpha } = await image.metadata();
    expect([width, height, hasAlpha]).toEqual([1440, 1080, true]);
    const { data, info } = await image.ensureAlpha().raw().toBuffer({ resolveWithObject: true });
    const alpha = (x: number, y: number) => data[(y * info.width + x) * info.channels + 3] ?? 255;
    for (const [x, y] of [
      [0, 0],
      [info.width - 1, 0],
      [0, info.height - 1],
      [info.width - 1, info.height - 1],
      [info.width >> 1, 0],
    ] as const)
      expect(alpha(x, y), `(${x}, ${y})`).toBe(0);
    let opaque = 0;
    for (let i = 3; i < data.length; i += info.channels) if ((data[i] ?? 0) > 250) opaque++;
    expect(opaque / (info.width * info.height)).toBeGreaterThan(0.08);
  });

  it('catches a broken file', () => {
    expect(wellFormed('<svg><g></svg>')).toBeDefined();
    expect(wellFormed('<svg><rect x=1/></svg>')).toBeDefined();
    expect(wellFormed('<svg><g><rect x="1"/></g></svg>')).toBeUndefined();
  });
});
