import { describe, expect, it } from 'vitest';
import { codePointLength } from './code-points.ts';

describe('codePointLength', () => {
  it.each([
    ['', 0],
    ['abc', 3],
    ['🤖', 1],
    ['🤖x', 2],
    ['名前', 2],
    ['\ud83e', 1],
    ['\ud83ex', 2],
    ['\udd16\ud83e', 2],
  ])('%j has %i', (text, length) => {
    expect(codePointLength(text)).toBe(length);
  });
});
