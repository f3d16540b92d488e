import { describe, expect, it } from 'vitest';
import { loadYaml } from '../read/load-yaml.ts';
import { checkPhoneNumbers, fictionRange } from './fictional-number.ts';
import { meaningsOf } from '../validate/test-meanings.ts';

describe('ranges reserved for fiction', () => {
  it.each([
    ['+1-408-555-0142', 'NANP 555-0100–0199'],
    ['+1 (212) 555-0100', 'NANP 555-0100–0199'],
    ['+1 408 555 0199', 'NANP 555-0100–0199'],
    ['+44 20 7946 0198', 'Ofcom drama, London 020 7946 0000–0999'],
    ['+44 113 496 0000', 'Ofcom drama, 01xx 496 0000–0999'],
    ['+44 161 496 0999', 'Ofcom drama, 01xx 496 0000–0999'],
    ['+44 7700 900123', 'Ofcom drama, mobile 07700 900000–900999'],
    ['+44 28 9649 6123', 'Ofcom drama, Belfast 028 9649 6000–6999'],
    ['+44 1632 960001', 'Ofcom drama, 01632 960000–960999'],
  ])('%s is in %s', (phone, range) => {
    expect(fictionRange(phone)).toBe(range);
  });

  it.each([
    ['+1-408-555-0200', 'a 555 number outside 0100–0199 may be assigned'],
    ['+1-408-555-1234', 'idem'],
    ['+1 055 555 0100', 'an area code never starts with 0'],
    ['+44 20 5550 0198', 'not a drama range'],
    ['+44 20 7946 1000', 'past the London range'],
    ['+31 20 555 0137', 'the Netherlands reserve no range'],
    ['408-555-0142', 'not in international form: its country is unknown'],
  ])('%s is not (%s)', (phone) => {
    expect(fictionRange(phone)).toBeUndefined();
  });
});

describe('[fictional-number]', () => {
  const run = (yaml: string) => {
    const loaded = loadYaml('content-yaml/regions.yaml', Buffer.from(yaml));
    return checkPhoneNumbers(loaded, meaningsOf(loaded.data, { phone: 'phone', sample: 'sample' })).map((d) => `${d.line}:${d.column} ${d.message}`);
  };

  it('accepts a sample item with a fictional number, and a real item with a real one', () => {
    expect(run('offices:\n  - id: a\n    sample: true\n    phone: "+1 408 555 0100"\n  - id: b\n    phone: "+1 408 961 4000"\n')).toEqual([]);
  });

  it('refuses a sample number outside the fiction ranges, where it is written', () => {
    expect(run('offices:\n  - id: a\n    sample: true\n    phone: "+31 20 555 0137"\n')).toEqual([
      '4:12 "+31 20 555 0137" is sample data but not in a range reserved for fiction: it may ring a real subscriber.',
    ]);
  });

  it('refuses a fictional number on an item not marked as sample data', () => {
    expect(run('offices:\n  - id: a\n    phone: "+44 20 7946 0198"\n')).toEqual([
      '3:12 "+44 20 7946 0198" is a fictional number (Ofcom drama, London 020 7946 0000–0999) on an item not marked as sample data.',
    ]);
  });
});
