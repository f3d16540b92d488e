// Every generated picture in public/artwork/: its size and what it shows (what the alt texts and
// titles that reference it say), composed from the parts in robot.ts and things.ts.
import { type Palette, place, type Pose, robot } from './robot.ts';
import { aiBase, backdrop, beetle, bokeh, phone, shadow, tank } from './things.ts';
import { blur, box, type Canvas, canvas, define, g, lamp, n, oval, part, rim, svg } from './svg.ts';

/** The palettes of the products (also used by the films, films.ts). */
export const P = {
  bumblebee: { kind: 'beetle', body: '#f5b700', trim: '#1c1e23', limb: '#2c2f36', joint: '#4a4e57', head: '#34373e', face: '#b8bec8', eye: '#38bdf8', glass: '#4a7fb0', metal: '#b8bec8' },
  bumblebeeG1: { kind: 'beetle', body: '#ffc81f', trim: '#26282d', limb: '#ffc81f', joint: '#5a5f69', head: '#2a2d33', face: '#9fc7ee', eye: '#60a5fa', glass: '#6aa3d9', metal: '#c9ced6' },
  megatron: { kind: 'tank', body: '#646b75', trim: '#8b1a1a', limb: '#3b4048', joint: '#2e3238', head: '#5a616b', face: '#aeb4bd', eye: '#ff3b30', glass: '#7a1f1f', metal: '#8f96a0' },
  optimus: { kind: 'truck', body: '#c8102e', trim: '#1f4aa8', limb: '#1f4aa8', joint: '#6b7280', head: '#1f4aa8', face: '#c0c6cf', eye: '#5ec8ff', glass: '#5aa0d8', metal: '#c9ced6' },
  elite: { kind: 'truck', body: '#d42a2a', trim: '#2f5fd0', limb: '#aeb6c2', joint: '#2f5fd0', head: '#2f5fd0', face: '#e3e6ea', eye: '#7dd3fc', glass: '#8ec5f0', metal: '#e3e6ea' },
  rotb: { kind: 'truck', body: '#8e1119', trim: '#1b2f6b', limb: '#5d636e', joint: '#3a3f48', head: '#1b2f6b', face: '#b9bfc8', eye: '#38bdf8', glass: '#3f6f9c', metal: '#8f96a0' },
  buzz: { kind: 'ranger', body: '#f3f4f6', trim: '#6cc23a', limb: '#e6e8ec', joint: '#7646b0', head: '#7646b0', face: '#c0c6cf', eye: '#4dff88', glass: '#9ad', metal: '#c0c6cf' },
  buzzAlpha: { kind: 'ranger', body: '#e8eaee', trim: '#4fae2c', limb: '#d3d7de', joint: '#5b3596', head: '#5b3596', face: '#c0c6cf', eye: '#4dff88', glass: '#9ad', metal: '#aab1bb' },
  grimlock: { kind: 'dino', body: '#8d949e', trim: '#b3261e', limb: '#6b7280', joint: '#4b5058', head: '#d4a72c', face: '#c0c6cf', eye: '#38bdf8', glass: '#3b82f6', metal: '#a0a7b1' },
  k1pro: { kind: 'scout', body: '#2f6fd6', trim: '#f59e0b', limb: '#e7eaef', joint: '#3a3f48', head: '#2f6fd6', face: '#c0c6cf', eye: '#22d3ee', glass: '#38bdf8', metal: '#c0c6cf' },
  k1: { kind: 'scout', body: '#f2f4f7', trim: '#2f6fd6', limb: '#d7dbe2', joint: '#3a3f48', head: '#f2f4f7', face: '#c0c6cf', eye: '#22d3ee', glass: '#38bdf8', metal: '#c0c6cf' },
  t9: { kind: 'agent', body: '#cfd3d9', trim: '#dc2626', limb: '#2b2e34', joint: '#4b5058', head: '#cfd3d9', face: '#9aa1ab', eye: '#f43f5e', glass: '#334155', metal: '#c0c6cf' },
  base: { kind: 'scout', body: '#31353e', trim: '#38bdf8', limb: '#31353e', joint: '#4b5058', head: '#31353e', face: '#c0c6cf', eye: '#38bdf8', glass: '#38bdf8', metal: '#c0c6cf' },
} satisfies Record<string, Palette>;

type Mode = 'studio' | 'stage';
type Shot = (cv: Canvas, w: number, h: number) => string;

