import { describe, expect, it } from 'vitest';
import { firstInvalidUtf8, firstTooDeep, loadYaml, MAX_FILE_BYTES, MAX_FLOW_DEPTH } from './load-yaml.ts';

const FILE = 'content-yaml/x.yaml';
const load = (content: string | Uint8Array) => loadYaml(FILE, typeof content === 'string' ? Buffer.from(content) : content);
const where = (loaded: ReturnType<typeof load>) => loaded.diagnostics.map((d) => `${d.line}:${d.column} ${d.severity} [${d.rule}]`);

describe('loadYaml', () => {
  it('returns the data of a valid document and no diagnostics', () => {
    const loaded = load('# yaml-language-server: $schema=../schemas/x.schema.json\ntitle: Hello\nitems:\n  - 1\n  - two\n');
    expect(loaded.diagnostics).toEqual([]);
    expect(loaded.data).toEqual({ title: 'Hello', items: [1, 'two'] });
    expect(loaded.positions).toBeDefined();
    expect(loaded.file).toBe(FILE);
  });

  it('keeps positions: the line counter maps offsets to lines', () => {
    const loaded = load('a: 1\nb: 2\n');
    expect(loaded.lineCounter.linePos(loaded.text.indexOf('b'))).toEqual({ line: 2, col: 1 });
  });

  it('locates a syntax error and returns no data', () => {
    const loaded = load('a: 1\nb: [unclosed\nc: 2\n');
    expect(where(loaded)).toEqual(['3:1 error [yaml-syntax]']);
    expect(loaded.diagnostics[0]!.message).not.toMatch(/at line \d+/);
    expect(loaded.data).toBeUndefined();
    expect(loaded.text).toBe('a: 1\nb: [unclosed\nc: 2\n');
  });

  it('reports tabs used as indentation where they are', () => {
    expect(where(load('a: 1\n\tb: 2\n'))).toEqual(['2:1 error [yaml-syntax]']);
  });

  it('reports a duplicate key at the second key', () => {
    const loaded = load('a: 1\nb:\n  x: 1\n  x: 2\n');
    expect(where(loaded)).toEqual(['4:3 error [duplicate-key]']);
    expect(loaded.data).toBeUndefined();
  });

  it('reports every repetition of a key', () => {
    expect(where(load('a: 1\na: 2\na: 3\n'))).toEqual(['2:1 error [duplicate-key]', '3:1 error [duplicate-key]']);
  });

  it('refuses a tag it does not know, where it is written (content needs no tags)', () => {
    const loaded = load('a: !!foo bar\n');
    expect(where(loaded)).toEqual(['1:4 error [yaml-syntax]']);
    expect(loaded.diagnostics[0]!.message).toMatch(/^Unknown scalar tag/);
    expect(loaded.data).toBeUndefined();
  });

  it('refuses a colon with no key before it (a line that lost its key)', () => {
    const loaded = load('a: 1\n: 2\n');
    expect(where(loaded)).toEqual(['2:1 error [yaml-syntax]']);
    expect(loaded.data).toBeUndefined();
  });

  it('refuses a second document at its --- line', () => {
    const loaded = load('a: 1\n---\nb: 2\n');
    expect(where(loaded)).toEqual(['2:1 error [yaml-syntax]']);
    expect(loaded.data).toBeUndefined();
  });

  it('refuses a collection used as a key', () => {
    expect(where(load('? [a, b]\n: 1\n')).map((w) => w.replace(/^\d+:\d+ /, ''))).toEqual(['error [yaml-syntax]']);
  });

  it('reads Windows and old Mac line breaks as line breaks, lines and columns unchanged', () => {
    const crlf = load('a: 1\r\nb:\r\n  c: "x"\r\nd: |\r\n  two\r\n  lines\r\n');
    expect(crlf.diagnostics).toEqual([]);
    expect(crlf.data).toEqual({ a: 1, b: { c: 'x' }, d: 'two\nlines\n' });
    expect(where(load('a: 1\r\na: 2\r\n'))).toEqual(['2:1 error [duplicate-key]']);
    expect(load('a: 1\rb: 2\r').data).toEqual({ a: 1, b: 2 });
  });

  it('keeps where each value and key starts: quoted values at their quote, block scalars at their indicator', () => {
    const loaded = load('a: "x"\nb: |\n  text\nc:\n  - one\n  -\n');
    const p = loaded.positions!;
    const at = (offset: number) => {
      const { line, col } = loaded.lineCounter.linePos(offset);
      return `${line}:${col}`;
    };
    expect(p.keys).toEqual(['a', 'b', 'c']);
    expect(p.keyAt!.map(at)).toEqual(['1:1', '2:1', '4:1']);
    expect(p.values!.map((v) => at(v.at))).toEqual(['1:4', '2:4', '5:3']);
    expect(p.values![2]!.items!.map((v) => at(v.at))).toEqual(['5:5', '6:4']);
  });

  it.each([
    ['an empty file', ''],
    ['a comment-only file', '# yaml-language-server: $schema=x\n# nothing yet\n'],
    ['a file of blank lines', '\n\n  \n'],
  ])('reports %s as empty-file', (_, text) => {
    const loaded = load(text);
    expect(where(loaded)).toEqual(['1:1 error [empty-file]']);
    expect(loaded.data).toBeUndefined();
  });

  it('refuses a file larger than 1 MiB, and accepts one of exactly 1 MiB', () => {
    const line = 'a: 1\n';
    const exact = Buffer.alloc(MAX_FILE_BYTES, ' ');
    exact.write(line, 0);
    expect(load(exact).diagnostics).toEqual([]);

    const over = Buffer.alloc(MAX_FILE_BYTES + 1, ' ');
    over.write(line, 0);
    const loaded = load(over);
    expect(where(loaded)).toEqual(['1:1 error [file-too-large]']);
    expect(loaded.data).toBeUndefined();
  });

  it('locates an invalid UTF-8 byte by line and character column', () => {
    // "b: é" is 4 characters but 5 bytes: the column counts characters.
    const bytes = Buffer.concat([Buffer.from('a: 1\nb: é'), Buffer.from([0xff]), Buffer.from('\n')]);
    const loaded = load(bytes);
    expect(where(loaded)).toEqual(['2:5 error [file-encoding]']);
    expect(loaded.diagnostics[0]!.message).toContain('0xff');
    expect(loaded.text).toBe('');
    expect(loaded.data).toBeUndefined();
  });

  it('locates a Latin-1 byte on the first line', () => {
    expect(where(load(Buffer.from([0x61, 0x3a, 0x20, 0x63, 0x61, 0x66, 0xe9, 0x0a])))).toEqual(['1:7 error [file-encoding]']);
  });

  it('refuses a NUL byte', () => {
    const loaded = load('a: 1\nb: x\0y\n');
    expect(where(loaded)).toEqual(['2:5 error [file-encoding]']);
    expect(loaded.diagnostics[0]!.message).toContain('0x00');
  });

  it('refuses UTF-16 text', () => {
    expect(load(Buffer.from('\uFEFFa: 1\n', 'utf16le')).diagnostics.map((d) => d.rule)).toEqual(['file-encoding']);
  });

  it('strips a byte-order mark', () => {
    const loaded = load('\uFEFFtitle: x\n');
    expect(loaded.diagnostics).toEqual([]);
    expect(loaded.data).toEqual({ title: 'x' });
    expect(loaded.text.startsWith('\uFEFF')).toBe(false);
  });

  it('counts positions after a byte-order mark from the first visible character', () => {
    expect(where(load('\uFEFFa: 1\na: 2\n'))).toEqual(['2:1 error [duplicate-key]']);
  });

  it('reports an alias to an unknown anchor instead of throwing', () => {
    let loaded: ReturnType<typeof load> | undefined;
    expect(() => {
      loaded = load('a: 1\nb: *nowhere\n');
    }).not.toThrow();
    expect(where(loaded!)).toEqual(['2:4 error [yaml-syntax]']);
  });

  it('accepts an alias that repeats a value a few times, with the same data', () => {
    const loaded = load('a: &x { k: 1 }\nb: *x\nc: [*x, *x]\n');
    expect(loaded.diagnostics).toEqual([]);
    expect(loaded.data).toEqual({ a: { k: 1 }, b: { k: 1 }, c: [{ k: 1 }, { k: 1 }] });
  });

  it('reports an alias explosion instead of throwing', () => {
    const bomb = 'a: &a [1, 2, 3, 4, 5, 6, 7, 8, 9]\nb: &b [*a, *a, *a, *a, *a, *a, *a, *a, *a]\nc: [*b, *b, *b, *b, *b, *b, *b, *b, *b]\n';
    let loaded: ReturnType<typeof load> | undefined;
    expect(() => {
      loaded = load(bomb);
    }).not.toThrow();
    expect(loaded!.diagnostics.some((d) => d.severity === 'error')).toBe(true);
    expect(loaded!.data).toBeUndefined();
  });
});

