// The product films of public/videos/ (D55): short animations drawn frame by frame from the same parts
// as the artwork. A film is a frame function of the time; each beat (walk, salute, cannon, transform,
// wings, app) is a function of its own clock that says where the subjects are and where the camera
// looks, so the action clips and the full film share them. scripts/render-film.ts renders the frames,
// scripts/make-videos.sh encodes them; the posters stay the stills of scenes.ts.
import { type Camera, easeOut, type Joints, keyed, mix, overshoot, shoot, span, travelled, walkCycle } from './motion.ts';
import { type Palette, place, robot } from './robot.ts';
import { P } from './scenes.ts';
import { backdrop, phone, shadow, tankParts } from './things.ts';
import { blur, type Canvas, canvas, define, g, lamp, n, rim, svg } from './svg.ts';

/** Frames per second of every film. */
export const FPS = 25;

/** A film: its picture size (the poster artwork's viewBox), its length in seconds and its frame at time t. */
export type Film = { w: number; h: number; seconds: number; frame: (t: number) => string };

/** Where a subject stands in the picture: x of its centre, y of its feet, its scale. */
type Spot = { x: number; y: number; s: number };

/** What a beat draws at one moment: the floor markings, the lit subjects, effects over them, the camera. */
type Shot = { floor?: string; body: string; over?: string; cam: Camera; flash?: string };
type Beat = (cv: Canvas, w: number, h: number, u: number) => Shot;

const mega = P.megatron;
const still: Camera = { zoom: 1, x: 0, y: 0 };
const centred = (w: number, h: number, zoom = 1, x = w / 2, y = h / 2): Camera => ({ ...still, zoom, x, y });

/** A robot in its joints at a spot, risen by bob (robot units), leant by roll (degrees), squashed by (sx, sy). */
function figure(cv: Canvas, p: Palette, at: Spot, j: Joints, o: { bob?: number; roll?: number; sx?: number; sy?: number; extra?: string } = {}): string {
  const body = robot(cv, p, j) + (o.extra ?? '');
  const shaped = o.sx !== undefined || o.sy !== undefined ? g(`scale(${(o.sx ?? 1).toFixed(3)} ${(o.sy ?? 1).toFixed(3)})`, body) : body;
  return place(at.x, at.y + (o.bob ?? 0) * at.s, at.s, o.roll ? g(`rotate(${n(o.roll)})`, shaped) : shaped);
}

/** The stage floor's boards rushing towards the viewer as the robot walks (shift: boards travelled). */
function boards(w: number, h: number, floorY: number, shift: number): string {
  let d = '';
  const f = shift - Math.floor(shift);
  for (let i = 0; i < 8; i++) {
    const u = (i + f) / 8;
    d += `M0 ${n(floorY + (h - floorY) * u * u)}H${w}`;
  }
  for (let k = -7; k <= 7; k++) d += `M${n(w / 2 + k * w * 0.04)} ${n(floorY)}L${n(w / 2 + k * w * 0.2)} ${n(h)}`;
  return `<path d="${d}" stroke="#fff" stroke-opacity=".1" stroke-width="1.5"/>`;
}

// --- Walk: four strides on the spot while the floor runs towards the viewer; he comes a little closer.
export const walkAmplitude = (u: number): number => span(u, 0, 0.6) * (1 - span(u, 4.3, 4.9));
const walkPhase = (u: number): number => travelled(u, walkAmplitude) / 1.2;

export function walkAt(u: number): ReturnType<typeof walkCycle> {
  return walkCycle(walkPhase(u), walkAmplitude(u));
}

const walk =
  (p: Palette, scale = 1): Beat =>
  (cv, w, h, u) => {
    const k = Math.min(1, u / 5);
    const at = { x: w / 2, y: h * mix(0.82, 0.86, k), s: (h / 360) * 1.08 * scale * mix(0.92, 1.04, k) };
    const { pose, bob, roll } = walkAt(u);
    return {
      floor: boards(w, h, h * 0.8, walkPhase(u) * 2),
      body: shadow(cv, at.x, at.y - 2, 80 * at.s) + figure(cv, p, at, pose, { bob, roll }),
      cam: centred(w, h, mix(1, 1.06, k), w / 2, h * 0.52),
    };
  };

