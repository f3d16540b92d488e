import type { RuleId } from './rules.ts';

/**
 * What codegen reports: a diagnostic at its file, line and column, under a rule of the catalogue
 * (codegen/rules.ts, built from the rules each module declares), with the code frame and "did you mean".
 * Stages return diagnostics; only the CLI decides the exit status (codegen/report.ts prints them).
 */

export type Severity = 'error' | 'warning';

export interface Diagnostic {
  file: string;
  line: number;
  column: number;
  severity: Severity;
  rule: RuleId;
  message: string;
  /** Overrides the rule's default hint, e.g. with "did you mean …". */
  hint?: string;
}

export function diagnostic(rule: RuleId, at: { file: string; line: number; column: number }, message: string, hint?: string, severity: Severity = 'error'): Diagnostic {
  return { file: at.file, line: at.line, column: at.column, severity, rule, message, ...(hint ? { hint } : {}) };
}

export function sortDiagnostics(list: readonly Diagnostic[]): Diagnostic[] {
  return [...list].sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : 0) || a.line - b.line || a.column - b.column || a.rule.localeCompare(b.rule));
}

/** Two lines of context above, one below, a caret under the column. */
export function codeFrame(source: string, line: number, column: number): string {
  const lines = source.split(/\r?\n/);
  const first = Math.max(1, line - 2);
  const last = Math.min(lines.length, line + 1);
  const width = String(last).length;
  const out: string[] = [];
  for (let n = first; n <= last; n++) {
    const text = (lines[n - 1] ?? '').replace(/\t/g, ' ');
    const shown = text.length > 160 ? `${text.slice(0, 157)}...` : text;
    out.push(`${n === line ? '>' : ' '} ${String(n).padStart(width)} | ${shown}`);
    if (n === line) out.push(`  ${' '.repeat(width)} | ${' '.repeat(Math.max(0, Math.min(column, 158) - 1))}^`);
  }
  return out.join('\n');
}

/** Levenshtein distance, for "did you mean". */
export function editDistance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    let previous = row[0]!;
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const current = row[j]!;
      row[j] = Math.min(row[j]! + 1, row[j - 1]! + 1, previous + (a[i - 1]!.toLowerCase() === b[j - 1]!.toLowerCase() ? 0 : 1));
      previous = current;
    }
  }
  return row[b.length]!;
}

/**
 * The closest candidate within a third of the word's length, if any. A candidate whose length differs
 * by more than that is never measured (the distance is at least the difference): a value of a million
 * characters where a short one belongs costs nothing, where measuring it took seconds.
 */
export function didYouMean(word: string, candidates: Iterable<string>): string | undefined {
  const limit = Math.max(2, Math.ceil(word.length / 3));
  let best: string | undefined;
  let bestDistance = Infinity;
  for (const candidate of candidates) {
    if (Math.abs(candidate.length - word.length) > Math.min(limit, bestDistance)) continue;
    const distance = editDistance(word, candidate);
    if (distance < bestDistance) [best, bestDistance] = [candidate, distance];
  }
  return best !== undefined && bestDistance <= limit ? best : undefined;
}
