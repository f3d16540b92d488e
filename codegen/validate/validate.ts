import type { RuleTable } from '../checks/define.ts';
import { createRequire } from 'node:module';
import { Ajv, type DefinedError, type ErrorObject, type ValidateFunction } from 'ajv';
import addFormatsModule from 'ajv-formats';
import standaloneCodeModule from 'ajv/dist/standalone/index.js';
import type { CompileCache } from '../compile-cache.ts';
import { diagnostic, didYouMean, type Diagnostic } from '../diagnostics.ts';
import type { LoadedFile } from '../read/load-yaml.ts';
import { locate, locateKey, pointerSegments } from '../read/locate.ts';
import { addMeaningKeywords, emptyMeanings, MEANING_KEYWORDS, onceEach, type Meanings } from './meaning.ts';
import { commonJsDefault } from '../common-js.ts';
import { isMap } from '../json.ts';
import { keptIn } from '../checks/walk.ts';

export const rules = {
  'schema-file': { title: 'A schema file is broken', hint: 'Fix the JSON of the schema (a developer file); translators: tell a developer.' },
  schema: { title: 'Value does not fit the schema', hint: 'Your editor shows the expected shape when the file starts with its `# yaml-language-server: $schema=` line.' },
} as const satisfies RuleTable;

// ajv-formats and ajv's standalone code are CommonJS.
const addFormats = commonJsDefault(addFormatsModule);
const standaloneCode = commonJsDefault(standaloneCodeModule);
const require = createRequire(import.meta.url);

export type SchemaSet = ReadonlyMap<string, unknown>;

// passContext: the meaning keywords record into the index the validator is called with (meaning.ts).
const AJV_OPTIONS = { allErrors: true, strict: true, allowUnionTypes: true, verbose: true, discriminator: true, passContext: true } as const;
/** Changes when the meaning keywords compile to other code: a cached standalone validator of the old code is not reused. */
const KEYWORDS_VERSION = `meanings-3:${Object.keys(MEANING_KEYWORDS).join()}`;

/**
 * The validators of the document schemas (the top-level *.schema.json; the section schemas are
 * referenced from page.schema.json), by schema name. Compiling them is most of a cold generate
 * (~1 s): with a cache, ajv's standalone code of all of them is kept, keyed by the schemas and
 * ajv's version, and a later process only evaluates it (https://ajv.js.org/standalone.html).
 */
function compileValidators(schemas: SchemaSet, cache: CompileCache | undefined): (name: string) => ValidateFunction | undefined {
  const documents = [...schemas.keys()].filter((name) => !name.includes('/')).sort();
  const key =
    cache &&
    `ajv-standalone\0${(require('ajv/package.json') as { version: string }).version}\0${JSON.stringify(AJV_OPTIONS)}\0${KEYWORDS_VERSION}\0${JSON.stringify([...schemas].sort(([a], [b]) => a.localeCompare(b)))}`;
  const evaluate = (code: string) => {
    const module = { exports: {} as Record<string, ValidateFunction> };
    new Function('require', 'module', 'exports', code)(require, module, module.exports);
    return (name: string) => module.exports[name];
  };
  const cached = key ? cache!.get(key) : undefined;
  if (cached !== undefined) return evaluate(cached);
  // discriminator: a page's sections are a tagged union on `type`, so a mistake in a section reports
  // that section type's errors, not every branch of a oneOf (https://ajv.js.org/json-schema.html#discriminator).
  const ajv = new Ajv({ ...AJV_OPTIONS, ...(key ? { code: { source: true } } : {}) });
  addFormats(ajv);
  // json-schema-to-typescript's keyword for a field whose emitted type differs from its YAML (Markdown -> ProseBlock[]).
  ajv.addKeyword({ keyword: 'tsType', schemaType: 'string' });
  addMeaningKeywords(ajv);
  for (const [name, schema] of schemas) ajv.addSchema(schema as object, name);
  if (!key) return (name) => ajv.getSchema(name);
  return evaluate(cache!.set(key, standaloneCode(ajv, Object.fromEntries(documents.map((name) => [name, name])))));
}

const show = (value: unknown): string => {
  const text = JSON.stringify(value);
  return text === undefined ? String(value) : text.length > 60 ? `${text.slice(0, 57)}...` : text;
};
const kindOf = (value: unknown): string => (value === null ? 'null' : Array.isArray(value) ? 'a list' : typeof value === 'object' ? 'a map' : typeof value);
/**
 * A pointer as a translator reads it: 'sections[specs].rows.2.value' — a list item with an id
 * is named by its id (the same in every region), others by their index.
 */