// --- Salute: the fist punched up, two pumps, then the laugh (the body shakes, the eyes flare).
export const saluteAt = (u: number): Joints => {
  const j = keyed(
    u,
    [
      [0, {}],
      [0.8, { la: [20, -30], ra: [14, -10] }],
      [1.7, { la: [165, 0], ra: [20, -20] }],
    ],
    overshoot,
  );
  const pump = u > 1.8 && u < 2.8 ? Math.sin((u - 1.8) * Math.PI * 4) * (1 - (u - 1.8)) : 0;
  return { ...j, la: [j.la[0] + 6 * pump, j.la[1] - 18 * Math.max(0, pump)] };
};

const laughAt = (u: number): number => span(u, 2.6, 2.9) * (1 - span(u, 4.3, 4.7));

const salute: Beat = (cv, w, h, u) => {
  const at = { x: w / 2, y: h * 0.84, s: (h / 360) * 1.08 * 0.9 };
  const laugh = laughAt(u);
  const shake = Math.sin(u * 2 * Math.PI * 7) * laugh;
  const eyes = lamp(cv, -6, -213, 2.6 + 3 * laugh, '#ff3b30') + lamp(cv, 6, -213, 2.6 + 3 * laugh, '#ff3b30');
  const waves = laugh
    ? `<path d="M34 -226q9 12 0 24M46 -232q14 18 0 36M-34 -226q-9 12 0 24M-46 -232q-14 18 0 36" stroke="#ff8a7a" stroke-width="3" stroke-linecap="round" fill="none" opacity="${n(laugh * (0.5 + 0.5 * Math.abs(shake)))}"/>`
    : '';
  const zoom = mix(1, 1.32, span(u, 0.6, 2.4));
  return {
    body: shadow(cv, at.x, at.y - 2, 80 * at.s) + figure(cv, mega, at, saluteAt(u), { bob: -2 * Math.abs(shake), roll: 1.2 * shake, extra: eyes + waves }),
    cam: centred(w, h, zoom, w / 2, mix(h / 2, h * 0.36, span(u, 0.6, 2.4))),
  };
};

// --- Cannon: he aims the arm cannon, it charges, fires twice (recoil, muzzle flash, the bolt crossing the
// stage, the camera shaken), and smoke rises from the muzzle.
const FIRST_SHOT = 2.2;
const SHOTS = [FIRST_SHOT, 3.4];
const kick = (d: number): number => (d < 0 ? 0 : Math.min(1, d / 0.03) * Math.exp(-d * 9));
export const recoil = (u: number): number => SHOTS.reduce((r, s) => r + kick(u - s), 0);

export const cannonAt = (u: number): Joints => {
  const j = keyed(u, [
    [0, {}],
    [0.3, {}],
    [1.2, { la: [26, -36], ra: [84, 0], ll: 10, rl: -10 }],
  ]);
  const r = recoil(u);
  return { ...j, ra: [j.ra[0] + 12 * r, j.ra[1] + 10 * r] };
};

/** The muzzle of the arm cannon in robot coordinates (the right forearm's end, D55's tank kind). */
export function muzzle(j: Joints): [number, number] {
  const [a1, a2] = j.ra.map((a) => (a * Math.PI) / 180) as [number, number];
  return [50 + 48 * Math.sin(a1) + 50 * Math.sin(a1 + a2), -172 + 48 * Math.cos(a1) + 50 * Math.cos(a1 + a2)];
}

