// A contact sheet: PNG tiles of one size laid out 4 in a row on white, 8 px apart (scripts/artwork-sheet.ts,
// scripts/film-sheet.ts).
import sharp from 'sharp';

export async function writeSheet(tiles: readonly Buffer[], tile: { w: number; h: number }, out: string, { palette = false }: { palette?: boolean } = {}): Promise<void> {
  const columns = 4;
  const rows = Math.ceil(tiles.length / columns);
  await sharp({ create: { width: columns * (tile.w + 8) + 8, height: rows * (tile.h + 8) + 8, channels: 3, background: '#ffffff' } })
    .composite(tiles.map((input, i) => ({ input, left: 8 + (i % columns) * (tile.w + 8), top: 8 + Math.floor(i / columns) * (tile.h + 8) })))
    .png({ compressionLevel: 9, palette })
    .toFile(out);
}
