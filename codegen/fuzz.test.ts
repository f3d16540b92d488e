/**
 * Fuzzing the content pipeline: fast-check mutates one file of the real
 * content tree per run (keys deleted or renamed, values of another type, YAML
 * syntax junk, invalid UTF-8, huge strings, deep nesting, random unicode, files
 * deleted or moved) and the pipeline must end in either a clean generate or
 * located diagnostics with a known rule: never an exception, a stack trace in a
 * message, or a partial output folder.
 *
 * One generator serves every run (it caches per file, so a run re-reads only
 * the file it mutated and the one the previous run mutated). A failure prints
 * fast-check's seed and path; replay it with FUZZ_SEED=<seed> FUZZ_PATH=<path>,
 * then keep the shrunk mutation below in REGRESSIONS.
 */
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fc, test } from '@fast-check/vitest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseDocument, visit, type Pair } from 'yaml';
import { formatReport } from './report.ts';
import { RULES } from './rules.ts';
import { createMemoryCache } from './compile-cache.ts';
import { createGenerator, type GenerateInput, type GenerateResult } from './generate.ts';
import { readWorkspace } from './read/read-workspace.ts';
import { createRegionListReader, REGIONS_FILE } from './read/region-list.ts';
import { REGION_CODES } from './test-regions.ts';
import { PROJECT_ROOT } from './test-workspace.ts';
import { requiredFiles } from './read/workspace.ts';
import { writeOutput } from './emit/write-output.ts';

/** A mutation of one content file, as plain data so a failing case can be pasted into REGRESSIONS. */
type Mutation =
  | { op: 'delete-key'; file: string; at: number }
  | { op: 'rename-key'; file: string; at: number; name: string }
  /** Replaces a value's source text (another type, random unicode, a huge string, deep nesting). */
  | { op: 'replace-value'; file: string; at: number; text: Replacement }
  | { op: 'insert-text'; file: string; offset: number; text: string }
  | { op: 'insert-bytes'; file: string; offset: number; bytes: number[] }
  | { op: 'truncate'; file: string; keep: number }
  | { op: 'delete-file'; file: string }
  | { op: 'move-file'; file: string; to: string };

type Replacement = string | { repeat: string; times: number } | { nest: 'flow-seq' | 'flow-map' | 'block-map'; depth: number };

const TIMEOUT_MS = 600_000;
const RUNS = Number(process.env.FUZZ_RUNS ?? 1000);

/**
 * Failures the fuzzer found, kept as fixed cases (shrunk counterexamples, with
 * the seed that found them).
 */
const REGRESSIONS: { why: string; mutation: Mutation }[] = [
  // seed -619553921, path "11:0:0:1:0:1:4", shrunk to depth 1784 (the depth at which the stack
  // overflows depends on the machine; 10 000 is past it everywhere). The yaml parser overflows the
  // stack and load-yaml.ts passes its RangeError text on as a [yaml-syntax] diagnostic:
  // "Maximum call stack size exceeded", with the hint about indentation — nothing a translator can act on.
  { why: 'values nested thousands of levels deep', mutation: { op: 'replace-value', file: 'content-yaml/cn/catalog.yaml', at: 0, text: { nest: 'flow-seq', depth: 10_000 } } },
];

const input: GenerateInput = await readWorkspace(PROJECT_ROOT);
const contentFiles = [...input.files.keys()].sort();
let expectedOutputs: string[];
let outDir: string;
// Validators are compiled once for every generator of this file (the CLI keeps them on disk the same way).
const compileCache = createMemoryCache();
const generator = createGenerator({ cache: compileCache });
/** Every FRESH_EVERY-th run is also run on a new generator: the one that has seen every earlier run must answer the same. */
const FRESH_EVERY = 40;
let runs = 0;
const decoder = new TextDecoder();
const encoder = new TextEncoder();

