import { _, type Ajv, type Code, type KeywordCxt, type Name } from 'ajv';
import { strConcat, stringify } from 'ajv/dist/compile/codegen/index.js';
import namesModule from 'ajv/dist/compile/names.js';
import { commonJsDefault } from '../common-js.ts';

const N = commonJsDefault(namesModule);

/**
 * What a string of content means, declared in the schemas by a keyword instead of guessed from the key
 * it is under: a field named anything that carries `"x-artwork": true` is a picture, and so on. Validation
 * records every such string of a document into one index (`Meanings`), and the checks read the index:
 * pictures, clips, prose, links and anchors, product and reference checks (docs/architecture.md).
 */
export const MEANING_KEYWORDS = {
  /** An artwork key: public/artwork/<key>.svg (or .webp, a rendered figure) must exist. */
  'x-artwork': 'artwork',
  /** A clip key: public/videos/<key>.webm and .mp4 must exist. */
  'x-video': 'video',
  /** Markdown prose: parsed at generate time (its own checks, its links), emitted as a typed tree. */
  'x-markdown': 'markdown',
  /** A text that takes arguments, the keyword's value naming each with its kind (`{ "count": "number" }`): parsed at generate time, emitted as a typed Message (checks/message.ts). */
  'x-message': 'message',
  /** Where something leads: a path on this site, an #anchor of the page, or an external address. */
  'x-link': 'link',
  /** A product of the catalogue: the page receives its entry. */
  'x-product': 'product',
  /** A product id of any region's catalogue, which this region need not sell (the products a licensor's credit covers). */
  'x-any-product': 'any-product',
  /** A record kept as written in every language (who granted a quote's use, and its reference): no text to translate. */
  'x-record': 'record',
  /** A name written in the language of the region it names (a region chooser's options), not in its page's. */
  'x-endonym': 'endonym',
  /** An id that is also an #anchor of the page (sections and items). */
  'x-id': 'id',
  /** A product card: its product's anchor (core/anchors.ts) is an #anchor of the page. */
  'x-product-anchor': 'product-anchor',
  /** An id of regions.yaml organization.contactPoints. */
  'x-contact-point': 'contact-point',
  /** An id of regions.yaml organization.offices. */
  'x-office': 'office',
  /** A group of content-yaml/dealers.yaml: its dealers show where it is named. */
  'x-dealer-group': 'dealer-group',
  /** The label of a company fact, keyed by the fact: the fact shows where it is labelled. */
  'x-company-fact': 'company-fact',
  /** A link the page shows as a QR code too: drawn at generate time, emitted beside it as `qr` (emit/page.ts). */
  'x-qr-code': 'qr-code',
  /** A path of the region's shop: only where the region has one. */
  'x-shop-path': 'shop-path',
  /** A phone number: a sample item's is in a range reserved for fiction, and a number in such a range is a sample item's (phone-numbers.ts). */
  'x-phone': 'phone',
  /** `sample: true`: the item holding it is demonstration content (recorded when true; the launch report lists it, launch.ts). */
  'x-sample': 'sample',
  /** A value the deployer sets before launch (an ICP filing number): recorded when null too (unset), a launch blocker then. */
  'x-deployer': 'deployer',
  /** An item that reports what someone else said (a press quote): it needs a `source` record or `sample: true` (recorded as an object). */
  'x-attributed': 'attributed',
  /**
   * A region's own item (the site banner): not inherited along `extends`, not asked of other regions by translation
   * parity, never compared with the reference's (recorded as an object).
   */
  'x-regional': 'regional',
  /**
   * `"x-max-length": <n>`: the text's length budget (a title, a button, a tab), counted as wide as it is set: a CJK
   * character counts two (recorded with its budget; `[length]` warns past it, as translation tools' maxLength does).
   */
  'x-max-length': 'length',
  /** A text shown only while its section's product is on pre-sale (the button reads Pre-Order Now): the campaign calendar counts it shown until the pre-sale ends. */
  'x-pre-sale': 'pre-sale',
} as const;

