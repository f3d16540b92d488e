import { describe, expect, it } from 'vitest';
import { isValidEmail, normalizeEmail } from './email-address.ts';

describe('isValidEmail', () => {
  it.each(['ana@example.com', 'a.b+tag@mail.example.co.uk', 'x@y.z', '名前@例え.jp'])('accepts %s', (value) => {
    expect(isValidEmail(value)).toBe(true);
  });
  it.each([
    ['', 'empty'],
    ['ana', 'no @'],
    ['ana@@example.com', 'two @'],
    ['a@b@example.com', 'two @ apart'],
    ['@example.com', 'no local part'],
    ['ana@example', 'undotted domain'],
    ['ana@example.', 'empty last label'],
    ['ana@.example.com', 'empty first label'],
    ['ana @example.com', 'a space'],
    ['ana@exa mple.com', 'a space in the domain'],
    ['ana@example.com\n', 'a newline'],
    ['\tana@example.com', 'a tab'],
    [`${'a'.repeat(243)}@example.com`, '255 characters'],
    ["' OR 1=1 --", 'an injection string'],
    ['\u001b[31mred\u001b[0m@example.com', 'a terminal escape'],
    ['bell\u0007\u0008@example.com', 'C0 controls'],
    ['ana\u0085@example.com', 'a C1 control'],
    ['\u202etxt.exe@example.com', 'a right-to-left override'],
    ['ana\u2066@example.com', 'a bidirectional isolate'],
    ['zw\u200b@example.com', 'a zero-width space'],
    ['\ufeffana@example.com', 'a byte-order mark'],
  ])('refuses %j (%s)', (value) => {
    expect(isValidEmail(value)).toBe(false);
  });
  it('accepts exactly 254 characters', () => {
    expect(isValidEmail(`${'a'.repeat(242)}@example.com`)).toBe(true);
  });
  it('normalises case and surrounding spaces', () => {
    expect(normalizeEmail('  Ana@Example.COM ')).toBe('ana@example.com');
  });
});