/** A picture of w × h: backdrop, then the subjects with a rim light. */
const frame =
  (mode: Mode, tint: string, subjects: Shot, floor = 0.8, rimColor = mode === 'stage' ? '#9fd4ff' : '#ffffff'): Shot =>
  (cv, w, h) =>
    `${backdrop(cv, w, h, mode, tint, h * floor)}<g filter="${rim(cv, rimColor)}">${subjects(cv, w, h)}</g>`;

const standing =
  (p: Palette, pose: Pose = {}, x = 0.5, scale = 1): Shot =>
  (cv, w, h) => {
    const s = (h / 360) * scale * 1.08;
    return shadow(cv, w * x, h * 0.83, 80 * s) + place(w * x, h * 0.84, s, robot(cv, p, pose));
  };

type Vehicle = (cv: Canvas, p: Palette) => string;
const parked =
  (p: Palette, v: Vehicle, x = 0.5, scale = 1.3, flip = false): Shot =>
  (cv, w, h) => {
    const s = (h / 360) * scale;
    return shadow(cv, w * x, h * 0.84, 140 * s, 14 * s) + place(w * x, h * 0.84, s, v(cv, p), flip);
  };

const both =
  (...shots: Shot[]): Shot =>
  (cv, w, h) =>
    shots.map((s) => s(cv, w, h)).join('');

/** A close-up: the robot scaled up around a point of its own (head ≈ -208, chest ≈ -150). */
const closeup =
  (p: Palette, focusY: number, scale: number, pose: Pose = {}, focusX = 0): Shot =>
  (cv, w, h) => {
    const s = (h / 360) * scale;
    return place(w / 2 - focusX * s, h * 0.5 - focusY * s, s, robot(cv, p, pose));
  };

const withPhone = (p: Palette, pose: Pose = { ra: [40, 30] }): Shot =>
  both(standing(p, pose, 0.36, 0.95), (cv, w, h) => shadow(cv, w * 0.74, h * 0.83, 40) + g(`translate(${n(w * 0.74)} ${n(h * 0.55)}) rotate(8)`, phone(cv, p.eye, h / 360)));

/** Halfway through the change: the robot rises out of its vehicle, arms unfolding, the body tilting up. */
const midChange =
  (p: Palette, v: Vehicle): Shot =>
  (cv, w, h) => {
    const s = h / 360;
    return (
      shadow(cv, w / 2, h * 0.84, 160 * s, 16 * s) +
      place(w / 2 - 10 * s, h * 0.8, s * 0.92, robot(cv, p, { la: [78, -50], ra: [64, -30], ll: 16, rl: -16 })) +
      place(w / 2, h * 0.84, s * 1.05, g('rotate(-7 -120 0)', v(cv, p))) +
      `<path d="M${n(w * 0.2)} ${n(h * 0.3)}q-20 30 0 60M${n(w * 0.8)} ${n(h * 0.3)}q20 30 0 60" stroke="#fff" stroke-opacity=".5" stroke-width="3" fill="none" stroke-linecap="round"/>`
    );
  };

const rest: Pose = {};
const wave: Pose = { ra: [150, 30] };
const fist: Pose = { la: [165, 0], ra: [20, -20] };
const walk: Pose = { la: [16, -34], ra: [8, 12], ll: 3, rl: -2, lift: 0.22 };
const wingsOpen: Pose = { wings: true, la: [18, -10], ra: [18, -10] };
const raise: Pose = { wings: true, ra: [160, 10], la: [16, -10] };

/** A sale banner (960 × 400): the picture half; the page sets its text beside it. */
const banner =
  (sky: [string, string], light: string, extra: Shot, who: Palette, pose: Pose, outlined: boolean): Shot =>
  (cv, w, h) => {
    const bg = define(
      cv,
      `sky${sky[0]}`,
      (i) => `<linearGradient id="${i}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${sky[0]}"/><stop offset="1" stop-color="${sky[1]}"/></linearGradient>`,
    );
    const halo = define(
      cv,
      `bh${light}`,
      (i) => `<radialGradient id="${i}"><stop offset="0" stop-color="${light}" stop-opacity=".55"/><stop offset="1" stop-color="${light}" stop-opacity="0"/></radialGradient>`,
    );
    const floorY = h * 0.86;
    let s = `<rect width="${w}" height="${h}" fill="url(#${bg})"/><ellipse cx="${n(w * 0.68)}" cy="${n(h * 0.52)}" rx="${n(w * 0.36)}" ry="${n(h * 0.62)}" fill="url(#${halo})"/>`;
    s += extra(cv, w, h);
    s += `<path d="M0 ${n(floorY)}H${w}" stroke="${light}" stroke-opacity=".5" stroke-width="2"/><rect y="${n(floorY)}" width="${w}" height="${n(h - floorY)}" fill="#000" opacity=".35"/>`;
    s += shadow(cv, w * 0.68, floorY, 110, 12);
    const body = place(w * 0.68, floorY, h / 330, robot(cv, who, pose));
    s += outlined ? `<g filter="${outline(cv, light)}">${body}</g>` : `<g filter="${rim(cv, light)}">${body}</g>`;
    return s;
  };