export type Meaning = (typeof MEANING_KEYWORDS)[keyof typeof MEANING_KEYWORDS];
/**
 * What each meaning records: strings, except these (a `sample: true` flag, a deployer value that may be null while unset,
 * an attributed item, which is an object); the value of a non-string is recorded as "" ("true" for the flag).
 */
const RECORDS: Partial<Record<Meaning, (data: Name) => Code>> = {
  sample: (data) => _`${data} === true`,
  deployer: (data) => _`(${data} === null || typeof ${data} == "string")`,
  attributed: (data) => _`(${data} !== null && typeof ${data} == "object" && !Array.isArray(${data}))`,
  regional: (data) => _`(${data} !== null && typeof ${data} == "object" && !Array.isArray(${data}))`,
};

/** The arguments a message field declares (its `x-message`), each a number (a plural may choose by it) or a string. */
export type DeclaredArguments = Readonly<Record<string, 'number' | 'string'>>;
/** One string of a document with a declared meaning: its JSON pointer and value (a message's also its declared arguments; a `length` one its field's budget). */
export interface Meant {
  pointer: string;
  value: string;
  declared?: DeclaredArguments;
  budget?: number;
}
/** A document's strings by meaning, each list in the order validation met them. */
export type Meanings = Readonly<Record<Meaning, readonly Meant[]>>;

/** A fresh, empty index for validation to fill (the `this` of the compiled validators). */
export function emptyMeanings(): Record<Meaning, Meant[]> {
  const index = {} as Record<Meaning, Meant[]>;
  for (const meaning of Object.values(MEANING_KEYWORDS)) index[meaning] = [];
  return index;
}

/**
 * The index as validation left it, each string once: a value meets the same keyword more than once when
 * its schema reaches it through several branches (`link` is an anyOf of paths, anchors and addresses).
 */
export function onceEach(found: Record<Meaning, Meant[]>): Meanings {
  for (const meaning of Object.keys(found) as Meaning[]) {
    const list = found[meaning];
    if (list.length < 2) continue;
    const seen = new Set<string>();
    found[meaning] = list.filter((m) => !seen.has(m.pointer) && Boolean(seen.add(m.pointer)));
  }
  return found;
}

/**
 * Adds the meaning keywords to `ajv` (which must run with `passContext: true`): each compiles to one
 * statement that, when the validator is called with an index as `this` and the data is a string, records
 * the string and its JSON pointer (the same pointer ajv gives an error there). Called without an index,
 * a validator records nothing. The keywords are code, not functions, so ajv's standalone code keeps them.
 */
export function addMeaningKeywords(ajv: Ajv): void {
  for (const [keyword, meaning] of Object.entries(MEANING_KEYWORDS)) {
    const message = meaning === 'message';
    const length = meaning === 'length';
    ajv.addKeyword({
      keyword,
      // x-message names the arguments: { "count": "number", "email": "string" }; x-max-length is the budget.
      ...(message ? { metaSchema: { type: 'object', additionalProperties: { enum: ['number', 'string'] } } } : { schemaType: length ? 'number' : 'boolean' }),
      code(cxt: KeywordCxt) {
        const { gen, data, it } = cxt;
        if (cxt.schema !== true && !message && !length) return;
        const pointer = strConcat(N.instancePath, it.errorPath);
        const records = RECORDS[meaning as Meaning];
        const test = records ? records(data) : _`typeof ${data} == "string"`;
        const value = meaning === 'sample' ? _`"true"` : _`(typeof ${data} == "string" ? ${data} : "")`;
        const extra = message ? _`, declared: ${stringify(cxt.schema)}` : length ? _`, budget: ${cxt.schema as number}` : _``;
        gen.if(_`this && this[${meaning}] && ${test}`, () => gen.code(_`this[${meaning}].push({ pointer: ${pointer}, value: ${value}${extra} });`));
      },
    });
  }
}
