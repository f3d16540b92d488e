/** A YAML map as codegen reads it before a schema types it: keys to unknown values. */
export type Json = Record<string, unknown>;

/** Whether a value is a map (not a list, not null): the guard every walk over content and schemas uses instead of a cast. */
export const isMap = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);
