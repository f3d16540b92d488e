import { MEANING_KEYWORDS, type Meaning, type Meanings } from './meaning.ts';
import { createValidator, type Validator } from './validate.ts';

const KEYWORD_OF = Object.fromEntries(Object.entries(MEANING_KEYWORDS).map(([keyword, meaning]) => [meaning, keyword])) as Record<Meaning, string>;

/** The keys the checks' unit tests write, and what a value under each means (in content, the schemas say it). */
export const TEST_KEYS: Readonly<Record<string, Meaning | Meaning[]>> = {
  image: 'artwork',
  clip: 'video',
  body: 'markdown',
  link: 'link',
  href: 'link',
  url: 'link',
  id: 'id',
  product: ['product', 'product-anchor'],
  contactPoint: 'contact-point',
  office: 'office',
  shopPath: 'shop-path',
};

const validators = new Map<string, Validator>();

/**
 * For unit tests of the checks: the index validation makes of `data`, under a schema that accepts any
 * document and declares, for each key of `keys`, the meaning of every value under that key at any
 * depth. The index is made by the real meaning keywords (meaning.ts), as for content.
 *
 * @example
 * meaningsOf({ hero: { image: 'a' } }).artwork // [{ pointer: '/hero/image', value: 'a' }]
 */
export function meaningsOf(data: unknown, keys: Readonly<Record<string, Meaning | Meaning[]>> = TEST_KEYS): Meanings {
  const id = JSON.stringify(keys);
  let validator = validators.get(id);
  if (!validator) {
    const any = { $ref: '#/definitions/node' };
    const properties = Object.fromEntries(Object.entries(keys).map(([key, meaning]) => [key, { ...any, ...Object.fromEntries([meaning].flat().map((m) => [KEYWORD_OF[m], true])) }]));
    const schema = {
      definitions: { node: { anyOf: [{ type: 'object', properties, additionalProperties: any }, { type: 'array', items: any }, { type: ['string', 'number', 'boolean', 'null'] }] } },
      ...any,
    };
    validator = createValidator(new Map([['test.schema.json', schema]]));
    validators.set(id, validator);
  }
  return validator.meanings(data as object, 'test.schema.json');
}
