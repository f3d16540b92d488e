// The drawing primitives of the artwork generator (D55): every surface is filled with a shared
// gradient of its colour (light from the top left, shade towards the bottom right) and outlined
// in a darker tone of the same colour, so one palette gives a whole picture its light and depth.
// A picture's gradients are collected once in its <defs>, which keeps each file small.

/** A picture being drawn: its gradients and filters, each written once. */
export type Canvas = { defs: Map<string, string>; ids: Map<string, string> };

export const canvas = (): Canvas => ({ defs: new Map(), ids: new Map() });

/** The id of a definition, written into the picture's <defs> the first time it is asked for. */
export function define(cv: Canvas, key: string, body: (id: string) => string): string {
  let id = cv.ids.get(key);
  if (!id) {
    id = `g${cv.ids.size.toString(36)}`;
    cv.ids.set(key, id);
    cv.defs.set(id, body(id));
  }
  return id;
}

/** Numbers with at most one decimal, so coordinates stay short. */
export const n = (v: number): string => String(Math.round(v * 10) / 10);

const rgb = (hex: string): [number, number, number] => {
  const v = Number.parseInt(hex.slice(1), 16);
  return [(v >> 16) & 255, (v >> 8) & 255, v & 255];
};

/** The colour lightened (t > 0, towards white) or shaded (t < 0, towards black). */
export function tone(hex: string, t: number): string {
  const target = t > 0 ? 255 : 0;
  const k = Math.abs(t);
  return `#${rgb(hex)
    .map((c) => Math.round(c + (target - c) * k))
    .map((c) => c.toString(16).padStart(2, '0'))
    .join('')}`;
}

/** A lit surface: a diagonal gradient from a light to a shaded tone of the colour. */
export function lit(cv: Canvas, color: string): string {
  const id = define(
    cv,
    `lit${color}`,
    (i) =>
      `<linearGradient id="${i}" x1="0" y1="0" x2=".7" y2="1"><stop offset="0" stop-color="${tone(color, 0.42)}"/><stop offset=".45" stop-color="${color}"/><stop offset="1" stop-color="${tone(color, -0.45)}"/></linearGradient>`,
  );
  return `url(#${id})`;
}

/** A glowing light (eyes, lamps): a radial halo fading to nothing. */
export function glow(cv: Canvas, color: string): string {
  const id = define(
    cv,
    `glow${color}`,
    (i) => `<radialGradient id="${i}"><stop offset="0" stop-color="#fff"/><stop offset=".25" stop-color="${color}"/><stop offset="1" stop-color="${color}" stop-opacity="0"/></radialGradient>`,
  );
  return `url(#${id})`;
}

/** Glass: a dark tinted pane with a bright streak. */
export function glass(cv: Canvas, color: string): string {
  const id = define(
    cv,
    `glass${color}`,
    (i) =>
      `<linearGradient id="${i}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${tone(color, 0.55)}"/><stop offset=".35" stop-color="${tone(color, 0.1)}"/><stop offset=".36" stop-color="${tone(color, -0.35)}"/><stop offset="1" stop-color="${tone(color, -0.7)}"/></linearGradient>`,
  );
  return `url(#${id})`;
}

/** A rim light on the right-hand edges of what it is applied to (a group drawn without transform). */
export function rim(cv: Canvas, color: string, strength = 0.85): string {
  const id = define(
    cv,
    `rim${color}${strength}`,
    (i) =>
      `<filter id="${i}" x="-5%" y="-5%" width="110%" height="110%"><feOffset in="SourceAlpha" dx="-3" dy="2" result="o"/><feComposite in="SourceAlpha" in2="o" operator="out" result="e"/><feGaussianBlur in="e" stdDeviation="1"/><feComponentTransfer result="b"><feFuncA type="linear" slope="${strength}"/></feComponentTransfer><feFlood flood-color="${color}"/><feComposite in2="b" operator="in" result="r"/><feMerge><feMergeNode in="SourceGraphic"/><feMergeNode in="r"/></feMerge></filter>`,
  );
  return `url(#${id})`;
}

/** A soft blur, for light beams and far bokeh. */
export function blur(cv: Canvas, s: number): string {
  const id = define(cv, `blur${s}`, (i) => `<filter id="${i}" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${s}"/></filter>`);
  return `url(#${id})`;
}

const outline = (color: string) => `stroke="${tone(color, -0.55)}" stroke-width="1.2" stroke-linejoin="round"`;

/** A rounded rectangle as a lit part. */
export const box = (cv: Canvas, x: number, y: number, w: number, h: number, r: number, color: string): string =>
  `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" rx="${n(r)}" fill="${lit(cv, color)}" ${outline(color)}/>`;

/** A path as a lit part. */
export const part = (cv: Canvas, d: string, color: string): string => `<path d="${d}" fill="${lit(cv, color)}" ${outline(color)}/>`;

/** An ellipse as a lit part. */
export const oval = (cv: Canvas, cx: number, cy: number, rx: number, ry: number, color: string): string =>
  `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" fill="${lit(cv, color)}" ${outline(color)}/>`;

/** A glowing light of radius r. */
export const lamp = (cv: Canvas, cx: number, cy: number, r: number, color: string): string =>
  `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r * 2.4)}" fill="${glow(cv, color)}"/><circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r * 0.7)}" fill="#fff"/>`;

/** A polygon path from points. */
export const poly = (pts: number[]): string => {
  let d = '';
  for (let i = 0; i < pts.length; i += 2) d += `${i ? 'L' : 'M'}${n(pts[i] ?? 0)} ${n(pts[i + 1] ?? 0)}`;
  return `${d}Z`;
};

/** The same polygon mirrored left to right (x → -x). */
export const mirror = (pts: number[]): number[] => pts.map((v, i) => (i % 2 ? v : -v));

/** A group with a transform. */
export const g = (transform: string, body: string, extra = ''): string => `<g transform="${transform}"${extra ? ` ${extra}` : ''}>${body}</g>`;

/** The whole file: one SVG of the given size with its definitions. */
export const svg = (cv: Canvas, w: number, h: number, body: string): string =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}"><defs>${[...cv.defs.values()].join('')}</defs>${body}</svg>\n`;
