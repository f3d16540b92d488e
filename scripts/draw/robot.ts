// The robot in robot mode, drawn from parts in its own coordinates: feet on y = 0, centred on x = 0,
// about 250 units tall, facing the viewer. Each product differs by its kind (silhouette: head, chest,
// back parts, limbs) and its palette.
import { box, type Canvas, g, glass, lamp, mirror, n, oval, part, poly, tone } from './svg.ts';

export type Kind = 'beetle' | 'tank' | 'truck' | 'ranger' | 'dino' | 'scout' | 'agent';

export type Palette = {
  kind: Kind;
  body: string; // main armour
  trim: string; // second colour (stripes, chest plate, pelvis)
  limb: string; // upper arms, thighs
  joint: string; // knees, elbows, hands, waist
  head: string;
  face: string;
  eye: string; // eye and lamp light
  glass: string;
  metal: string;
};

/** Shoulder and elbow angles in degrees (0 hangs down, positive swings outwards, 160 is raised). */
export type Arm = [number, number];
/**
 * lift, liftL: the right (left) knee raised towards the viewer (a step), as a share of the leg's length.
 * wings: the ranger's wings, open (true) or folded into the backpack; a number is the share opened (the films).
 */
export type Pose = { la?: Arm; ra?: Arm; ll?: number; rl?: number; lift?: number; liftL?: number; wings?: boolean | number };

const HIP = -98;
const SHOULDER = -172;

function leg(cv: Canvas, p: Palette, x: number, angle: number, side: number, lift = 0): string {
  let s = box(cv, -11, 0, 22, 46, 6, p.limb) + oval(cv, 0, 47, 10, 7, p.joint);
  s += box(cv, -13, 49, 26, 42, 7, p.body);
  if (p.kind === 'beetle' || p.kind === 'truck' || p.kind === 'agent') s += oval(cv, -side * 15, 66, 5, 13, '#1d2026') + oval(cv, -side * 15, 66, 2.5, 6, p.metal);
  if (p.kind === 'tank') s += `${box(cv, -15, 52, 30, 36, 5, '#2b2e34')}<path d="M-13 58h26M-13 65h26M-13 72h26M-13 79h26" stroke="#50555e" stroke-width="2"/>`;
  if (p.kind === 'ranger') s += box(cv, -13, 8, 26, 9, 3, p.trim);
  s += part(cv, poly([-15, 89, 15, 89, 20, 100, -20, 100]), p.joint);
  return g(`translate(${x} ${HIP}) rotate(${angle})${lift ? ` scale(1 ${1 - lift})` : ''}`, s);
}

function arm(cv: Canvas, p: Palette, side: number, [a1, a2]: Arm): string {
  let fore = oval(cv, 0, 0, 8, 7, p.joint) + box(cv, -10, 3, 20, 36, 7, p.body);
  if (p.kind === 'tank' && side > 0)
    fore += box(cv, -15, 0, 30, 50, 10, p.joint) + box(cv, -16, 10, 32, 6, 2, p.trim) + box(cv, -16, 30, 32, 4, 2, p.metal) + oval(cv, 0, 50, 11, 5, '#15161a') + lamp(cv, 0, 50, 3.5, '#ff3b30');
  if (p.kind === 'ranger' && side < 0) fore += box(cv, -12, 14, 24, 12, 4, p.trim) + lamp(cv, 0, 14, 2.2, '#ff3b30');
  if (p.kind === 'ranger' && side > 0) fore += box(cv, -12, 14, 24, 12, 4, p.trim);
  if (!(p.kind === 'tank' && side > 0)) fore += box(cv, -9, 38, 18, 16, 6, p.joint);
  let s = box(cv, -8, 6, 16, 42, 5, p.limb) + g(`translate(0 48) rotate(${a2})`, fore);
  const pad = p.kind === 'tank' ? box(cv, -20, -16, 40, 32, 8, p.body) : p.kind === 'scout' ? oval(cv, 0, 0, 15, 13, p.body) : box(cv, -17, -14, 34, 28, 9, p.body);
  s += pad;
  if (p.kind === 'truck') s += box(cv, -13, -6, 26, 8, 3, p.metal);
  return g(`translate(${side * 50} ${SHOULDER}) scale(${-side} 1) rotate(${a1})`, s);
}

