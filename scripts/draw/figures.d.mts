// The types of figures.mjs (a browser module run by scripts/draw-figures.ts; three.js ships no types).
type Picture = { accent: string; things: () => unknown[] };
export const pictures: Record<string, Picture>;
export function render(name: string, w: number, h: number): string;
