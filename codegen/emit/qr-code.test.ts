import QRCode from 'qrcode';
import { describe, expect, it } from 'vitest';
import { drawQrCode } from './qr-code.ts';

/** Reads the path back into a grid of dark modules. */
function grid(path: string, size: number): boolean[][] {
  const dark = Array.from({ length: size }, () => Array<boolean>(size).fill(false));
  for (const [, x, y, w] of path.matchAll(/M(\d+) (\d+)h(\d+)v1h-\d+z/g)) {
    for (let i = 0; i < Number(w); i++) dark[Number(y)]![Number(x) + i] = true;
  }
  return dark;
}

describe('drawQrCode', () => {
  it('draws exactly the dark modules of the code, run by run', () => {
    const text = 'https://apps.mechanova.example/ios';
    const { size, path } = drawQrCode(text);
    const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
    expect(size).toBe(modules.size);
    const drawn = grid(path, size);
    for (let y = 0; y < size; y++) for (let x = 0; x < size; x++) expect(drawn[y]![x], `module ${x},${y}`).toBe(Boolean(modules.get(y, x)));
  });

  it('starts with the finder pattern: a run of 7 dark modules in the top-left corner', () => {
    expect(drawQrCode('x').path.startsWith('M0 0h7v1h-7z')).toBe(true);
  });

  it('is deterministic and differs by text', () => {
    expect(drawQrCode('https://a.example')).toEqual(drawQrCode('https://a.example'));
    expect(drawQrCode('https://a.example').path).not.toBe(drawQrCode('https://b.example').path);
  });
});
