/**
 * Characters that a terminal or a mail client obeys or hides instead of showing (an address with a
 * terminal escape in it would drive `make mailbox`'s terminal): C0 and C1 controls, zero-width characters,
 * bidirectional marks, overrides and isolates, the byte-order mark. One definition for the e-mail rule, the
 * service's texts and the mailbox's printing.
 */

/** Any of them: no e-mail address has one (core/email-address.ts). */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is what the pattern is for
export const INVISIBLE = /[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff]/;

/**
 * Those a text a visitor sends (a name, a description) never needs: controls but tab and line breaks, and the
 * bidirectional overrides and isolates (zero-width joiners stay: some scripts and emoji need them).
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is what the pattern is for
export const UNSAFE_IN_TEXT = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/;

// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is what the pattern is for
const SHOWN = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff]/g;

/**
 * The text with each invisible character but the line break written as `\u{…}`, safe to print.
 *
 * @example
 * showInvisible('red\u001b[31m@example.com') // => 'red\\u{1b}[31m@example.com'
 */
export function showInvisible(text: string): string {
  return text.replace(SHOWN, (c) => `\\u{${c.codePointAt(0)!.toString(16)}}`);
}
