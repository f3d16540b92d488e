import type { AnyCheck, RuleTable } from './define.ts';
import type { Reads } from './reads.ts';

import { parseInstant } from '../../core/instant.ts';
import { diagnostic, type Diagnostic } from '../diagnostics.ts';
import type { LoadedFile } from '../read/load-yaml.ts';
import { locate } from '../read/locate.ts';
import { routeOfPage, type RouteTable } from '../merge/routes-table.ts';
import { textLeaves } from '../merge/text-leaves.ts';
import type { ContentKind, RegionCode } from '../read/workspace.ts';
import type { Region } from '../../dist/generated/content-types.ts';
import { keptIn } from './walk.ts';

export const rules = {
  'restricted-word': {
    title: "A word the market's law restricts",
    hint: 'Use another word, or show the page only when the law allows it (content-yaml/regions.yaml restrictedWords, docs/market-rules.md).',
  },
} as const satisfies RuleTable;

/** regions.yaml `restrictedWords` of one region (schemas/regions.schema.json). */
export type RestrictedWord = NonNullable<Region['restrictedWords']>[number];

/** Letters of the scripts written without spaces between words (Chinese, Japanese) or with particles joined to them (Korean). */
const CJK = String.raw`\p{scx=Han}\p{scx=Hiragana}\p{scx=Katakana}\p{scx=Hangul}`;
const HAS_CJK = new RegExp(`[${CJK}]`, 'v');
/** A letter or digit that continues a word of a spaced script: any letter or digit but a CJK one. */
const WORD_CHAR = `[[\\p{L}\\p{N}]--[${CJK}]]`;

/** The term as a pattern: case-insensitive, any run of spaces (U+00A0, U+202F too) for a space, either apostrophe (' ’) for one. */
function termPattern(term: string): string {
  return term
    .trim()
    .split(/\s+/)
    .map((part) => [...part].map((c) => (c === "'" || c === '’' ? "['’]" : /[.*+?^${}()|[\]\\/]/.test(c) ? `\\${c}` : c)).join(''))
    .join('\\s+');
}

/**
 * A matcher of one restricted term. A term in a CJK script is found anywhere in the text (those
 * scripts put no space between words: 最 in 最佳, 최저가 in 최저가로); a term in another script only
 * as a whole word, between characters that are no letters or digits of a spaced script (so "soldes"
 * is not found in "soldées", and "No.1" is found in "業界No.1"). Case is ignored. A find that lies
 * within one of the term's `except` words (第一 within 第一次) is no use of the term. Returns the first
 * use, quoted (a CJK one with the words around it), or undefined.
 */
export function termMatcher(term: string, except: readonly string[] = []): (text: string) => string | undefined {
  const cjk = HAS_CJK.test(term);
  const body = termPattern(term);
  const pattern = cjk ? new RegExp(body, 'giv') : new RegExp(`(?<!${WORD_CHAR})${body}(?!${WORD_CHAR})`, 'giv');
  const exceptions = except.map((word) => new RegExp(termPattern(word), 'giv'));
  return (text) => {
    const spans = exceptions.flatMap((e) => [...text.matchAll(e)].map((m) => [m.index, m.index + m[0].length] as const));
    for (const found of text.matchAll(pattern)) {
      const start = found.index;
      const end = start + found[0].length;
      if (spans.some(([from, to]) => from <= start && end <= to)) continue;
      if (!cjk || found[0] === text) return `"${found[0]}"`;
      // A CJK term is often one character (最): the words around it say which use it is.
      const before = text.slice(Math.max(0, start - 6), start).replace(/^.*\n/s, '');
      const after = text.slice(end, end + 6).replace(/\n.*$/s, '');
      return `"${found[0]}" (in "${start - before.length > 0 ? '…' : ''}${before}${found[0]}${after}${end + after.length < text.length ? '…' : ''}")`;
    }
    return undefined;
  };
}

/** An except word that does not contain its term would hide nothing: a slip (最大 listed under 第一). */
function checkExcepts(regionsFile: LoadedFile, regionCodes: readonly RegionCode[], rulesOf: (region: RegionCode) => readonly RestrictedWord[] | undefined): Diagnostic[] {
  const out: Diagnostic[] = [];
  for (const region of regionCodes)
    (rulesOf(region) ?? []).forEach((rule, i) =>
      (rule.except ?? []).forEach((word, j) => {
        if (termMatcher(rule.word)(word) !== undefined) return;
        out.push(
          diagnostic(
            'restricted-word',
            locate(regionsFile, ['regions', region, 'restrictedWords', String(i), 'except', String(j)]),
            `"${word}" is listed under the except of "${rule.word}" but does not contain it, so it excepts nothing.`,
            `List only longer words that contain "${rule.word}" and make no claim (第一次 for 第一), or remove the entry.`,
          ),
        );
      }),
    );
  return out;
}

