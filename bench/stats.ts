/** Order statistics and formatting shared by the benchmarks. */
const sorted = (xs: readonly number[]) => [...xs].sort((a, b) => a - b);

export const median = (xs: readonly number[]): number => sorted(xs)[Math.floor(xs.length / 2)]!;
export const p90 = (xs: readonly number[]): number => sorted(xs)[Math.min(xs.length - 1, Math.floor(xs.length * 0.9))]!;
/** '31.1 ms', or '1310 ms' from 100 ms up. */
export const ms = (x: number): string => `${x.toFixed(x < 100 ? 1 : 0)} ms`;
