import { describe, expect, it } from 'vitest';
import { checkNamedFiles } from './missing-picture.ts';
import { loadYaml } from '../read/load-yaml.ts';
import { meaningsOf } from '../validate/test-meanings.ts';

const ARTWORK = new Set(['flagship-bumblebee-hero', 'flagship-bumblebee-gallery-1', 'hub', 'press-1']);

function check(file: string, lines: string[]) {
  const loaded = loadYaml(file, Buffer.from([...lines, ''].join('\n')));
  expect(loaded.diagnostics).toEqual([]);
  return checkNamedFiles({ loaded, meanings: meaningsOf(loaded.data) }, 'artwork', ARTWORK);
}
const at = (list: ReturnType<typeof check>) => list.map((d) => `${d.file}:${d.line}:${d.column} [${d.rule}]`);

describe('checkNamedFiles', () => {
  it('accepts pictures that exist', () => {
    expect(
      check('content-yaml/us/pages/flagship-bumblebee.yaml', [
        'hero:',
        '  image: flagship-bumblebee-hero',
        'gallery:',
        '  items:',
        '    - image: flagship-bumblebee-gallery-1',
        'sections:',
        '  - items:',
        '      - image: hub',
      ]),
    ).toEqual([]);
  });

  it('reports a missing picture at its value, with the closest existing key', () => {
    const found = check('content-yaml/fr/pages/flagship-bumblebee.yaml', ['hero:', '  title: Bourdon', '  image: flagship-bumblebe-hero']);
    expect(at(found)).toEqual(['content-yaml/fr/pages/flagship-bumblebee.yaml:3:10 [missing-picture]']);
    expect(found[0]!.message).toContain('public/artwork/flagship-bumblebe-hero.svg');
    expect(found[0]!.hint).toContain('Did you mean "flagship-bumblebee-hero"?');
  });

  it("falls back to the rule's hint when nothing is close", () => {
    const [d] = check('content-yaml/us/site.yaml', ['banner:', '  image: completely-different']);
    expect(d).toMatchObject({ rule: 'missing-picture', line: 2, column: 10 });
    expect(d!.hint).toBeUndefined();
  });

  it('checks what the schema declares a picture, whatever its key, and nothing else', () => {
    expect(at(check('content-yaml/jp/catalog.yaml', ['products:', '  t9:', '    image: nope']))).toEqual(['content-yaml/jp/catalog.yaml:3:12 [missing-picture]']);
    const loaded = loadYaml('content-yaml/us/site.yaml', Buffer.from('poster: nope\nimage: nope\nitems: [{ key: hub, id: press-1 }]\n'));
    const found = checkNamedFiles({ loaded, meanings: meaningsOf(loaded.data, { poster: 'artwork' }) }, 'artwork', ARTWORK);
    expect(at(found)).toEqual(['content-yaml/us/site.yaml:1:9 [missing-picture]']);
  });

  it('reports a missing picture once per place it is written', () => {
    const found = check('content-yaml/us/pages/home.yaml', ['a:', '  image: gone', 'b:', '  image: gone']);
    expect(at(found)).toEqual(['content-yaml/us/pages/home.yaml:2:10 [missing-picture]', 'content-yaml/us/pages/home.yaml:4:10 [missing-picture]']);
  });
});
