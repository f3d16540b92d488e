import type { RuleTable } from '../checks/define.ts';
import { diagnostic, type Diagnostic } from '../diagnostics.ts';
import { locate } from '../read/locate.ts';
import type { Meaning, Meanings } from '../validate/meaning.ts';
import type { RegionDocument } from '../merge/resolve-extends.ts';
import type { RegionCode } from '../read/workspace.ts';
import { isMap, type Json } from '../json.ts';
import { escapeSegment, keptIn, pointerOf } from '../checks/walk.ts';

export const rules = {
  'stale-translation': {
    title: 'Stale translation',
    hint: 'The reference text changed since this translation was written: update the translation, or confirm it unchanged with make confirm-translation FILE=<file> KEY=<text path> (docs/translators.md "Stale translations").',
  },
  'translation-lock': {
    title: 'The translation record is unreadable',
    hint: 'content-yaml/translations/<region>.lock.json is written by make generate: after a merge conflict in it, take either side (git checkout --theirs content-yaml/translations/<region>.lock.json) and run make generate.',
  },
} as const satisfies RuleTable;

/**
 * Stale translations (docs/translators.md "Stale translations", docs/decisions.md): a translation is stale when
 * the reference text it was written against (the same text path in the reference region, or in the region
 * its file `extends`) changed since. What each translation was written against is a fingerprint record,
 * one per region (content-yaml/translations/<region>.lock.json), kept by `make generate` like
 * package-lock.json: per file of the region and text path, the hash of the reference text and the hash of
 * the translation, and the reference texts those name. A save of one region's file rewrites that region's
 * record only (docs/decisions.md D60). A text with no record, or whose
 * translation changed (the translator edited it), is recorded against the current reference (fresh); a
 * recorded text whose reference changed is stale (a warning) until it is edited or confirmed
 * (`make confirm-translation`). Lists of items with ids are addressed by id, as the translation checks do.
 */

/** The folder of the records, one per region that translates: `<region>.lock.json`. */
export const LOCK_DIR = 'content-yaml/translations';
/** The record of `region`'s translation files, relative to the project root. */
export const lockFile = (region: string) => `${LOCK_DIR}/${region}.lock.json`;
/** Whether a path (relative to the root, or to content-yaml/ as the watcher names it) is a record or the temporary file it is written through. */
export const isLockPath = (path: string) => /(?:^|\/)translations\/[^/]+\.lock\.json(?:\.\d+\.tmp)?$/.test(path);

/** A 53-bit hash of a text (cyrb53), in hex: what the record keeps of a translation, and the key of a reference text. */
export function textHash(text: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ ch, 2654435761);
    h2 = Math.imul(h2 ^ ch, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(16).padStart(14, '0');
}

/** The hash of each text seen (a reference text is hashed once for all the regions that translate it); dropped when it grows past what the content holds. */
const hashes = new Map<string, string>();
const hashOf = (text: string) => {
  if (hashes.size > 50_000) hashes.clear();
  return keptIn(hashes, text, () => textHash(text));
};

/** One record: the reference text's hash, the translation's hash, and whether a translator confirmed it unchanged. */
export interface LockEntry {
  ref: string;
  text: string;
  confirmed: boolean;
}
/** The record: per translation file, per text path, an entry; the reference texts by hash (to quote the old text of a stale one). */
export interface TranslationLock {
  files: Map<string, ReadonlyMap<string, LockEntry>>;
  texts: ReadonlyMap<string, string>;
}
export const emptyLock = (): TranslationLock => ({ files: new Map(), texts: new Map() });

const entryText = (e: LockEntry) => `${e.ref} ${e.text}${e.confirmed ? ' confirmed' : ''}`;

/** Each file's lines of the record, kept per entries object (an unchanged file keeps its object): a watcher's run formats only the edited file's. */
const fileBlocks = new WeakMap<ReadonlyMap<string, LockEntry>, string>();
const textBlocks = new WeakMap<ReadonlyMap<string, string>, string>();

/** The record's text: one line per entry (a translation's edit changes one line of it); files sorted, texts in the order the files name them. */
export function formatLock(lock: TranslationLock): string {
  const files = [...lock.files].filter(([, e]) => e.size).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const blocks = files.map(
    ([file, entries]) =>
      `    ${JSON.stringify(file)}: {\n${keptIn(fileBlocks, entries, () => [...entries].map(([path, e]) => `      ${JSON.stringify(path)}: ${JSON.stringify(entryText(e))}`).join(',\n'))}\n    }`,
  );
  const texts = keptIn(textBlocks, lock.texts, () => [...lock.texts].map(([hash, text]) => `    ${JSON.stringify(hash)}: ${JSON.stringify(text)}`).join(',\n'));
  return [
    '{',
    '  "about": "Maintained by make generate (codegen/records/stale-translations.ts); commit it with the content. Per translation file of this region and text path: the hash of the reference text it was written against, the hash of the translation, and \\"confirmed\\" after make confirm-translation. See docs/translators.md.",',
    '  "files": {',
    blocks.join(',\n'),
    '  },',
    '  "texts": {',
    texts,
    '  }',
    '}',
    '',
  ].join('\n');
}

