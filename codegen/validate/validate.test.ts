import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { loadYaml } from '../read/load-yaml.ts';
import { readWorkspace } from '../read/read-workspace.ts';
import { createRegionSchemas } from '../read/region-list.ts';
import { REGIONS } from '../test-regions.ts';
import { PROJECT_ROOT } from '../test-workspace.ts';
import { createValidator } from './validate.ts';

// The schemas as codegen reads them: schemas/ and each section folder's schema.json, the section types listed in page.schema.json,
// the region codes and API families of regions.yaml filled in.
const { schemas } = await readWorkspace(PROJECT_ROOT);
const validator = createValidator(createRegionSchemas()(schemas, REGIONS));

function check(schema: string, text: string, options: { partial?: boolean } = {}) {
  const loaded = loadYaml('content-yaml/x.yaml', Buffer.from(text));
  expect(loaded.diagnostics).toEqual([]);
  return validator.check(loaded, schema, options).diagnostics;
}
/** A valid sections list, appended after a page's head in tests about the head. */
const SECTIONS = 'sections:\n  - id: intro\n    type: prose\n    body: Hello.\n';
const at = (list: ReturnType<typeof check>) => list.map((d) => `${d.line}:${d.column} [${d.rule}]`);

const route = (lines: string[]) => ['routes:', '  - path: /x', '    page: x', ...lines, 'servedElsewhere: []', ''].join('\n');

