import { parseInstant } from '../../core/instant.ts';

/**
 * The `at` of a query as its author meant it: a `+` typed into a URL is read as a space by every query parser
 * (`?at=2024-11-23T12:00:00+05:00` arrives as `…12:00:00 05:00`), so a space where the offset's sign goes is a `+`.
 *
 * @example
 * meantInstant('2024-11-23T12:00:00 05:00') // => '2024-11-23T12:00:00+05:00'
 */
export function meantInstant(value: string): string {
  return value.replace(/ (\d{2}:\d{2})$/, '+$1');
}

/** `?at=2024-11-20T12:00:00+01:00` -> epoch ms; undefined when absent or not an instant with an offset. */
export function parseInstantQuery(value: string | null): number | undefined {
  return value ? parseInstant(meantInstant(value)) : undefined;
}