/** The record read from its text; an unreadable record is a problem to report (and is then rebuilt, every text fresh). */
export function parseLock(text: string | undefined): { lock: TranslationLock; problem?: string } {
  if (text === undefined) return { lock: emptyLock() };
  try {
    const json = JSON.parse(text) as { files?: Record<string, Record<string, string>>; texts?: Record<string, string> };
    const files = new Map<string, Map<string, LockEntry>>();
    for (const [file, entries] of Object.entries(json.files ?? {})) {
      const map = new Map<string, LockEntry>();
      for (const [path, value] of Object.entries(entries)) {
        const [ref = '', hash = '', flag] = String(value).split(' ');
        map.set(path, { ref, text: hash, confirmed: flag === 'confirmed' });
      }
      files.set(file, map);
    }
    return { lock: { files, texts: new Map(Object.entries(json.texts ?? {})) } };
  } catch (error) {
    return { lock: emptyLock(), problem: (error as Error).message };
  }
}

/** One text a region's own file writes where its reference has a text: a translation (or, in a region of the same language, an adaptation). */
export interface TranslationText {
  /** The text path: keys, and item ids for lists of items with ids ('/sections/hero/title'). */
  key: string;
  /** Where the text is in the file (indices in lists), for locate(). */
  ownPath: readonly string[];
  text: string;
  textHash: string;
  refText: string;
  refHash: string;
  /** The text is a copy of the reference where the region writes another language, and prose (not a name, a number or a value): an untranslated copy. */
  copied: boolean;
}

/** The meanings whose strings are no prose to translate (pictures, addresses, ids …): such a string is neither tracked nor an untranslated copy. */
export const NOT_PROSE: readonly Meaning[] = ['artwork', 'video', 'link', 'product', 'any-product', 'record', 'id', 'product-anchor', 'contact-point', 'office', 'shop-path', 'phone', 'deployer'];

// Kept as constants: a bundler may write a Unicode property escape as `new RegExp(…)`, which a literal in a function would build on every call.
const LETTER = /\p{L}/u;
const LOWER_START = /^\p{Ll}/u;
/** Prose, not an instant, an address, a key or a bare value (a lower-case token: an enumerated choice, a slug). */
export const isProse = (text: string) => LETTER.test(text) && !/^\d{4}-\d{2}-\d{2}T/.test(text) && !/^(?:\/|#|https?:|mailto:|tel:)/.test(text) && !/^[a-z0-9]+(?:[-_.][a-z0-9]+)*$/.test(text);
/** Whether an identical copy of the reference in another language is a sign of an untranslated text: not a name (one word) nor a text of only names, facts and placeholders. */
export const couldBeTranslated = (text: string) => {
  const words = text
    .replace(/\[\[[^\]]*\]\]|\{[^}]*\}/g, ' ')
    .split(/\s+/)
    .filter((w) => LETTER.test(w));
  // A name is written with capitals (Megatron, Toy Story Buzz Lightyear); a sentence has words in lower case.
  return words.length >= 2 && words.some((w) => LOWER_START.test(w));
};

/**
 * The texts a region's file writes over a text of its reference (`ref`: the merged document of the region
 * it extends, or of the reference region), in document order.
 */
/**
 * What names a list item whatever its place: its `id`, or the product a card shows (a lineup's cards have no id;
 * by index, a card inserted in the reference would make every card after it look changed).
 */
const identity = (item: unknown): string | undefined => (isMap(item) ? (typeof item.id === 'string' ? item.id : typeof item.product === 'string' ? item.product : undefined) : undefined);

export function translationTexts(own: RegionDocument, ref: Json, meanings: Meanings, languagesDiffer: boolean): TranslationText[] {
  const skip = new Set(NOT_PROSE.flatMap((m) => meanings[m].map((x) => x.pointer)));
  // The region's own items (a banner) translate nothing of the reference's.
  const regional = new Set(meanings.regional.map((x) => x.pointer));
  const out: TranslationText[] = [];
  // `key` addresses list items by their identity (id, or product); `ownPath` by index (the meanings' JSON pointers).
  const visit = (node: unknown, refNode: unknown, ownPath: string[], key: string) => {
    const pointer = pointerOf(ownPath);
    if (regional.has(pointer)) return;
    if (typeof node === 'string') {
      if (typeof refNode !== 'string' || !isProse(node) || skip.has(pointer)) return;
      out.push({ key, ownPath, text: node, textHash: textHash(node), refText: refNode, refHash: hashOf(refNode), copied: languagesDiffer && node === refNode && couldBeTranslated(node) });
    } else if (Array.isArray(node)) {
      if (!Array.isArray(refNode)) return;
      node.forEach((item, index) => {
        const id = identity(item);
        const refIndex = id === undefined ? index : refNode.findIndex((r) => identity(r) === id);
        if (refIndex >= 0) visit(item, refNode[refIndex], [...ownPath, String(index)], `${key}/${escapeSegment(id ?? String(index))}`);
      });
    } else if (isMap(node) && isMap(refNode)) {
      for (const [k, value] of Object.entries(node)) if (ownPath.length > 0 || k !== 'extends') visit(value, refNode[k], [...ownPath, k], `${key}/${escapeSegment(k)}`);
    }
  };
  visit(own.data, ref, [], '');
  return out;
}

