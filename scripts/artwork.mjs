// Rasterises the shipped SVG artwork (public/artwork/*.svg) into what the site serves:
// WebP at 1x and 2x, and PNG (the original raster format for browsers without WebP);
// and the site icon (public/favicon.svg) as /favicon.ico, which browsers, feed readers and
// crawlers ask for whatever the page declares (without it, each such request is a 404).
// Output goes to public/generated-artwork/ (git-ignored), so both `vite` (dev) and
// `vite build` serve it; files newer than their SVG are kept.
import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
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
