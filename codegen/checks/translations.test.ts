import { describe, expect, it } from 'vitest';
import { textLeaves } from '../merge/text-leaves.ts';
import { checkMessages, checkTranslations } from './translations.ts';
import { loadYaml } from '../read/load-yaml.ts';
import { resolveExtends, type RegionDocument } from '../merge/resolve-extends.ts';
import type { RegionCode } from '../read/workspace.ts';

const LANGUAGE: Partial<Record<RegionCode, string>> = { us: 'en', uk: 'en', fr: 'fr', de: 'de' };

const US = [
  'subscribe:', //              1
  '  title: Join', //           2
  '  button: Subscribe', //     3
  'navs:', //                   4
  '  - label: Products', //     5
  '  - label: Support', //      6
  'api:', //                    7
  '  message:', //              8
  '    default: Error', //      9
  '    "4003": Expired', //     10
  'note: null', //              11
  '',
].join('\n');

/** Loads each region's document, resolves `extends` and checks parity against us. */
function check(files: Partial<Record<RegionCode, string>>) {
  const docs = new Map<RegionCode, RegionDocument>();
  for (const [region, text] of Object.entries({ us: US, ...files }) as [RegionCode, string][]) {
    const loaded = loadYaml(`content-yaml/${region}/site.yaml`, Buffer.from(text));
    expect(loaded.diagnostics).toEqual([]);
    docs.set(region, { loaded, data: loaded.data as Record<string, unknown> });
  }
  const { merged, diagnostics } = resolveExtends(docs, (r) => LANGUAGE[r]!);
  expect(diagnostics).toEqual([]);
  return checkTranslations('us', docs, merged);
}
const at = (list: ReturnType<typeof check>) => list.map((d) => `${d.file}:${d.line}:${d.column} [${d.rule}]`);

const FR_COMPLETE = 'subscribe:\n  title: Rejoignez\n  button: S\'abonner\nnavs:\n  - label: Produits\n  - label: Assistance\napi:\n  message:\n    default: Erreur\n    "4003": Expirée\n';

describe('checkTranslations', () => {
  it('accepts a complete translation', () => {
    expect(check({ fr: FR_COMPLETE })).toEqual([]);
  });

  it("reports a missing key at the deepest existing key of the region's file", () => {
    const found = check({ fr: FR_COMPLETE.replace("  button: S'abonner\n", '') });
    expect(at(found)).toEqual(['content-yaml/fr/site.yaml:1:1 [missing-translation]']);
    expect(found[0]!.message).toContain('"subscribe.button"');
    expect(found[0]!.message).toContain('content-yaml/us/site.yaml:3');
    expect(found[0]!.hint).toContain('"button" under "subscribe"');
  });

  it('reports an empty text at the text', () => {
    const found = check({ fr: FR_COMPLETE.replace('title: Rejoignez', 'title: ""') });
    expect(at(found)).toEqual(['content-yaml/fr/site.yaml:2:10 [missing-translation]']);
    expect(found[0]!.message).toContain('"subscribe.title"');
  });

  it('reports a missing map once, at the deepest existing key', () => {
    const found = check({ fr: FR_COMPLETE.replace('api:\n  message:\n    default: Erreur\n    "4003": Expirée\n', 'api: {}\n') });
    expect(at(found)).toEqual(['content-yaml/fr/site.yaml:7:1 [missing-translation]']);
    expect(found[0]!.message).toContain('"api.message"');
  });

  it('reports a map written as a text', () => {
    const found = check({ fr: FR_COMPLETE.replace('api:\n  message:\n    default: Erreur\n    "4003": Expirée\n', 'api:\n  message: Erreur\n') });
    expect(found.map((d) => d.message)).toEqual([expect.stringContaining('"api.message"')]);
  });

  it('reports every region on its own', () => {
    const de = FR_COMPLETE.replace('    "4003": Expirée\n', '');
    const found = check({ fr: FR_COMPLETE.replace('    default: Erreur\n', ''), de });
    expect(found.map((d) => `${d.file} ${d.message.split(' ')[0]}`).sort()).toEqual(['content-yaml/de/site.yaml "api.message.4003"', 'content-yaml/fr/site.yaml "api.message.default"']);
  });

  it('does not compare lists', () => {
    expect(check({ fr: FR_COMPLETE.replace('  - label: Assistance\n', '') })).toEqual([]);
    expect(check({ fr: FR_COMPLETE.replace('  - label: Produits\n', '  - label: Produits\n    extra: x\n') })).toEqual([]);
  });

  it('does not ask for a key the reference leaves empty', () => {
    expect(check({ fr: `${FR_COMPLETE}note: ""\n` })).toEqual([]);
  });

  it('does not report keys inherited from a region of the same language', () => {
    expect(check({ uk: 'extends: us\nsubscribe:\n  title: Join the crew\n' })).toEqual([]);
  });

  it('reports an own empty text even when the parent has one', () => {
    const found = check({ uk: 'extends: us\nsubscribe:\n  title: ""\n' });
    expect(at(found)).toEqual(['content-yaml/uk/site.yaml:3:10 [missing-translation]']);
  });

  it('checks nothing when the reference region has no document', () => {
    const loaded = loadYaml('content-yaml/fr/site.yaml', Buffer.from('a: 1\n'));
    const docs = new Map<RegionCode, RegionDocument>([['fr', { loaded, data: { a: 1 } }]]);
    expect(checkTranslations('us', docs, new Map([['fr', { a: 1 }]]))).toEqual([]);
  });
});