/** What a confirmation names: the files under `file` (a file or a folder; every translation when empty), and the text paths under `key`. */
export interface Confirmation {
  file?: string;
  key?: string;
}
const under = (value: string, prefix: string | undefined, sep: string) => !prefix || value === prefix || value.startsWith(prefix.endsWith(sep) ? prefix : `${prefix}${sep}`);
export const confirms = (c: Confirmation | undefined, file: string, key: string) => c !== undefined && under(file, c.file?.replace(/\/$/, ''), '/') && under(key, c.key, '/');

/** One text in the report: where it is, and for a stale one what the reference said and says. */
export interface ReportedText {
  key: string;
  line: number;
  column: number;
  text: string;
  refText: string;
  oldRefText?: string;
}
/** The outcome for one translation file. */
export interface FileStaleness {
  file: string;
  region: RegionCode;
  /** The reference region (the one the file extends, or the reference region). */
  from: RegionCode;
  refFile: string;
  entries: ReadonlyMap<string, LockEntry>;
  /** Whether `entries` differ from the record's. */
  changed: boolean;
  texts: number;
  stale: ReportedText[];
  identical: ReportedText[];
  confirmed: ReportedText[];
  /** Hashes of the current reference texts, for the record's texts. */
  refTexts: ReadonlyMap<string, string>;
}

/** The staleness of one file's texts against its record; `confirm` records the current reference for the stale texts it names. */
export function fileStaleness(
  own: RegionDocument,
  texts: readonly TranslationText[],
  recorded: ReadonlyMap<string, LockEntry> | undefined,
  context: { region: RegionCode; from: RegionCode; refFile: string; confirm?: Confirmation },
): FileStaleness {
  const file = own.loaded.file;
  const entries = new Map<string, LockEntry>();
  const stale: ReportedText[] = [];
  const identical: ReportedText[] = [];
  const confirmed: ReportedText[] = [];
  const refTexts = new Map<string, string>();
  let changed = recorded === undefined ? texts.length > 0 : recorded.size !== texts.length;
  const at = (t: TranslationText, oldRefHash?: string): ReportedText => {
    const { line, column } = locate(own.loaded, t.ownPath);
    return { key: t.key, line, column, text: t.text, refText: t.refText, ...(oldRefHash !== undefined ? { oldRefText: oldRefHash } : {}) };
  };
  for (const t of texts) {
    refTexts.set(t.refHash, t.refText);
    const before = recorded?.get(t.key);
    let entry = before;
    // No record (a new text), or the translation changed since (the translator edited it): written against the current reference.
    if (!entry || entry.text !== t.textHash) entry = { ref: t.refHash, text: t.textHash, confirmed: false };
    else if (entry.ref !== t.refHash && confirms(context.confirm, file, t.key)) entry = { ref: t.refHash, text: t.textHash, confirmed: true };
    if (entry !== before) changed = true;
    entries.set(t.key, entry);
    // A stale entry keeps its old reference hash (oldRefText holds that hash until the report or warning looks it up).
    if (entry.ref !== t.refHash) stale.push(at(t, entry.ref));
    else if (entry.confirmed) confirmed.push(at(t));
    if (t.copied) identical.push(at(t));
  }
  const { confirm: _, ...where } = context;
  return { file, ...where, entries: changed || !recorded ? entries : recorded, changed, texts: texts.length, stale, identical, confirmed, refTexts };
}

/** The warning of a stale text, at the translation, quoting the reference's old (from the record) and new text. */
export function staleWarnings(result: FileStaleness, oldText: (hash: string) => string | undefined): Diagnostic[] {
  return result.stale.map((s) => {
    const old = oldText(s.oldRefText!);
    const quote = (t: string) => JSON.stringify(t.length > 160 ? `${t.slice(0, 157)}...` : t);
    return diagnostic(
      'stale-translation',
      { file: result.file, line: s.line, column: s.column },
      `"${s.key}" was written against ${result.from}'s ${old === undefined ? 'earlier text' : quote(old)}; ${result.refFile} now says ${quote(s.refText)}.`,
      `Update the translation; if it needs no change (a typo fix in ${result.from}), confirm it: make confirm-translation FILE=${result.file} KEY=${s.key}`,
      'warning',
    );
  });
}

