// Vehicle modes (side views facing right, wheels on y = 0, centred on x = 0), props and backdrops.
import type { Palette } from './robot.ts';
import { blur, box, type Canvas, define, g, glass, lamp, n, oval, part, poly, tone } from './svg.ts';

export function wheel(cv: Canvas, x: number, r: number, metal: string): string {
  return oval(cv, x, -r, r, r, '#22252b') + oval(cv, x, -r, r * 0.62, r * 0.62, metal) + oval(cv, x, -r, r * 0.22, r * 0.22, tone(metal, -0.3));
}

const pane = (cv: Canvas, d: string, c: string) => `<path d="${d}" fill="${glass(cv, c)}" stroke="${tone(c, -0.6)}"/>`;

/** Bumblebee's beetle car. */
export function beetle(cv: Canvas, p: Palette): string {
  return (
    part(cv, 'M-124 -26C-128 -58 -112 -72 -92 -76C-80 -112 -40 -124 -5 -122C40 -120 62 -100 74 -80C100 -76 122 -66 126 -44C128 -34 126 -28 122 -24L-120 -22Z', p.body) +
    pane(cv, 'M-80 -80C-68 -104 -42 -112 -14 -113V-82Z', p.glass) +
    pane(cv, 'M-5 -113C22 -111 44 -100 58 -82H-5Z', p.glass) +
    part(cv, 'M-108 -24C-108 -66 -38 -66 -38 -24Z', tone(p.body, -0.12)) +
    part(cv, 'M42 -24C42 -66 112 -66 112 -24Z', tone(p.body, -0.12)) +
    box(cv, -40, -34, 82, 9, 3, p.trim) +
    '<path d="M-122 -50C-60 -54 40 -54 124 -48" stroke="#16181d" stroke-width="5" fill="none"/><path d="M-10 -80V-36M30 -70h10" stroke="#7a6200" stroke-width="1.5"/>' +
    wheel(cv, -73, 24, p.metal) +
    wheel(cv, 77, 24, p.metal) +
    lamp(cv, 118, -56, 5, '#fff3c4') +
    lamp(cv, -121, -50, 3, '#ff3b30')
  );
}

/**
 * Megatron's tank in its parts, back to front, in the tank's coordinates: the drive tracks, the hull,
 * the turret, the gun and the turret's hatch and lamp (the films move each part on its own).
 */
export function tankParts(cv: Canvas, p: Palette): { tracks: string; hull: string; turret: string; gun: string; hatch: string } {
  let tracks = box(cv, -122, -46, 244, 46, 23, '#2b2e34');
  tracks += '<rect x="-118" y="-43" width="236" height="40" rx="20" fill="none" stroke="#4a4f57" stroke-width="3" stroke-dasharray="4 5"/>';
  for (let x = -92; x <= 92; x += 37) tracks += oval(cv, x, -23, 14, 14, tone(p.metal, -0.2)) + oval(cv, x, -23, 5, 5, '#2b2e34');
  return {
    tracks,
    hull: part(cv, 'M-128 -46L-112 -76H98L132 -52L126 -46Z', p.body) + box(cv, -100, -66, 184, 6, 2, p.trim),
    turret: part(cv, 'M-62 -76L-52 -108L30 -114L60 -94L58 -76Z', p.body),
    gun: box(cv, 52, -106, 112, 11, 4, p.metal) + box(cv, 154, -109, 16, 17, 3, p.metal),
    hatch: oval(cv, -18, -114, 16, 5, p.metal) + box(cv, -40, -100, 30, 6, 2, p.trim) + lamp(cv, 66, -86, 2.5, p.eye),
  };
}

/** Megatron's tank, on its drive tracks. */
export function tank(cv: Canvas, p: Palette): string {
  const t = tankParts(cv, p);
  return t.tracks + t.hull + t.turret + t.gun + t.hatch;
}

/** The AI Base: a round stage with a light ring and an extendable arm that holds a phone. */
export function aiBase(cv: Canvas, p: Palette, withPhone = true, armHeight = 190): string {
  return (
    part(cv, 'M-120 -30V-12Q0 16 120 -12V-30Z', tone(p.body, -0.2)) +
    oval(cv, 0, -30, 120, 22, p.body) +
    `<ellipse cx="0" cy="-30" rx="98" ry="16" fill="none" stroke="${p.eye}" stroke-width="3" opacity=".9"/><ellipse cx="0" cy="-30" rx="98" ry="16" fill="none" stroke="${p.eye}" stroke-width="9" opacity=".25"/>` +
    box(cv, 84, -30 - armHeight, 14, armHeight, 5, p.metal) +
    box(cv, 86, -30 - armHeight * 0.55, 10, 6, 2, p.trim) +
    oval(cv, 91, -34 - armHeight, 11, 11, p.joint) +
    (withPhone ? g(`translate(91 ${-60 - armHeight}) rotate(-8)`, phone(cv, p.eye, 0.55)) : '')
  );
}

