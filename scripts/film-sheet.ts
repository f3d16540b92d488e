// A contact sheet of a film (PNG): `node scripts/film-sheet.ts OUT.png NAME [COUNT | T1,T2,…]` draws COUNT
// frames (default 8) of scripts/draw/films.ts's NAME, evenly spaced from the first to the last, or the
// frames at the given seconds, as 240 px wide tiles 4 in a row, to check a film's motion by eye without
// encoding it.
import sharp from 'sharp';
import { writeSheet } from './contact-sheet.ts';
import { FPS, films } from './draw/films.ts';

const [out, name = '', when = '8'] = process.argv.slice(2);
const film = films[name];
if (!out || !film) throw new Error(`usage: node scripts/film-sheet.ts OUT.png NAME [COUNT | T1,T2,…], NAME one of ${Object.keys(films).join(', ')}`);
const last = film.seconds - 1 / FPS;
const count = Number(when);
const times = when.includes(',') ? when.split(',').map(Number) : Array.from({ length: count }, (_, i) => (last * i) / (count - 1));
const tile = { w: 240, h: Math.round((240 * film.h) / film.w) };
const tiles = await Promise.all(
  times.map((t) =>
    sharp(Buffer.from(film.frame(t)), { density: (72 * tile.w) / film.w })
      .resize(tile.w, tile.h)
      .png()
      .toBuffer(),
  ),
);
await writeSheet(tiles, tile, out);
console.log(`film-sheet: ${name}, ${times.map((t) => t.toFixed(2)).join(' ')} s in ${out}`);