describe('checkTranslations on pages made of sections', () => {
  const PAGE_US = [
    'sections:', //                  1
    '  - id: specs', //              2
    '    type: spec-table', //       3
    '    title: Specs', //           4
    '    rows:', //                  5
    '      - id: servos', //         6
    '        name: Servos', //       7
    '        value: "31"', //        8
    '      - id: battery', //        9
    '        name: Battery', //      10
    '        value: 2100 mAh', //    11
    '  - id: cards', //              12
    '    type: product-cards', //    13
    '    title: Robots', //          14
    '    items:', //                 15
    '      - product: aiBase', //    16
    '        title: AI Base', //     17
    '',
  ].join('\n');
  const page = (files: Partial<Record<RegionCode, string>>) => {
    const docs = new Map<RegionCode, RegionDocument>();
    for (const [region, text] of Object.entries({ us: PAGE_US, ...files }) as [RegionCode, string][]) {
      const loaded = loadYaml(`content-yaml/${region}/pages/p.yaml`, Buffer.from(text));
      docs.set(region, { loaded, data: loaded.data as Record<string, unknown> });
    }
    const { merged } = resolveExtends(docs, (r) => LANGUAGE[r]!);
    return checkTranslations('us', docs, merged);
  };
  const FR = PAGE_US.replace('title: Specs', 'title: Caractéristiques')
    .replace('name: Servos', 'name: Servomoteurs')
    .replace('name: Battery', 'name: Batterie')
    .replace('title: Robots', 'title: Nos robots');

  it('accepts items in another order, a card list of its own and a section of its own', () => {
    const reordered = FR.replace(
      /      - id: servos\n        name: Servomoteurs\n        value: "31"\n(      - id: battery\n        name: Batterie\n        value: 2100 mAh\n)/,
      '$1      - id: servos\n        name: Servomoteurs\n        value: "31"\n',
    )
      .replace('      - product: aiBase\n        title: AI Base\n', '      - product: t9\n        title: T9\n')
      .concat('  - id: extra\n    type: notes\n    title: Notes\n');
    expect(page({ fr: reordered })).toEqual([]);
  });

  it('reports an item removed in a region at its list, naming the id and where the reference has it', () => {
    const found = page({ fr: FR.replace('      - id: battery\n        name: Batterie\n        value: 2100 mAh\n', '') });
    expect(found.map((d) => `${d.file}:${d.line}:${d.column} [${d.rule}]`)).toEqual(['content-yaml/fr/pages/p.yaml:6:7 [missing-translation]']);
    expect(found[0]!.message).toBe('The item "battery" of sections[specs].rows is missing in fr.');
    expect(found[0]!.hint).toContain('content-yaml/us/pages/p.yaml:9');
  });

  it('accepts a section kept with disabled: true, and reports one that is simply absent', () => {
    const cardsSection = FR.slice(FR.indexOf('  - id: cards'));
    expect(page({ fr: FR.replace(cardsSection, '  - id: cards\n    type: product-cards\n    disabled: true\n') })).toEqual([]);
    const found = page({ fr: FR.replace(cardsSection, '') });
    expect(found.map((d) => d.message)).toEqual(['The section "cards" (product-cards) of sections is missing in fr.']);
    expect(found[0]!.hint).toContain('disabled: true');
  });

  it('reports a text missing inside an item at that item, through the id even when the order differs', () => {
    const found = page({ fr: FR.replace('        name: Batterie\n', '') });
    expect(found.map((d) => `${d.line}:${d.column} ${d.message.slice(0, 40)}`)).toEqual([expect.stringMatching(/^9:9 "sections\[specs\]\.rows\[battery\]\.name"/)]);
  });

  it('lets an inheriting region write only the item it changes', () => {
    expect(page({ uk: 'extends: us\nsections:\n  - id: specs\n    type: spec-table\n    rows:\n      - id: battery\n        value: 2,100 mAh\n' })).toEqual([]);
  });
});

