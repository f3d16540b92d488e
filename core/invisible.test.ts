import { describe, expect, it } from 'vitest';
import { INVISIBLE, showInvisible, UNSAFE_IN_TEXT } from './invisible.ts';

describe('invisible characters', () => {
  it('shows each one but the line break as \\u{…}, so printing a text cannot drive a terminal', () => {
    expect(showInvisible('\u001b[31mred\u001b[0m@example.com')).toBe('\\u{1b}[31mred\\u{1b}[0m@example.com');
    expect(showInvisible('bell\u0007 \u202etxt \u200b\ufeff')).toBe('bell\\u{7} \\u{202e}txt \\u{200b}\\u{feff}');
    expect(showInvisible('line one\nline two')).toBe('line one\nline two');
  });

  it('lets a text keep tabs, line breaks and zero-width joiners, not controls and direction overrides', () => {
    for (const text of ['Ana\tExample', 'line one\r\nline two', '👩\u200d💻', 'می\u200cخواهم']) expect(UNSAFE_IN_TEXT.test(text)).toBe(false);
    for (const text of ['Ana\u0007', 'Ana\u001b[0m', '\u202eelpmaxE', 'x\u2066y', 'a\u0085b']) expect(UNSAFE_IN_TEXT.test(text)).toBe(true);
    expect(INVISIBLE.test('\u200d')).toBe(true);
  });
});