beforeAll(async () => {
  outDir = await mkdtemp(join(tmpdir(), 'codegen-fuzz-'));
  const first = await generator.run(input);
  expect(first.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
  expectedOutputs = [...first.files!.keys()].sort();
  await writeOutput(outDir, first.files!);
}, 120_000);
afterAll(async () => {
  if (outDir) await rm(outDir, { recursive: true, force: true });
  printOutcomes();
});

/** What the runs ended in, per kind of mutation: the table this test prints. */
const outcomes = new Map<Mutation['op'], { runs: number; clean: number; located: number; rules: Set<string> }>();

function record(op: Mutation['op'], result: GenerateResult): void {
  const entry = outcomes.get(op) ?? { runs: 0, clean: 0, located: 0, rules: new Set<string>() };
  entry.runs++;
  if (result.files) entry.clean++;
  else entry.located++;
  for (const d of result.diagnostics) if (d.severity === 'error') entry.rules.add(d.rule);
  outcomes.set(op, entry);
}

function printOutcomes(): void {
  const rows = [...outcomes].map(([op, o]) => [op, String(o.runs), String(o.clean), String(o.located), [...o.rules].sort().join(', ')]);
  const widths = [0, 1, 2, 3, 4].map((i) => Math.max(...[['mutation', 'runs', 'clean', 'located', 'rules reported'], ...rows].map((r) => r[i]!.length)));
  const line = (cells: string[]) =>
    cells
      .map((c, i) => c.padEnd(widths[i]!))
      .join('  ')
      .trimEnd();
  const total = rows.reduce((n, r) => n + Number(r[1]), 0);
  console.log(
    [
      '',
      '── content pipeline fuzzing ──',
      line(['mutation', 'runs', 'clean', 'located', 'rules reported']),
      line(widths.map((w) => '-'.repeat(w))),
      ...rows.map(line),
      `${total} runs (incl. shrinking), each ending in a clean generate or located diagnostics until the first failure`,
      '',
    ].join('\n'),
  );
}

function replacementText(replacement: Replacement): string {
  if (typeof replacement === 'string') return replacement;
  if ('repeat' in replacement) return replacement.repeat.repeat(replacement.times);
  const { nest, depth } = replacement;
  if (nest === 'flow-seq') return `${'['.repeat(depth)}1${']'.repeat(depth)}`;
  if (nest === 'flow-map') return `${'{a: '.repeat(depth)}1${'}'.repeat(depth)}`;
  return `${Array.from({ length: depth }, (_, i) => `\n${'  '.repeat(i + 1)}k${i}:`).join('')} 1`;
}

/** The pair at `at` (modulo the number of pairs) in document order, and what to do with the document after. */
// biome-ignore lint/suspicious/noConfusingVoidType: the callback returns what a yaml visitor returns (symbol | void)
function atPair(text: string, at: number, change: (pair: Pair) => symbol | void): string | undefined {
  const doc = parseDocument(text);
  let count = 0;
  visit(doc, {
    // biome-ignore lint/correctness/noComponentHookFactories: `Pair` is a yaml visitor key, not a component
    Pair: () => {
      count++;
    },
  });
  if (count === 0) return undefined;
  let index = 0;
  visit(doc, { Pair: (_, pair) => (index++ === at % count ? change(pair as Pair) : undefined) });
  return doc.toString();
}

/** Applies a mutation to a copy of the content files. */
function mutate(files: ReadonlyMap<string, Uint8Array>, m: Mutation): Map<string, Uint8Array> {
  const out = new Map(files);
  const bytes = files.get(m.file)!;
  const text = decoder.decode(bytes);
  const setText = (next: string | undefined) => {
    if (next !== undefined) out.set(m.file, encoder.encode(next));
  };
  switch (m.op) {
    case 'delete-key':
      setText(atPair(text, m.at, () => visit.REMOVE));
      break;
    case 'rename-key':
      setText(
        atPair(text, m.at, (pair) => {
          pair.key = m.name;
        }),
      );
      break;
    case 'replace-value': {
      const doc = parseDocument(text);
      const ranges: [number, number][] = [];
      visit(doc, {
        Pair: (_, pair) => {
          const r = (pair as Pair<unknown, { range?: [number, number, number] }>).value?.range;
          if (r) ranges.push([r[0], r[1]]);
        },
      });
      if (!ranges.length) break;
      const [start, end] = ranges[m.at % ranges.length]!;
      setText(text.slice(0, start) + replacementText(m.text) + text.slice(end));
      break;
    }
    case 'insert-text': {
      const at = m.offset % (text.length + 1);
      setText(text.slice(0, at) + m.text + text.slice(at));
      break;
    }
    case 'insert-bytes': {
      const at = m.offset % (bytes.length + 1);
      out.set(m.file, new Uint8Array([...bytes.subarray(0, at), ...m.bytes, ...bytes.subarray(at)]));
      break;
    }
    case 'truncate':
      out.set(m.file, bytes.subarray(0, m.keep % (bytes.length + 1)));
      break;
    case 'delete-file':
      out.delete(m.file);
      break;
    case 'move-file':
      out.delete(m.file);
      out.set(m.to, bytes);
      break;
  }
  return out;
}

/**
 * What must never reach a translator: a stack trace (frames, source paths) or
 * a JavaScript engine error passed on as the message — an exception caught and
 * shown is still an exception, and says nothing about the content.
 */
const STACK_TRACE = /\n\s+at\s|\(\S+\.(?:[cm]?js|ts):\d+:\d+\)|\b(?:TypeError|RangeError|ReferenceError|Maximum call stack|Cannot read properties of)\b/;

/**
 * Everything wrong with a run's result: diagnostics that are not located at a
 * real position with a known rule, messages that leak internals, errors with
 * output, or a clean run whose output is not complete.
 */
function contractViolations(result: GenerateResult, files: ReadonlyMap<string, Uint8Array>): string[] {
  const problems: string[] = [];
  // The files every build needs follow the region list of regions.yaml as mutated (a mutation may add a region).
  const known = new Set([...files.keys(), ...requiredFiles(REGION_CODES), ...requiredFiles(createRegionListReader()(files.get(REGIONS_FILE))?.codes ?? [])]);
  for (const d of result.diagnostics) {
    const where = `${d.file}:${d.line}:${d.column} [${d.rule}] ${d.message}`;
    if (!(d.rule in RULES)) problems.push(`unknown rule: ${where}`);
    if (!known.has(d.file) && d.file !== 'schemas') problems.push(`not located in a content file: ${where}`);
    // Counted in the bytes: a file that is not UTF-8 has no source text, yet its diagnostic has a line.
    const bytes = files.get(d.file);
    const lines = bytes ? bytes.reduce((n, byte) => n + (byte === 0x0a ? 1 : 0), 1) : undefined;
    if (!Number.isInteger(d.line) || d.line < 1 || !Number.isInteger(d.column) || d.column < 1 || (lines !== undefined && d.line > lines + 1)) problems.push(`no real position: ${where}`);
    if (d.message.trim() === '') problems.push(`empty message: ${where}`);
    if (STACK_TRACE.test(`${d.message}\n${d.hint ?? ''}`)) problems.push(`internals in the message: ${where}`);
  }
  try {
    if (STACK_TRACE.test(formatReport(result.diagnostics, result.sources))) problems.push('internals in the report');
  } catch (error) {
    problems.push(`the report cannot be printed: ${(error as Error).message}`);
  }
  const errors = result.diagnostics.some((d) => d.severity === 'error');
  if (errors && result.files) problems.push('errors were reported, yet there is output to write');
  if (!errors && !result.files) problems.push('no error, yet no output');
  if (result.files && [...result.files.keys()].sort().join() !== expectedOutputs.join()) problems.push(`partial output: ${[...result.files.keys()].sort().join(', ')}`);
  return problems;
}

/** The contract of a run: a clean, complete output (written in full), or located diagnostics and nothing to write. */
async function expectCleanOrLocated(files: ReadonlyMap<string, Uint8Array>, label: string, op?: Mutation['op']): Promise<void> {
  let result: GenerateResult;
  try {
    result = await generator.run({ ...input, files });
  } catch (error) {
    throw new Error(`${label}: the generator threw ${(error as Error).stack}`);
  }
  expect(contractViolations(result, files), label).toEqual([]);
  if (op) record(op, result);
  if (++runs % FRESH_EVERY === 0) {
    // What the generator keeps between runs (files, prose, per-file checks, outputs) never changes an answer.
    const fresh = await createGenerator({ cache: compileCache }).run({ ...input, files });
    expect(result.diagnostics, `${label}: diagnostics of a generator that ran before vs a new one`).toEqual(fresh.diagnostics);
    expect(result.files, `${label}: output of a generator that ran before vs a new one`).toEqual(fresh.files);
  }
  if (result.files) {
    // The write path: every output lands, and nothing else stays behind.
    await writeOutput(outDir, result.files);
    const onDisk = await listFiles(outDir);
    expect(onDisk, label).toEqual(expectedOutputs);
    for (const name of onDisk) expect(await readFile(join(outDir, name), 'utf8'), `${label}: ${name}`).toBe(result.files.get(name));
  }
}

async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile())
    .map((e) => relative(dir, join(e.parentPath, e.name)).split('\\').join('/'))
    .sort();
}