function bolt(cv: Canvas, x: number, y: number, len: number, thick: number): string {
  const id = define(
    cv,
    'bolt',
    (i) => `<linearGradient id="${i}"><stop offset="0" stop-color="#ff3b30" stop-opacity="0"/><stop offset=".7" stop-color="#ff6b4a"/><stop offset="1" stop-color="#fff"/></linearGradient>`,
  );
  return `<rect x="${n(x - len)}" y="${n(y - thick / 2)}" width="${n(len)}" height="${n(thick)}" rx="${n(thick / 2)}" fill="url(#${id})"/>${lamp(cv, x, y, thick * 0.9, '#ff6b4a')}`;
}

function burst(x: number, y: number, r: number): string {
  let d = '';
  for (let i = 0; i < 16; i++) {
    const a = (Math.PI * i) / 8;
    const l = i % 2 ? r * 0.4 : r;
    d += `${i ? 'L' : 'M'}${n(x + Math.cos(a) * l)} ${n(y + Math.sin(a) * l)}`;
  }
  return `<path d="${d}Z" fill="#fff3c4" stroke="#ff6b4a" stroke-width="2"/>`;
}

const cannon =
  (x = 0.3): Beat =>
  (cv, w, h, u) => {
    const j = cannonAt(u);
    const r = recoil(u);
    const at = { x: w * x - 8 * r, y: h * 0.84, s: (h / 360) * 1.08 * 0.95 };
    const [mx, my] = muzzle(j);
    const px = at.x + mx * at.s;
    const py = at.y + my * at.s;
    const charge = span(u, 1.2, 2.15) * (u < FIRST_SHOT + 0.05 ? 1 : 0.4);
    let fx = lamp(cv, px, py, at.s * (3 + 6 * charge * (0.85 + 0.15 * Math.sin(u * 60))), '#ff3b30');
    if (charge > 0 && u < FIRST_SHOT)
      for (let i = 0; i < 6; i++) {
        const f = 1 - ((u * 2.2 + i / 6) % 1);
        const a = i + u * 5;
        fx += `<circle cx="${n(px + Math.cos(a) * 40 * f * at.s)}" cy="${n(py + Math.sin(a) * 40 * f * at.s)}" r="${n(2 * at.s)}" fill="#ffb4a0" opacity="${n(charge * (1 - f))}"/>`;
      }
    let flash = 0;
    let dx = 0;
    let dy = 0;
    for (const s of SHOTS) {
      const d = u - s;
      if (d < 0) continue;
      const f = Math.exp(-d * 14);
      flash += f;
      if (d < 0.3) {
        dx += 6 * (1 - d / 0.3) * Math.sin(d * 95);
        dy += 4 * (1 - d / 0.3) * Math.cos(d * 77);
      }
      if (f > 0.05) fx += burst(px, py, 30 * at.s * (0.6 + f)) + lamp(cv, px, py, 14 * at.s * f, '#fff3c4');
      const head = px + d * 1500 * (h / 360);
      // the bolt's tail never reaches back past the muzzle
      const len = Math.min(110 * at.s, head - px);
      if (head < w + 120 * at.s && len > 2) fx += bolt(cv, head, py, len, 10 * at.s);
      if (d > 0.15 && d < 1.6)
        for (let i = 0; i < 3; i++) {
          const e = d - i * 0.12;
          if (e > 0)
            fx += `<circle cx="${n(px + e * 24 * at.s)}" cy="${n(py - e * 60 * at.s)}" r="${n((6 + e * 16) * at.s)}" fill="#9aa0a8" opacity="${n(0.35 * Math.max(0, 1 - e / 1.4))}" filter="${blur(cv, 3)}"/>`;
        }
    }
    const zoom = mix(1.04, 1.16, span(u, 0.3, 2.1)) - 0.1 * span(u, 2.4, 4);
    return {
      body: shadow(cv, at.x, at.y - 2, 80 * at.s) + figure(cv, mega, at, j),
      over: fx,
      flash: flash > 0.02 ? `<rect width="${w}" height="${h}" fill="#ff3b30" opacity="${Math.min(0.35, flash * 0.35).toFixed(2)}"/>` : undefined,
      cam: { zoom, x: mix(w / 2, w * 0.42, span(u, 0.3, 2.1)), y: h * 0.5, dx, dy },
    };
  };

