import QRCode from 'qrcode';
import type { QrCode } from '../../core/qr-code.ts';

/** The same store link appears on the app page of every region: each code is drawn once per process. */
const DRAWN = new Map<string, QrCode>();

/**
 * The QR code of `text` as SVG path data: each run of dark modules in a row is
 * one rectangle (`M x y h n v 1 h -n z`), which keeps the path a few kilobytes.
 * Error correction M (15 %), the usual choice for printed and on-screen links.
 *
 * @example
 * drawQrCode('https://apps.example/mechanova') // => { size: 29, path: 'M0 0h7v1h-7z…' }
 */
export function drawQrCode(text: string): QrCode {
  let drawn = DRAWN.get(text);
  if (!drawn) DRAWN.set(text, (drawn = draw(text)));
  return drawn;
}

function draw(text: string): QrCode {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const size = modules.size;
  let path = '';
  for (let y = 0; y < size; y++) {
    let x = 0;
    while (x < size) {
      if (!modules.get(y, x)) {
        x++;
        continue;
      }
      const start = x;
      while (x < size && modules.get(y, x)) x++;
      path += `M${start} ${y}h${x - start}v1h${start - x}z`;
    }
  }
  return { size, path };
}
