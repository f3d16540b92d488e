/**
 * Reference numbers for product registrations and RMA requests: a prefix and
 * ten characters of an alphabet without look-alikes (no 0/O, 1/I/L), read out
 * on the phone. 31^10 values: collisions are left to the unique index.
 *
 * @example createReference('RMA') // 'RMA-7KQ2X9MWHC'
 */
import { randomInt } from 'node:crypto';

const ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';

export function createReference(prefix: string): string {
  let out = '';
  for (let i = 0; i < 10; i++) out += ALPHABET[randomInt(ALPHABET.length)];
  return `${prefix}-${out}`;
}
