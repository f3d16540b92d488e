/**
 * The films (films.ts): every clip the pages play has one, each frame is SVG that librsvg draws, each
 * film moves, and each does what its title says: the walk lifts the knees in turn, the salute ends with
 * the fist up, the cannon recoils and flashes at its shots, the transform goes to the tank and back, the wings
 * open, the app walks the robot across.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { appDrive, appX, cannonAt, FPS, films, recoil, saluteAt, sequenceAt, TANK_HOLD, thereAndBack, TRANSFORM_END, transformAt, walkAt, wingsAt } from './films.ts';
import { P } from './scenes.ts';
import { backdrop, shadow, tank } from './things.ts';
import { canvas, rim, svg } from './svg.ts';
import { place } from './robot.ts';

const names = Object.keys(films);
const lastFrame = (name: string) => ((films[name]?.seconds ?? 0) * FPS - 1) / FPS;
const frameAt = (name: string, t: number) => films[name]?.frame(t) ?? '';

/** The frame's pixels at 240 px wide (librsvg refuses SVG that is not well-formed XML). */
async function pixels(text: string): Promise<Buffer> {
  return sharp(Buffer.from(text), { density: 36 }).resize(240, 180).removeAlpha().raw().toBuffer();
}
const difference = (a: Buffer, b: Buffer) => a.reduce((sum, v, i) => sum + Math.abs(v - (b[i] ?? 0)), 0) / a.length;

