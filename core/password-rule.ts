/**
 * The password rule of seed 000 §5, shared by the forms and the service: at
 * least 8 characters, including both letters and digits. The upper bound keeps
 * hashing cost bounded (Argon2 hashes whatever it is given).
 *
 * @example isStrongEnoughPassword('robots2025') // true
 */
export const MIN_PASSWORD_LENGTH = 8;
export const MAX_PASSWORD_LENGTH = 128;

export function isStrongEnoughPassword(value: string): boolean {
  // Characters as a person counts them (code points): an emoji is one, not the two UTF-16 units of .length.
  const length = [...value].length;
  return length >= MIN_PASSWORD_LENGTH && length <= MAX_PASSWORD_LENGTH && /\p{L}/u.test(value) && /\p{Nd}/u.test(value);
}
