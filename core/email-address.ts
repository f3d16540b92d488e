import { INVISIBLE } from './invisible.ts';

/**
 * The one e-mail validity rule of the site (docs/decisions.md D30), shared by the browser
 * forms and the service: a single @, a dotted domain, no spaces and no invisible
 * characters, at most 254 characters. Deliberately simple: the real check is the e-mail we send.
 *
 * @example isValidEmail('ana@example.com') // true
 */
export const MAX_EMAIL_LENGTH = 254;

export function isValidEmail(value: string): boolean {
  if (value.length === 0 || value.length > MAX_EMAIL_LENGTH) return false;
  if (/\s/.test(value) || INVISIBLE.test(value)) return false;
  const at = value.indexOf('@');
  if (at <= 0 || at !== value.lastIndexOf('@')) return false;
  const domain = value.slice(at + 1);
  const labels = domain.split('.');
  return labels.length >= 2 && labels.every((label) => label.length > 0);
}

/** The form an address is stored and compared in: trimmed, lower-cased. */
export function normalizeEmail(value: string): string {
  return value.trim().toLowerCase();
}
