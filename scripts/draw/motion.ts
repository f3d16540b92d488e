// Timing for the films (films.ts): easing, poses interpolated between key poses, the walk cycle and a
// camera. Everything is a pure function of the time, so any frame can be drawn on its own.
import type { Arm, Pose } from './robot.ts';
import { g, n } from './svg.ts';

const clamp = (v: number, lo = 0, hi = 1): number => Math.min(hi, Math.max(lo, v));

/** Slow in, slow out (cubic): how a joint starts and stops. */
export const ease = (x: number): number => {
  const k = clamp(x);
  return k < 0.5 ? 4 * k ** 3 : 1 - (-2 * k + 2) ** 3 / 2;
};

/** Fast start, soft landing: a part snapping into place. */
export const easeOut = (x: number): number => 1 - (1 - clamp(x)) ** 3;

/** Overshoots a little and settles: a fist punched up. */
export const overshoot = (x: number): number => {
  const k = clamp(x) - 1;
  return 1 + 2.7 * k ** 3 + 1.7 * k ** 2;
};

/** The eased share of the way from time a to time b at t: 0 before a, 1 after b. */
export const span = (t: number, a: number, b: number, curve = ease): number => curve((t - a) / (b - a));

export const mix = (a: number, b: number, k: number): number => a + (b - a) * k;

/** A pose with every joint set (what the robot draws when one is left out), wings as the share opened. */
export type Joints = { la: Arm; ra: Arm; ll: number; rl: number; lift: number; liftL: number; wings: number };

export const joints = (p: Pose = {}): Joints => ({
  la: p.la ?? [10, -6],
  ra: p.ra ?? [10, -6],
  ll: p.ll ?? 4,
  rl: p.rl ?? -4,
  lift: p.lift ?? 0,
  liftL: p.liftL ?? 0,
  wings: p.wings === true ? 1 : Number(p.wings ?? 0),
});

const mixArm = (a: Arm, b: Arm, k: number): Arm => [mix(a[0], b[0], k), mix(a[1], b[1], k)];

export function mixJoints(a: Joints, b: Joints, k: number): Joints {
  return {
    la: mixArm(a.la, b.la, k),
    ra: mixArm(a.ra, b.ra, k),
    ll: mix(a.ll, b.ll, k),
    rl: mix(a.rl, b.rl, k),
    lift: mix(a.lift, b.lift, k),
    liftL: mix(a.liftL, b.liftL, k),
    wings: mix(a.wings, b.wings, k),
  };
}

/** The pose at time t between key poses [time, pose] (in time order), eased from each key to the next. */
export function keyed(t: number, keys: [number, Pose][], curve = ease): Joints {
  const first = keys[0];
  if (!first) return joints();
  let [t0, p0] = first;
  for (const [t1, p1] of keys.slice(1)) {
    if (t < t1) return mixJoints(joints(p0), joints(p1), span(t, t0, t1, curve));
    [t0, p0] = [t1, p1];
  }
  return joints(p0);
}

/**
 * The walk on the spot at a phase (1 = a left and a right step) and an amplitude (0 stands still):
 * the knees lift in turn, the arms swing against the legs, the body rises over the standing leg and
 * leans onto it.
 */
export function walkCycle(phase: number, amplitude = 1): { pose: Joints; bob: number; roll: number } {
  const s = Math.sin(phase * 2 * Math.PI) * amplitude;
  const up = Math.max(0, s);
  const down = Math.max(0, -s);
  return {
    pose: { la: [12 + 12 * s, -12 - 30 * down], ra: [12 - 12 * s, -12 - 30 * up], ll: 4 + 3 * s, rl: -4 + 3 * s, liftL: 0.26 * up, lift: 0.26 * down, wings: 0 },
    bob: -6 * Math.abs(s),
    roll: -2.5 * s,
  };
}

/** How far a thing has gone by time t at a speed that varies with time (summed in 10 ms steps). */
export function travelled(t: number, speed: (t: number) => number): number {
  let d = 0;
  for (let u = 0; u < t; u += 0.01) d += speed(u) * Math.min(0.01, t - u);
  return d;
}

/** What the camera sees: the picture zoomed in on a point, kept inside the picture, shaken by (dx, dy). */
export type Camera = { zoom: number; x: number; y: number; dx?: number; dy?: number };

export function shoot(w: number, h: number, cam: Camera, body: string): string {
  const hw = w / 2 / cam.zoom;
  const hh = h / 2 / cam.zoom;
  const x = clamp(cam.x, hw, w - hw);
  const y = clamp(cam.y, hh, h - hh);
  return g(`translate(${n(w / 2 + (cam.dx ?? 0))} ${n(h / 2 + (cam.dy ?? 0))}) scale(${cam.zoom.toFixed(4)}) translate(${n(-x)} ${n(-y)})`, body);
}
