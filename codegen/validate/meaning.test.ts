import { describe, expect, it } from 'vitest';
import { createMemoryCache } from '../compile-cache.ts';
import { loadYaml } from '../read/load-yaml.ts';
import { createValidator } from './validate.ts';

const schema = {
  type: 'object',
  properties: {
    hero: { type: 'object', properties: { backdrop: { type: 'string', 'x-artwork': true }, more: { $ref: '#/definitions/link' } } },
    'a/b': { type: 'array', items: { type: 'string', 'x-id': true } },
    count: { type: ['number', 'string'], 'x-product': true },
  },
  definitions: {
    link: {
      'x-link': true,
      anyOf: [
        { type: 'string', pattern: '^/', 'x-link': true },
        { type: 'string', pattern: '^#' },
      ],
    },
  },
};
const schemas = new Map([['t.schema.json', schema]]);
const loaded = loadYaml('content-yaml/us/site.yaml', Buffer.from('hero:\n  backdrop: sky\n  more: /us/x\n"a/b": [one, two]\ncount: 3\n'));

describe('meaning keywords', () => {
  it.each([
    ['compiled in this process', () => createValidator(schemas)],
    ['evaluated from cached standalone code', () => createValidator(schemas, createMemoryCache())],
  ])('index every string whose schema declares a meaning, at its pointer, once each (%s)', (_, make) => {
    const { diagnostics, meanings } = make().check(loaded, 't.schema.json');
    expect(diagnostics).toEqual([]);
    expect(meanings.artwork).toEqual([{ pointer: '/hero/backdrop', value: 'sky' }]);
    expect(meanings.link).toEqual([{ pointer: '/hero/more', value: '/us/x' }]);
    expect(meanings.id).toEqual([
      { pointer: '/a~1b/0', value: 'one' },
      { pointer: '/a~1b/1', value: 'two' },
    ]);
    expect(meanings.product).toEqual([]); // a number is no reference
  });

  it('index a merged document (no file of its own) once per object', () => {
    const validator = createValidator(schemas);
    const doc = { hero: { backdrop: 'sea' } };
    const first = validator.meanings(doc, 't.schema.json');
    expect(first.artwork).toEqual([{ pointer: '/hero/backdrop', value: 'sea' }]);
    expect(validator.meanings(doc, 't.schema.json')).toBe(first);
  });

  it('record nothing when a validator is called without an index, as ajv callers do', () => {
    const validator = createValidator(schemas);
    expect(validator.check(loaded, 't.schema.json').diagnostics).toEqual([]);
    expect(validator.missingKeys({ hero: {} }, 't.schema.json')).toEqual([]);
  });

  it('index the non-string meanings: a sample flag when true, a deployer value also when null (unset), an attributed item as an object', () => {
    const flags = {
      type: 'object',
      properties: {
        items: { type: 'array', items: { type: 'object', 'x-attributed': true, properties: { sample: { 'x-sample': true }, icp: { 'x-deployer': true } } } },
      },
    };
    const validator = createValidator(new Map([['f.schema.json', flags]]));
    const found = validator.meanings(
      {
        items: [
          { sample: true, icp: null },
          { sample: false, icp: '粤ICP备12345678号' },
        ],
      },
      'f.schema.json',
    );
    expect(found.sample).toEqual([{ pointer: '/items/0/sample', value: 'true' }]);
    expect(found.deployer).toEqual([
      { pointer: '/items/0/icp', value: '' },
      { pointer: '/items/1/icp', value: '粤ICP备12345678号' },
    ]);
    expect(found.attributed.map((m) => m.pointer)).toEqual(['/items/0', '/items/1']);
  });
});
