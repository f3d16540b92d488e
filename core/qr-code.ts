/**
 * A QR code as codegen draws it (codegen/emit/qr-code.ts, with the `qrcode` package)
 * and runtime/ui/sections/AppDownload.tsx renders it as inline SVG: no image
 * request, no script, and it scales without blur.
 */
export interface QrCode {
  /** Modules per side (without the quiet zone). */
  size: number;
  /** SVG path data of the dark modules, one unit per module, origin at the top-left module. */
  path: string;
}
