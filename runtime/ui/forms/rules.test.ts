import { describe, expect, it } from 'vitest';
import { codeProblem, confirmationProblem, emailProblem, newPasswordProblem, requiredProblem } from './rules.ts';

const texts = {
  '4001': 'Please enter a valid email address.',
  '4002': 'Please use a more complex password format.',
  '4007': 'Invalid code. Please try again.',
  '4008': 'Confirmed password does not match the new password. Please enter again.',
};

describe('account form rules (seed 000 §5)', () => {
  it.each(['ana@example.com', ' Ana@Example.COM '])('accepts the e-mail %j', (value) => expect(emailProblem(value, texts)).toBeUndefined());
  it.each(['', 'ana', 'ana@', 'ana@example', 'a b@example.com', 'a@@example.com', `${'a'.repeat(250)}@example.com`])('refuses the e-mail %j with the seed message', (value) => {
    expect(emailProblem(value, texts)).toBe('Please enter a valid email address.');
  });

  it.each(['robots2025', 'Ünïcode99', 'abcdefg1'])('accepts the password %j', (value) => expect(newPasswordProblem(value, texts)).toBeUndefined());
  it.each(['', 'abc123', 'abcdefgh', '12345678', 'a1'.repeat(65)])('refuses the password %j', (value) => {
    expect(newPasswordProblem(value, texts)).toBe('Please use a more complex password format.');
  });

  it('wants the confirmation to match exactly', () => {
    expect(confirmationProblem('robots2025', 'robots2025', texts)).toBeUndefined();
    expect(confirmationProblem('robots2025', 'Robots2025', texts)).toBe('Confirmed password does not match the new password. Please enter again.');
  });

  it.each([
    ['123456', undefined],
    [' 123456 ', undefined],
    ['12345', texts['4007']],
    ['1234567', texts['4007']],
    ['12a456', texts['4007']],
    ['', texts['4007']],
  ])('code %j', (value, expected) => {
    expect(codeProblem(value, texts)).toBe(expected);
  });

  it('a login password is only required', () => {
    expect(requiredProblem('x', 'Please enter your password.')).toBeUndefined();
    expect(requiredProblem('', 'Please enter your password.')).toBe('Please enter your password.');
  });
});
