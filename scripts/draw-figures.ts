// Renders the product figures (scripts/draw/figures.mjs, D74) in headless Chromium (WebGL on
// SwiftShader, the same browser the tests drive) and writes each as public/artwork/<name>.webp: a
// 1440 × 1080 master with alpha, which `make artwork` scales to what the pages serve. Deterministic
// enough to commit: the same scene renders the same picture on the same Chromium.
// `node scripts/draw-figures.ts [name…]` (all when none is given; `make draw-artwork` runs it).
import { writeFileSync } from 'node:fs';
import { build } from 'esbuild';
import { FIGURES_STAMP, figuresStamp } from './draw/figures-stamp.ts';
import { chromium } from 'playwright-core';
import sharp from 'sharp';

/** The master's size: three times the narrowest artwork (480 × 360), the widest candidate a page offers. */
export const FIGURE_WIDTH = 1440;
export const FIGURE_HEIGHT = 1080;

const bundle = await build({ entryPoints: ['scripts/draw/figures.mjs'], bundle: true, format: 'iife', globalName: 'figures', write: false, minify: true });
const code = bundle.outputFiles[0]?.text ?? '';
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--use-gl=angle', '--use-angle=swiftshader', '--enable-unsafe-swiftshader', '--ignore-gpu-blocklist'],
});
try {
  const page = await browser.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  await page.setContent('<!doctype html><meta charset="utf-8"><body></body>');
  await page.addScriptTag({ content: code });
  const all = await page.evaluate(() => Object.keys((window as unknown as { figures: { pictures: object } }).figures.pictures));
  const wanted = process.argv.slice(2);
  const unknown = wanted.filter((n) => !all.includes(n));
  if (unknown.length) throw new Error(`draw-figures: no figure named ${unknown.join(', ')} (scripts/draw/figures.mjs has ${all.join(', ')})`);
  for (const name of wanted.length ? wanted : all) {
    const url = await page.evaluate(([n, w, h]) => (window as unknown as { figures: { render: (n: string, w: number, h: number) => string } }).figures.render(n, w, h), [
      name,
      FIGURE_WIDTH,
      FIGURE_HEIGHT,
    ] as const);
    if (errors.length) throw new Error(`draw-figures: ${name}: ${errors.join('; ')}`);
    const png = Buffer.from(url.slice(url.indexOf(',') + 1), 'base64');
    const webp = await sharp(png).webp({ quality: 90, alphaQuality: 90, effort: 6, smartSubsample: true }).toBuffer();
    writeFileSync(`public/artwork/${name}.webp`, webp);
    console.log(`draw-figures: ${name} ${(webp.length / 1024).toFixed(0)} KiB`);
  }
  // what the pictures were rendered from, for scripts/artwork.test.ts to tell when they are out of date
  if (!wanted.length) writeFileSync(FIGURES_STAMP, `${JSON.stringify(figuresStamp(), null, 2)}\n`);
} finally {
  await browser.close();
}
