import { describe, expect, it } from 'vitest';
import { checkPictures, collectPictures } from './check-pictures.ts';
import { loadYaml } from './load-yaml.ts';
import { REGION_CODES } from './test-regions.ts';
import { classify, type ContentKind } from './workspace.ts';

const ARTWORK = new Set(['flagship-bumblebee-hero', 'flagship-bumblebee-gallery-1', 'hub', 'press-1']);

function check(file: string, lines: string[]) {
  const loaded = loadYaml(file, Buffer.from([...lines, ''].join('\n')));
  expect(loaded.diagnostics).toEqual([]);
  return checkPictures([{ kind: classify(file, REGION_CODES) as ContentKind, loaded, data: loaded.data }], ARTWORK);
}
const at = (list: ReturnType<typeof check>) => list.map((d) => `${d.file}:${d.line}:${d.column} [${d.rule}]`);

describe('collectPictures', () => {
  it('finds every string under a key named image, at any depth, with its pointer', () => {
    const data = { hero: { image: 'a' }, gallery: { items: [{ image: 'b' }, { image: 5 }] }, sections: [{ items: [{ 'x/y': { image: 'c' } }] }] };
    expect(collectPictures(data)).toEqual([
      { pointer: '/hero/image', key: 'a' },
      { pointer: '/gallery/items/0/image', key: 'b' },
      { pointer: '/sections/0/items/0/x~1y/image', key: 'c' },
    ]);
  });

  it('reads only `image` as a picture, never another key', () => {
    expect(collectPictures({ items: [{ key: 'hub', id: 'press-1' }], key: 'top' })).toEqual([]);
  });
});

describe('checkPictures', () => {
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

  it('checks site and catalog documents too, but not the region and route tables', () => {
    expect(at(check('content-yaml/jp/catalog.yaml', ['products:', '  t9:', '    image: nope']))).toEqual(['content-yaml/jp/catalog.yaml:3:12 [missing-picture]']);
    expect(check('content-yaml/regions.yaml', ['image: nope'])).toEqual([]);
  });

  it('reports a missing picture once per place it is written', () => {
    const found = check('content-yaml/us/pages/home.yaml', ['a:', '  image: gone', 'b:', '  image: gone']);
    expect(at(found)).toEqual(['content-yaml/us/pages/home.yaml:2:10 [missing-picture]', 'content-yaml/us/pages/home.yaml:4:10 [missing-picture]']);
  });
});