function describePath(pointer: string, data: unknown): string {
  if (pointer === '') return 'the document';
  let node = data;
  let out = '';
  for (const segment of pointerSegments(pointer)) {
    const item: unknown = Array.isArray(node) ? node[Number(segment)] : undefined;
    const id = isMap(item) && typeof item.id === 'string' ? item.id : undefined;
    out += id !== undefined ? `[${id}]` : `${out ? '.' : ''}${segment}`;
    node = Array.isArray(node) ? item : isMap(node) ? node[segment] : undefined;
  }
  return out;
}
/** The key a `required` error names. */
const missingProperty = (error: ErrorObject): string | undefined => {
  const e = error as DefinedError;
  return e.keyword === 'required' ? e.params.missingProperty : undefined;
};

/** Keys that identify a section or item: required in every region, since parity and inheritance match by them. */
const IDENTITY_KEYS = new Set(['id', 'type']);

/**
 * Whether a key missing in a partial document (a region other than the reference) may come from
 * inheritance or be reported by the translation check instead: true in maps outside lists, and in
 * list items with an `id` (matched to the reference by id); false in items of id-less lists, which
 * replace the inherited list whole and so must be complete. `id` and `type` are never inheritable.
 */
function inheritable(data: unknown, e: ErrorObject): boolean {
  if (IDENTITY_KEYS.has(missingProperty(e) ?? '')) return false;
  let node = data;
  let nearestItem: unknown;
  for (const segment of pointerSegments(e.instancePath)) {
    const inList = Array.isArray(node);
    node = inList ? (node as unknown[])[Number(segment)] : (node as Record<string, unknown> | undefined)?.[segment];
    if (inList) nearestItem = node;
  }
  return nearestItem === undefined || (typeof nearestItem === 'object' && nearestItem !== null && 'id' in nearestItem);
}

/** One ajv error as a diagnostic at its YAML node, said for a translator (undefined: another error says it better). */
function toDiagnostic(loaded: LoadedFile, error: ErrorObject): Diagnostic | undefined {
  // ajv's own errors, whose params its types give by keyword.
  const e = error as DefinedError;
  const parent = e.parentSchema as { properties?: Record<string, unknown>; description?: string } | undefined;
  const isInstant = e.schemaPath.includes('/definitions/instant/');
  const where = describePath(e.instancePath, loaded.data);
  const report = (message: string, hint?: string, at = locate(loaded, e.instancePath)) => diagnostic('schema', at, message, hint);
  const choose = (guess: string | undefined, allowed: string) => `${guess ? `Did you mean "${guess}"? ` : ''}${allowed}.`;
  const described = parent?.description ? `: ${parent.description}` : '.';
  switch (e.keyword) {
    case 'additionalProperties': {
      const key = e.params.additionalProperty;
      const known = Object.keys(parent?.properties ?? {});
      return report(`Unknown key "${key}" in ${where}.`, choose(didYouMean(key, known), `Allowed keys: ${known.join(', ')}`), locateKey(loaded, e.instancePath, key));
    }
    case 'required':
      return report(`Missing key "${e.params.missingProperty}" in ${where}.`, `Add "${e.params.missingProperty}:" to this map.`);
    case 'enum': {
      const allowed = (e.params.allowedValues ?? []).map(String);
      if (e.propertyName !== undefined)
        return report(`Unknown key "${e.propertyName}" in ${where}.`, choose(didYouMean(e.propertyName, allowed), `Allowed: ${allowed.join(', ')}`), locateKey(loaded, e.instancePath, e.propertyName));
      const guess = typeof e.data === 'string' ? didYouMean(e.data, allowed) : undefined;
      return report(`${show(e.data)} is not an allowed value for ${where}.`, choose(guess, `Allowed: ${allowed.join(', ')}`));
    }
    case 'discriminator':
      // Missing or unknown `type`: the enum beside the discriminator reports an unknown value with a "did you mean".
      return typeof e.params.tagValue === 'string' ? undefined : report(`Missing key "type" in ${where}.`, 'Add "type:" with the section type (a folder name under runtime/ui/sections/).');
    case 'minItems':
      return report(`${where} is empty.`, 'Write at least one item; a region that does not show a section keeps it with "disabled: true".');
    case 'propertyNames':
      return undefined; // reported by the inner error, which carries propertyName
    case 'type':
      return report(`${where} must be ${String(e.params.type).replace(/,/g, ' or ')}, not ${kindOf(e.data)} ${show(e.data)}.`);
    case 'format':
    case 'pattern':
      if (isInstant && e.keyword === 'format' && typeof e.data === 'string' && /(Z|[+-]\d{2}:\d{2})$/.test(e.data) && /T\d{2}:\d{2}:\d{2}/.test(e.data))
        return report(`${show(e.data)} in ${where} is not a real date and time.`, 'Check the day of the month and the hour (00–23; write "24:00" as 00:00 of the next day).');
      if (isInstant)
        return report(`${show(e.data)} in ${where} is not an instant with seconds and an offset.`, 'Write it like "2025-08-28T00:00:00+08:00" (the seeds\' "24:00" is 00:00 of the next day).');
      return report(`${show(e.data)} in ${where} has the wrong form${described}`);
    case 'anyOf':
    case 'oneOf':
      return report(`${show(e.data)} is not valid for ${where}${described}`);
    default:
      return report(`${where} ${e.message ?? 'is invalid'}.`);
  }
}