describe('placeholders', () => {
  const SITE = 'ui:\n  installment: or {count} payments of {amount}\n';
  const check2 = (fr: string) => {
    const docs = new Map<RegionCode, RegionDocument>();
    for (const [region, text] of Object.entries({ us: SITE, fr }) as [RegionCode, string][]) {
      const loaded = loadYaml(`content-yaml/${region}/site.yaml`, Buffer.from(text));
      docs.set(region, { loaded, data: loaded.data as Record<string, unknown> });
    }
    return checkTranslations('us', docs, resolveExtends(docs, (r) => LANGUAGE[r]!).merged);
  };

  it('accepts the same placeholders in another order', () => {
    expect(check2('ui:\n  installment: "{amount} en {count} fois"\n')).toEqual([]);
  });

  it("reports a placeholder left out, at the text (one added is [message-argument]'s, against what the field declares)", () => {
    const [d, ...rest] = check2('ui:\n  installment: ou {cout} versements de {amount}\n');
    expect(rest).toEqual([]);
    expect(`${d!.line}:${d!.column} [${d!.rule}]`).toBe('2:16 [placeholder]');
    expect(d!.message).toContain('missing {count}');
    expect(check2('ui:\n  installment: ou {count} versements de {amount} {extra}\n')).toEqual([]);
  });
});

