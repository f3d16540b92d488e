// Writes the generated illustrations (scripts/draw/scenes.ts, D55) into public/artwork/*.svg.
// Run after changing a part, a palette or a scene: `make draw-artwork` (then `make artwork` rasterises).
import { writeFileSync } from 'node:fs';
import { draw, pictures } from './draw/scenes.ts';

const names = Object.keys(pictures);
for (const name of names) writeFileSync(`public/artwork/${name}.svg`, draw(name));
console.log(`draw-artwork: ${names.length} pictures written to public/artwork`);