/** A glowing outline of light around what it is applied to. */
function outline(cv: Canvas, color: string): string {
  const id = define(
    cv,
    `outline${color}`,
    (i) =>
      `<filter id="${i}" x="-20%" y="-20%" width="140%" height="140%"><feMorphology in="SourceAlpha" operator="dilate" radius="2" result="d"/><feGaussianBlur in="d" stdDeviation="5" result="b"/><feFlood flood-color="${color}"/><feComposite in2="b" operator="in" result="halo"/><feFlood flood-color="${color}"/><feComposite in2="d" operator="in" result="edge"/><feComponentTransfer in="SourceGraphic" result="dim"><feFuncR type="linear" slope=".35"/><feFuncG type="linear" slope=".35"/><feFuncB type="linear" slope=".4"/></feComponentTransfer><feMerge><feMergeNode in="halo"/><feMergeNode in="edge"/><feMergeNode in="dim"/></feMerge></filter>`,
  );
  return `url(#${id})`;
}

const rays =
  (color: string, cx: number, cy: number, count: number, len: number): Shot =>
  (cv) => {
    let d = '';
    for (let i = 0; i < count; i++) {
      const a = (Math.PI * 2 * i) / count;
      d += `M${n(cx + Math.cos(a) * len * 0.25)} ${n(cy + Math.sin(a) * len * 0.25)}L${n(cx + Math.cos(a) * len)} ${n(cy + Math.sin(a) * len)}`;
    }
    return `<path d="${d}" stroke="${color}" stroke-width="2.5" stroke-linecap="round" opacity=".9"/>${lamp(cv, cx, cy, len * 0.08, color)}`;
  };

const circuit: Shot = () => {
  let d = '';
  let dots = '';
  for (let i = 0; i < 14; i++) {
    const y = 20 + i * 26;
    const x = (i * 137) % 400;
    d += `M${x} ${y}h${80 + ((i * 53) % 120)}l20 20h${60 + ((i * 31) % 90)}`;
    dots += `<circle cx="${x}" cy="${y}" r="4"/>`;
  }
  return `<g stroke="#22d3ee" stroke-opacity=".35" stroke-width="2" fill="none">${`<path d="${d}"/>`}</g><g fill="#22d3ee" opacity=".6">${dots}</g>`;
};

const tree: Shot = (cv, _w, h) => {
  const base = h * 0.86;
  const layer = (y: number, half: number, hh: number) => `<path d="M${n(250 - half)} ${n(y)}L250 ${n(y - hh)}L${n(250 + half)} ${n(y)}Z" fill="${lit(cv)}" stroke="#0b3b1f"/>`;
  let s = box(cv, 240, base - 26, 20, 26, 3, '#6b4226') + layer(base - 22, 110, 110) + layer(base - 90, 88, 100) + layer(base - 160, 64, 90);
  const balls = [200, 300, 230, 278, 206, 290, 250, 222, 268];
  balls.forEach((x, i) => {
    s += oval(cv, x, base - 40 - i * 26, 7, 7, i % 2 ? '#dc2626' : '#f5b700');
  });
  return s + lamp(cv, 250, base - 252, 7, '#ffe08a');
  function lit(c: Canvas) {
    const id = define(c, 'tree', (i) => `<linearGradient id="${i}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#3fae5c"/><stop offset="1" stop-color="#0f4d2a"/></linearGradient>`);
    return `url(#${id})`;
  }
};

const gifts: Shot = (cv, _w, h) =>
  box(cv, 60, h * 0.86 - 50, 60, 50, 4, '#dc2626') +
  box(cv, 86, h * 0.86 - 50, 8, 50, 1, '#f5b700') +
  box(cv, 128, h * 0.86 - 34, 44, 34, 4, '#2f6fd6') +
  box(cv, 146, h * 0.86 - 34, 8, 34, 1, '#f3f4f6');

