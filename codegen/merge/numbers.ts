/**
 * The numbers a text states, for the parity of translations (docs/decisions.md D37): a fact —
 * a figure, a date, a count — is the same in every region, so every number a translation writes in
 * digits must be one its reference text states, in digits or in words, whatever the locale's way of
 * writing it (2,500 = 2 500 = 2.500 = 2’500; "Thirty-one" = 31; "Dec 9" = 12 and 9; "2 pm" = 14).
 */

/** `words` as the values `first`, `first + step` …; an empty word stands for a value left out. */
const run = (words: readonly string[], first: number, step = 1): [string, number][] => words.flatMap((word, i) => (word ? [[word, first + i * step] as [string, number]] : []));

const UNITS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine'];
const TEENS = ['ten', 'eleven', 'twelve', 'thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen'];
const TENS = ['twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];
const MONTHS_FULL = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];
const OTHER_WORDS: Record<string, number> = { once: 1, twice: 2, single: 1, double: 2, half: 2, dozen: 12, hundred: 100, thousand: 1000, first: 1, second: 2, third: 3 };

/** Each tens word with each unit word, as a language joins them ("thirty-one", "vingt-deux", "zweiundzwanzig"). */
const compounds = (tens: [string, number][], units: [string, number][], join: (tens: string, unit: string) => string[]): [string, number][] =>
  tens.flatMap(([t, tv]) => units.flatMap(([u, uv]) => join(t, u).map((word): [string, number] => [word, tv + uv])));

/** Every English number word and compound ("thirty-one"), month name and abbreviation, and the other counting words, by value. */
const WORDS: ReadonlyMap<string, number> = new Map([
  ...Object.entries(OTHER_WORDS),
  ...run(UNITS, 0),
  ...run(TEENS, 10),
  ...run(TENS, 20, 10),
  ...compounds(run(TENS, 20, 10), run(UNITS.slice(1), 1), (t, u) => [`${t}-${u}`]),
  ...MONTHS_FULL.flatMap((month, i): [string, number][] => [
    [month, i + 1],
    [month.slice(0, 3), i + 1],
  ]),
  ['sept', 9],
]);

/**
 * The cardinal numbers a translation may write in words, per language, from two up (one is an article, "un", "ein",
 * "the one"); words that are also ordinary words are left out ("neuf" is new, "elf" an elf as often as eleven).
 */
const TRANSLATION_WORDS: Readonly<Record<string, ReadonlyMap<string, number>>> = (() => {
  const en = new Map([...WORDS].filter(([word, value]) => value >= 2 && !MONTHS_FULL.some((m) => m.startsWith(word)) && !['second', 'double', 'half', 'twice', 'third'].includes(word)));
  const frUnits = run(['un', 'deux', 'trois', 'quatre', 'cinq', 'six', 'sept', 'huit'], 1);
  const frTens = run(['vingt', 'trente', 'quarante', 'cinquante', 'soixante'], 20, 10);
  const fr = new Map([
    ...frUnits.slice(1),
    ...run(['dix', 'onze', 'douze', 'treize', 'quatorze', 'quinze', 'seize', 'dix-sept', 'dix-huit', 'dix-neuf'], 10),
    ...frTens,
    ...run(['soixante-dix', 'quatre-vingt-dix'], 70, 20),
    ['quatre-vingt', 80],
    ['quatre-vingts', 80],
    ['cent', 100],
    ['mille', 1000],
    ...compounds(frTens, frUnits, (t, u) => (u === 'un' ? [`${t}-et-un`, `${t} et un`] : [`${t}-${u}`])),
  ]);
  const deUnits = run(['ein', 'zwei', 'drei', 'vier', 'fünf', 'sechs', 'sieben', 'acht', 'neun'], 1);
  const deTens = run(['zwanzig', 'dreißig', 'vierzig', 'fünfzig', 'sechzig', 'siebzig', 'achtzig', 'neunzig'], 20, 10);
  const de = new Map([
    ...deUnits.slice(1),
    ...run(['zehn', '', 'zwölf', 'dreizehn', 'vierzehn', 'fünfzehn', 'sechzehn', 'siebzehn', 'achtzehn', 'neunzehn'], 10),
    ...deTens,
    ['hundert', 100],
    ['tausend', 1000],
    ...compounds(deTens, deUnits, (t, u) => [`${u}und${t}`]),
  ]);
  return { en, fr, de };
})();