describe('createValidator', () => {
  it('knows the schemas it was given', () => {
    const loaded = loadYaml('content-yaml/x.yaml', Buffer.from('a: 1\n'));
    expect(validator.check(loaded, 'site.schema.json').diagnostics.length).toBeGreaterThan(0);
    expect(() => validator.check(loaded, 'pages/nothing.schema.json')).toThrow('no schema named pages/nothing.schema.json');
  });

  it('accepts a valid document', () => {
    expect(check('page.schema.json', `head:\n  title: Manuals\n  description: Every manual.\n${SECTIONS}`)).toEqual([]);
    expect(check('routes.schema.json', route(['    regions: [us, cn]']))).toEqual([]);
  });

  it('accepts the real us documents', () => {
    for (const file of ['us/site.yaml', 'us/catalog.yaml', 'routes.yaml', 'regions.yaml']) {
      const path = fileURLToPath(new URL(`../../content-yaml/${file}`, import.meta.url));
      const loaded = loadYaml(`content-yaml/${file}`, readFileSync(path));
      const schema = file.includes('/') ? `${file.split('/')[1]!.replace('.yaml', '')}.schema.json` : file.replace('.yaml', '.schema.json');
      expect(validator.check(loaded, schema).diagnostics, file).toEqual([]);
    }
  });

  it("takes a real ICP filing number for cn, and refuses a placeholder with the field's description", () => {
    const regions = readFileSync(fileURLToPath(new URL('../../content-yaml/regions.yaml', import.meta.url)), 'utf8');
    expect(regions).toContain('icpFiling: null');
    expect(check('regions.schema.json', regions.replace('icpFiling: null', 'icpFiling: 粤ICP备12345678号-1'))).toEqual([]);
    const found = check('regions.schema.json', regions.replace('icpFiling: null', 'icpFiling: 粤ICP备00000000号'));
    expect(found).toHaveLength(1);
    expect(found[0]!.message).toContain('regions.cn.icpFiling');
    expect(found[0]!.message).toContain('ICP filing number');
  });

  it('reports an unknown key at the key, with "Did you mean"', () => {
    const found = check('page.schema.json', `head:\n  title: T\n  description: D\n  keywrods: [a]\n${SECTIONS}`);
    expect(at(found)).toEqual(['4:3 [schema]']);
    expect(found[0]!.message).toContain('"keywrods"');
    expect(found[0]!.hint).toContain('Did you mean "keywords"?');
  });

  it('lists the allowed keys when nothing is close', () => {
    const [d] = check('page.schema.json', `head:\n  title: T\n  description: D\nbanner: x\n${SECTIONS}`);
    expect(d!.message).toContain('"banner"');
    expect(d!.hint).not.toContain('Did you mean');
    expect(d!.hint).toContain('head');
  });

  it("refuses a catalogue key that is no product id (the catalogues' keys are the product ids: camelCase)", () => {
    const text = 'currency: USD\nproducts:\n  flagship-bumblebee:\n    name: x\n    alt: y\n    buy: ""\n    price: 5\n    stock: 1\n    isPreSale: false\n';
    const found = check('catalog.schema.json', text);
    expect(at(found)).toEqual(['3:3 [schema]']);
  });

  it('suggests the allowed value for an enum typo, at the value', () => {
    const found = check('routes.schema.json', route(['    status: plannd']));
    expect(at(found)).toEqual(['4:13 [schema]']);
    expect(found[0]!.message).toContain('"plannd"');
    expect(found[0]!.hint).toContain('Did you mean "planned"?');
  });

  it('reports a wrong type with what was found', () => {
    const found = check('page.schema.json', `head:\n  title: 5\n  description: D\n${SECTIONS}`);
    expect(at(found)).toEqual(['2:10 [schema]']);
    expect(found[0]!.message).toMatch(/head\.title must be string, not number 5/);
  });

  it('reports an instant without offset once, saying it needs an offset', () => {
    const found = check('routes.schema.json', route(['    meta: { startTime: "2024-11-14T00:00:00" }']));
    expect(at(found)).toEqual(['4:24 [schema]']);
    expect(found[0]!.message).toContain('offset');
    expect(found[0]!.hint).toContain('+08:00');
  });

  it('reports a missing key at the map that lacks it', () => {
    const found = check('page.schema.json', `head:\n  title: T\n${SECTIONS}`);
    expect(at(found)).toEqual(['2:3 [schema]']);
    expect(found[0]!.message).toContain('"description"');
  });

  describe('sections: a tagged union on type (ajv discriminator)', () => {
    const page = (sections: string) => `head:\n  title: T\n  description: D\nsections:\n${sections}`;

    it("reports a mistake inside a section as that section type's error, not every branch of a oneOf", () => {
      const found = check('page.schema.json', page('  - id: specs\n    type: spec-table\n    title: Specs\n    rows:\n      - id: servos\n        name: Servos\n        valeu: "31"\n'));
      expect(found.map((d) => `${d.line}:${d.column} ${d.message}`)).toEqual(['9:9 Missing key "value" in sections[specs].rows[servos].', '11:9 Unknown key "valeu" in sections[specs].rows[servos].']);
      expect(found.find((d) => d.message.includes('valeu'))!.hint).toContain('Did you mean "value"?');
    });

    it('suggests the section type for an unknown type, at the value', () => {
      const found = check('page.schema.json', page('  - id: specs\n    type: spec-tabel\n'));
      expect(at(found)).toEqual(['6:11 [schema]']);
      expect(found[0]!.hint).toContain('Did you mean "spec-table"?');
    });

    it('requires a type and an id on every section', () => {
      const found = check('page.schema.json', page('  - title: Specs\n  - type: prose\n    body: x\n'));
      expect(found.map((d) => d.message)).toEqual([expect.stringContaining('Missing key "type" in sections.0'), expect.stringContaining('Missing key "id" in sections.1')]);
    });

    it('requires id and type also in a region that inherits, and complete items in lists without ids', () => {
      const found = check('page.schema.json', 'extends: us\nsections:\n  - id: featured\n    type: product-cards\n    items:\n      - product: aiBase\n        title: AI Base\n  - type: prose\n', {
        partial: true,
      });
      expect(found.map((d) => d.message)).toEqual([
        expect.stringContaining('Missing key "subtitle" in sections[featured].items.0'),
        expect.stringContaining('Missing key "image" in sections[featured].items.0'),
        expect.stringContaining('Missing key "showBuy" in sections[featured].items.0'),
        expect.stringContaining('Missing key "id" in sections.1'),
        // Without an id the section cannot be matched to the reference, so it must be complete.
        expect.stringContaining('Missing key "body" in sections.1'),
      ]);
    });

    it('reports an empty list where items are required', () => {
      const found = check('page.schema.json', page('  - id: specs\n    type: spec-table\n    title: Specs\n    rows: []\n'));
      expect(found.map((d) => d.message)).toEqual(['sections[specs].rows is empty.']);
      expect(found[0]!.hint).toContain('disabled: true');
    });
  });

  describe('partial documents (a region that inherits)', () => {
    const uk = ['extends: us', 'subscribe:', '  title: ""', 'navs:', '  - label: Products', '    children: []', ''].join('\n');

    it('reports missing map keys and empty texts without partial', () => {
      const messages = check('site.schema.json', uk).map((d) => d.message);
      expect(messages).toEqual(expect.arrayContaining([expect.stringContaining('Missing key "region"'), expect.stringContaining('Missing key "describe"')]));
      expect(messages.some((m) => m.startsWith('subscribe.title'))).toBe(true);
    });

    it('drops missing map keys and empty texts, but keeps errors inside list items', () => {
      const found = check('site.schema.json', uk, { partial: true });
      expect(at(found)).toEqual(['5:5 [schema]']);
      expect(found[0]!.message).toBe('Missing key "identify" in navs.0.');
    });

    it('keeps unknown keys', () => {
      const found = check('site.schema.json', 'extends: us\napi:\n  message:\n    "4103": x\n', { partial: true });
      expect(at(found)).toEqual(['4:5 [schema]']);
      expect(found[0]!.hint).toContain('Did you mean "4003"?');
    });
  });

  describe('oneOf', () => {
    it('reports an invalid item of a list once, at the item', () => {
      const found = check('routes.schema.json', route(['    regions: [us, xx]']));
      expect(at(found)).toEqual(['4:19 [schema]']);
      expect(found[0]!.message).toContain('"xx"');
      expect(found[0]!.message).not.toContain('is not valid for');
    });

    it('reports a value that fits no alternative once, at the value', () => {
      const found = check('routes.schema.json', route(['    regions: everywhere']));
      expect(at(found)).toEqual(['4:14 [schema]']);
      expect(found[0]!.message).toContain('"everywhere"');
    });

    it('reports the specific error of an object alternative', () => {
      // installment is null or { count, interestFree }.
      const regions = readFileSync(fileURLToPath(new URL('../../content-yaml/regions.yaml', import.meta.url)), 'utf8').replace(
        'installment: { count: 12, interestFree: true }',
        'installment: { count: 12, interestFre: true }',
      );
      const messages = check('regions.schema.json', regions).map((d) => `${d.message} ${d.hint}`);
      // The typo is both an unknown key and a missing one; the failed `null` branch and the summary stay silent.
      expect(messages).toHaveLength(2);
      expect(messages).toEqual(
        expect.arrayContaining([expect.stringMatching(/Unknown key "interestFre".*Did you mean "interestFree"\?/), expect.stringContaining('Missing key "interestFree" in regions.us.installment.')]),
      );
    });
  });
});