const snow: Shot = (cv, w, h) => bokeh(cv, w, h, '#ffffff', 40, 7);

/** A New Year's number in gold: the year the banner greets. */
const year =
  (label: string): Shot =>
  (cv, _w, h) => {
    const id = define(
      cv,
      'gold',
      (i) =>
        `<linearGradient id="${i}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff1b8"/><stop offset=".5" stop-color="#f5b700"/><stop offset="1" stop-color="#a86b00"/></linearGradient>`,
    );
    return `<text x="60" y="${n(h * 0.8)}" font-family="DejaVu Sans, Arial, sans-serif" font-weight="700" font-size="150" fill="url(#${id})" stroke="#7a4a00" stroke-width="2" opacity=".95">${label}</text>`;
  };

const books: Shot = (cv, w, h) => {
  const book = (x: number, y: number, r: number) =>
    g(
      `translate(${x} ${y}) rotate(${r})`,
      box(cv, -150, -10, 300, 150, 8, '#5b2a86') +
        `<path d="M-140 -4Q-70 -22 0 0Q70 -22 140 -4V130Q70 112 0 134Q-70 112 -140 130Z" fill="#fbf7ef" stroke="#c9bfa8"/><path d="M0 0V134" stroke="#b8ad96" stroke-width="2"/>` +
        box(cv, -124, 14, 104, 80, 4, '#3b1f5c') +
        lamp(cv, -72, 40, 6, '#f5b700') +
        '<path d="M-110 84l30 -26 20 16 18 -14 28 24Z" fill="#8b5cf6"/><path d="M20 24h100M20 40h90M20 56h100M20 72h70M20 88h96M20 104h60" stroke="#b8b0a0" stroke-width="3"/><path d="M-100 112c10 -8 16 6 24 -2s12 -6 18 0" stroke="#5b2a86" stroke-width="2" fill="none"/>',
    );
  return (
    backdrop(cv, w, h, 'studio', '#8b5cf6', h * 0.55) +
    shadow(cv, w * 0.3, h * 0.86, 200, 20) +
    shadow(cv, w * 0.7, h * 0.8, 200, 20) +
    g('scale(1.25)', book(w * 0.24, h * 0.32, -6) + book(w * 0.56, h * 0.28, 5))
  );
};

/** A person's hand (palm, four fingers pointing along +x, thumb) at the end of a sleeve coming from -x. */
function hand(cv: Canvas, x: number, y: number, angle: number, flip = false): string {
  const skin = '#e2ac86';
  const fingers = [-17, -6, 5, 16].map((fy, i) => box(cv, 10, fy - 5, 30 - Math.abs(i - 1.5) * 4, 11, 5.5, skin)).join('');
  return g(
    `translate(${n(x)} ${n(y)}) rotate(${angle}) scale(1 ${flip ? -1 : 1})`,
    box(cv, -240, -20, 220, 40, 10, '#3b4a66') + box(cv, -30, -19, 12, 38, 4, '#2c3850') + fingers + box(cv, -20, -24, 40, 46, 16, skin) + box(cv, -6, -36, 26, 13, 6.5, skin),
  );
}

const touchHand: Shot = (cv, w, h) => g(`translate(${n(w * 0.5 + 4)} ${n(h * 0.06)}) scale(1.5)`, hand(cv, 0, -14, 90));

const hands = (cv: Canvas, w: number, h: number): string => hand(cv, w * 0.5 - 44, h * 0.47, -28) + hand(cv, w * 0.5 + 44, h * 0.47, 208, true);

const speed =
  (y: number): Shot =>
  () =>
    `<path d="M20 ${y}h120M40 ${y + 18}h90M10 ${y + 36}h110" stroke="#fff" stroke-opacity=".35" stroke-width="3" stroke-linecap="round"/>`;

const arrow: Shot = (cv, w, h) =>
  `<g filter="${blur(cv, 1)}"><path d="M${n(w * 0.44)} ${n(h * 0.55)}h${n(w * 0.1)}" stroke="#ff3b30" stroke-width="5" stroke-linecap="round" stroke-dasharray="2 10"/><path d="M${n(w * 0.555)} ${n(h * 0.55 - 12)}l14 12-14 12" fill="none" stroke="#ff3b30" stroke-width="5" stroke-linecap="round"/></g>`;