describe('numbers', () => {
  const withNote = (note: string) => US.replace('note: null', `note: ${note}`);
  const checkNote = (us: string, fr: string) => {
    const docs = new Map<RegionCode, RegionDocument>();
    for (const [region, text] of [
      ['us', withNote(us)],
      ['fr', `${FR_COMPLETE}note: ${fr}\n`],
    ] as const) {
      const loaded = loadYaml(`content-yaml/${region}/site.yaml`, Buffer.from(text));
      docs.set(region, { loaded, data: loaded.data as Record<string, unknown> });
    }
    return checkTranslations('us', docs, resolveExtends(docs, (r) => LANGUAGE[r]!).merged);
  };

  it('is an error at the text when a translation states a figure the reference does not, naming the reference', () => {
    const [d, ...rest] = checkNote('Returns within 14 days.', 'Retours sous 30 jours.');
    expect(rest).toEqual([]);
    expect(d).toMatchObject({ rule: 'number', severity: 'error', file: 'content-yaml/fr/site.yaml', line: 11, column: 7 });
    expect(d!.message).toContain('"30"');
    expect(d!.message).toContain('content-yaml/us/site.yaml:11');
  });

  it('accepts the same figures written the way the language writes them, and leaves instants and addresses alone', () => {
    expect(checkNote('Over two thousand fans, 2,500 of them in Paris.', 'Plus de deux mille fans, dont 2 500 à Paris.')).toEqual([]);
    expect(checkNote('"2024-11-14T00:00:00-05:00"', '"2024-11-14T00:00:00+01:00"')).toEqual([]);
    expect(checkNote('/us/faq', '/fr/faq2')).toEqual([]);
  });

  it('reads a 12-hour time as the 24-hour one, and leaves [[facts]] to codegen, where the translation must refer to them too', () => {
    expect(checkNote('From April 25, 5 p.m. to May 26, 6 a.m.', '"Du 25 avril, 17:00, au 26 mai, 06:00."')).toEqual([]);
    expect(checkNote('"Returns until [[campaign.christmas-sale.returnsUntil]]."', '"Retours jusqu’au [[campaign.christmas-sale.returnsUntil]]."')).toEqual([]);
    // The reference refers to the fact: a translation that writes the date itself states figures the reference does not.
    expect(checkNote('"Returns until [[campaign.christmas-sale.returnsUntil]]."', 'Retours jusqu’au 27 janvier 2025.').map((d) => d.message)).toEqual([expect.stringContaining('states "27", "2025"')]);
  });
});

describe('checkMessages', () => {
  const LOCALE: Partial<Record<RegionCode, string>> = { us: 'en-US', jp: 'ja-JP', fr: 'fr-FR' };
  const messages = (files: Partial<Record<RegionCode, string>>) => {
    const docs = new Map<RegionCode, RegionDocument>();
    for (const [region, text] of Object.entries(files) as [RegionCode, string][]) {
      const loaded = loadYaml(`content-yaml/${region}/site.yaml`, Buffer.from(text));
      docs.set(region, { loaded, data: loaded.data as Record<string, unknown> });
    }
    const { merged } = resolveExtends(docs, (r) => LOCALE[r]!.slice(0, 2));
    // Every text is a message here (in content, those of the fields that declare x-message).
    const everyText = (doc: Record<string, unknown>) => new Set(textLeaves(doc).map(({ path }) => `/${path.join('/')}`));
    return checkMessages('us', docs, merged, (r) => LOCALE[r]!, everyText).map((d) => `${d.file}:${d.line}:${d.column} ${d.severity} [${d.rule}] ${d.message}`);
  };
  const US_TEXT = 'left: "{count, plural, one {# device} other {# devices}} left"\nunit: "in {seconds} s"\nof: "{index} of {count}"\n';

  it('passes a plural with the categories of each language, a unit symbol and a count at the end of a text', () => {
    expect(
      messages({
        us: US_TEXT,
        fr: 'left: "{count, plural, one {# appareil} other {# appareils}} restant(s)"\nunit: "dans {seconds} s"\nof: "{index} sur {count}"\n',
        jp: 'left: "残り {count} 台"\nunit: "{seconds} 秒"\nof: "{count} 枚中 {index} 枚目"\n',
      }),
    ).toEqual([]);
  });

  it('warns of a category the language never selects: Japanese needs no plural at all', () => {
    expect(messages({ us: US_TEXT, jp: 'left: "残り {count, plural, one {# 台} other {# 台}}"\nunit: "{seconds} 秒"\nof: "{count} 枚中 {index} 枚目"\n' })).toEqual([
      'content-yaml/jp/site.yaml:1:7 warning [plural] "left": the plural of {count} has one, which ja-JP never selects.',
    ]);
  });

  it('reports a text that breaks the grammar once, where it is written, with the character', () => {
    expect(messages({ us: 'left: "{count, plural, one {# device}} left"\n' })).toEqual([
      'content-yaml/us/site.yaml:1:7 error [message-syntax] "left": the plural of {count} has no "other" branch, which every language needs (character 1, near "{count, plural,").',
    ]);
  });
});
