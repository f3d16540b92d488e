import { parseInstant } from '../../core/instant.ts';

/** `?at=2024-11-20T12:00:00+01:00` -> epoch ms; undefined when absent or not an instant with an offset. */
export function parseInstantQuery(value: string | null): number | undefined {
  return value ? parseInstant(value) : undefined;
}