/** The numbers a translation in `language` writes in words (en, fr, de), each as its value. */
function wordNumbers(text: string, language: string | undefined): { written: string; value: string }[] {
  const words = language ? TRANSLATION_WORDS[language] : undefined;
  if (!words) return [];
  const out: { written: string; value: string }[] = [];
  // French "les deux" is "both", no count.
  const plain = language === 'fr' ? prose(text).replace(/(?<!\p{L})(?:tou(?:te)?s )?les deux(?!\p{L})/giu, ' ') : prose(text);
  for (const [word] of plain.matchAll(/\p{L}+(?:[- ]et[- ]\p{L}+|-\p{L}+)*/gu)) {
    const value = words.get(word.toLowerCase());
    if (value !== undefined) out.push({ written: word, value: String(value) });
  }
  return out;
}

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

/** A text without what is not prose: {placeholders} (filled in by the site), [[facts]] (written in by codegen, codegen/merge/facts.ts) and addresses. */
const prose = (text: string) =>
  text
    .replace(/\{[^{}]*\}/g, ' ')
    .replace(/\[\[[^[\]]*\]\]/g, ' ')
    .replace(/(?:https?:\/\/|mailto:|\/)[^\s)]*/g, ' ');

/** The numbers a translation writes in digits, each as its value. */
export function digitNumbers(text: string): { written: string; value: string }[] {
  return [...prose(text).matchAll(NUMBER)].map((m) => ({ written: m[0], value: numberValue(m[0]) }));
}

/**
 * Every number the reference text states, as values: in digits, in English words, as month names;
 * an hour before "pm" also as its 24-hour value, and an hour written without minutes ("5 p.m.") also as 00.
 */
export function statedNumbers(text: string): Set<string> {
  let out = stated.get(text);
  if (out) return out;
  const clean = prose(text);
  out = new Set(digitNumbers(clean).map((n) => n.value));
  for (const [word] of clean.matchAll(/[A-Za-z]+(?:-[A-Za-z]+)?/g)) {
    const value = WORDS.get(word.toLowerCase());
    if (value !== undefined) out.add(String(value));
  }
  // "5 p.m." is 17:00 in a 24-hour clock: the afternoon hour and, with no minutes written, 00.
  for (const [, hour, minutes, half] of clean.matchAll(/\b(\d{1,2})(?::(\d{2}))?\s*(am|a\.m\.|pm|p\.m\.)(?![A-Za-z])/gi)) {
    if (/^p/i.test(half!) && Number(hour) < 12) out.add(String(Number(hour) + 12));
    if (minutes === undefined) out.add('0');
  }
  // A US length or weight is the same fact in metric: "7.5 in" also states 19 (cm), "5.7 lb" also 2.6 (kg); a range
  // ("from 7.5 to 11.8 in") converts at both ends.
  for (const [, from, to, unit] of clean.matchAll(/(\d+(?:\.\d+)?)(?:\s*(?:to|-|–)\s*(\d+(?:\.\d+)?))?\s*(in|inch|inches|lb|lbs)(?![A-Za-z])/gi))
    for (const figure of [from, to]) {
      if (figure === undefined) continue;
      const metric = Number(figure) * (/^in/i.test(unit!) ? 2.54 : 0.45359237);
      out.add(String(Math.round(metric)));
      out.add(String(Math.round(metric * 10) / 10));
    }
  stated.set(text, out);
  return out;
}
/** The reference texts read so far: a text is read once per process, not once per translation and run. */
const stated = new Map<string, Set<string>>();

/** The numbers a translation writes in digits, or in words of its `language` (en, fr, de), that its reference does not state. */
export function numbersNotInReference(reference: string, translation: string, language?: string): string[] {
  const key = `${reference}\u0000${translation}\u0000${language ?? ''}`;
  let extra = compared.get(key);
  if (!extra) {
    const stated = statedNumbers(reference);
    extra = [...new Set([...digitNumbers(translation), ...wordNumbers(translation, language)].flatMap((n) => (stated.has(n.value) ? [] : [n.written.trim()])))];
    compared.set(key, extra);
  }
  return extra;
}
/** The pairs compared so far (a watcher compares the same pairs again after each edit). */
const compared = new Map<string, string[]>();