// --- Transform: the robot crouches and folds his arms in, then his parts become the tank's: the shins'
// tracks turn and slide under him, the chest opens into the hull, the head into the turret, the shoulder
// cannon swings down into the gun. He fades behind the closing shells (the only crossfade), then the
// tank settles on its tracks.
type Part = 'tracksRear' | 'tracksFront' | 'hull' | 'turret' | 'gun' | 'hatch';

/** Where each tank part starts on the robot (robot units: point, turn, scale against the tank's) and its centre on the tank. */
const PARTS: Record<Part, { from: [number, number]; turn: number; scale: number; centre: [number, number]; during: [number, number] }> = {
  tracksRear: { from: [-17, -40], turn: 90, scale: 0.55, centre: [-61, -23], during: [1.0, 2.2] },
  tracksFront: { from: [17, -40], turn: -90, scale: 0.55, centre: [61, -23], during: [1.1, 2.3] },
  hull: { from: [0, -150], turn: 0, scale: 0.4, centre: [0, -61], during: [1.6, 2.8] },
  turret: { from: [0, -208], turn: 0, scale: 0.4, centre: [0, -95], during: [2.2, 3.2] },
  gun: { from: [105, -211], turn: -24, scale: 0.75, centre: [108, -100], during: [2.5, 3.6] },
  hatch: { from: [0, -208], turn: 0, scale: 0.4, centre: [0, -95], during: [2.6, 3.4] },
};

/** How far the change has come at u: the robot's squash and visibility, each part's share of its way. */
export function transformAt(u: number): { robot: number; squash: number; parts: Record<Part, number>; pose: Joints } {
  const parts = Object.fromEntries(Object.entries(PARTS).map(([k, v]) => [k, span(u, v.during[0], v.during[1], easeOut)])) as Record<Part, number>;
  const pose = keyed(u, [
    [0, {}],
    [0.3, {}],
    [1.0, { la: [50, -60], ra: [50, -60], ll: 12, rl: -12 }],
    [1.8, { la: [120, -130], ra: [120, -130], ll: 20, rl: -20 }],
  ]);
  return { robot: 1 - span(u, 2.3, 3.1), squash: span(u, 0.6, 2.4), parts, pose };
}

/** The transform beat's length: by then the tank stands still. */
export const TRANSFORM_END = 4;

/** The change from robot (standing at `from`) to tank (parked at `to`), at u seconds into it. */
function changing(cv: Canvas, from: Spot, to: Spot, u: number): string {
  const st = transformAt(u);
  const sx = mix(1, 1.2, st.squash);
  const sy = mix(1, 0.45, st.squash);
  const settle = u > 3.6 ? -3 * Math.sin((u - 3.6) * 18) * Math.exp(-(u - 3.6) * 6) : 0;
  const parts = tankParts(cv, mega);
  const half = (side: 'L' | 'R') =>
    `<g clip-path="url(#${define(cv, `clip${side}`, (i) => `<clipPath id="${i}"><rect x="${side === 'L' ? -130 : 0}" y="-60" width="130" height="70"/></clipPath>`)})">${parts.tracks}</g>`;
  const bodies: Record<Part, string> = { tracksRear: half('L'), tracksFront: half('R'), hull: parts.hull, turret: parts.turret, gun: parts.gun, hatch: parts.hatch };
  let s = shadow(cv, mix(from.x, to.x, st.squash), to.y - 2, mix(80 * from.s, 150 * to.s, st.squash), mix(11 * from.s, 16 * to.s, st.squash));
  if (st.robot > 0) s += `<g opacity="${n(st.robot)}">${figure(cv, mega, from, st.pose, { sx, sy })}</g>`;
  const whole = st.parts.tracksRear >= 1 && st.parts.tracksFront >= 1;
  if (whole) bodies.tracksRear = parts.tracks;
  for (const name of Object.keys(PARTS) as Part[]) {
    const k = st.parts[name];
    if (k <= 0 || (whole && name === 'tracksFront')) continue;
    const v = PARTS[name];
    const x = mix(from.x + v.from[0] * from.s * sx, to.x + v.centre[0] * to.s, k);
    const y = mix(from.y + v.from[1] * from.s * sy, to.y + (v.centre[1] + settle) * to.s, k);
    const scale = mix(v.scale * from.s, to.s, k);
    const body = g(`translate(${n(x)} ${n(y)}) rotate(${n(mix(v.turn, 0, k))}) scale(${scale.toFixed(4)}) translate(${-v.centre[0]} ${-v.centre[1]})`, bodies[name]);
    s += k < 0.25 ? `<g opacity="${n(k * 4)}">${body}</g>` : body;
  }
  return s;
}