function back(cv: Canvas, p: Palette, pose: Pose): string {
  const both = (pts: number[], c: string) => part(cv, poly(pts), c) + part(cv, poly(mirror(pts)), c);
  switch (p.kind) {
    case 'beetle':
      return both([-34, -184, -58, -212, -70, -206, -66, -188, -46, -166], p.body) + both([-54, -204, -64, -200, -60, -192], p.trim);
    case 'truck':
      return box(cv, -62, -222, 9, 54, 4, p.metal) + box(cv, 53, -222, 9, 54, 4, p.metal);
    case 'tank':
      return g('translate(44 -184) rotate(-24)', box(cv, -6, -12, 34, 24, 8, p.body) + box(cv, 24, -5, 78, 10, 4, p.metal) + box(cv, 96, -7, 14, 14, 3, p.metal));
    case 'ranger': {
      const open = pose.wings === true ? 1 : Math.min(1, Math.max(0, Number(pose.wings ?? 0)));
      const pack = () => box(cv, -40, -186, 80, 66, 16, p.body) + both([-40, -176, -56, -150, -40, -148], p.trim);
      if (open > 0 && open < 1) {
        // opening: the left wing swings up out of the backpack about its root and grows to full length; the right one mirrors it
        const wing = g(
          `translate(-33 -165) rotate(${n((1 - open) * -115)}) scale(${n(open)} ${n(0.5 + open / 2)}) translate(33 165)`,
          part(cv, poly([-30, -180, -134, -226, -146, -214, -36, -140]), p.body) +
            part(cv, poly([-116, -218, -134, -226, -146, -214, -126, -205]), '#d62d3a') +
            part(cv, poly([-52, -182, -104, -206, -100, -196, -52, -170]), p.trim),
        );
        return `${wing}${g('scale(-1 1)', wing)}<g opacity="${n(1 - open)}">${pack()}</g>`;
      }
      return open
        ? both([-30, -180, -134, -226, -146, -214, -36, -140], p.body) +
            both([-116, -218, -134, -226, -146, -214, -126, -205], '#d62d3a') +
            both([-52, -182, -104, -206, -100, -196, -52, -170], p.trim)
        : pack();
    }
    case 'dino':
      return (
        g(
          'translate(34 -184) rotate(-58) scale(.62)',
          part(cv, 'M-12 14L-14 -20L20 -34L74 -26L84 -10L64 0L16 4Z', p.head) + part(cv, 'M-6 14L2 30L58 30L66 22L16 16Z', p.body) + lamp(cv, 30, -20, 3, p.eye),
        ) + both([-20, -186, -30, -214, -8, -192], p.head)
      );
    case 'scout':
      return box(cv, -34, -176, 68, 54, 14, p.limb) + box(cv, 28, -256, 4, 50, 2, p.metal) + lamp(cv, 30, -258, 3, p.eye);
    case 'agent':
      return both([-34, -180, -64, -200, -70, -190, -46, -160], p.trim);
  }
}

