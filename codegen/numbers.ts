/**
 * The numbers a text states, for the parity of translations (issue 23, docs/decisions.md D37): a fact —
 * a figure, a date, a count — is the same in every region, so every number a translation writes in
 * digits must be one its reference text states, in digits or in words, whatever the locale's way of
 * writing it (2,500 = 2 500 = 2.500 = 2’500; "Thirty-one" = 31; "Dec 9" = 12 and 9; "2 pm" = 14).
 */

const UNITS = [
  'zero',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
  'fifteen',
  'sixteen',
  'seventeen',
  'eighteen',
  'nineteen',
];
const TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];
const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const OTHER_WORDS: Record<string, number> = { once: 1, twice: 2, single: 1, double: 2, half: 2, dozen: 12, hundred: 100, thousand: 1000, first: 1, second: 2, third: 3 };

/** An English number word or compound ("thirty-one"), a month name or abbreviation, or undefined. */
function wordValue(word: string): number | undefined {
  const w = word.toLowerCase();
  const unit = UNITS.indexOf(w);
  if (unit >= 0) return unit;
  const [tens, one] = w.split('-');
  const t = TENS.indexOf(tens ?? '');
  if (t >= 2) {
    if (one === undefined) return t * 10;
    const u = UNITS.indexOf(one);
    if (u >= 1 && u <= 9) return t * 10 + u;
  }
  const month = MONTHS.indexOf(w.slice(0, 3));
  if (month >= 0 && (w.length === 3 || w.startsWith(MONTHS_FULL[month]!.slice(0, w.length)))) return month + 1;
  return OTHER_WORDS[w];
}
const MONTHS_FULL = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];

/** A run of digits with the separators locales group or split them by; not one glued to a Latin letter before it (G1, K1 Pro, T9: names, not figures). */
const NUMBER = /(?<![A-Za-z\d])\d+(?:[.,\u00a0\u202f\u2009' ’]\d+)*/g;

/** The value of one written number: separators between groups of three are grouping; a last group of another length follows a decimal separator. */
function numberValue(written: string): string {
  const groups = written.split(/[.,\u00a0\u202f\u2009' ’]/);
  if (groups.length === 1) return String(Number(groups[0]));
  const last = groups.at(-1)!;
  if (groups.slice(1).every((g) => g.length === 3)) return String(Number(groups.join('')));
  return String(Number(`${groups.slice(0, -1).join('')}.${last}`));
}

/** A text without what is not prose: {placeholders} (filled in by the site) and addresses. */
const prose = (text: string) => text.replace(/\{[^{}]*\}/g, ' ').replace(/(?:https?:\/\/|mailto:|\/)[^\s)]*/g, ' ');

/** The numbers a translation writes in digits, each as its value. */
export function digitNumbers(text: string): { written: string; value: string }[] {
  return [...prose(text).matchAll(NUMBER)].map((m) => ({ written: m[0], value: numberValue(m[0]) }));
}

/**
 * Every number the reference text states, as values: in digits, in English words, as month names;
 * an hour before "pm" also as its 24-hour value.
 */
export function statedNumbers(text: string): Set<string> {
  const clean = prose(text);
  const out = new Set(digitNumbers(clean).map((n) => n.value));
  for (const [word] of clean.matchAll(/[A-Za-z]+(?:-[A-Za-z]+)?/g)) {
    const value = wordValue(word);
    if (value !== undefined) out.add(String(value));
  }
  for (const [, hour] of clean.matchAll(/\b(\d{1,2})(?::\d{2})?\s*(?:pm|p\.m\.)/gi)) if (Number(hour) < 12) out.add(String(Number(hour) + 12));
  return out;
}

/** The numbers a translation writes in digits that its reference does not state. */
export function numbersNotInReference(reference: string, translation: string): string[] {
  const stated = statedNumbers(reference);
  return [...new Set(digitNumbers(translation).flatMap((n) => (stated.has(n.value) ? [] : [n.written.trim()])))];
}