const transform: Beat = (cv, w, h, u) => {
  const from = { x: w / 2, y: h * 0.84, s: (h / 360) * 1.08 * 0.85 };
  const to = { x: w * 0.47, y: h * 0.84, s: (h / 360) * 1.1 };
  return { body: changing(cv, from, to, u), cam: centred(w, h, mix(1.12, 1, span(u, 0, 3.6)), w / 2, mix(h * 0.45, h / 2, span(u, 0, 3.6))) };
};

/** How long the tank stands between the change and its way back, in the transform clip. */
export const TANK_HOLD = 0.8;

/**
 * The transform clip's time in the change at t seconds (the page: "from robot to tank and back in one continuous
 * sequence"): the change, the tank standing, then the same change run backwards to the robot.
 */
export const thereAndBack = (t: number): number => (t <= TRANSFORM_END + TANK_HOLD ? Math.min(t, TRANSFORM_END) : Math.max(0, TRANSFORM_END - (t - TRANSFORM_END - TANK_HOLD)));

/** Robot to tank for the banners: he stands, changes, and the tank drives off to the right with the camera. */
const bannerBeat =
  (robotX: number, robotScale: number, drive: number, zoom: number): Beat =>
  (cv, w, h, u) => {
    const from = { x: w * robotX, y: h * 0.84, s: (h / 360) * robotScale };
    const moved = travelled(u, (t) => span(t, 4.8, 5.4)) * w * drive;
    const to = { x: w * (robotX - 0.03) + moved, y: h * 0.84, s: Math.min(w / 480, h / 360) * 1.1 };
    const c = u - 0.8;
    let lines = '';
    if (u > 4.8)
      for (let i = 0; i < 4; i++)
        lines += `<path d="M${n(to.x - 150 * to.s - (20 + i * 14) * to.s)} ${n(to.y - (14 + i * 22) * to.s)}h${n(-60 * to.s)}" stroke="#fff" stroke-opacity="${n(0.4 * span(u, 4.8, 5.2))}" stroke-width="3" stroke-linecap="round"/>`;
    return {
      body: changing(cv, from, to, c),
      over: lines,
      cam: centred(w, h, mix(zoom, 1, span(u, 0.2, 4.4)), mix(from.x, to.x, span(u, 4.6, 6)), mix(h * 0.5, h * 0.58, span(u, 0.8, 4.4))),
    };
  };

// --- Buzz Lightyear: the wings spring open, the tips light, he raises his arm and calls for launch.
export const wingsAt = (u: number): Joints => {
  const j = keyed(u, [
    [0, {}],
    [0.6, {}],
    [1.0, { la: [18, -10], ra: [18, -10] }],
    [2.4, { la: [18, -10], ra: [18, -10] }],
    [3.2, { la: [16, -10], ra: [160, 10] }],
  ]);
  return { ...j, wings: span(u, 0.8, 1.9, easeOut) };
};

