import { describe, expect, it } from 'vitest';
import { findDisallowedMarkup, parseMarkup, plainText } from './markup.ts';

describe('findDisallowedMarkup', () => {
  it.each([
    ['plain text', 'Flagship Bumblebee'],
    ['<br>', 'Optimus<br>Prime'],
    ['<br/>', 'Optimus<br/>Prime'],
    ['<br />', 'Optimus<br />Prime'],
    ['<small>…</small>', 'Optimus<br><small>Signature Limited Edition</small>'],
    ['upper-case tags', 'A<BR><Small>b</SMALL>'],
    ['a lone "<" in text', '3 < 5 and <3'],
  ])('accepts %s', (_, text) => {
    expect(findDisallowedMarkup(text)).toEqual([]);
  });

  it('refuses other tags, opening and closing', () => {
    expect(findDisallowedMarkup('<b>bold</b> and <i>it</i>')).toEqual(['<b>', '</b>', '<i>', '</i>']);
    expect(findDisallowedMarkup('<script>alert(1)</script>')).toEqual(['<script>', '</script>']);
  });

  it('refuses allowed tags that carry attributes', () => {
    expect(findDisallowedMarkup('<small class="x">y</small>')).toEqual(['<small class="x">']);
    expect(findDisallowedMarkup('a<br onclick=alert(1)>b')).toEqual(['<br onclick=alert(1)>']);
    expect(findDisallowedMarkup('<img src=x onerror=alert(1)>')).toEqual(['<img src=x onerror=alert(1)>']);
  });

  it('refuses an unclosed tag at the end of a text', () => {
    expect(findDisallowedMarkup('Buy now <img src=x onerror=alert(1)')).toEqual(['<img src=x onerror=alert(1)']);
    expect(findDisallowedMarkup('a <b')).toEqual(['<b']);
    expect(findDisallowedMarkup('Optimus</small')).toEqual(['</small']);
  });
});

describe('parseMarkup', () => {
  it('splits a text into text, line breaks and small print', () => {
    expect(parseMarkup('Optimus Prime<br><small>Signature Limited Edition</small>')).toEqual([
      { kind: 'text', text: 'Optimus Prime' },
      { kind: 'br' },
      { kind: 'small', text: 'Signature Limited Edition' },
    ]);
  });

  it('keeps text after the last tag', () => {
    expect(parseMarkup('<small>New</small> Flagship<br/>Bumblebee')).toEqual([
      { kind: 'small', text: 'New' },
      { kind: 'text', text: ' Flagship' },
      { kind: 'br' },
      { kind: 'text', text: 'Bumblebee' },
    ]);
  });

  it('reads every form of <br>', () => {
    expect(parseMarkup('a<br>b<br/>c<br />d<BR>e').filter((p) => p.kind === 'br')).toHaveLength(4);
  });

  it('returns a text without markup as one text part, and nothing for an empty text', () => {
    expect(parseMarkup('3 < 5')).toEqual([{ kind: 'text', text: '3 < 5' }]);
    expect(parseMarkup('')).toEqual([]);
  });

  it('renders the <img> of an attacker as text', () => {
    expect(parseMarkup('<img src=x onerror=alert(1)>')).toEqual([{ kind: 'text', text: '<img src=x onerror=alert(1)>' }]);
  });

  // Whatever the build-time check lets through must render as elements, never as visible tags.
  it.each([['<small >x</small>'], ['a</br>b'], ['a<small>b'], ['x</small>'], ['<small>a<br>b</small>']])('refuses %j, which parseMarkup could not render without a literal tag', (text) => {
    expect(findDisallowedMarkup(text)).not.toEqual([]);
  });

  it.each([['Optimus<br><small>Signature</small>'], ['<small>New</small> Flagship<br/>Bumblebee'], ['a<br />b']])('renders %j, which the check accepts, without a literal tag', (text) => {
    expect(findDisallowedMarkup(text)).toEqual([]);
    const shown = parseMarkup(text).flatMap((p) => ('text' in p ? [p.text] : []));
    expect(shown.join('')).not.toMatch(/<\/?[a-z]/i);
  });
});

describe('plainText', () => {
  it('turns a line break into a space and keeps the words of small print', () => {
    expect(plainText('Optimus Prime Rise of the Beasts<br><small>Signature Limited Edition</small>')).toBe('Optimus Prime Rise of the Beasts Signature Limited Edition');
    expect(plainText('Flagship Bumblebee')).toBe('Flagship Bumblebee');
    expect(plainText('A<br/>B')).toBe('A B');
    expect(plainText('K1 Pro<small>Interstellar</small>')).toBe('K1 Pro Interstellar');
  });
});
