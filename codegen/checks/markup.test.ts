import { describe, expect, it } from 'vitest';
import { checkMarkup } from './markup.ts';
import { loadYaml } from '../read/load-yaml.ts';

const FILE = 'content-yaml/fr/catalog.yaml';

function check(lines: string[]) {
  const loaded = loadYaml(FILE, Buffer.from([...lines, ''].join('\n')));
  expect(loaded.diagnostics).toEqual([]);
  return checkMarkup(loaded, []);
}
const at = (list: ReturnType<typeof check>) => list.map((d) => `${d.file}:${d.line}:${d.column} [${d.rule}]`);

describe('checkMarkup', () => {
  it('accepts texts with <br> and <small>, and values that are not texts', () => {
    expect(check(['products:', '  t9:', '    name: "Optimus Prime<br><small>Signature</small>"', '    price: 1299', '    isPreSale: false', '    link: null'])).toEqual([]);
  });

  it('reports a refused tag at its text, naming the tag', () => {
    const found = check(['products:', '  t9:', '    alt: ok', '    name: "Optimus <b>Prime</b>"']);
    expect(at(found)).toEqual([`${FILE}:4:11 [markup]`]);
    expect(found[0]!.message).toContain('"<b>", "</b>"');
  });

  it('looks inside lists', () => {
    const found = check(['navs:', '  - label: Home', '  - label: <a href="/x">About</a>']);
    expect(at(found)).toEqual([`${FILE}:3:12 [markup]`]);
  });

  it('finds texts under keys that need escaping in a pointer', () => {
    const found = check(['labels:', '  "a/b": "<i>x</i>"', '  "c~d": "<u>y</u>"']);
    expect(at(found)).toEqual([`${FILE}:2:10 [markup]`, `${FILE}:3:10 [markup]`]);
  });

  it('reports one diagnostic per text', () => {
    const found = check(['a: "<img src=x onerror=alert(1)>"', 'b: fine', 'c: "<small class=x>y</small>"']);
    expect(at(found)).toEqual([`${FILE}:1:4 [markup]`, `${FILE}:3:4 [markup]`]);
  });

  it('leaves the prose it is given to the Markdown check, and only that', () => {
    const loaded = loadYaml(FILE, Buffer.from('intro:\n  body: "<b>x</b>"\n  note: "<b>y</b>"\n'));
    expect(at(checkMarkup(loaded, [{ pointer: '/intro/body', value: '<b>x</b>' }]))).toEqual([`${FILE}:3:9 [markup]`]);
  });
});
