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
  return value.length >= MIN_PASSWORD_LENGTH && value.length <= MAX_PASSWORD_LENGTH && /\p{L}/u.test(value) && /\p{Nd}/u.test(value);
}