describe('firstInvalidUtf8', () => {
  const at = (...bytes: number[]) => firstInvalidUtf8(new Uint8Array(bytes));

  it('accepts ASCII, 2-, 3- and 4-byte sequences', () => {
    expect(firstInvalidUtf8(Buffer.from('plain text'))).toBe(-1);
    expect(firstInvalidUtf8(Buffer.from('é € 中文 한국어'))).toBe(-1);
    expect(firstInvalidUtf8(Buffer.from('robot 🤖 and 😀'))).toBe(-1);
    expect(at(0xf4, 0x8f, 0xbf, 0xbf)).toBe(-1); // U+10FFFF, the last code point
    expect(at()).toBe(-1);
  });

  it('refuses overlong encodings', () => {
    expect(at(0x41, 0xc0, 0x80)).toBe(1); // NUL in two bytes
    expect(at(0xc1, 0xbf)).toBe(0);
    expect(at(0xe0, 0x80, 0xaf)).toBe(0); // '/' in three bytes
    expect(at(0xf0, 0x80, 0x80, 0xaf)).toBe(0); // '/' in four bytes
  });

  it('refuses UTF-16 surrogates', () => {
    expect(at(0x61, 0xed, 0xa0, 0x80)).toBe(1); // U+D800
    expect(at(0xed, 0xbf, 0xbf)).toBe(0); // U+DFFF
    expect(at(0xed, 0x9f, 0xbf)).toBe(-1); // U+D7FF is fine
  });

  it('refuses code points above U+10FFFF and impossible lead bytes', () => {
    expect(at(0xf4, 0x90, 0x80, 0x80)).toBe(0);
    expect(at(0xf5, 0x80, 0x80, 0x80)).toBe(0);
    expect(at(0xff)).toBe(0);
  });

  it('refuses truncated sequences and stray continuation bytes', () => {
    expect(at(0x61, 0xe2, 0x82)).toBe(1); // '€' cut short at the end
    expect(at(0xe2, 0x82, 0x61)).toBe(0); // '€' cut short before ASCII
    expect(at(0xf0, 0x9f, 0x98)).toBe(0); // emoji cut short
    expect(at(0x61, 0x80)).toBe(1);
  });

  it('refuses NUL', () => {
    expect(at(0x61, 0x00)).toBe(1);
  });
});

describe('nesting', () => {
  it('refuses flow nesting past MAX_FLOW_DEPTH at the bracket that goes too deep, without asking the parser', () => {
    const text = `a: ${'['.repeat(5000)}1${']'.repeat(5000)}\n`;
    const loaded = loadYaml('content-yaml/us/site.yaml', Buffer.from(text));
    expect(loaded.diagnostics.map((d) => `${d.line}:${d.column} [${d.rule}] ${d.message}`)).toEqual([
      `1:${4 + MAX_FLOW_DEPTH} [yaml-syntax] Values are nested more than ${MAX_FLOW_DEPTH} levels deep here.`,
    ]);
  });

  it('ignores brackets in quotes and comments', () => {
    expect(firstTooDeep(`a: "${'['.repeat(500)}"\nb: '${'{'.repeat(500)}'\n# ${'['.repeat(500)}\n`)).toBe(-1);
    expect(firstTooDeep(`a: ${'['.repeat(MAX_FLOW_DEPTH)}1${']'.repeat(MAX_FLOW_DEPTH)}`)).toBe(-1);
  });
});
