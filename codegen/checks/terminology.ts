import type { AnyCheck, RuleTable } from './define.ts';

import { diagnostic, type Diagnostic } from '../diagnostics.ts';
import type { LoadedFile } from '../read/load-yaml.ts';
import { locate } from '../read/locate.ts';
import type { Meanings } from '../validate/meaning.ts';
import { textLeaves } from '../merge/text-leaves.ts';
import type { ContentKind, RegionCode } from '../read/workspace.ts';

export const rules = {
  terminology: { title: 'A term the glossary replaces', hint: "Write the glossary's preferred term (content-yaml/regions.yaml glossary, per language; docs/market-rules.md, Terminology)." },
} as const satisfies RuleTable;

/** One entry of regions.yaml `glossary.<language>` (schemas/regions.schema.json). */
export interface GlossaryEntry {
  /** The term not to write, matched as written (case included) and as a whole word. */
  term?: string;
  /** Or a regular expression, for a term that is wrong only in some phrases (jp マニュアル as a programming mode). */
  pattern?: string;
  preferred: string;
  reason: string;
  /** Only in these regions of the language (us "e-mail"); all of them without it. */
  regions?: readonly RegionCode[];
  severity?: 'error' | 'warning';
}

/** regions.yaml `glossary`: per language (a region's `language`), its entries. */
export type Glossary = Partial<Record<string, readonly GlossaryEntry[]>>;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** Keys whose strings are names for the machine, never read as words (a section's id and type, a menu item's identify). */
const NOT_TEXT = new Set(['id', 'type', 'identify', 'extends']);
/** The pointers of a file's strings that are not words: ids, links, product ids, picture and clip keys (schema meanings), markdown excepted. */
function machineStrings(meanings: Meanings | undefined): Set<string> {
  const out = new Set<string>();
  if (!meanings) return out;
  for (const [meaning, list] of Object.entries(meanings)) if (meaning !== 'markdown') for (const m of list) out.add(m.pointer);
  return out;
}
const pointerOf = (path: readonly string[]) => path.map((p) => `/${p.replace(/~/g, '~0').replace(/\//g, '~1')}`).join('');

/** The entry's matcher: a term as a whole word (no letter or digit either side), or the pattern as given. */
function matcher(entry: GlossaryEntry): RegExp {
  return new RegExp(entry.pattern ?? `(?<![\\p{L}\\p{N}])${escapeRegExp(entry.term ?? '')}(?![\\p{L}\\p{N}])`, 'u');
}

/**
 * One term per concept (docs/market-rules.md "Terminology"): every text a region's own site,
 * catalogue or page file writes is checked against its language's glossary, and each forbidden
 * term is reported where it is written, with the preferred term and the reason. Inherited texts
 * (uk and eu from us) are checked once, in the file that writes them.
 */
export function checkTerminology(
  files: readonly { kind: ContentKind; loaded: LoadedFile; data: unknown; meanings?: Meanings }[],
  glossary: Glossary | undefined,
  languageOf: (region: RegionCode) => string | undefined,
): Diagnostic[] {
  if (!glossary) return [];
  const regionsFile = files.find((f) => f.kind.kind === 'regions');
  return [...usableEntries(glossary, regionsFile?.loaded).diagnostics, ...files.flatMap((file) => termsOf(file, glossary, languageOf))];
}

/** The glossary's terms one site, catalogue or page file writes, in its region's language. */
function termsOf(
  { kind, loaded, data, meanings }: { kind: ContentKind; loaded: LoadedFile; data: unknown; meanings?: Meanings },
  glossary: Glossary,
  languageOf: (region: RegionCode) => string | undefined,
) {
  if (kind.kind !== 'site' && kind.kind !== 'page' && kind.kind !== 'catalog') return [];
  const language = languageOf(kind.region);
  const entries = language ? usableEntries(glossary, undefined).valid.get(language) : undefined;
  if (!language || !entries?.length) return [];
  return termsIn(
    loaded,
    data,
    meanings,
    language,
    entries.filter((e) => !e.entry.regions || e.entry.regions.includes(kind.region)),
  );
}

/** Each glossary's usable entries, made once per glossary object (the same while regions.yaml is). */
const usable = new WeakMap<Glossary, ReturnType<typeof compileEntries>>();
function usableEntries(glossary: Glossary, regionsFile: LoadedFile | undefined) {
  if (regionsFile) return compileEntries(glossary, regionsFile);
  let known = usable.get(glossary);
  if (!known) usable.set(glossary, (known = compileEntries(glossary, undefined)));
  return known;
}

/** The glossary's entries per language, but those whose pattern is no regular expression: those are reported in regions.yaml. */
function compileEntries(glossary: Glossary, regionsFile: LoadedFile | undefined): { valid: Map<string, { entry: GlossaryEntry; pattern: RegExp }[]>; diagnostics: Diagnostic[] } {
  const diagnostics: Diagnostic[] = [];
  const valid = new Map<string, { entry: GlossaryEntry; pattern: RegExp }[]>();
  for (const [language, list] of Object.entries(glossary)) {
    valid.set(
      language,
      (list ?? []).flatMap((entry, i) => {
        try {
          return [{ entry, pattern: matcher(entry) }];
        } catch (error) {
          if (regionsFile)
            diagnostics.push(
              diagnostic(
                'terminology',
                locate(regionsFile, ['glossary', language, String(i), 'pattern']),
                `This pattern is not a regular expression: ${(error as Error).message}.`,
                'Write a JavaScript regular expression (Unicode), or use `term:` for a plain term.',
              ),
            );
          return [];
        }
      }),
    );
  }
  return { valid, diagnostics };
}

/** The forbidden terms one file writes. */
function termsIn(loaded: LoadedFile, data: unknown, meanings: Meanings | undefined, language: string, rules: readonly { entry: GlossaryEntry; pattern: RegExp }[]): Diagnostic[] {
  const out: Diagnostic[] = [];
  if (!rules.length) return out;
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
          locate(loaded, [...path]),
          `"${found[0]}" is not the ${language} site's term: write "${entry.preferred}" (${entry.reason}).`,
          `Replace "${found[0]}" with "${entry.preferred}". The glossary is content-yaml/regions.yaml glossary.${language} (docs/market-rules.md, Terminology); change it there if the term itself should change.`,
          entry.severity ?? 'error',
        ),
      );
    }
  }
  return out;
}

export const checks: readonly AnyCheck[] = [
  {
    name: 'glossary patterns',
    scope: 'file',
    kinds: ['regions'],
    needs: ['regions'],
    check: (file, read) => {
      const { glossary } = read.regions();
      return glossary ? compileEntries(glossary, file.loaded).diagnostics : [];
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
