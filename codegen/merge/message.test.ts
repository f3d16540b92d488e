import { describe, expect, it } from 'vitest';
import { formatMessage, messageParts, type MessageValues } from '../../core/message.ts';
import { MessageSyntaxError, messageArguments, messagePlurals, parseMessage, pluralCategories, requiredPluralCategories } from './message.ts';

/** A text as codegen parses it and the site fills it in (core/message.ts). */
const format = (text: string, values: MessageValues, locale: string) => formatMessage<MessageValues>(parseMessage(text), values, locale);

const devices = 'Logged out on {count, plural, one {# device} other {# devices}}.';

describe('formatMessage of a parsed text', () => {
  it('fills plain arguments as given, and leaves an argument without a value as written', () => {
    expect(format('Hello {name}, {missing} stays.', { name: 'Ana' }, 'en-US')).toBe('Hello Ana, {missing} stays.');
    expect(format('{amount} × {count}', { amount: '$1,299', count: 12 }, 'en-US')).toBe('$1,299 × 12');
  });

  it("picks the plural branch of the language's CLDR rule, # the number in the locale's digits", () => {
    expect(format(devices, { count: 1 }, 'en-US')).toBe('Logged out on 1 device.');
    expect(format(devices, { count: 2 }, 'en-US')).toBe('Logged out on 2 devices.');
    expect(format(devices, { count: 0 }, 'en-US')).toBe('Logged out on 0 devices.');
    expect(format(devices, { count: 1500 }, 'en-US')).toBe('Logged out on 1,500 devices.');
    // French: 0 and 1 are "one"; German groups with a dot.
    const fr = 'Déconnecté sur {count, plural, one {# appareil} other {# appareils}}.';
    expect(format(fr, { count: 0 }, 'fr-FR')).toBe('Déconnecté sur 0 appareil.');
    expect(format(fr, { count: 3 }, 'fr-FR')).toBe('Déconnecté sur 3 appareils.');
    expect(format('{n, plural, one {# Gerät} other {# Geräte}}', { n: 2500 }, 'de-DE')).toBe('2.500 Geräte');
  });

  it('takes an exact match before the category, and other when the language has no such category', () => {
    const text = '{count, plural, =0 {No devices} one {# device} other {# devices}}';
    expect(format(text, { count: 0 }, 'en-US')).toBe('No devices');
    expect(format(text, { count: 1 }, 'ja-JP')).toBe('1 devices');
  });

  it('fills arguments inside a branch, and a number passed as text chooses the branch too', () => {
    expect(format('{count, plural, one {# payment of {amount}} other {# payments of {amount}}}', { count: '1', amount: '$99' }, 'en-US')).toBe('1 payment of $99');
  });

  it('reads apostrophes as ICU does: quoting only before a brace or #, doubled for one', () => {
    expect(format("You're in, {name}.", { name: 'Ana' }, 'en-US')).toBe("You're in, Ana.");
    expect(format("Braces: '{name}' and it''s", { name: 'x' }, 'en-US')).toBe("Braces: {name} and it's");
    expect(format("{n, plural, other {# is '#'}}", { n: 3 }, 'en-US')).toBe('3 is #');
  });

  it('reads no inherited property, and expands nothing inside a filled value', () => {
    expect(format('{constructor} {toString}', {}, 'en-US')).toBe('{constructor} {toString}');
    expect(format('{a}', { a: '{b}', b: 'no' }, 'en-US')).toBe('{b}');
  });

  it('leaves a plural without a number as its placeholder', () => {
    expect(format(devices, {}, 'en-US')).toBe('Logged out on {count}.');
  });
});

describe('parseMessage', () => {
  it('says where and what is wrong', () => {
    const error = (text: string) => {
      try {
        parseMessage(text);
      } catch (e) {
        expect(e).toBeInstanceOf(MessageSyntaxError);
        return `${(e as MessageSyntaxError).offset}: ${(e as MessageSyntaxError).message}`;
      }
      throw new Error(`${text} parsed`);
    };
    expect(error('Hi {name')).toMatch(/^8: "\{name" must be closed/);
    expect(error('a } b')).toMatch(/^2: a "\}" closes nothing/);
    expect(error('{1x}')).toMatch(/^1: a name was expected/);
    expect(error('{n, select, a {x} other {y}}')).toMatch(/not supported: the only kind is plural/);
    expect(error('{n, plural, one {x}}')).toMatch(/^0: the plural of \{n\} has no "other" branch/);
    expect(error('{n, plural, single {x} other {y}}')).toMatch(/^12: "single" is not a plural category/);
    expect(error('{n, plural, one {x} one {y} other {z}}')).toMatch(/two "one" branches/);
    expect(error('{n, plural, one x other {y}}')).toMatch(/must be written in braces/);
    expect(error('{n, plural, one {x} other {y}')).toMatch(/never closed/);
  });

  it('lists the arguments and the plurals with their branches', () => {
    const parts = parseMessage('{count, plural, =0 {none} one {# of {amount}} other {# of {amount}}} by {last}');
    expect([...messageArguments(parts)]).toEqual([
      ['count', 'plural'],
      ['amount', 'plain'],
      ['last', 'plain'],
    ]);
    expect(messagePlurals(parts)).toEqual([{ argument: 'count', keys: ['=0', 'one', 'other'] }]);
  });
});

describe('pluralCategories', () => {
  it('are CLDR’s for each language of the site', () => {
    expect(pluralCategories('en-US')).toEqual(['one', 'other']);
    expect(pluralCategories('de-DE').sort()).toEqual(['one', 'other']);
    expect(pluralCategories('fr-FR').sort()).toEqual(['many', 'one', 'other']);
    for (const locale of ['ja-JP', 'ko-KR', 'zh-CN']) expect(pluralCategories(locale)).toEqual(['other']);
  });

  it('a plural must write the categories a count below 10,000 selects: one and other in en, de and fr, other in ja, ko and zh', () => {
    for (const locale of ['en-US', 'en-GB', 'de-DE', 'fr-FR']) expect(requiredPluralCategories(locale)).toEqual(['one', 'other']);
    for (const locale of ['ja-JP', 'ko-KR', 'zh-CN']) expect(requiredPluralCategories(locale)).toEqual(['other']);
    expect(requiredPluralCategories('pl-PL')).toEqual(['one', 'few', 'many', 'other']); // other: fractions, and the grammar's fallback
  });
});

describe('messageParts', () => {
  it('keeps a value as given, so a caller can fill an argument with an element', () => {
    const bold = { bold: 'A-1' };
    expect(messageParts<{ reference: string }, typeof bold>(parseMessage('Your reference: {reference}.'), { reference: bold }, 'en-US')).toEqual(['Your reference: ', bold, '.']);
  });
});