/** A phone running the Mechanova app (a remote control screen), centred on its middle; knob: the joystick pushed by (dx, dy). */
export function phone(cv: Canvas, accent: string, scale = 1, knob: [number, number] = [0, 0]): string {
  const screen = define(
    cv,
    `screen${accent}`,
    (i) => `<linearGradient id="${i}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#1d2433"/><stop offset="1" stop-color="${tone(accent, -0.7)}"/></linearGradient>`,
  );
  return g(
    `scale(${scale})`,
    box(cv, -40, -80, 80, 160, 14, '#2a2d33') +
      `<rect x="-35" y="-73" width="70" height="146" rx="9" fill="url(#${screen})"/>` +
      `<rect x="-28" y="-64" width="40" height="5" rx="2.5" fill="#fff" opacity=".8"/><rect x="-28" y="-54" width="26" height="4" rx="2" fill="#fff" opacity=".4"/>` +
      `<circle cx="0" cy="-14" r="20" fill="none" stroke="${accent}" stroke-width="3"/><circle cx="${n(knob[0])}" cy="${n(knob[1] - 14)}" r="7" fill="${accent}"/>` +
      `<rect x="-28" y="24" width="25" height="16" rx="5" fill="${accent}" opacity=".85"/><rect x="3" y="24" width="25" height="16" rx="5" fill="#fff" opacity=".25"/><rect x="-28" y="46" width="56" height="16" rx="5" fill="#fff" opacity=".18"/>` +
      '<path d="M-30 -74L20 -74L-14 72L-30 72Z" fill="#fff" opacity=".06"/>',
  );
}

/** A backdrop: a light studio or a dark stage, with a floor, a tinted glow and a soft key light. */
export function backdrop(cv: Canvas, w: number, h: number, mode: 'studio' | 'stage', tint: string, floorY = h * 0.8): string {
  const dark = mode === 'stage';
  const bg = define(
    cv,
    `bg${mode}`,
    (i) =>
      `<linearGradient id="${i}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${dark ? '#0a0d14' : '#eef1f6'}"/><stop offset="1" stop-color="${dark ? '#1b2232' : '#d5dbe5'}"/></linearGradient>`,
  );
  const halo = define(
    cv,
    `halo${tint}${mode}`,
    (i) => `<radialGradient id="${i}"><stop offset="0" stop-color="${tint}" stop-opacity="${dark ? 0.45 : 0.35}"/><stop offset="1" stop-color="${tint}" stop-opacity="0"/></radialGradient>`,
  );
  const floor = define(
    cv,
    `floor${mode}`,
    (i) =>
      `<radialGradient id="${i}" cx=".5" cy="0" r="1"><stop offset="0" stop-color="${dark ? '#3a4458' : '#ffffff'}"/><stop offset=".6" stop-color="${dark ? '#141a26' : '#e3e8ef'}"/><stop offset="1" stop-color="${dark ? '#0a0d14' : '#cfd6e0'}"/></radialGradient>`,
  );
  let s = `<rect width="${w}" height="${h}" fill="url(#${bg})"/>`;
  s += `<ellipse cx="${n(w / 2)}" cy="${n(floorY - h * 0.25)}" rx="${n(w * 0.45)}" ry="${n(h * 0.5)}" fill="url(#${halo})"/>`;
  if (dark) {
    const beam = define(
      cv,
      'beam',
      (i) => `<linearGradient id="${i}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff" stop-opacity=".28"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></linearGradient>`,
    );
    s += `<path d="${poly([w * 0.44, 0, w * 0.56, 0, w * 0.8, floorY, w * 0.2, floorY])}" fill="url(#${beam})"/>`;
  }
  s += `<rect y="${n(floorY)}" width="${w}" height="${n(h - floorY)}" fill="url(#${floor})"/>`;
  s += `<path d="M0 ${n(floorY)}H${w}" stroke="#fff" stroke-opacity="${dark ? 0.12 : 0.7}"/>`;
  if (dark) {
    // the pool of light the spotlight leaves on the stage floor
    const pool = define(
      cv,
      `pool${tint}`,
      (i) =>
        `<radialGradient id="${i}"><stop offset="0" stop-color="#fff" stop-opacity=".3"/><stop offset=".5" stop-color="${tint}" stop-opacity=".18"/><stop offset="1" stop-color="${tint}" stop-opacity="0"/></radialGradient>`,
    );
    s += `<ellipse cx="${n(w / 2)}" cy="${n(floorY + (h - floorY) * 0.3)}" rx="${n(w * 0.32)}" ry="${n((h - floorY) * 0.55)}" fill="url(#${pool})"/>`;
  }
  return s;
}

/** A soft shadow on the floor under what stands at (x, y). */
export function shadow(cv: Canvas, x: number, y: number, rx: number, ry = rx * 0.14): string {
  const id = define(
    cv,
    'shadow',
    (i) =>
      `<radialGradient id="${i}"><stop offset="0" stop-color="#000" stop-opacity=".5"/><stop offset=".6" stop-color="#000" stop-opacity=".18"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient>`,
  );
  return `<ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(rx)}" ry="${n(ry)}" fill="url(#${id})"/>`;
}

/** Small soft lights in the background (bokeh). */
export function bokeh(cv: Canvas, w: number, h: number, color: string, count: number, seed = 1): string {
  let s = '';
  let r = seed;
  const rnd = () => {
    r = (r * 16807) % 2147483647;
    return r / 2147483647;
  };
  for (let i = 0; i < count; i++) s += `<circle cx="${n(rnd() * w)}" cy="${n(rnd() * h * 0.7)}" r="${n(3 + rnd() * 12)}" fill="${color}" opacity="${n(0.15 + rnd() * 0.35)}"/>`;
  return `<g filter="${blur(cv, 2)}">${s}</g>`;
}
