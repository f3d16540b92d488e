// A contact sheet of artwork (PNG): `node scripts/artwork-sheet.ts OUT.png NAME…` renders each
// public/artwork/NAME.svg (or FROM/NAME.svg with --from=FROM, e.g. an older checkout's pictures) to a
// 240 px wide tile and lays them out 4 in a row, to look at a set at once.
import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { writeSheet } from './contact-sheet.ts';

const args = process.argv.slice(2);
const from = args.find((a) => a.startsWith('--from='))?.slice(7) ?? 'public/artwork';
const [out, ...names] = args.filter((a) => !a.startsWith('--from='));
if (!out || names.length === 0) throw new Error('usage: node scripts/artwork-sheet.ts [--from=DIR] OUT.png NAME…');
const tile = { w: 240, h: 180 };
const tiles = await Promise.all(
  names.map((name) =>
    sharp(readFileSync(`${from}/${name}.svg`), { density: 72 })
      .resize(tile.w, tile.h, { fit: 'contain', background: '#ffffff' })
      .png()
      .toBuffer(),
  ),
);
await writeSheet(tiles, tile, out, { palette: true });
console.log(`artwork-sheet: ${names.length} pictures in ${out}`);