const blast: Shot = (cv, w, h) => {
  const id = define(
    cv,
    'blast',
    (i) => `<linearGradient id="${i}"><stop offset="0" stop-color="#fff"/><stop offset=".3" stop-color="#ff6b4a"/><stop offset="1" stop-color="#ff3b30" stop-opacity="0"/></linearGradient>`,
  );
  // A bolt leaving the arm cannon's muzzle (the robot stands at 0.4 with the arm level, pointing right), its head ahead.
  return `<rect x="${n(w * 0.76)}" y="${n(h * 0.338)}" width="${n(w * 0.19)}" height="10" rx="5" fill="url(#${id})" transform="rotate(180 ${n(w * 0.855)} ${n(h * 0.338 + 5)})"/>${lamp(cv, w * 0.95, h * 0.352, 8, '#ff6b4a')}`;
};

/** A gift's mini picture (96 × 96, shown at 64 px): the object lit like the rest, on a soft tile. */
const gift =
  (object: (cv: Canvas) => string): Shot =>
  (cv) => {
    const tile = define(cv, 'tile', (i) => `<linearGradient id="${i}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f5f7ff"/><stop offset="1" stop-color="#dfe5f5"/></linearGradient>`);
    return `<rect width="96" height="96" rx="22" fill="url(#${tile})"/>${shadow(cv, 48, 82, 30, 5)}${object(cv)}`;
  };

const gifts6 = {
  'gift-art-book': gift(
    (cv) =>
      `${box(cv, 12, 28, 72, 48, 5, '#6d3fc0')}<path d="M16 30Q32 24 48 32Q64 24 80 30V72Q64 66 48 74Q32 66 16 72Z" fill="#fbf7ef" stroke="#c9bfa8"/><path d="M48 32V74" stroke="#b8ad96" stroke-width="1.5"/><path d="M22 40h18M22 47h14M22 54h18M56 40h18M56 47h16M56 54h12" stroke="#a99f8c" stroke-width="2.2"/>`,
  ),
  'gift-bottle': gift((cv) => box(cv, 36, 14, 24, 12, 4, '#334155') + box(cv, 30, 24, 36, 56, 13, '#0e74b5') + box(cv, 34, 44, 28, 14, 4, '#e0f2fe')),
  'gift-clothing': gift(
    (cv) =>
      part(cv, 'M34 18L16 28L24 44L32 40V80H64V40L72 44L80 28L62 18Q48 28 34 18Z', '#1f3a8a') +
      `<text x="48" y="62" text-anchor="middle" font-family="DejaVu Sans, Arial, sans-serif" font-weight="700" font-size="16" fill="#f5b700">M</text>`,
  ),
  'gift-express': gift(
    (cv) =>
      `<path d="M6 46h14M10 54h10M4 62h16" stroke="#f97316" stroke-width="3" stroke-linecap="round"/>${box(cv, 22, 34, 40, 32, 5, '#ea580c')}${part(cv, 'M62 42H76L88 56V66H62Z', '#c2410c')}<path d="M66 46h8l7 8H66Z" fill="#bfdbfe"/>${oval(cv, 36, 68, 8, 8, '#1f2937')}${oval(cv, 74, 68, 8, 8, '#1f2937')}`,
  ),
  'gift-hat': gift(
    (cv) =>
      part(cv, 'M20 60Q18 28 48 26Q76 28 74 60Z', '#c81e1e') +
      part(cv, 'M60 58Q84 56 90 66Q70 70 56 66Z', '#9b1c1c') +
      oval(cv, 48, 25, 4, 3, '#9b1c1c') +
      `<path d="M48 28V58" stroke="#8a1414" stroke-width="1.2"/><text x="38" y="52" text-anchor="middle" font-family="DejaVu Sans, Arial, sans-serif" font-weight="700" font-size="14" fill="#f5b700">M</text>`,
  ),
  'gift-insulated-cup': gift(
    (cv) =>
      box(cv, 28, 16, 40, 10, 4, '#134e4a') +
      part(cv, 'M30 26H66L62 80H34Z', '#0f766e') +
      box(cv, 32, 44, 32, 8, 2, '#5eead4') +
      `<path d="M66 36h6a8 8 0 0 1 0 18h-5" fill="none" stroke="#0f766e" stroke-width="5"/>`,
  ),
} satisfies Record<string, Shot>;

type Picture = { w: number; h: number; draw: Shot };
const pic = (w: number, h: number, draw: Shot): Picture => ({ w, h, draw });

