import { describe, expect, it } from 'vitest';
import { digitNumbers, numbersNotInReference, statedNumbers } from './numbers.ts';

describe('numbers a text states', () => {
  it('reads every locale way of grouping and of writing decimals as one value', () => {
    for (const written of ['2,500', '2 500', '2.500', '2\u202f500', '2’500']) expect(digitNumbers(`about ${written} units`).map((n) => n.value)).toEqual(['2500']);
    expect(digitNumbers('11.1 V and 11,1 V').map((n) => n.value)).toEqual(['11.1', '11.1']);
    expect(digitNumbers('1.299,00 €').map((n) => n.value)).toEqual(['1299']);
  });

  it('takes English number words, months and afternoon hours (with their 00 minutes) from the reference', () => {
    expect([...statedNumbers('Thirty-one servos, five modes, used once; from Dec 9 to January 2, at 2 pm')].sort()).toEqual(['0', '1', '12', '14', '2', '31', '5', '9'].sort());
    expect([...statedNumbers('at 6:30 a.m.; 5 amazing robots')].sort()).toEqual(['30', '5', '6'].sort());
  });

  it('leaves out [[facts]], which codegen writes in', () => {
    expect(digitNumbers('A [[policy.warrantyYears]]-year warranty until [[campaign.black-friday.drawResultsBy]], 3 books').map((n) => n.value)).toEqual(['3']);
  });

  it('leaves out placeholders, addresses and the digits of names (G1, K1, T9)', () => {
    expect(digitNumbers('{count, plural, one {# item} other {# items}} at /us/faq#q2 or https://x.example/a1, with Grimlock G1 and K1 Pro').map((n) => n.value)).toEqual([]);
  });
});

describe('numbersNotInReference', () => {
  it('accepts a translation that states the same facts in its own way', () => {
    expect(numbersNotInReference('Thirty-one servos make every pose look alive.', '31 个舵机让每一个姿势都栩栩如生。')).toEqual([]);
    expect(
      numbersNotInReference('Orders placed from Dec 9, 2024 to Jan 2, 2025 can be returned until Jan 20, 2025.', '2024 年 12 月 9 日至 2025 年 1 月 2 日的订单可在 2025 年 1 月 20 日前退货。'),
    ).toEqual([]);
    expect(numbersNotInReference('Open 9 am to 6 pm.', 'Geöffnet von 9 bis 18 Uhr.')).toEqual([]);
  });

  it('names each figure the reference does not state, as the translation writes it', () => {
    expect(numbersNotInReference('Up to 23% off', 'Bis zu 22 % Rabatt')).toEqual(['22']);
    expect(numbersNotInReference('A 1-year warranty.', 'Garantie de 2 ans, 2 ans.')).toEqual(['2']);
  });
});

describe('numbers a translation writes in words', () => {
  it('are compared with the reference like digits, in French, German and English', () => {
    expect(numbersNotInReference('It understands 36 voice commands.', 'Il comprend trente-six commandes vocales.', 'fr')).toEqual([]);
    expect(numbersNotInReference('It understands 36 voice commands.', 'Il comprend vingt commandes vocales.', 'fr')).toEqual(['vingt']);
    expect(numbersNotInReference('Five programming modes.', 'Fünf Programmiermodi.', 'de')).toEqual([]);
    expect(numbersNotInReference('Five programming modes.', 'Sechsundzwanzig Programmiermodi.', 'de')).toEqual(['Sechsundzwanzig']);
    expect(numbersNotInReference('Four programming modes.', 'Five programming modes.', 'en')).toEqual(['Five']);
  });

  it('leave articles, "both" and words that are also ordinary words alone', () => {
    expect(numbersNotInReference('Both are deleted a day later.', 'Les deux sont supprimés un jour plus tard.', 'fr')).toEqual([]);
    expect(numbersNotInReference('A new robot.', 'Un robot tout neuf.', 'fr')).toEqual([]);
    expect(numbersNotInReference('A robot.', 'Ein Roboter.', 'de')).toEqual([]);
    expect(numbersNotInReference('The one you want.', 'The one you want.', 'en')).toEqual([]);
    // Without a language only digits count (a region whose words the table does not know).
    expect(numbersNotInReference('Five modes.', 'Sechs Modi.')).toEqual([]);
  });
});