/** Each rule's finder, kept with the rule object (the same while regions.yaml is unchanged). */
const finders = new WeakMap<RestrictedWord, (text: string, lower: string) => string | undefined>();

function finderOf(rule: RestrictedWord): (text: string, lower: string) => string | undefined {
  return keptIn(finders, rule, () => {
    // Every find contains its form's longest run of letters as written (only case, spaces and apostrophes vary): a
    // text without it is passed over before the pattern runs.
    // The pattern (a Unicode-set regular expression, dear to compile) is made on the first text that has the needle.
    const forms = [rule.word, ...(rule.forms ?? [])].map((form) => ({
      form,
      needle: form
        .toLowerCase()
        .split(/[\s'’]+/)
        .reduce((a, b) => (b.length > a.length ? b : a), ''),
      match: undefined as ((text: string) => string | undefined) | undefined,
    }));
    return (text: string, lower: string) => {
      for (const entry of forms) {
        if (!lower.includes(entry.needle)) continue;
        entry.match ??= termMatcher(entry.form, rule.except);
        const found = entry.match(text);
        if (found !== undefined) return found;
      }
      return undefined;
    };
  });
}

/**
 * A word a market's law allows only within set periods (fr "soldes": Code de commerce L310-3), not at all (cn absolute
 * terms: 广告法 Art. 9 (3)), or only with evidence on file (a warning: "lowest prices of the year"): each use in a text a
 * region's own site or page file writes, on a page shown outside every allowed period, is reported where it is written.
 * A page's showing time is its route's window (none: all year); a site text is on every page all year. How a word is
 * found: termMatcher.
 */
export function wordsOf({ kind, loaded, data }: { kind: ContentKind; loaded: LoadedFile; data: unknown }, table: RouteTable, rulesOf: (region: RegionCode) => readonly RestrictedWord[] | undefined) {
  if (kind.kind !== 'site' && kind.kind !== 'page') return [];
  const window = kind.kind === 'page' ? routeOfPage(table, kind.page, kind.region)?.meta : undefined;
  const out: Diagnostic[] = [];
  const start = window?.startTime ? parseInstant(window.startTime) : undefined;
  const end = window?.endTime ? parseInstant(window.endTime) : undefined;
  const shown = kind.kind === 'site' ? 'on every page, all year' : start !== undefined && end !== undefined ? `shown from ${window!.startTime} to ${window!.endTime}` : 'shown all year';
  for (const rule of rulesOf(kind.region) ?? []) {
    const within = (rule.allowedWithin ?? []).some((p) => start !== undefined && end !== undefined && parseInstant(p.start)! <= start && end <= parseInstant(p.end)!);
    if (within) continue;
    const find = finderOf(rule);
    const warning = rule.severity === 'warning';
    for (const { text, lower, path } of textLeaves(data)) {
      const found = find(text, lower);
      if (found === undefined) continue;
      const [message, hint] = rule.allowedWithin?.length
        ? [
            `${found} is allowed only within the periods ${rule.law} sets, and this text is ${shown}.`,
            `Use another word (for a sale outside those periods: "offres", "promotions"), or show the page only within a period listed under restrictedWords in content-yaml/regions.yaml (${rule.law}).`,
          ]
        : warning
          ? [
              `${found} is a claim that needs evidence on file (${rule.law}).`,
              `Keep the evidence that makes it true (the prices of the year, the sales figures) where the legal team can show it, or write the text without the claim.`,
            ]
          : [
              `${found} is not allowed (${rule.law}).`,
              `Write the text without "${rule.word}": say what the product does, not how it ranks.${rule.except ? ` A word that only contains it and makes no claim (${rule.except.join(', ')}) is listed under its except in content-yaml/regions.yaml.` : ''}`,
            ];
      out.push(diagnostic('restricted-word', locate(loaded, path), message, hint, warning ? 'warning' : 'error'));
    }
  }
  return out;
}

const rulesOf = (read: Reads) => {
  const { regions } = read.regions();
  return (region: RegionCode) => regions[region]?.restrictedWords;
};

export const checks: readonly AnyCheck[] = [
  { name: 'restricted-word excepts', scope: 'file', kinds: ['regions'], needs: ['regions'], check: (file, read) => checkExcepts(file.loaded, Object.keys(read.regions().regions), rulesOf(read)) },
  { name: 'restricted words', scope: 'file', kinds: ['site', 'page'], needs: ['regions', 'routes'], check: (file, read) => wordsOf(file, read.routes().table, rulesOf(read)) },
];
