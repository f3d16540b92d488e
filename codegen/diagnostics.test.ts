import { describe, expect, it } from 'vitest';
import { codeFrame, diagnostic, didYouMean, editDistance, sortDiagnostics, type Diagnostic } from './diagnostics.ts';
import { formatDiagnostic, formatReport } from './report.ts';
import { RULES } from './rules.ts';

const source = ['one: 1', 'two: 2', 'three: 3', 'four: 4', 'five: 5'].join('\n');

/** The frame's line numbers, and the column (1-based, in the source line) the caret points at. */
function readFrame(frame: string) {
  const rows = frame.split('\n');
  const numbers = rows.filter((r) => /^[> ] +\d+ \|/.test(r)).map((r) => Number(/\d+/.exec(r)![0]));
  const marked = rows.findIndex((r) => r.startsWith('>'));
  const caretRow = rows[marked + 1]!;
  const textStart = rows[marked]!.indexOf('| ') + 2;
  return { numbers, marked: rows[marked]!, caretColumn: caretRow.indexOf('^') - textStart + 1, caretRow };
}

describe('codeFrame', () => {
  it('shows two lines above and one below, and marks the line', () => {
    const { numbers, marked } = readFrame(codeFrame(source, 3, 1));
    expect(numbers).toEqual([1, 2, 3, 4]);
    expect(marked).toContain('three: 3');
  });

  it('puts the caret under the column', () => {
    const { caretColumn, caretRow } = readFrame(codeFrame(source, 3, 8));
    expect(caretColumn).toBe(8);
    expect('three: 3'[caretColumn - 1]).toBe('3');
    expect(caretRow.trimEnd().endsWith('^')).toBe(true);
  });

  it('puts the caret at the first character for column 1', () => {
    expect(readFrame(codeFrame(source, 2, 1)).caretColumn).toBe(1);
  });

  it('has no context above the first line', () => {
    const { numbers, marked } = readFrame(codeFrame(source, 1, 1));
    expect(numbers).toEqual([1, 2]);
    expect(marked).toContain('one: 1');
  });

  it('has no context below the last line', () => {
    const { numbers, marked } = readFrame(codeFrame(source, 5, 3));
    expect(numbers).toEqual([3, 4, 5]);
    expect(marked).toContain('five: 5');
  });

  it('reads Windows line endings as line breaks', () => {
    const { numbers, marked } = readFrame(codeFrame(source.replace(/\n/g, '\r\n'), 2, 1));
    expect(numbers).toEqual([1, 2, 3]);
    expect(marked).not.toContain('\r');
  });
});

describe('formatDiagnostic', () => {
  const d = diagnostic('missing-translation', { file: 'content-yaml/fr/site.yaml', line: 3, column: 8 }, 'No text.');

  it('starts with path:line:column severity [rule] message', () => {
    const [head] = formatDiagnostic(d, source).split('\n');
    expect(head).toBe('content-yaml/fr/site.yaml:3:8 error [missing-translation] No text.');
  });

  it('shows the code frame of the source, then the hint', () => {
    const lines = formatDiagnostic(d, source).split('\n');
    expect(lines.some((l) => l.startsWith('>') && l.includes('three: 3'))).toBe(true);
    expect(lines.at(-1)).toBe(`  hint: ${RULES['missing-translation']!.hint}`);
  });

  it("uses the diagnostic's own hint over the rule's default", () => {
    const own = diagnostic('schema', { file: 'f.yaml', line: 1, column: 1 }, 'Unknown key.', 'Did you mean "title"?');
    expect(formatDiagnostic(own, undefined).split('\n').at(-1)).toBe('  hint: Did you mean "title"?');
  });

  it('shows no frame without a source', () => {
    expect(formatDiagnostic(d, undefined).split('\n')).toEqual(['content-yaml/fr/site.yaml:3:8 error [missing-translation] No text.', `  hint: ${RULES['missing-translation']!.hint}`]);
    expect(formatDiagnostic(d, '').split('\n')).toHaveLength(2);
  });

  it("prints a warning's severity", () => {
    const w = diagnostic('yaml-syntax', { file: 'f.yaml', line: 2, column: 4 }, 'Odd.', undefined, 'warning');
    expect(formatDiagnostic(w, undefined)).toMatch(/^f\.yaml:2:4 warning \[yaml-syntax\] Odd\./);
  });
});

describe('formatReport', () => {
  it('counts errors and warnings', () => {
    const list = [diagnostic('schema', { file: 'a.yaml', line: 1, column: 1 }, 'x'), diagnostic('yaml-syntax', { file: 'a.yaml', line: 2, column: 1 }, 'y', undefined, 'warning')];
    expect(formatReport(list, new Map()).split('\n').at(-1)).toBe('1 error, 1 warning');
    expect(formatReport([], new Map())).toBe('0 errors, 0 warnings');
  });
});

describe('sortDiagnostics', () => {
  const at = (file: string, line: number, column: number, rule: Diagnostic['rule'] = 'schema') => diagnostic(rule, { file, line, column }, `${file}:${line}:${column}`);

  it('orders by file, then line, then column', () => {
    const list = [at('b.yaml', 1, 1), at('a.yaml', 10, 1), at('a.yaml', 2, 9), at('a.yaml', 2, 3)];
    expect(sortDiagnostics(list).map((d) => d.message)).toEqual(['a.yaml:2:3', 'a.yaml:2:9', 'a.yaml:10:1', 'b.yaml:1:1']);
  });

  it('orders diagnostics at the same place by rule', () => {
    const list = [at('a.yaml', 1, 1, 'schema'), at('a.yaml', 1, 1, 'markup')];
    expect(sortDiagnostics(list).map((d) => d.rule)).toEqual(['markup', 'schema']);
  });

  it('leaves its input as it was', () => {
    const list = [at('b.yaml', 1, 1), at('a.yaml', 1, 1)];
    sortDiagnostics(list);
    expect(list.map((d) => d.file)).toEqual(['b.yaml', 'a.yaml']);
  });
});

describe('editDistance', () => {
  it('counts insertions, deletions and substitutions', () => {
    expect(editDistance('kitten', 'sitting')).toBe(3);
    expect(editDistance('', 'abc')).toBe(3);
    expect(editDistance('title', 'title')).toBe(0);
  });

  it('ignores case', () => {
    expect(editDistance('Title', 'tItle')).toBe(0);
  });
});

describe('didYouMean', () => {
  it('finds the closest candidate', () => {
    expect(didYouMean('titel', ['label', 'title', 'describe'])).toBe('title');
    expect(didYouMean('placholder', ['title', 'placeholder'])).toBe('placeholder');
  });

  it('gives nothing for a word far from every candidate', () => {
    expect(didYouMean('copyright', ['title', 'label', 'button'])).toBeUndefined();
  });

  it('gives nothing without candidates', () => {
    expect(didYouMean('title', [])).toBeUndefined();
  });
});
