import type { AnyCheck, RuleTable } from './define.ts';

import { diagnostic, type Diagnostic } from '../diagnostics.ts';
import type { LoadedFile } from '../read/load-yaml.ts';
import { locate, parentOf } from '../read/locate.ts';
import type { Meanings } from '../validate/meaning.ts';

export const rules = {
  'fictional-number': {
    title: 'A sample phone number outside the ranges reserved for fiction',
    hint: 'A `sample: true` item writes a number reserved for fiction (+1 NXX 555 0100–0199, +44 20 7946 0000–0999 or another Ofcom drama range), or none; a real number is on an item without `sample: true`.',
  },
} as const satisfies RuleTable;

/**
 * Numbers reserved for fiction (films, books, demonstration content): nobody is ever given one, so a
 * sample number in these ranges rings no real subscriber. Written as the digits after the `+`.
 * - NANP (+1): NXX-555-0100 to 0199 in every area code (the NANP administrator's fictitious range).
 * - UK (+44): Ofcom's drama ranges (geographic, mobile, freephone, premium, UK-wide).
 * Other countries publish no such range we can rely on: a sample item there leaves its phone out
 * (docs/decisions.md D38).
 */
const FICTION_RANGES: readonly { name: string; pattern: RegExp }[] = [
  { name: 'NANP 555-0100–0199', pattern: /^1[2-9]\d{2}55501\d{2}$/ },
  { name: 'Ofcom drama, London 020 7946 0000–0999', pattern: /^442079460\d{3}$/ },
  { name: 'Ofcom drama, 01xx 496 0000–0999', pattern: /^441(1[3-8]|21|31|41|51|61)4960\d{3}$/ },
  { name: 'Ofcom drama, Belfast 028 9649 6000–6999', pattern: /^442896496\d{3}$/ },
  { name: 'Ofcom drama, Cardiff 029 2018 0000–0999', pattern: /^442920180\d{3}$/ },
  { name: 'Ofcom drama, 01632 960000–960999', pattern: /^441632960\d{3}$/ },
  { name: 'Ofcom drama, mobile 07700 900000–900999', pattern: /^447700900\d{3}$/ },
  { name: 'Ofcom drama, freephone 08081 570000–570999', pattern: /^448081570\d{3}$/ },
  { name: 'Ofcom drama, premium 0909 8790000–8790999', pattern: /^449098790\d{3}$/ },
  { name: 'Ofcom drama, UK-wide 03069 990000–990999', pattern: /^443069990\d{3}$/ },
];

/** The digits of a number written in international form (+1-408-555-0142, +44 20 7946 0198), or undefined. */
const digitsOf = (phone: string): string | undefined => (/^\+[0-9][0-9 ().-]*$/.test(phone.trim()) ? phone.replace(/[^0-9]/g, '') : undefined);

/** The fiction range `phone` is in, or undefined (also for a number not written in international form). */
export function fictionRange(phone: string): string | undefined {
  const digits = digitsOf(phone);
  return digits === undefined ? undefined : FICTION_RANGES.find((r) => r.pattern.test(digits))?.name;
}

const HINT =
  'Write a sample number from a range reserved for fiction (+1 408 555 0100–0199; +44 20 7946 0000–0999 or another Ofcom drama range); an office in another country leaves its phone out while it is sample data. A real number goes on an item without `sample: true`.';

/**
 * `[fictional-number]`: every phone number (`"x-phone": true`) of a sample item (`sample: true`, its
 * parent) is in a range reserved for fiction, and a number in such a range is on a sample item (a
 * fictional number never presented as a real one).
 */
export function checkPhoneNumbers(loaded: LoadedFile, meanings: Meanings): Diagnostic[] {
  const samples = new Set(meanings.sample.map((m) => parentOf(m.pointer)));
  return meanings.phone.flatMap(({ pointer, value }) => {
    const sample = samples.has(parentOf(pointer));
    const range = fictionRange(value);
    if (sample && !range) return [diagnostic('fictional-number', locate(loaded, pointer), `"${value}" is sample data but not in a range reserved for fiction: it may ring a real subscriber.`, HINT)];
    if (!sample && range)
      return [
        diagnostic(
          'fictional-number',
          locate(loaded, pointer),
          `"${value}" is a fictional number (${range}) on an item not marked as sample data.`,
          'Mark the item `sample: true` (the site labels it, make launch-check lists it), or write the real number.',
        ),
      ];
    return [];
  });
}

export const checks: readonly AnyCheck[] = [{ name: 'phone numbers', scope: 'file', check: (file) => checkPhoneNumbers(file.loaded, file.meanings) }];