const file = () => fc.constantFrom(...contentFiles);
const loneSurrogate = fc.integer({ min: 0xd800, max: 0xdfff }).map((c) => String.fromCharCode(c));
const codePoint = (unit: 'grapheme' | 'binary') => fc.string({ unit, minLength: 1, maxLength: 1 });
const unicode = fc.string({ unit: fc.oneof(codePoint('grapheme'), codePoint('binary'), loneSurrogate), maxLength: 40 });
const keyName = fc.oneof(
  fc.constantFrom('', '__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', '<<', 'extends', 'id', 'type', 'sections', 'regions', 'page', '$ref', 'head', 'title'),
  fc.string({ maxLength: 30 }),
  unicode,
);
const syntaxJunk = fc.constantFrom(
  ': ',
  ':',
  '- ',
  '[',
  ']',
  '{',
  '}',
  '"',
  "'",
  '\t',
  '  ',
  '\n  x',
  '&a ',
  '*a',
  '*missing ',
  '!!binary ',
  '!!js/function ',
  '!custom ',
  '? ',
  '|',
  '>-',
  '%YAML 1.1\n',
  '---\n',
  '...\n',
  '#',
  '@',
  '`',
  '\u0000',
  '\r',
  '\uFEFF',
  'key: value\n',
  '<<: *x\n',
  ': : :',
  ',',
  '\n- - -\n',
  '&a [*a]\n',
  'x: &a\n  - *a\n',
);
const replacement: fc.Arbitrary<Replacement> = fc.oneof(
  fc.constantFrom(
    '42',
    '-1.5e300',
    '0x1F',
    '.nan',
    '-.inf',
    'true',
    'no',
    'null',
    '~',
    '[]',
    '{}',
    '""',
    "''",
    '[a, 1, null]',
    '{a: 1}',
    '2025-01-01',
    '2025-13-45T25:61:00+99:00',
    '!!str 1',
    '!!binary aGk=',
    '!!set {a}',
    '!!timestamp 2001-12-14',
    '"\\ud800"',
    '"\\u0000"',
    '/us/nowhere',
    'https://',
    'javascript:alert(1)',
    '<script>x</script>',
    '<br><small>a</small>',
    '<small><br>',
  ),
  fc.jsonValue({ maxDepth: 3 }).map((v) => JSON.stringify(v) ?? 'null'),
  unicode.map((s) => JSON.stringify(s)),
  unicode.filter((s) => s.length > 0 && !/[\n\r]/.test(s)),
  fc.record({ repeat: fc.constantFrom('x', 'é', '漢', '🤖', 'ab ', '\\n'), times: fc.oneof(fc.integer({ min: 1_000, max: 100_000 }), fc.integer({ min: 1_040_000, max: 1_100_000 })) }),
  fc.record({ nest: fc.constantFrom('flow-seq' as const, 'flow-map' as const), depth: fc.integer({ min: 2, max: 5_000 }) }),
  fc.record({ nest: fc.constant('block-map' as const), depth: fc.integer({ min: 2, max: 400 }) }),
);
const invalidUtf8 = fc.constantFrom<number[]>(
  [0xff],
  [0xfe, 0xff],
  [0xc3, 0x28],
  [0xc0, 0xaf],
  [0xe2, 0x82],
  [0xed, 0xa0, 0x80],
  [0xf4, 0x90, 0x80, 0x80],
  [0xf8, 0x88, 0x80, 0x80, 0x80],
  [0x80],
  [0x00],
);
const movedTo = fc.oneof(
  fc.constantFrom(
    'content-yaml/xx/site.yaml',
    'content-yaml/US/site.yaml',
    'content-yaml/us/pages/Home.yaml',
    'content-yaml/fr/pages/nouvelle-page.yaml',
    'content-yaml/us/extra.yaml',
    'content-yaml/us/pages/deep/page.yaml',
    'content-yaml/site.yaml',
    'content-yaml/cn/pages/.yaml',
  ),
  unicode.map((name) => `content-yaml/us/pages/${name}.yaml`),
);

