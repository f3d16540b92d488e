// What the committed figure renders (public/artwork/*.webp, D74) were made from: the scene's source
// and the three.js version. scripts/draw-figures.ts writes it after rendering every figure; scripts/artwork.test.ts
// compares it with today's, so a change of a part is committed with the pictures it changes (a render takes
// Chromium minutes, too slow to redo in a unit test).
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';

export const FIGURES_STAMP = 'public/artwork/figures.stamp.json';

export function figuresStamp(root = '.'): { scene: string; three: string } {
  const scene = createHash('sha256')
    .update(readFileSync(`${root}/scripts/draw/figures.mjs`))
    .digest('hex');
  const three = (JSON.parse(readFileSync(`${root}/node_modules/three/package.json`, 'utf8')) as { version: string }).version;
  return { scene, three };
}
