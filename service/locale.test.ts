import { describe, expect, it } from 'vitest';
import { formatMessage } from '../core/message.ts';
import { bundle } from '../dist/generated/bundles.ts';
import { mailFor, messageFor, regionPageUrl, requestRegion } from './locale.ts';

describe('requestRegion', () => {
  it('takes the region header when it belongs to the family', () => {
    expect(requestRegion('global', 'jp', undefined)).toBe('jp');
    expect(requestRegion('europe', 'FR', 'en')).toBe('fr');
  });
  it('ignores a region of another family', () => {
    expect(requestRegion('global', 'fr', undefined)).toBe('us');
    expect(requestRegion('china', 'us', undefined)).toBe('cn');
  });
  it('reads Accept-Language as the seed client sends it (en, or a region code), and as browsers do', () => {
    expect(requestRegion('europe', undefined, 'de')).toBe('de');
    expect(requestRegion('europe', undefined, 'en')).toBe('eu');
    expect(requestRegion('global', undefined, 'kr')).toBe('kr');
    expect(requestRegion('global', undefined, 'ja-JP,ja;q=0.9')).toBe('jp');
    expect(requestRegion('global', undefined, 'ko')).toBe('kr');
    expect(requestRegion('europe', undefined, 'en-GB')).toBe('uk');
  });
});

describe('messages', () => {
  it('localises by region, falling back to the default message', () => {
    expect(messageFor('us', 4004)).toBe('Incorrect email or password. Please try again.');
    expect(messageFor('de', 4001)).toBe('Bitte geben Sie eine gültige E-Mail-Adresse ein.');
    expect(messageFor('uk', 4029)).toBe('Too many requests. Please wait a moment.');
    expect(messageFor('us', 5000)).toBe('Server error, please try again later.');
    expect(messageFor('us', 4030, { seconds: 42 })).toBe('Too many attempts. Please try again in 42 seconds.');
    expect(messageFor('jp', 4030, { seconds: 42 })).toContain('42秒');
  });
  it('fills mail templates in every language', () => {
    for (const region of ['us', 'uk', 'eu', 'fr', 'de', 'kr', 'jp', 'cn'] as const) {
      const mail = mailFor(region, 'code', { code: '012345', minutes: 10 });
      expect(mail.text).toContain('012345');
      expect(mail.text).not.toMatch(/\{\w+\}/);
    }
  });
  it('types every text by the arguments its field declares: one left out, or of the wrong kind, fails the type check (make typecheck)', () => {
    const { installmentLast } = bundle('us').site.ui;
    // @ts-expect-error -- site.schema.json ui.installmentLast declares {last}, which this call leaves out
    expect(formatMessage(installmentLast, { count: 12, amount: '$10' }, 'en-US')).toContain('(last payment {last})');
    // @ts-expect-error -- {count} is declared a number (a plural chooses by it)
    formatMessage(installmentLast, { count: '12', amount: '$10', last: '$9' }, 'en-US');
    // @ts-expect-error -- a mail's values are the arguments its texts declare: the code mail's {minutes} is left out
    expect(mailFor('us', 'code', { code: '012345' }).text).toContain('{minutes}');
    expect(formatMessage(installmentLast, { count: 12, amount: '$10', last: '$9' }, 'en-US')).toContain('12 payments of $10');
  });
  it("chooses the plural of the region's language", () => {
    expect(messageFor('us', 4030, { seconds: 1 })).toBe('Too many attempts. Please try again in 1 second.');
    expect(messageFor('us', 4030, { seconds: 30 })).toBe('Too many attempts. Please try again in 30 seconds.');
    expect(messageFor('de', 4030, { seconds: 1 })).toContain('in 1 Sekunde erneut');
    expect(messageFor('fr', 4030, { seconds: 1 })).toMatch(/1\sseconde\b/);
    expect(messageFor('fr', 4030, { seconds: 2 })).toMatch(/2\ssecondes/);
  });
  it('builds page links per region', () => {
    expect(regionPageUrl('fr', 'reset-password')).toBe('https://www.mechanova.example/fr/reset-password');
    expect(regionPageUrl('cn', 'reset-password')).toBe('https://cn.mechanova.example/reset-password');
    expect(regionPageUrl('us', 'reset-password', 'http://localhost:3000')).toBe('http://localhost:3000/us/reset-password');
  });
});
