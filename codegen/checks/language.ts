import { francAll } from 'franc-min';
import { diagnostic, type Diagnostic } from '../diagnostics.ts';
import { textLeaves } from '../merge/text-leaves.ts';
import { locate } from '../read/locate.ts';
import { NOT_PROSE, couldBeTranslated, isProse } from '../records/stale-translations.ts';
import type { RegionCode } from '../read/workspace.ts';
import type { AnyCheck, RuleTable } from './define.ts';
import type { Reads } from './reads.ts';
import type { ContentFile } from './units.ts';
import { pointerOf, valueAt } from './walk.ts';

export const rules = {
  'wrong-language': {
    title: "A text in another language than its region's",
    hint: "Write the text in your region's language (regions.yaml `language`): a text copied from another region is served to your visitors as if it were theirs.",
  },
} as const satisfies RuleTable;

/** The languages the site is written in, as franc names them; what franc may answer besides (its nearest neighbours, so a French text is not forced into English). */
const FRANC: Readonly<Record<string, string>> = { en: 'eng', fr: 'fra', de: 'deu' };
const CANDIDATES = ['eng', 'fra', 'deu', 'ita', 'spa', 'nld', 'por'];
/** Below this many words franc guesses; product names and labels are short. */
const MIN_WORDS = 12;
/** How far below the winner the region's own language may score and still be its text (franc scores the winner 1). */
const OWN_SCORE = 0.75;
/** The script each CJK language is written in, and a test that a text has it. */
const SCRIPT: Readonly<Record<string, { name: string; has: RegExp }>> = {
  ko: { name: 'Hangul', has: /\p{Script=Hangul}/u },
  ja: { name: 'kana', has: /[\p{Script=Hiragana}\p{Script=Katakana}]/u },
  zh: { name: 'Han', has: /\p{Script=Han}/u },
};
const KANA = /[\p{Script=Hiragana}\p{Script=Katakana}]/u;
/**
 * Characters Simplified and Traditional Chinese write differently, in pairs (Simplified, then Traditional), among
 * the commonest of the site's copy: a text with more of one script's than of the other's is written in that script.
 */
const HANS_HANT =
  '们們这這个個来來时時会會对對说說国國与與体體点點机機开開关關买買卖賣经經销銷处處门門区區号號码碼网網页頁广廣产產务務动動电電话話请請选選择擇为為购購权權证證业業发發设設计計应應该該从從还還进進过過认認识識东東车車长長乐樂见見间間问問题題实實现現给給线線级級万萬优優订訂单單邮郵费費运運输輸换換维維馆館内內数數据據试試语語声聲样樣装裝';
const HANS = new Set([...HANS_HANT].filter((_, i) => i % 2 === 0));
const HANT = new Set([...HANS_HANT].filter((_, i) => i % 2 === 1));
/** The Chinese script a language tag is written in: Traditional for Hong Kong, Macao, Taiwan or -Hant, else Simplified. */
export const chineseScript = (tag: string): 'Hans' | 'Hant' => (/^zh(-Hant|-HK|-MO|-TW)\b/i.test(tag) ? 'Hant' : 'Hans');
/** Whether a Chinese text is written in the other script than `script` (more of that script's characters than of its own). */
function otherScript(text: string, script: 'Hans' | 'Hant'): string | undefined {
  const chars = [...text];
  const hans = chars.filter((c) => HANS.has(c)).length;
  const hant = chars.filter((c) => HANT.has(c)).length;
  if (script === 'Hans' && hant > hans) return 'Traditional Chinese';
  if (script === 'Hant' && hans > hant) return 'Simplified Chinese';
  return undefined;
}
const HANGUL = /\p{Script=Hangul}/u;

/** A text as its words read: without facts, placeholders and plural bodies, link targets, tags and Markdown marks. */
function words(text: string): string {
  let out = text.replace(/\[\[[^\]]*\]\]|\]\([^)]*\)|https?:\S+|<[^>]+>|[#*_`|]/g, ' ');
  for (let before = ''; before !== out; ) {
    before = out;
    out = out.replace(/\{[^{}]*\}/g, ' ');
  }
  return out.replace(/\s+/g, ' ').trim();
}

/** Whether a text reads more like `language` than like `other` (two of the site's languages; a CJK one by its script). */
function readsAs(text: string, language: string, other: string): boolean {
  if (SCRIPT[language] || SCRIPT[other]) return SCRIPT[language]?.has.test(text) ?? !SCRIPT[other]!.has.test(text);
  const scores = new Map(francAll(words(text), { only: [FRANC[language]!, FRANC[other]!] }));
  return (scores.get(FRANC[language]!) ?? 0) >= (scores.get(FRANC[other]!) ?? 0);
}

