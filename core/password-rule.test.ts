import { describe, expect, it } from 'vitest';
import { isStrongEnoughPassword } from './password-rule.ts';

describe('isStrongEnoughPassword', () => {
  it.each(['robots2025', 'abcdefg1', 'Пароль123', 'パスワード1234a'])('accepts %s', (value) => {
    expect(isStrongEnoughPassword(value)).toBe(true);
  });
  it.each([
    ['abc123', 'too short'],
    ['abcdefgh', 'no digit'],
    ['12345678', 'no letter'],
    ['abc1234', '7 characters'],
    [`a1${'x'.repeat(127)}`, 'over 128'],
    ['😀😀😀a1', '5 characters, 8 UTF-16 units'],
  ])('refuses %j (%s)', (value) => {
    expect(isStrongEnoughPassword(value)).toBe(false);
  });
});