/** Drops the noise of failed anyOf/oneOf branches when a more specific error exists. */
function prune(errors: ErrorObject[]): ErrorObject[] {
  const branchSummaries = new Set(errors.filter((e) => e.keyword === 'anyOf' || e.keyword === 'oneOf').map((e) => e.instancePath));
  const specific = new Set(errors.filter((e) => branchSummaries.has(e.instancePath) && ['required', 'additionalProperties'].includes(e.keyword)).map((e) => e.instancePath));
  return errors.filter((e) => {
    if (!branchSummaries.has(e.instancePath)) return true;
    if (e.keyword === 'anyOf' || e.keyword === 'oneOf') {
      // A deeper error (an item of a list) says more than "matches no alternative".
      const deeper = errors.some((o) => o.instancePath.startsWith(`${e.instancePath}/`));
      return !specific.has(e.instancePath) && !deeper;
    }
    return specific.has(e.instancePath) && ['required', 'additionalProperties'].includes(e.keyword);
  });
}

/**
 * Compiles the schemas once (strict, all errors, formats; kept in `cache` when
 * given) and validates loaded files, mapping every ajv error to the exact YAML node.
 *
 * @example
 * const validator = createValidator(schemas);
 * const { diagnostics, meanings } = validator.check(loaded, 'site.schema.json');
 */
export function createValidator(schemas: SchemaSet, cache?: CompileCache) {
  const validatorOf = compileValidators(schemas, cache);
  const compiled = new Map<string, ValidateFunction>();
  const merged = new WeakMap<object, Meanings>();
  const get = (name: string): ValidateFunction =>
    keptIn(compiled, name, () => {
      const fn = validatorOf(name);
      if (!fn) throw new Error(`codegen bug: no schema named ${name}`);
      return fn;
    });

  return {
    /** The keys missing in `data` (a merged document, with no file of its own): JSON pointer of the map, and the key. */
    missingKeys(data: unknown, name: string): { pointer: string; key: string }[] {
      const fn = get(name);
      if (fn(data)) return [];
      return (fn.errors ?? []).flatMap((e) => {
        const key = missingProperty(e);
        return key === undefined ? [] : [{ pointer: e.instancePath, key }];
      });
    },
    /** The strings of `data` (a merged document) with a declared meaning (meaning.ts), by schema `name`; kept per document object. */
    meanings: (data: object, name: string): Meanings =>
      keptIn(merged, data, () => {
        const index = emptyMeanings();
        get(name).call(index, data);
        return onceEach(index);
      }),
    /**
     * Validates `loaded.data` against schema `name`, and gives the index of the document's strings by meaning, made by
     * the same pass. With `partial`, missing map keys are allowed (they are inherited).
     */
    check(loaded: LoadedFile, name: string, options: { partial?: boolean } = {}): { diagnostics: Diagnostic[]; meanings: Meanings } {
      const index = emptyMeanings();
      const fn = get(name);
      if (fn.call(index, loaded.data)) return { diagnostics: [], meanings: onceEach(index) };
      let errors = prune(fn.errors ?? []);
      // Inherited or untranslated keys are the translation check's to report, not the schema's.
      if (options.partial) errors = errors.filter((e) => !(e.keyword === 'required' && inheritable(loaded.data, e)) && !(e.keyword === 'minLength' && e.data === ''));
      const seen = new Set<string>();
      const diagnostics = errors
        .flatMap((e) => toDiagnostic(loaded, e) ?? [])
        .filter((d) => !seen.has(`${d.line}:${d.column}:${d.message}`) && Boolean(seen.add(`${d.line}:${d.column}:${d.message}`)));
      return { diagnostics, meanings: onceEach(index) };
    },
  };
}

export type Validator = ReturnType<typeof createValidator>;
