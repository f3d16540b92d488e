import type { ContentFile } from '../checks/units.ts';
import { diagnostic, type Diagnostic } from '../diagnostics.ts';
import type { Memo } from '../memo.ts';
import type { MergeResult } from '../merge/merge.ts';
import type { RegionDocument } from '../merge/resolve-extends.ts';
import type { RegionCode } from '../read/workspace.ts';
import {
  fileStaleness,
  formatLock,
  lockFile,
  nextLock,
  parseLock,
  staleWarnings,
  translationReport,
  translationTexts,
  type Confirmation,
  type FileStaleness,
  type TranslationLock,
  type TranslationReport,
} from './stale-translations.ts';
import { keptIn } from '../checks/walk.ts';

type Json = Record<string, unknown>;
const sameBytes = (a: Uint8Array, b: Uint8Array) => a === b || (a.length === b.length && Buffer.compare(a, b) === 0);

/**
 * Phase 4: the translation records (content-yaml/translations/<region>.lock.json, stale-translations.ts). Each
 * region's own texts against the record of what they were written against: the stale ones are warnings, and
 * after a run without errors the records that changed are written back (by the CLI, with the output).
 */
export function createTranslationRecords(memo: Memo) {
  /**
   * Each region's record last read or produced, with its bytes: the same bytes keep the same entry objects,
   * so a hot run's staleness comes from the memo, and a save formats and writes its own region's record only.
   */
  const lockRead = new Map<string, { bytes: Uint8Array | undefined; text: string | undefined; lock: TranslationLock; problem?: string }>();
  const recordOf = (region: string, locks: ReadonlyMap<string, Uint8Array> | undefined) => {
    const bytes = locks?.get(region);
    const known = lockRead.get(region);
    if (known && (known.bytes === bytes || (known.bytes && bytes && sameBytes(known.bytes, bytes)))) return known;
    const text = bytes && Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('utf8');
    const read = { bytes, text, ...parseLock(text) };
    lockRead.set(region, read);
    return read;
  };
  // A hash names one text, whichever region's record holds it.
  const oldText = (hash: string) => {
    for (const { lock } of lockRead.values()) {
      const text = lock.texts.get(hash);
      if (text !== undefined) return text;
    }
    return undefined;
  };

  /** Each region's own document against its reference (its `extends`, or the reference region), with its record. */
  function staleness(merged: MergeResult, valid: ReadonlyMap<string, ContentFile>, locks: ReadonlyMap<string, Uint8Array> | undefined, confirm: Confirmation | undefined): FileStaleness[] {
    const { regions } = merged;
    if (!regions) return [];
    const reference = regions.referenceRegion;
    const out: FileStaleness[] = [];
    const documents: [Map<RegionCode, RegionDocument>, Map<RegionCode, Json> | undefined][] = [
      [merged.sites, merged.mergedSites],
      ...[...merged.pages].map(([page, docs]): [Map<RegionCode, RegionDocument>, Map<RegionCode, Json> | undefined] => [docs, merged.mergedPages.get(page)]),
    ];
    for (const [docs, mergedDocs] of documents)
      for (const [region, own] of docs) {
        const from = typeof own.data.extends === 'string' ? own.data.extends : region === reference ? undefined : reference;
        const ref = from === undefined ? undefined : mergedDocs?.get(from);
        const refDoc = from === undefined ? undefined : docs.get(from);
        const meanings = valid.get(own.loaded.file)?.meanings;
        if (!from || !ref || !refDoc || !meanings || !mergedDocs?.has(region)) continue;
        const differ = regions.regions[region]?.language !== regions.regions[from]?.language;
        const texts = memo.remember(own.loaded, 'translation texts', [ref, meanings, differ], () => translationTexts(own, ref, meanings, differ));
        const recorded = recordOf(region, locks).lock.files.get(own.loaded.file);
        const stale = () => fileStaleness(own, texts, recorded, { region, from, refFile: refDoc.loaded.file, ...(confirm ? { confirm } : {}) });
        out.push(confirm ? stale() : memo.remember(own.loaded, 'staleness', [texts, recorded, from, refDoc.loaded.file], stale));
      }
    return out;
  }

  return {
    /** The staleness of every translated document, and its warnings (a record that cannot be read is one too). */
    check(merged: MergeResult, valid: ReadonlyMap<string, ContentFile>, codes: readonly RegionCode[], locks: ReadonlyMap<string, Uint8Array> | undefined, confirm: Confirmation | undefined) {
      const diagnostics: Diagnostic[] = [];
      for (const region of new Set([...(locks?.keys() ?? []), ...codes])) {
        const { problem } = recordOf(region, locks);
        if (problem)
          diagnostics.push(
            diagnostic('translation-lock', { file: lockFile(region), line: 1, column: 1 }, `The record cannot be read (${problem}); it is rebuilt with every text current.`, undefined, 'warning'),
          );
      }
      const results = staleness(merged, valid, locks, confirm);
      for (const result of results) diagnostics.push(...staleWarnings(result, oldText));
      return { staleness: results, diagnostics };
    },
    /** After a run without errors: the new text of each region's record that changed (by path), and the report per region. */
    records(results: readonly FileStaleness[], locks: ReadonlyMap<string, Uint8Array> | undefined): { locks: Map<string, string>; report: TranslationReport } {
      const changed = new Map<string, string>();
      const byRegion = new Map<string, FileStaleness[]>();
      for (const result of results) keptIn(byRegion, result.region, () => []).push(result);
      // A region's record changes when one of its files' entries did, or a file it names is gone.
      for (const region of new Set([...byRegion.keys(), ...lockRead.keys()])) {
        const read = recordOf(region, locks);
        const mine = byRegion.get(region) ?? [];
        if (read.text === undefined && !mine.length) continue;
        const kept = new Set(mine.map((r) => r.file));
        if (read.text !== undefined && !read.problem && !mine.some((r) => r.changed) && [...read.lock.files.keys()].every((f) => kept.has(f))) continue;
        const next = nextLock(mine, read.lock);
        const text = formatLock(next);
        if (text === read.text) continue;
        changed.set(lockFile(region), text);
        // The next run reads the text written now: it keeps these objects (and the memo's results).
        lockRead.set(region, { bytes: Buffer.from(text), text, lock: next });
      }
      return { locks: changed, report: translationReport(results, oldText) };
    },
  };
}