const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  fc.record({ op: fc.constant('delete-key' as const), file: file(), at: fc.nat() }),
  fc.record({ op: fc.constant('rename-key' as const), file: file(), at: fc.nat(), name: keyName }),
  { weight: 3, arbitrary: fc.record({ op: fc.constant('replace-value' as const), file: file(), at: fc.nat(), text: replacement }) },
  fc.record({ op: fc.constant('insert-text' as const), file: file(), offset: fc.nat(), text: fc.oneof(syntaxJunk, unicode) }),
  fc.record({ op: fc.constant('insert-bytes' as const), file: file(), offset: fc.nat(), bytes: invalidUtf8 }),
  fc.record({ op: fc.constant('truncate' as const), file: file(), keep: fc.nat() }),
  fc.record({ op: fc.constant('delete-file' as const), file: file() }),
  fc.record({ op: fc.constant('move-file' as const), file: file(), to: movedTo }),
);

const describeMutation = (m: Mutation) => JSON.stringify(m, (_, v) => (typeof v === 'string' && v.length > 200 ? `${v.slice(0, 200)}…(${v.length})` : v));

describe('the contract the fuzzer checks', () => {
  const at = { file: 'content-yaml/us/site.yaml', line: 3, column: 5 };
  const result = (diagnostics: GenerateResult['diagnostics'], files: GenerateResult['files'] = null): GenerateResult => ({
    files,
    diagnostics,
    sources: new Map(),
    stats: { parsed: [], emitted: [] },
  });
  const d = (extra: Partial<GenerateResult['diagnostics'][number]>) => ({ ...at, severity: 'error' as const, rule: 'schema' as const, message: 'Wrong.', ...extra });

  it('accepts located diagnostics without output', () => {
    expect(contractViolations(result([d({})]), input.files)).toEqual([]);
  });

  it.each([
    ['an unknown rule', [d({ rule: 'oops' as never })], /unknown rule/],
    ['a file that is not content', [d({ file: 'codegen/generate.ts' })], /not located/],
    ['line 0', [d({ line: 0 })], /no real position/],
    ['a line past the end of the file', [d({ line: 100_000 })], /no real position/],
    ['a stack trace', [d({ message: 'Boom\n    at run (codegen/generate.ts:10:3)' })], /internals/],
    ['an engine error', [d({ message: "Cannot read properties of undefined (reading 'x')" })], /internals/],
    ['an empty message', [d({ message: ' ' })], /empty message/],
  ])('rejects %s', (_, diagnostics, problem) => {
    expect(contractViolations(result(diagnostics), input.files).join('\n')).toMatch(problem);
  });

  it('rejects output next to errors, and partial output', () => {
    expect(contractViolations(result([d({})], new Map([['types.ts', '']])), input.files).join('\n')).toMatch(/errors were reported/);
    expect(contractViolations(result([], new Map([['types.ts', '']])), input.files).join('\n')).toMatch(/partial output/);
  });
});

describe('fuzzing the content pipeline', () => {
  it.each(REGRESSIONS)('regression: $why', async ({ mutation: m }) => {
    await expectCleanOrLocated(mutate(input.files, m), describeMutation(m));
  });

  const replay = process.env.FUZZ_SEED ? { seed: Number(process.env.FUZZ_SEED), ...(process.env.FUZZ_PATH ? { path: process.env.FUZZ_PATH } : {}) } : {};
  test.prop([mutation], { numRuns: RUNS, ...replay })(
    `${RUNS} mutated content trees end in a clean generate or located diagnostics`,
    async (m) => {
      await expectCleanOrLocated(mutate(input.files, m), describeMutation(m), m.op);
    },
    TIMEOUT_MS,
  );
});
