import { describe, expect, it } from 'vitest';
import { loadYaml } from './load-yaml.ts';
import { locate, locateKey, pointerSegments } from './locate.ts';

const FILE = 'content-yaml/us/site.yaml';
const text = [
  'subscribe:', //                 1
  '  title: Join us', //           2
  '  button: "Go"', //             3
  'navs:', //                      4
  '  - label: Products', //        5
  '    children:', //              6
  '      - label: Bumblebee', //   7
  '        link: /us/bb', //       8
  '      - label: Megatron', //    9
  'odd:', //                       10
  '  a/b: slash', //               11
  '  x~y: tilde', //               12
  '  "4003": expired', //          13
  'empty:', //                     14
  'meta: { anchor: hero }', //     15
].join('\n');
const loaded = loadYaml(FILE, Buffer.from(text));
const at = (path: string | string[], options?: { key?: boolean }) => {
  const l = locate(loaded, path, options);
  return `${l.line}:${l.column}`;
};

describe('locate', () => {
  it('loads its fixture', () => {
    expect(loaded.diagnostics).toEqual([]);
  });

  it('points at a value', () => {
    expect(at('/subscribe/title')).toBe('2:10');
    expect(at('/subscribe/button')).toBe('3:11');
  });

  it('points at the key with { key: true }', () => {
    expect(at('/subscribe/title', { key: true })).toBe('2:3');
    expect(at('/subscribe', { key: true })).toBe('1:1');
  });

  it('names the file', () => {
    expect(locate(loaded, '/subscribe/title').file).toBe(FILE);
  });

  it('follows array indices', () => {
    expect(at('/navs/0')).toBe('5:5');
    expect(at('/navs/0/children/1/label')).toBe('9:16');
    expect(at('/navs/0/children/0/link')).toBe('8:15');
  });

  it('accepts a list of segments as well as a pointer', () => {
    expect(at(['navs', '0', 'children', '1', 'label'])).toBe('9:16');
  });

  it('points a missing key at the deepest existing key', () => {
    expect(at('/subscribe/placeholder')).toBe('1:1');
    expect(at('/navs/0/children/0/tag/label')).toBe('7:9');
    expect(at('/navs/0/children/7')).toBe('6:5');
  });

  it("points an empty value just after its key's colon, where the value belongs", () => {
    expect(at('/empty')).toBe('14:7');
    expect(at('/empty', { key: true })).toBe('14:1');
  });

  it('points the empty pointer at the document', () => {
    expect(at('')).toBe('1:1');
  });

  it('finds keys inside flow maps', () => {
    expect(at('/meta/anchor')).toBe('15:17');
    expect(at('/meta/anchor', { key: true })).toBe('15:9');
  });

  it('decodes JSON-pointer escapes', () => {
    expect(at('/odd/a~1b')).toBe('11:8');
    expect(at('/odd/x~0y')).toBe('12:8');
    expect(at('/odd/4003')).toBe('13:11');
  });

  it('falls back to the start of a file that did not parse', () => {
    const broken = loadYaml(FILE, Buffer.from('a: [\n'));
    expect(locate(broken, '/a')).toEqual({ file: FILE, line: 1, column: 1 });
  });
});

describe('locateKey', () => {
  it('points at a key inside the map at a path', () => {
    expect(locateKey(loaded, '/navs/0/children/0', 'link')).toEqual({ file: FILE, line: 8, column: 9 });
    expect(locateKey(loaded, '', 'navs')).toEqual({ file: FILE, line: 4, column: 1 });
  });
});

describe('pointerSegments', () => {
  it('splits and unescapes', () => {
    expect(pointerSegments('/navs/0/label')).toEqual(['navs', '0', 'label']);
    expect(pointerSegments('/a~1b/c~0d')).toEqual(['a/b', 'c~d']);
    expect(pointerSegments('')).toEqual([]);
  });

  it('decodes ~01 as "~1" (RFC 6901: ~1 first, then ~0)', () => {
    expect(pointerSegments('/~01')).toEqual(['~1']);
  });
});
