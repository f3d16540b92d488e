import type { AnyCheck, RuleTable } from './define.ts';
import type { RegionsDocument } from '../../dist/generated/content-types.ts';

import { diagnostic, type Diagnostic } from '../diagnostics.ts';
import type { LoadedFile } from '../read/load-yaml.ts';
import { locate } from '../read/locate.ts';
import type { Meanings } from '../validate/meaning.ts';
import { textLeaves } from '../merge/text-leaves.ts';
import type { ContentKind, RegionCode } from '../read/workspace.ts';
import { keptIn, pointerOf, wholeWord } from './walk.ts';

export const rules = {
  terminology: { title: 'A term the glossary replaces', hint: "Write the glossary's preferred term (content-yaml/regions.yaml glossary, per language; docs/market-rules.md, Terminology)." },
} as const satisfies RuleTable;

/** regions.yaml `glossary`: per language (a region's `language`), its entries (schemas/regions.schema.json). */
export type Glossary = NonNullable<RegionsDocument['glossary']>;
type GlossaryEntry = NonNullable<Glossary[string]>[number];

/** Keys whose strings are names for the machine, never read as words (a section's id and type, a menu item's identify). */
const NOT_TEXT = new Set(['id', 'type', 'identify', 'extends']);
/** The pointers of a file's strings that are not words: ids, links, product ids, picture and clip keys (schema meanings), markdown excepted. */
function machineStrings(meanings: Meanings | undefined): Set<string> {
  const out = new Set<string>();
  if (!meanings) return out;
  for (const [meaning, list] of Object.entries(meanings)) if (meaning !== 'markdown') for (const m of list) out.add(m.pointer);
  return out;
}

/** The entry's matcher: a term as a whole word (no letter or digit either side), or the pattern as given. */
const matcher = (entry: GlossaryEntry): RegExp => (entry.pattern === undefined ? wholeWord(entry.term ?? '', 'u') : new RegExp(entry.pattern, 'u'));

type File = { kind: ContentKind; loaded: LoadedFile; data: unknown; meanings?: Meanings };
type Compiled = { entry: GlossaryEntry; pattern: RegExp };

/**
 * One term per concept (docs/market-rules.md "Terminology"): every text a region's own site, catalogue or page file
 * writes is checked against its language's glossary, and each forbidden term is reported where it is written, with
 * the preferred term and the reason. Inherited texts (uk and eu from us) are checked once, in the file that writes them.
 */
export function termsOf({ kind, loaded, data, meanings }: File, glossary: Glossary, languageOf: (region: RegionCode) => string | undefined): Diagnostic[] {
  if (kind.kind !== 'site' && kind.kind !== 'page' && kind.kind !== 'catalog') return [];
  const language = languageOf(kind.region);
  const rules = (language ? compiled(glossary).valid.get(language) : undefined)?.filter((e) => !e.entry.regions || e.entry.regions.includes(kind.region));
  if (!language || !rules?.length) return [];
  const out: Diagnostic[] = [];
  let skip: Set<string> | undefined;
  for (const { text, path } of textLeaves(data)) {
    if (NOT_TEXT.has(path.at(-1) ?? '')) continue;
    for (const { entry, pattern } of rules) {
      if (entry.term !== undefined && !text.includes(entry.term)) continue; // a term matches as written (case kept)
      const found = pattern.exec(text);
      if (!found) continue;
      // Ids, links and picture keys are no text a reader reads (the schema's meanings say which strings they are).
      skip ??= machineStrings(meanings);
      if (skip.has(pointerOf(path))) break;
      out.push(
        diagnostic(
          'terminology',
          locate(loaded, path),
          `"${found[0]}" is not the ${language} site's term: write "${entry.preferred}" (${entry.reason}).`,
          `Replace "${found[0]}" with "${entry.preferred}". The glossary is content-yaml/regions.yaml glossary.${language} (docs/market-rules.md, Terminology); change it there if the term itself should change.`,
          entry.severity ?? 'error',
        ),
      );
    }
  }
  return out;
}

/** The glossary's entries per language, but those whose pattern is no regular expression (those are reported in regions.yaml), made once per glossary object (the same while regions.yaml is). */
const compiledKept = new WeakMap<Glossary, { valid: Map<string, Compiled[]>; invalid: { at: string[]; message: string }[] }>();
const compiled = (glossary: Glossary) =>
  keptIn(compiledKept, glossary, () => {
    const invalid: { at: string[]; message: string }[] = [];
    const valid = new Map(
      Object.entries(glossary).map(([language, list]) => [
        language,
        (list ?? []).flatMap((entry, i) => {
          try {
            return [{ entry, pattern: matcher(entry) }];
          } catch (error) {
            invalid.push({ at: ['glossary', language, String(i), 'pattern'], message: (error as Error).message });
            return [];
          }
        }),
      ]),
    );
    return { valid, invalid };
  });

/** The glossary's patterns that are no regular expression, reported in regions.yaml. */
export const glossaryErrors = (regionsFile: LoadedFile, glossary: Glossary): Diagnostic[] =>
  compiled(glossary).invalid.map(({ at, message }) =>
    diagnostic('terminology', locate(regionsFile, at), `This pattern is not a regular expression: ${message}.`, 'Write a JavaScript regular expression (Unicode), or use `term:` for a plain term.'),
  );

export const checks: readonly AnyCheck[] = [
  {
    name: 'glossary patterns',
    scope: 'file',
    kinds: ['regions'],
    needs: ['regions'],
    check: (file, read) => {
      const { glossary } = read.regions();
      return glossary ? glossaryErrors(file.loaded, glossary) : [];
    },
  },
  {
    name: 'terminology',
    scope: 'file',
    kinds: ['site', 'catalog', 'page'],
    needs: ['regions'],
    check: (file, read) => {
      const regions = read.regions();
      return regions.glossary ? termsOf(file, regions.glossary, (region) => regions.regions[region]?.language) : [];
    },
  },
];