/** The reference hashes a file's entries name, in order (kept per entries object). */
const refHashesOf = new WeakMap<ReadonlyMap<string, LockEntry>, string>();
const refHashes = (entries: ReadonlyMap<string, LockEntry>) => keptIn(refHashesOf, entries, () => [...entries.values()].map((e) => e.ref).join(' '));

/**
 * The record after a run: the files' entries, and the reference texts they name (the current ones, or the record's
 * for a stale entry), in the order the files first name them. A run that changed only translations (the reference
 * hashes of every file are the same) keeps the record's texts object, and its formatted lines.
 */
export function nextLock(results: readonly FileStaleness[], previous: TranslationLock): TranslationLock {
  const files = new Map<string, ReadonlyMap<string, LockEntry>>();
  for (const r of results) files.set(r.file, r.entries);
  const sameTexts =
    files.size === previous.files.size &&
    results.every((r) => {
      const before = previous.files.get(r.file);
      return before !== undefined && (before === r.entries || refHashes(before) === refHashes(r.entries));
    });
  if (sameTexts) return { files, texts: previous.texts };
  const texts = new Map<string, string>();
  for (const r of [...results].sort((a, b) => (a.file < b.file ? -1 : 1))) {
    for (const e of r.entries.values()) {
      if (texts.has(e.ref)) continue;
      const text = r.refTexts.get(e.ref) ?? previous.texts.get(e.ref);
      if (text !== undefined) texts.set(e.ref, text);
    }
  }
  return { files, texts };
}

/** Per region, per file: the report's counts and texts (`make translations`, /dev/translations, the summary in `make test`). */
export interface TranslationReport {
  regions: { region: RegionCode; from: RegionCode[]; texts: number; stale: number; identical: number; confirmed: number; files: Omit<FileStaleness, 'entries' | 'changed' | 'refTexts'>[] }[];
}
export function translationReport(results: readonly FileStaleness[], oldText: (hash: string) => string | undefined): TranslationReport {
  const byRegion = new Map<RegionCode, TranslationReport['regions'][number]>();
  for (const { entries: _e, changed: _c, refTexts: _r, ...file } of [...results].sort((a, b) => a.file.localeCompare(b.file))) {
    let region = byRegion.get(file.region);
    if (!region) byRegion.set(file.region, (region = { region: file.region, from: [], texts: 0, stale: 0, identical: 0, confirmed: 0, files: [] }));
    if (!region.from.includes(file.from)) region.from.push(file.from);
    region.texts += file.texts;
    region.stale += file.stale.length;
    region.identical += file.identical.length;
    region.confirmed += file.confirmed.length;
    region.files.push({ ...file, stale: file.stale.map((s) => ({ ...s, oldRefText: oldText(s.oldRefText!) ?? '(not recorded)' })) });
  }
  return { regions: [...byRegion.values()] };
}

/** The per-region summary (CI prints it), and with `detail` every stale, untranslated and confirmed text at file:line:column. */
export function formatTranslationReport(report: TranslationReport, { detail = false }: { detail?: boolean } = {}): string {
  const lines: string[] = [];
  const pad = (s: string | number, n: number) => String(s).padStart(n);
  lines.push(`${'region'.padEnd(8)}${'from'.padEnd(8)}${pad('texts', 7)}${pad('stale', 7)}${pad('copied', 8)}${pad('confirmed', 11)}  (missing: none, make generate refuses them)`);
  for (const r of report.regions) {
    lines.push(`${r.region.padEnd(8)}${r.from.join(',').padEnd(8)}${pad(r.texts, 7)}${pad(r.stale, 7)}${pad(r.identical, 8)}${pad(r.confirmed, 11)}`);
    if (!detail) continue;
    for (const f of r.files) {
      if (!f.stale.length && !f.identical.length && !f.confirmed.length) continue;
      lines.push(`  ${f.file}: ${f.texts} texts, ${f.stale.length} stale, ${f.identical.length} copied, ${f.confirmed.length} confirmed`);
      for (const s of f.stale) lines.push(`    stale     ${f.file}:${s.line}:${s.column} ${s.key}: ${JSON.stringify(s.oldRefText)} -> ${JSON.stringify(s.refText)}`);
      for (const s of f.identical) lines.push(`    copied    ${f.file}:${s.line}:${s.column} ${s.key}: ${JSON.stringify(s.text)}`);
      for (const s of f.confirmed) lines.push(`    confirmed ${f.file}:${s.line}:${s.column} ${s.key}`);
    }
  }
  return lines.join('\n');
}
