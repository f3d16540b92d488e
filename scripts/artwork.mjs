// Rasterises the shipped SVG artwork (public/artwork/*.svg) into what the site serves:
// WebP at 1x and 2x, and PNG (the original raster format for browsers without WebP).
// Output goes to public/generated-artwork/ (git-ignored), so both `vite` (dev) and
// `vite build` serve it; files newer than their SVG are kept.
import { mkdirSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';

const source = 'public/artwork';
const target = 'public/generated-artwork';
mkdirSync(target, { recursive: true });
const fresh = (out, svgTime) => {
  try {
    return statSync(out).mtimeMs >= svgTime;
  } catch {
    return false;
  }
};
let written = 0;
for (const name of readdirSync(source)
  .filter((n) => n.endsWith('.svg'))
  .sort()) {
  const key = name.slice(0, -4);
  const svgPath = join(source, name);
  const svgTime = statSync(svgPath).mtimeMs;
  const svg = readFileSync(svgPath);
  const { width = 480 } = await sharp(svg).metadata();
  const jobs = [
    [`${key}.webp`, (img) => img.resize({ width }).webp({ quality: 80 })],
    [`${key}@2x.webp`, (img) => img.resize({ width: width * 2 }).webp({ quality: 75 })],
    [`${key}.png`, (img) => img.resize({ width }).png({ compressionLevel: 9, palette: true })],
  ];
  for (const [file, make] of jobs) {
    const out = join(target, file);
    if (fresh(out, svgTime)) continue;
    await make(sharp(svg, { density: 144 })).toFile(out);
    written++;
  }
}
console.log(`artwork: ${written} files written to ${target}`);