describe('films', () => {
  it('has a film for every clip the pages play, listed in make-videos.sh, with both files shipped', () => {
    const clips = new Set<string>();
    for (const region of readdirSync('content-yaml').filter((r) => existsSync(`content-yaml/${r}/pages`)))
      for (const file of readdirSync(`content-yaml/${region}/pages`, { withFileTypes: true }).filter((f) => f.isFile()))
        for (const m of readFileSync(`content-yaml/${region}/pages/${file.name}`, 'utf8').matchAll(/^\s*clip:\s*(\S+)/gm)) clips.add(m[1] ?? '');
    expect(clips.size).toBeGreaterThanOrEqual(9);
    const script = readFileSync('scripts/make-videos.sh', 'utf8');
    for (const clip of clips) {
      expect(names, clip).toContain(clip);
      expect(script, clip).toContain(`"${clip} `);
      for (const ext of ['webm', 'mp4']) expect(readdirSync('public/videos'), clip).toContain(`${clip}.${ext}`);
    }
  });

  it.each(names)('%s lasts 4–10 s and its frames are SVG of its size that change', async (name) => {
    const film = films[name];
    expect(film?.seconds).toBeGreaterThanOrEqual(4);
    expect(film?.seconds).toBeLessThanOrEqual(10);
    const frames = [0, lastFrame(name) / 2, lastFrame(name)].map((t) => frameAt(name, t));
    for (const text of frames) {
      expect(text).toMatch(new RegExp(`^<svg [^>]*viewBox="0 0 ${film?.w} ${film?.h}"`));
      const { width, height } = await sharp(Buffer.from(text)).metadata();
      expect([width, height]).toEqual([film?.w, film?.h]);
    }
    // The middle differs from both ends (a film that goes there and back may end as it began).
    expect(frames[1]).not.toBe(frames[0]);
    expect(frames[1]).not.toBe(frames[2]);
  });

  it('refuses a broken frame (the check above can fail)', async () => {
    await expect(pixels('<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"><g></svg>')).rejects.toThrow();
  });

  it('walks: the knees lift in turn, never together, from standing', () => {
    const seconds = films['flagship-megatron-action-walk']?.seconds ?? 0;
    const poses = Array.from({ length: seconds * FPS }, (_, i) => walkAt(i / FPS).pose);
    expect(poses[0]?.lift).toBe(0);
    expect(poses[0]?.liftL).toBe(0);
    expect(Math.max(...poses.map((p) => p.lift))).toBeGreaterThan(0.2);
    expect(Math.max(...poses.map((p) => p.liftL))).toBeGreaterThan(0.2);
    expect(poses.every((p) => p.lift === 0 || p.liftL === 0)).toBe(true);
    const swing = poses.map((p) => p.la[0]);
    expect(Math.max(...swing) - Math.min(...swing)).toBeGreaterThan(15);
  });

  it('salutes: the fist goes from the side to above the head', () => {
    expect(saluteAt(0).la[0]).toBeLessThan(20);
    expect(saluteAt(lastFrame('flagship-megatron-action-salute')).la[0]).toBeGreaterThanOrEqual(160);
  });

  it('fires the cannon: aimed before the shot, a recoil and a red flash right after it, none at the start', () => {
    expect(cannonAt(0).ra[0]).toBeLessThan(20);
    expect(cannonAt(2).ra[0]).toBeCloseTo(84, 0);
    expect(recoil(0)).toBe(0);
    expect(recoil(2.25)).toBeGreaterThan(0.5);
    const flash = /<rect width="480" height="360" fill="#ff3b30"/;
    expect(frameAt('flagship-megatron-action-cannon', 2.24)).toMatch(flash);
    expect(frameAt('flagship-megatron-action-cannon', 1)).not.toMatch(flash);
  });

  it('transforms from robot to tank and back (the page says so): the tank stands between, the last frame is the robot again', async () => {
    const start = transformAt(0);
    expect(start.robot).toBe(1);
    expect(Object.values(start.parts).every((k) => k === 0)).toBe(true);
    const end = transformAt(TRANSFORM_END);
    expect(end.robot).toBe(0);
    expect(Object.values(end.parts).every((k) => k === 1)).toBe(true);
    // the tank parked where the film parks it, on the same stage
    const cv = canvas();
    const at = { x: 480 * 0.47, y: 360 * 0.84, s: 1.1 };
    const parked = svg(
      cv,
      480,
      360,
      `<rect width="480" height="360" fill="#0a0d14"/>${backdrop(cv, 480, 360, 'stage', '#8b1a1a', 288)}<g filter="${rim(cv, '#9fd4ff')}">${shadow(cv, at.x, at.y - 2, 150 * at.s, 16 * at.s)}${place(at.x, at.y, at.s, tank(cv, P.megatron))}</g>`,
    );
    const tankPixels = await pixels(parked);
    const name = 'flagship-megatron-action-transform';
    expect(difference(await pixels(frameAt(name, TRANSFORM_END + TANK_HOLD / 2)), tankPixels)).toBeLessThan(1.5);
    expect(difference(await pixels(frameAt(name, 0)), tankPixels)).toBeGreaterThan(5);
    expect([thereAndBack(0), thereAndBack(TRANSFORM_END + TANK_HOLD / 2), thereAndBack(lastFrame(name))]).toEqual([0, TRANSFORM_END, 0]);
    expect(difference(await pixels(frameAt(name, lastFrame(name))), await pixels(frameAt(name, 0)))).toBeLessThan(0.5);
  });

  it('opens the wings, then raises the arm', () => {
    expect(wingsAt(0).wings).toBe(0);
    const end = wingsAt(lastFrame('buzz-lightyear-space-ranger-alpha-wings'));
    expect(end.wings).toBe(1);
    expect(end.ra[0]).toBeGreaterThan(150);
  });

  it('walks Buzz across the desk while the phone drives him, and stops when it lets go', () => {
    const last = lastFrame('buzz-lightyear-space-ranger-alpha-app');
    expect(appX(last) - appX(0)).toBeGreaterThan(0.25);
    expect(appDrive(0)).toBe(0);
    expect(appDrive(2.5)).toBe(1);
    expect(appDrive(last)).toBe(0);
  });

  it('the full film fades in, runs the beats and ends on the finished tank', () => {
    expect(sequenceAt(0).fade).toBe(1);
    expect(sequenceAt(1.5).fade).toBe(0);
    const beats = new Set(Array.from({ length: 20 }, (_, i) => sequenceAt(i / 2).beat));
    expect(beats.size).toBe(4);
    expect(sequenceAt(lastFrame('flagship-megatron-video')).u).toBeGreaterThanOrEqual(TRANSFORM_END);
  });
});
