// Renders one film of scripts/draw/films.ts as numbered PNG frames (0000.png, 0001.png, …) at the
// clip's output size, for scripts/make-videos.sh to encode: node scripts/render-film.ts NAME WxH DIR
import { mkdirSync } from 'node:fs';
import sharp from 'sharp';
import { FPS, films } from './draw/films.ts';

const [name = '', size = '', dir = ''] = process.argv.slice(2);
const film = films[name];
const [w = 0, h = 0] = size.split('x').map(Number);
if (!film || !w || !h || !dir) throw new Error(`usage: node scripts/render-film.ts NAME WxH DIR, NAME one of ${Object.keys(films).join(', ')}`);
mkdirSync(dir, { recursive: true });
const count = Math.round(film.seconds * FPS);
const render = (i: number) =>
  sharp(Buffer.from(film.frame(i / FPS)), { density: (72 * w) / film.w })
    .resize(w, h, { fit: 'cover' })
    .flatten({ background: '#111111' })
    .png({ compressionLevel: 1 })
    .toFile(`${dir}/${String(i).padStart(4, '0')}.png`);
// two frames at a time: the machine's two cores
for (let i = 0; i < count; i += 2) await Promise.all([i, i + 1].filter((f) => f < count).map(render));
console.log(`render-film: ${name} ${count} frames at ${w}x${h}, ${FPS} fps`);
