// Rasterises the shipped artwork into what the site serves: WebP at 1x, 2x and 3x of the picture's
// width (the `w` candidates of runtime/ui/Picture.tsx, so a picture drawn 700 px wide gets a 1440 px file on a
// DPR 2 screen), and PNG (the original raster format for browsers without WebP). Two kinds of source in
// public/artwork/: SVG drawn from parts (scripts/draw/scenes.ts, D55), rasterised at its viewBox width; and
// the rendered product figures (scripts/draw/figures.mjs, D74), 1440 px WebP masters with alpha,
// scaled down to 480 / 960 / 1440. Also the site icon (public/favicon.svg) as /favicon.ico, which browsers,
// feed readers and crawlers ask for whatever the page declares (without it, each such request is a 404).
// Output goes to public/generated-artwork/ (git-ignored), so both `vite` (dev) and
// `vite build` serve it; files newer than their source are kept.
import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';

const source = 'public/artwork';
const target = 'public/generated-artwork';
/** A rendered figure's 1x width: its master is three times this (scripts/draw-figures.ts). */
const FIGURE_WIDTH = 480;
mkdirSync(target, { recursive: true });
const fresh = (out, svgTime) => {
  try {
    return statSync(out).mtimeMs >= svgTime;
  } catch {
    return false;
  }
};
let written = 0;
const names = readdirSync(source)
  .filter((n) => /\.(svg|webp)$/.test(n))
  .sort();
const keys = names.map((n) => n.replace(/\.(svg|webp)$/, ''));
const twice = keys.find((k, i) => keys.indexOf(k) !== i);
if (twice) throw new Error(`artwork: ${source}/${twice} is both an .svg and a .webp; a picture has one source`);
for (const name of names) {
  const key = name.replace(/\.(svg|webp)$/, '');
  const path = join(source, name);
  const time = statSync(path).mtimeMs;
  const bytes = readFileSync(path);
  const figure = name.endsWith('.webp');
  // an SVG is drawn again at each size (density); a rendered figure is scaled down from its master
  const { width = 480 } = figure ? { width: FIGURE_WIDTH } : await sharp(bytes).metadata();
  const open = (scale) => (figure ? sharp(bytes) : sharp(bytes, { density: 72 * scale }));
  const jobs = [
    [`${key}.webp`, 1, (img) => img.resize({ width }).webp({ quality: 80, alphaQuality: 80 })],
    [`${key}@2x.webp`, 2, (img) => img.resize({ width: width * 2 }).webp({ quality: 75, alphaQuality: 75 })],
    [`${key}@3x.webp`, 3, (img) => img.resize({ width: width * 3 }).webp({ quality: 70, alphaQuality: 70 })],
    [`${key}.png`, 1, (img) => img.resize({ width }).png({ compressionLevel: 9, palette: true })],
  ];
  for (const [file, scale, make] of jobs) {
    const out = join(target, file);
    if (fresh(out, time)) continue;
    await make(open(scale)).toFile(out);
    written++;
  }
}
// An ICO file holding PNG images (supported since Windows Vista and by every current browser):
// a 6-byte header, a 16-byte entry per image, then the images.
const icon = 'public/favicon.svg';
const ico = 'public/favicon.ico';
if (!fresh(ico, statSync(icon).mtimeMs)) {
  const sizes = [16, 32, 48];
  const images = await Promise.all(sizes.map((size) => sharp(readFileSync(icon), { density: 288 }).resize(size, size).png({ compressionLevel: 9 }).toBuffer()));
  const header = Buffer.alloc(6 + 16 * sizes.length);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // type: icon
  header.writeUInt16LE(sizes.length, 4);
  let offset = header.length;
  sizes.forEach((size, i) => {
    const entry = 6 + 16 * i;
    header.writeUInt8(size, entry); // width (0 would mean 256)
    header.writeUInt8(size, entry + 1); // height
    header.writeUInt16LE(1, entry + 4); // colour planes
    header.writeUInt16LE(32, entry + 6); // bits per pixel
    header.writeUInt32LE(images[i].length, entry + 8);
    header.writeUInt32LE(offset, entry + 12);
    offset += images[i].length;
  });
  writeFileSync(ico, Buffer.concat([header, ...images]));
  written++;
}
console.log(`artwork: ${written} files written to ${target} and public/`);
