import { describe, expect, it } from 'vitest';
import { loadYaml } from './load-yaml.ts';
import { checkFamilies } from '../checks/broken-reference.ts';
import { createRegionSchemas, regionListOf } from './region-list.ts';

const load = (text: string) => loadYaml('content-yaml/regions.yaml', Buffer.from(text));

describe('regionListOf', () => {
  it('takes the codes from the keys of regions and the families from api.families', () => {
    const data = { api: { families: { b: {}, a: {} } }, regions: { us: { apiFamily: 'a' }, fr: { apiFamily: 'b' } } };
    expect(regionListOf(data)).toEqual({ codes: ['us', 'fr'], families: ['b', 'a'] });
  });
  it("without api, the families are the regions' apiFamily values, first use first", () => {
    expect(regionListOf({ regions: { us: { apiFamily: 'a' }, fr: { apiFamily: 'b' }, uk: { apiFamily: 'a' } } })?.families).toEqual(['a', 'b']);
  });
  it('has no list without a regions map', () => {
    expect(regionListOf({ regions: [] })).toBeUndefined();
    expect(regionListOf('text')).toBeUndefined();
  });
});

describe('createRegionSchemas', () => {
  it('fills the codes and families into the schemas, and gives the same objects for the same list', () => {
    const defs = { definitions: { regionCode: { type: 'string' } } };
    const regions = { properties: { regions: { additionalProperties: { $ref: '#/definitions/region' } } }, definitions: { region: { properties: { apiFamily: {} } } } };
    const schemas = new Map<string, unknown>([
      ['defs.schema.json', defs],
      ['regions.schema.json', regions],
    ]);
    const fill = createRegionSchemas();
    const list = { codes: ['us', 'fr'], families: ['a'] };
    const out = fill(schemas, list);
    expect(out.get('defs.schema.json')).toMatchObject({ definitions: { regionCode: { enum: ['us', 'fr'] } } });
    expect(out.get('regions.schema.json')).toMatchObject({
      properties: { regions: { required: ['us', 'fr'], additionalProperties: false, properties: { fr: { $ref: '#/definitions/region' } } } },
      definitions: { region: { properties: { apiFamily: { enum: ['a'] } } } },
    });
    expect(fill(new Map(schemas), list).get('defs.schema.json')).toBe(out.get('defs.schema.json'));
    expect(fill(schemas, undefined)).toBe(schemas);
  });
});

describe('checkFamilies', () => {
  const text = ['api:', '  families:', '    a: { defaultRegion: fr }', '    c: {}', 'regions:', '  us: { apiFamily: a }', '  fr: { apiFamily: b }', ''].join('\n');
  it('refuses a default region of another family and a family no region has, where they are written', () => {
    const loaded = load(text);
    const found = checkFamilies(loaded, loaded.data as never).map((d) => `${d.line}:${d.column} [${d.rule}] ${d.message} ${d.hint}`);
    expect(found).toEqual([
      '3:25 [broken-reference] The family a answers in fr, a region of the family b. Name one of its own regions: us.',
      '4:5 [broken-reference] No region has apiFamily: c. Give a region that family, or remove the family.',
    ]);
  });
});