const wings: Beat = (cv, w, h, u) => {
  const at = { x: w / 2, y: h * 0.84, s: (h / 360) * 1.08 * 0.95 };
  const j = wingsAt(u);
  const blink = j.wings >= 1 ? 0.5 + 0.5 * Math.sin((u - 1.9) * 10) : 0;
  const tips = blink ? lamp(cv, -140, -220, 3 * blink, '#ff3b30') + lamp(cv, 140, -220, 3 * blink, '#ff3b30') : '';
  const hover = span(u, 3.3, 4.2) * (4 + 2 * Math.sin(u * 6));
  return {
    body: shadow(cv, at.x, at.y - 2, 80 * at.s * (1 - hover / 30)) + figure(cv, P.buzzAlpha, at, j, { bob: -hover, extra: tips }),
    cam: centred(w, h, mix(1, 1.12, span(u, 0.4, 4)), w / 2, mix(h / 2, h * 0.44, span(u, 0.4, 4))),
  };
};

// --- The app: a thumb on the phone's joystick walks Buzz across the desk; the signal runs from phone to robot.
export const appDrive = (u: number): number => span(u, 0.6, 1.0) * (1 - span(u, 4.2, 4.6));
export const appX = (u: number): number => 0.2 + travelled(u, appDrive) * 0.085;

const app: Beat = (cv, w, h, u) => {
  const drive = appDrive(u);
  const at = { x: w * appX(u), y: h * 0.84, s: (h / 360) * 1.08 * 0.9 };
  const { pose, bob, roll } = walkCycle(travelled(u, appDrive) / 1.1, drive);
  const px = w * 0.76;
  const py = h * 0.55;
  const knob: [number, number] = [11 * drive, 0];
  const ring =
    drive > 0.05
      ? `<circle cx="${n(knob[0])}" cy="-14" r="${n(8 + ((u * 30) % 14))}" fill="none" stroke="${P.buzzAlpha.eye}" stroke-width="2" opacity="${n(0.8 * drive * (1 - ((u * 30) % 14) / 14))}"/>`
      : '';
  const thumb = `<ellipse cx="${n(knob[0] + 4)}" cy="-6" rx="10" ry="13" fill="#e2ac86" stroke="#b27c5a" opacity="${n(0.9 * span(u, 0.2, 0.6))}"/>`;
  // the signal: pulses running along an arc from the phone's top to the robot's helmet
  const [x0, y0, x1, y1] = [px - 12, py - 84 * (h / 360), at.x + 30 * at.s, at.y - 232 * at.s];
  const [cx, cy] = [(x0 + x1) / 2, Math.min(y0, y1) - 60];
  let signal =
    drive > 0.05
      ? `<path d="M${n(x0)} ${n(y0)}Q${n(cx)} ${n(cy)} ${n(x1)} ${n(y1)}" stroke="${P.buzzAlpha.eye}" stroke-width="2" stroke-dasharray="3 7" fill="none" opacity="${n(drive * 0.7)}"/>`
      : '';
  for (let i = 0; i < 3 && drive > 0.05; i++) {
    const f = (u * 1.2 + i / 3) % 1;
    const x = (1 - f) ** 2 * x0 + 2 * f * (1 - f) * cx + f ** 2 * x1;
    const y = (1 - f) ** 2 * y0 + 2 * f * (1 - f) * cy + f ** 2 * y1;
    signal += `<circle cx="${n(x)}" cy="${n(y)}" r="5" fill="${P.buzzAlpha.eye}" opacity="${n(drive * Math.sin(f * Math.PI))}"/>`;
  }
  return {
    body:
      shadow(cv, at.x, at.y - 2, 80 * at.s) +
      figure(cv, P.buzzAlpha, at, pose, { bob, roll }) +
      shadow(cv, px, h * 0.83, 40) +
      g(`translate(${n(px)} ${n(py)}) rotate(8)`, g(`scale(${n(h / 360)})`, phone(cv, P.buzzAlpha.eye, 1, knob) + ring + thumb)),
    over: signal,
    cam: centred(w, h),
  };
};