/** The product pictures, close-ups, galleries and banners, by file name (without .svg). */
export const pictures: Record<string, Picture> = {
  // Flagship Bumblebee: yellow and black, beetle car
  'flagship-bumblebee-gallery-1': pic(480, 360, frame('studio', '#f5b700', standing(P.bumblebee, rest))),
  'flagship-bumblebee-gallery-2': pic(480, 360, frame('studio', '#f5b700', parked(P.bumblebee, beetle, 0.5, 1.4))),
  'flagship-bumblebee-gallery-3': pic(480, 360, frame('stage', '#f5b700', midChange(P.bumblebee, beetle))),
  'flagship-bumblebee-gallery-4': pic(480, 360, frame('studio', '#38bdf8', withPhone(P.bumblebee))),
  // Flagship Megatron: gunmetal and dark red, tank
  'flagship-megatron-gallery-1': pic(480, 360, frame('studio', '#8b1a1a', standing(P.megatron, rest))),
  'flagship-megatron-gallery-2': pic(480, 360, frame('studio', '#8b1a1a', parked(P.megatron, tank, 0.47, 1.15))),
  'flagship-megatron-gallery-3': pic(480, 360, frame('studio', '#8b1a1a', standing(P.megatron, fist, 0.5, 0.9))),
  'flagship-megatron-gallery-4': pic(480, 360, frame('stage', '#8b1a1a', both(standing(P.megatron, rest, 0.28, 0.85), parked(P.megatron, tank, 0.7, 0.7)))),
  'flagship-megatron-action-walk': pic(480, 360, frame('stage', '#8b1a1a', standing(P.megatron, walk))),
  'flagship-megatron-action-salute': pic(480, 360, frame('stage', '#8b1a1a', standing(P.megatron, fist, 0.5, 0.9))),
  'flagship-megatron-action-cannon': pic(480, 360, frame('stage', '#ff3b30', both(blast, standing(P.megatron, { ra: [84, 0] }, 0.4)), 0.8, '#ffb4a0')),
  'flagship-megatron-action-transform': pic(480, 360, frame('stage', '#8b1a1a', both(standing(P.megatron, { la: [40, -50], ra: [40, -50] }, 0.22, 0.75), arrow, parked(P.megatron, tank, 0.76, 0.62)))),
  'flagship-megatron-banner-desktop': pic(960, 540, frame('stage', '#8b1a1a', both(standing(P.megatron, rest, 0.34, 0.95), arrow, parked(P.megatron, tank, 0.72, 0.75)))),
  'flagship-megatron-banner-mobile': pic(
    540,
    720,
    frame(
      'stage',
      '#8b1a1a',
      (cv, w, h) =>
        shadow(cv, w * 0.42, h * 0.62, 90) + place(w * 0.42, h * 0.63, 1.3, robot(cv, P.megatron)) + shadow(cv, w * 0.55, h * 0.9, 200, 20) + place(w * 0.55, h * 0.9, 1, tank(cv, P.megatron)),
      0.6,
    ),
  ),
  'flagship-megatron-video': pic(960, 540, frame('stage', '#8b1a1a', both(standing(P.megatron, { ra: [30, -30] }, 0.3, 0.9), arrow, parked(P.megatron, tank, 0.72, 0.75)))),
  'flagship-megatron-closeup-1': pic(480, 300, frame('stage', '#8b1a1a', closeup(P.megatron, -210, 3.6))),
  'flagship-megatron-closeup-2': pic(480, 300, frame('stage', '#8b1a1a', closeup(P.megatron, -152, 2.6))),
  'flagship-megatron-closeup-3': pic(480, 300, frame('stage', '#8b1a1a', closeup(P.megatron, -30, 3, rest, -17))),
  'flagship-megatron-detail-1': pic(480, 300, frame('studio', '#8b1a1a', closeup(P.megatron, -190, 2.4))),
  'flagship-megatron-detail-2': pic(
    480,
    300,
    frame('studio', '#8b1a1a', (cv, w, h) => place(w / 2 - 70 * 2, h / 2 + 96 * 2, 2, tank(cv, P.megatron))),
  ),
  'flagship-megatron-detail-3': pic(480, 300, frame('studio', '#8b1a1a', closeup(P.megatron, -105, 2.3, { ra: [24, -20], la: [20, -10] }, 58))),
  'flagship-megatron-experience-1': pic(480, 300, frame('stage', '#8b1a1a', both(standing(P.megatron, { la: [50, -60], ra: [50, -60] }, 0.24, 0.85), arrow, parked(P.megatron, tank, 0.74, 0.65)))),
  'flagship-megatron-experience-2': pic(480, 300, frame('studio', '#8b1a1a', both(speed(200), parked(P.megatron, tank, 0.56, 0.95)))),
  'flagship-megatron-experience-3': pic(480, 300, frame('stage', '#ff3b30', standing(P.megatron, { ra: [40, -60], la: [40, -60] }, 0.5, 1.05), 0.8, '#ff8a7a')),
  'flagship-megatron-touch-1': pic(480, 300, frame('studio', '#8b1a1a', both(standing(P.megatron, rest, 0.5, 1.05), touchHand))),
  'flagship-megatron-touch-2': pic(
    480,
    300,
    frame(
      'studio',
      '#8b1a1a',
      (cv, w, h) => shadow(cv, w / 2, h * 0.9, 60, 8) + place(w / 2, h * 0.45 + 112, 0.75, robot(cv, P.megatron, { la: [34, 0], ra: [34, 0], ll: 10, rl: -10 })) + hands(cv, w, h),
      0.9,
    ),
  ),
  'flagship-megatron-touch-3': pic(
    480,
    300,
    frame(
      'studio',
      '#8b1a1a',
      (cv, w, h) => shadow(cv, w / 2, h * 0.84, 140, 14) + place(w * 0.5 + 112, h * 0.8 - 44, 0.9, g('rotate(-90)', robot(cv, P.megatron, { la: [14, 0], ra: [14, 0], ll: 10, rl: -6 })), false),
    ),
  ),
  // Optimus Prime (three editions): red and blue, truck
  'flagship-optimus-prime-gallery-1': pic(480, 360, frame('stage', '#c8102e', standing(P.optimus, rest))),
  'flagship-optimus-prime-gallery-2': pic(480, 360, frame('studio', '#1f4aa8', withPhone(P.optimus))),
  'flagship-optimus-prime-gallery-3': pic(480, 360, frame('stage', '#c8102e', closeup(P.optimus, -175, 2.5))),
  'elite-optimus-prime-gallery-1': pic(480, 360, frame('stage', '#b3131f', standing(P.elite, rest))),
  'elite-optimus-prime-gallery-2': pic(480, 360, frame('studio', '#263f99', withPhone(P.elite))),
  'elite-optimus-prime-gallery-3': pic(480, 360, frame('stage', '#b3131f', closeup(P.elite, -175, 2.5))),
  'optimus-prime-rise-of-the-beasts-signature-limited-edition-gallery-1': pic(480, 360, frame('stage', '#9c1420', standing(P.rotb, rest))),
  'optimus-prime-rise-of-the-beasts-signature-limited-edition-gallery-2': pic(480, 360, frame('studio', '#1b2f6b', withPhone(P.rotb))),
  'optimus-prime-rise-of-the-beasts-signature-limited-edition-gallery-3': pic(480, 360, frame('stage', '#9c1420', closeup(P.rotb, -175, 2.5))),
  // Buzz Lightyear (two products): white, green and purple space ranger with wings
  'toy-story-buzz-lightyear-gallery-1': pic(480, 360, frame('studio', '#6cc23a', standing(P.buzz, wingsOpen, 0.5, 0.95))),
  'toy-story-buzz-lightyear-gallery-2': pic(480, 360, frame('stage', '#7646b0', standing(P.buzz, { la: [60, -70], ra: [92, 0], ll: 16, rl: -12 }, 0.5, 0.95))),
  'toy-story-buzz-lightyear-gallery-3': pic(480, 360, frame('stage', '#6cc23a', standing(P.buzz, raise, 0.5, 0.9))),
  'buzz-lightyear-space-ranger-alpha-gallery-1': pic(480, 360, frame('stage', '#5b3596', standing(P.buzzAlpha, wingsOpen, 0.5, 0.95))),
  'buzz-lightyear-space-ranger-alpha-gallery-2': pic(480, 360, frame('studio', '#4fae2c', withPhone(P.buzzAlpha, walk))),
  'buzz-lightyear-space-ranger-alpha-gallery-3': pic(480, 360, frame('stage', '#5b3596', closeup(P.buzzAlpha, -180, 2.4))),
  // Grimlock: grey and gold, dinosaur
  'grimlock-g1-flagship-gallery-1': pic(480, 360, frame('stage', '#d4a72c', standing(P.grimlock, rest))),
  'grimlock-g1-flagship-gallery-2': pic(480, 360, frame('studio', '#d4a72c', withPhone(P.grimlock))),
  'grimlock-g1-flagship-gallery-3': pic(480, 360, frame('stage', '#d4a72c', closeup(P.grimlock, -175, 2.5))),
  // Bumblebee G1 Performance: the classic, brighter yellow
  'bumblebee-g1-performance-gallery-1': pic(480, 360, frame('stage', '#ffc81f', standing(P.bumblebeeG1, rest))),
  'bumblebee-g1-performance-gallery-2': pic(480, 360, frame('studio', '#60a5fa', withPhone(P.bumblebeeG1))),
  'bumblebee-g1-performance-gallery-3': pic(480, 360, frame('stage', '#ffc81f', closeup(P.bumblebeeG1, -175, 2.5))),
  // K1 scouts: compact, big-headed; K1 Pro in blue armour, K1 in white
  'k1-pro-interstellar-scout-gallery-1': pic(480, 360, frame('stage', '#2f6fd6', standing(P.k1pro, rest, 0.5, 0.92))),
  'k1-pro-interstellar-scout-gallery-2': pic(480, 360, frame('studio', '#22d3ee', withPhone(P.k1pro))),
  'k1-pro-interstellar-scout-gallery-3': pic(480, 360, frame('stage', '#2f6fd6', closeup(P.k1pro, -200, 1.9))),
  // T9-E Interstellar Agent: silver and red, sports car
  // AI Base: a round stage with an extendable arm holding a phone
  'ai-base-gallery-1': pic(
    480,
    360,
    frame(
      'stage',
      '#38bdf8',
      parked(P.base, (cv, p) => aiBase(cv, p, false, 120), 0.5, 1.1),
    ),
  ),
  'ai-base-gallery-2': pic(
    480,
    360,
    frame(
      'studio',
      '#38bdf8',
      both(
        parked(P.base, (cv, p) => aiBase(cv, p, false, 110), 0.38, 1),
        (cv, w, h) => shadow(cv, w * 0.8, h * 0.83, 40) + g(`translate(${n(w * 0.8)} ${n(h * 0.58)}) rotate(8)`, phone(cv, P.base.eye, h / 360)),
      ),
    ),
  ),
  'ai-base-gallery-3': pic(
    480,
    360,
    frame('stage', '#38bdf8', (cv, w, h) => place(w * 0.3, h * 1.3, 1.7, aiBase(cv, P.base, true, 150))),
  ),
  // Sale banners and the prize
  'black-friday-banner': pic(
    960,
    400,
    banner(['#07080b', '#1c1a12'], '#f5c542', (cv, w, h) => bokeh(cv, w, h, '#f5c542', 22, 3), P.bumblebee, { ra: [26, -30] }, true),
  ),
  'cyber-monday-banner': pic(960, 400, banner(['#04122b', '#0a2a5c'], '#22d3ee', circuit, P.megatron, rest, true)),
  'christmas-banner': pic(960, 400, banner(['#0d2a1a', '#3a0d12'], '#ffd27a', both(snow, tree, gifts), P.bumblebee, wave, false)),
  'new-year-banner': newYear('2025'),
  // The New Year stage of the Christmas sale of 2026 (content-yaml/*/pages/christmas-sale-2026.yaml).
  'new-year-2027-banner': newYear('2027'),
  'art-book-prize': pic(960, 400, books),
  // Gifts of the Christmas sale's tiers
  ...Object.fromEntries(Object.entries(gifts6).map(([name, draw]) => [name, pic(96, 96, draw)])),
};

/** The New Year banner of one year: fireworks, Optimus and the year's number. */
function newYear(label: string) {
  return pic(
    960,
    400,
    banner(['#0b0a24', '#2a1245'], '#f5c542', both(rays('#f5c542', 140, 90, 18, 70), rays('#ffb86b', 360, 60, 14, 50), rays('#f5c542', 880, 70, 16, 56), year(label)), P.optimus, fist, false),
  );
}

/** The SVG text of one picture. */
export function draw(name: string): string {
  const p = pictures[name];
  if (!p) throw new Error(`no picture named ${name}`);
  const cv = canvas();
  const body = p.draw(cv, p.w, p.h);
  return svg(cv, p.w, p.h, body);
}