function chest(cv: Canvas, p: Palette): string {
  const both = (pts: number[], c: string, f = part) => f(cv, poly(pts), c) + f(cv, poly(mirror(pts)), c);
  const win = (pts: number[]) => `<path d="${poly(pts)}" fill="${glass(cv, p.glass)}" stroke="${tone(p.glass, -0.6)}"/>`;
  switch (p.kind) {
    case 'beetle':
      return (
        win([-40, -178, -5, -178, -7, -152, -35, -150]) +
        win(mirror([-40, -178, -5, -178, -7, -152, -35, -150])) +
        box(cv, -9, -150, 6, 30, 2, p.trim) +
        box(cv, 3, -150, 6, 30, 2, p.trim) +
        lamp(cv, -29, -134, 4, '#fff6d5') +
        lamp(cv, 29, -134, 4, '#fff6d5')
      );
    case 'truck':
      return win([-42, -180, -4, -180, -6, -146, -36, -146]) + win(mirror([-42, -180, -4, -180, -6, -146, -36, -146])) + both([-36, -142, -4, -142, -4, -132, -30, -130], p.trim);
    case 'tank':
      return part(cv, poly([-32, -178, 32, -178, 24, -142, 0, -128, -24, -142]), p.trim) + part(cv, poly([-12, -168, 12, -168, 8, -150, 0, -144, -8, -150]), p.metal) + lamp(cv, 0, -158, 2.5, p.eye);
    case 'ranger':
      return (
        both([-46, -184, -28, -184, -30, -130, -38, -130], p.trim) +
        box(cv, -20, -174, 40, 30, 5, '#eef0f4') +
        lamp(cv, -10, -160, 2.6, '#ff4d4d') +
        lamp(cv, 0, -160, 2.6, '#4dff88') +
        lamp(cv, 10, -160, 2.6, '#4da6ff') +
        oval(cv, 0, -186, 30, 8, p.head)
      );
    case 'dino':
      return part(cv, poly([-34, -180, 34, -180, 26, -140, -26, -140]), p.trim) + box(cv, -12, -170, 24, 18, 3, '#b3261e') + win([-9, -167, 9, -167, 9, -156, -9, -156]);
    case 'scout':
      return lamp(cv, 0, -152, 5, p.eye) + both([-30, -170, -10, -170, -12, -140, -26, -140], p.trim);
    case 'agent':
      return win([-30, -178, -4, -178, -6, -156, -26, -154]) + win(mirror([-30, -178, -4, -178, -6, -156, -26, -154])) + box(cv, -4, -152, 8, 30, 2, p.trim) + lamp(cv, -24, -134, 3, '#fff');
  }
}

