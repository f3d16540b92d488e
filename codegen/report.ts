import { codeFrame, sortDiagnostics, type Diagnostic } from './diagnostics.ts';
import { RULES } from './rules.ts';

/** Formats one diagnostic: `path:line:column severity [rule] message`, code frame, hint. */
export function formatDiagnostic(d: Diagnostic, source: string | undefined): string {
  const head = `${d.file}:${d.line}:${d.column} ${d.severity} [${d.rule}] ${d.message}`;
  const frame = source !== undefined && source !== '' ? `\n${codeFrame(source, d.line, d.column)}` : '';
  return `${head}${frame}\n  hint: ${d.hint ?? RULES[d.rule]?.hint}`;
}

export function formatReport(list: readonly Diagnostic[], sources: ReadonlyMap<string, string>): string {
  const sorted = sortDiagnostics(list);
  const errors = sorted.filter((d) => d.severity === 'error').length;
  const warnings = sorted.length - errors;
  const body = sorted.map((d) => formatDiagnostic(d, sources.get(d.file))).join('\n\n');
  const summary = `${errors} error${errors === 1 ? '' : 's'}, ${warnings} warning${warnings === 1 ? '' : 's'}`;
  return body ? `${body}\n\n${summary}` : summary;
}