/** Which language a text is in when it is not `language`'s, or undefined (too short to tell, or the region's). */
export function otherLanguage(text: string, language: string, chinese: 'Hans' | 'Hant' = 'Hans'): string | undefined {
  const script = SCRIPT[language];
  if (script) {
    const plain = words(text);
    if (language === 'zh' && otherScript(plain, chinese)) return otherScript(plain, chinese);
    // A Korean text without Hangul, a Japanese one in Hangul or without kana beside its kanji, a Chinese one with kana or Hangul.
    if (language === 'ko' && !HANGUL.test(plain) && plain.split(' ').length >= MIN_WORDS) return 'not Korean (no Hangul)';
    if (language !== 'ko' && HANGUL.test(plain)) return 'Korean';
    if (language === 'zh' && KANA.test(plain)) return 'Japanese';
    if (language === 'ja' && !KANA.test(plain) && plain.split(' ').length >= MIN_WORDS && !/\p{Script=Han}/u.test(plain)) return 'not Japanese (no kana or kanji)';
    return undefined;
  }
  const own = FRANC[language];
  if (!own) return undefined;
  const plain = words(text);
  if (plain.split(' ').length < MIN_WORDS) return undefined;
  const scores = francAll(plain, { only: CANDIDATES });
  const [top] = scores[0] ?? [];
  if (!top || top === own || !Object.values(FRANC).includes(top)) return undefined;
  const ownScore = scores.find(([code]) => code === own)?.[1] ?? 0;
  return ownScore < OWN_SCORE ? Object.keys(FRANC).find((code) => FRANC[code] === top) : undefined;
}

/** The prose of a file: its strings but those its schema says are no text (addresses, ids, pictures…), with their pointers. */
function proseOf(file: ContentFile) {
  const skip = new Set([...NOT_PROSE, 'endonym' as const].flatMap((m) => file.meanings[m].map((x) => x.pointer)));
  return textLeaves(file.data).flatMap((leaf) => {
    const pointer = pointerOf(leaf.path);
    // A catalogue's product names are facts, the same in every language.
    return isProse(leaf.text) && !skip.has(pointer) && !(file.kind.kind === 'catalog' && leaf.path.at(-1) === 'name') ? [{ text: leaf.text, pointer }] : [];
  });
}

/**
 * [wrong-language]: a text of a region's own file written in another language than the region's (franc on the Latin
 * languages, the script on Korean, Japanese and Chinese), or identical to the text another region of another language
 * shows at the same place (a copy). Reported where it is written.
 */
function checkLanguage(file: ContentFile, read: Reads): Diagnostic[] {
  if (!('region' in file.kind)) return [];
  const region = file.kind.region;
  const regions = read.regions().regions;
  const language = regions[region]!.language;
  const kind = file.kind;
  // A page no route shows in its region is [orphan-content], and nobody reads it.
  const route = kind.kind === 'page' ? read.routeTable()?.routes.find((r) => r.page === kind.page && r.regions.includes(region)) : undefined;
  if (kind.kind === 'page' && !route) return [];
  // A page in another language than its region's (routes.yaml meta.language: the zh-HK edition of a cn page) is checked in that one.
  const chinese = chineseScript(route?.meta.language ?? regions[region]!.locale);
  const others = Object.keys(regions).filter((code) => regions[code]!.language !== language);
  const shownBy = (code: RegionCode): unknown =>
    kind.kind === 'site' ? read.mergedSites().get(code) : kind.kind === 'page' ? read.mergedPage({ page: kind.page, region: code }) : read.catalog(code)?.data;
  const out: Diagnostic[] = [];
  for (const { text, pointer } of proseOf(file)) {
    // The same words where a region of another language shows them: a copy in whichever of the two they read less like.
    const copiedFrom =
      couldBeTranslated(text) && words(text).length >= 20 ? others.find((code) => valueAt(shownBy(code), pointer) === text && !readsAs(text, language, regions[code]!.language)) : undefined;
    const other = copiedFrom ? undefined : otherLanguage(text, language, chinese);
    if (!copiedFrom && !other) continue;
    const what = copiedFrom ? `is ${copiedFrom}'s text word for word` : `reads as ${other}`;
    out.push(diagnostic('wrong-language', locate(file.loaded, pointer), `This ${region} text ${what}, not ${language}: "${text.length > 60 ? `${text.slice(0, 57)}…` : text}".`));
  }
  return out;
}

export const checks: readonly AnyCheck[] = [{ name: 'language', scope: 'file', kinds: ['site', 'page', 'catalog'], needs: ['regions'], check: checkLanguage }];