export function head(cv: Canvas, p: Palette): string {
  const eyes = (y: number, dx = 6, r = 2.6) => lamp(cv, -dx, y, r, p.eye) + lamp(cv, dx, y, r, p.eye);
  switch (p.kind) {
    case 'beetle':
      return (
        part(cv, poly([-14, -18, -22, -36, -8, -22]), p.head) +
        part(cv, poly([14, -18, 22, -36, 8, -22]), p.head) +
        part(cv, 'M-19 8V-8Q-19 -25 0 -25Q19 -25 19 -8V8Q0 15 -19 8Z', p.head) +
        part(cv, poly([-12, -8, 12, -8, 9, 9, -9, 9]), p.face) +
        eyes(-2, 6, 2.8)
      );
    case 'tank':
      return (
        part(cv, poly([-22, -30, 22, -30, 19, 12, -19, 12]), p.head) +
        box(cv, -4, -36, 8, 26, 3, p.metal) +
        part(cv, poly([-13, -12, 13, -12, 10, 10, -10, 10]), p.face) +
        eyes(-5, 6, 2.6) +
        '<path d="M-5 4h10" stroke="#333" stroke-width="1.5"/>'
      );
    case 'truck':
      return (
        box(cv, -25, -24, 6, 20, 2, p.head) +
        box(cv, 19, -24, 6, 20, 2, p.head) +
        part(cv, 'M-19 10V-14Q-19 -26 0 -26Q19 -26 19 -14V10Z', p.head) +
        box(cv, -3, -30, 6, 10, 2, p.head) +
        part(cv, poly([-13, -2, 13, -2, 10, 11, -10, 11]), p.face) +
        '<path d="M-5 1v8M0 1v9M5 1v8" stroke="#888" stroke-width="1.2"/>' +
        part(cv, poly([-14, -14, 14, -14, 13, -4, -13, -4]), '#2a3140') +
        eyes(-9, 6, 2.4)
      );
    case 'ranger':
      return (
        oval(cv, 0, -4, 19, 22, p.head) +
        oval(cv, 0, -1, 12, 14, '#f0c3a0') +
        '<circle cx="-5" cy="-4" r="1.6" fill="#3a2a20"/><circle cx="5" cy="-4" r="1.6" fill="#3a2a20"/><path d="M-4 5q4 3 8 0" stroke="#8a4b3a" stroke-width="1.4" fill="none"/>' +
        oval(cv, 0, 14, 14, 5, p.head) +
        `<ellipse cx="0" cy="-5" rx="27" ry="29" fill="#dff3ff" fill-opacity=".16" stroke="#fff" stroke-opacity=".7" stroke-width="1.5"/><path d="M-18 -22Q-8 -32 6 -31" stroke="#fff" stroke-width="3" stroke-linecap="round" fill="none" opacity=".8"/>`
      );
    case 'dino':
      return (
        part(cv, poly([-19, 10, -21, -16, -10, -28, 10, -28, 21, -16, 19, 10]), p.head) +
        part(cv, poly([-14, -14, 14, -14, 14, -6, -14, -6]), p.glass) +
        eyes(-10, 7, 2.4) +
        part(cv, poly([-11, -2, 11, -2, 8, 9, -8, 9]), p.face)
      );
    case 'scout':
      return g(
        'scale(1.5)',
        oval(cv, -19, -6, 5, 8, p.joint) +
          oval(cv, 19, -6, 5, 8, p.joint) +
          part(cv, 'M-19 8V-10Q-19 -27 0 -27Q19 -27 19 -10V8Q0 14 -19 8Z', p.head) +
          box(cv, -14, -16, 28, 16, 7, '#14161b') +
          eyes(-8, 6, 2.4),
      );
    case 'agent':
      return (
        part(cv, poly([-17, 10, -19, -14, -8, -26, 8, -26, 19, -14, 17, 10]), p.head) +
        part(cv, poly([-14, -12, 14, -12, 12, -4, -12, -4]), '#15171c') +
        eyes(-8, 6, 2.2) +
        part(cv, poly([-9, 0, 9, 0, 7, 9, -7, 9]), p.face)
      );
  }
}

/** The robot in robot mode, in a pose. */
export function robot(cv: Canvas, p: Palette, pose: Pose = {}): string {
  const { la = [10, -6], ra = [10, -6], ll = 4, rl = -4, lift = 0, liftL = 0 } = pose;
  let s = back(cv, p, pose);
  s += leg(cv, p, -17, ll, -1, liftL) + leg(cv, p, 17, rl, 1, lift);
  s += part(cv, poly([-30, -112, 30, -112, 24, -90, 0, -86, -24, -90]), p.kind === 'truck' ? p.metal : p.trim);
  if (p.kind === 'truck') s += '<path d="M-20 -108v14M-12 -108v18M-4 -108v20M4 -108v20M12 -108v18M20 -108v14" stroke="#6b7280" stroke-width="2"/>';
  s += box(cv, -21, -126, 42, 18, 5, p.joint);
  s += part(cv, 'M-48 -186H48L42 -142L30 -116H-30L-42 -142Z', p.body);
  s += chest(cv, p);
  s += box(cv, -8, -196, 16, 14, 3, p.joint);
  s += g('translate(0 -208)', head(cv, p));
  s += arm(cv, p, -1, la) + arm(cv, p, 1, ra);
  return s;
}

/** A robot placed at (x, y) = its feet, scaled, optionally mirrored. */
export const place = (x: number, y: number, scale: number, body: string, flip = false): string => g(`translate(${n(x)} ${n(y)}) scale(${flip ? -scale : scale} ${scale})`, body);