/** A film of one beat on a backdrop, its clock running at `rate` times the film's. */
const film = (w: number, h: number, seconds: number, mode: 'stage' | 'studio', tint: string, beat: Beat, o: { rate?: number; rim?: string } = {}): Film => ({
  w,
  h,
  seconds,
  frame: (t) => compose(w, h, mode, tint, o.rim ?? (mode === 'stage' ? '#9fd4ff' : '#ffffff'), (cv) => beat(cv, w, h, t * (o.rate ?? 1))),
});

function compose(w: number, h: number, mode: 'stage' | 'studio', tint: string, rimColor: string, shot: (cv: Canvas) => Shot, fade = 0): string {
  const cv = canvas();
  const s = shot(cv);
  const scene = `${backdrop(cv, w, h, mode, tint, h * 0.8)}${s.floor ?? ''}<g filter="${rim(cv, rimColor)}">${s.body}</g>${s.over ?? ''}`;
  const dark = fade > 0 ? `<rect width="${w}" height="${h}" fill="#000" opacity="${fade.toFixed(2)}"/>` : '';
  return svg(cv, w, h, `<rect width="${w}" height="${h}" fill="#0a0d14"/>${shoot(w, h, s.cam, scene)}${s.flash ?? ''}${dark}`);
}

/** The full film: walk, salute, cannon, transform, each a shot of its own, cut with a dip to black. */
const SEQUENCE: { until: number; beat: Beat; start: number; rate: number }[] = [
  { until: 2.4, beat: walk(mega), start: 0.2, rate: 1 },
  { until: 4.2, beat: salute, start: 0.7, rate: 1.5 },
  { until: 6.3, beat: cannon(0.3), start: 0.5, rate: 1.3 },
  { until: 9.6, beat: transform, start: 0.2, rate: 1.25 },
];

export function sequenceAt(t: number): { beat: Beat; u: number; fade: number } {
  let begin = 0;
  const last = SEQUENCE.length - 1;
  for (const [i, s] of SEQUENCE.entries()) {
    if (t < s.until || i === last) {
      const sinceCut = t - begin;
      const toCut = i === last ? Number.POSITIVE_INFINITY : s.until - t;
      const fade = Math.max(0, i === 0 ? 1 - sinceCut / 0.4 : 1 - sinceCut / 0.12, 1 - toCut / 0.12);
      return { beat: s.beat, u: s.start + sinceCut * s.rate, fade };
    }
    begin = s.until;
  }
  throw new Error('unreachable: the last beat takes every later time');
}

/** The films by clip name (public/videos/NAME.webm and .mp4). */
export const films: Record<string, Film> = {
  'flagship-megatron-action-walk': film(480, 360, 5, 'stage', '#8b1a1a', walk(mega)),
  'flagship-megatron-action-salute': film(480, 360, 5, 'stage', '#8b1a1a', salute),
  'flagship-megatron-action-cannon': film(480, 360, 5, 'stage', '#ff3b30', cannon(0.3), { rim: '#ffb4a0' }),
  'flagship-megatron-action-transform': film(480, 360, 2 * TRANSFORM_END + TANK_HOLD + 0.4, 'stage', '#8b1a1a', (cv, w, h, t) => transform(cv, w, h, thereAndBack(t))),
  'flagship-megatron-banner-desktop': film(960, 540, 6, 'stage', '#8b1a1a', bannerBeat(0.36, 1.0, 0.25, 1.15)),
  'flagship-megatron-banner-mobile': film(540, 720, 6, 'stage', '#8b1a1a', bannerBeat(0.5, 0.72, 0.12, 1.04)),
  'flagship-megatron-video': {
    w: 960,
    h: 540,
    seconds: 9.6,
    frame: (t) => {
      const at = sequenceAt(t);
      return compose(960, 540, 'stage', '#8b1a1a', '#9fd4ff', (cv) => at.beat(cv, 960, 540, at.u), at.fade);
    },
  },
  'buzz-lightyear-space-ranger-alpha-wings': film(480, 360, 5, 'stage', '#5b3596', wings),
  'buzz-lightyear-space-ranger-alpha-app': film(480, 360, 5, 'studio', '#4fae2c', app),
};
