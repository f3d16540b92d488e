/**
 * The region codes (seed 000 §9), with no dependency: shared by codegen and the
 * runtime. The generated RegionCode type (dist/generated/types.ts) is the same union.
 */
export const REGION_CODES = ['us', 'uk', 'eu', 'fr', 'de', 'kr', 'jp', 'cn'] as const;

export type RegionCode = (typeof REGION_CODES)[number];

/** Whether `value` is one of the region codes (exact, lower-case). */
export function isRegionCode(value: unknown): value is RegionCode {
  return (REGION_CODES as readonly unknown[]).includes(value);
}
