import { loadYamlOnce } from './load-yaml.ts';
import type { SchemaSet } from '../validate/validate.ts';
import { CONTENT_DIR } from './workspace.ts';
import { isMap, type Json } from '../json.ts';

export const REGIONS_FILE = `${CONTENT_DIR}/regions.yaml`;

/**
 * The site's regions and API families, as regions.yaml lists them: the one list of them. Codegen reads it
 * before anything else (a region folder is one regions.yaml names; the schemas' lists of codes and
 * families are filled in from it) and emits it for the site and the service (dist/generated/regions.ts:
 * REGION_CODES, API_FAMILIES).
 */
export interface RegionList {
  /** The keys of `regions`, in their order. */
  codes: readonly string[];
  /** The keys of `api.families`; without `api`, the regions' `apiFamily` values, first use first. */
  families: readonly string[];
}

/** The list read from regions.yaml's data, or undefined when it has no `regions` map (its schema errors say why). */
export function regionListOf(data: unknown): RegionList | undefined {
  if (!isMap(data) || !isMap(data.regions)) return undefined;
  const codes = Object.keys(data.regions);
  const families = isMap(data.api) && isMap(data.api.families) ? Object.keys(data.api.families) : undefined;
  const used = Object.values(data.regions).flatMap((r) => (isMap(r) && typeof r.apiFamily === 'string' ? [r.apiFamily] : []));
  return { codes, families: families ?? [...new Set(used)] };
}

/**
 * Reads the list from regions.yaml's bytes (undefined when the file is missing or does not parse), the
 * same object while the bytes are unchanged so that what is cached on it (the schemas, the route table) holds.
 */
export function createRegionListReader() {
  let last: { bytes: Uint8Array | undefined; list: RegionList | undefined; key: string } | undefined;
  return (bytes: Uint8Array | undefined): RegionList | undefined => {
    if (last && (last.bytes === bytes || (bytes && last.bytes && Buffer.compare(bytes, last.bytes) === 0))) return last.list;
    const loaded = bytes ? loadYamlOnce(REGIONS_FILE, bytes) : undefined;
    const list = loaded && !loaded.diagnostics.some((d) => d.severity === 'error') ? regionListOf(loaded.data) : undefined;
    const key = JSON.stringify(list ?? null);
    // Another text with the same list (an edited label) keeps the list object.
    last = { bytes, list: last && last.key === key ? last.list : list, key };
    return last.list;
  };
}

/** Catalogue keys, read from the bytes of each content-yaml/<region>/catalog.yaml (parsed once per bytes; a price edit keeps the list). */
export function createProductIdReader() {
  let last: readonly string[] = [];
  /** Undefined while a catalogue does not parse: the schemas then name no list (the pattern only), so one broken file is one error. */
  return (files: ReadonlyMap<string, Uint8Array>, codes: readonly string[]): readonly string[] | undefined => {
    const ids = new Set<string>();
    for (const code of codes) {
      const path = `${CONTENT_DIR}/${code}/catalog.yaml`;
      const bytes = files.get(path);
      if (!bytes) continue;
      const loaded = loadYamlOnce(path, bytes);
      const products = loaded.diagnostics.some((d) => d.severity === 'error') || !isMap(loaded.data) ? undefined : loaded.data.products;
      if (!isMap(products)) return undefined;
      for (const id of Object.keys(products)) ids.add(id);
    }
    const sorted = [...ids].sort();
    // The same list object while the ids are the same: the schemas (and validators) stay.
    if (sorted.join() !== last.join()) last = sorted;
    return last;
  };
}

/**
 * The schemas with the list filled in: defs' `productId` and `anyProductId` enumerate the catalogues' products; defs' `regionCode` enumerates the codes; regions.schema.json's
 * `regions` requires exactly those keys, a region's `apiFamily` is one of the families and `api.families`
 * has one entry per family. The schema files hold no list of their own: a new region is a regions.yaml
 * entry, not a schema edit. Without a list the schemas are as written (codes by their pattern only).
 * The same objects come back while the input schemas and the list are the same (the validator and the
 * types are compiled once per schema set).
 */
export function createRegionSchemas() {
  let last: { defs: unknown; regions: unknown; list: RegionList | undefined; products: unknown; out: SchemaSet } | undefined;
  /** `products`: the ids the catalogues sell (createProductIdReader), the schemas' one list of products. */
  return (schemas: SchemaSet, list: RegionList | undefined, products?: readonly string[]): SchemaSet => {
    const defs = schemas.get('defs.schema.json');
    const regions = schemas.get('regions.schema.json');
    if (!list || !isMap(defs) || !isMap(regions)) return schemas;
    if (last && last.defs === defs && last.regions === regions && last.list === list && last.products === products) {
      return new Map([...schemas, ['defs.schema.json', last.out.get('defs.schema.json')], ['regions.schema.json', last.out.get('regions.schema.json')]]);
    }
    const out = new Map([...schemas, ['defs.schema.json', withCodes(defs, list, products)], ['regions.schema.json', withRegions(regions, list)]]);
    last = { defs, regions, list, products, out };
    return out;
  };
}

function withCodes(defs: Json, { codes }: RegionList, products: readonly string[] | undefined): Json {
  const definitions = isMap(defs.definitions) ? defs.definitions : {};
  const regionCode = isMap(definitions.regionCode) ? definitions.regionCode : {};
  const ids = (name: string) => (products?.length ? { [name]: { ...(isMap(definitions[name]) ? definitions[name] : {}), enum: [...products] } } : {});
  return { ...defs, definitions: { ...definitions, regionCode: { ...regionCode, enum: [...codes] }, ...ids('productId'), ...ids('anyProductId') } };
}

const one = (keys: readonly string[], schema: unknown) => ({ required: [...keys], properties: Object.fromEntries(keys.map((k) => [k, schema])), additionalProperties: false });

function withRegions(schema: Json, { codes, families }: RegionList): Json {
  const properties = isMap(schema.properties) ? schema.properties : {};
  const definitions = isMap(schema.definitions) ? schema.definitions : {};
  const regions = isMap(properties.regions) ? properties.regions : {};
  const api = isMap(properties.api) ? properties.api : {};
  const apiProperties = isMap(api.properties) ? api.properties : {};
  const familyMap = isMap(apiProperties.families) ? apiProperties.families : {};
  const region = isMap(definitions.region) ? definitions.region : {};
  const regionProperties = isMap(region.properties) ? region.properties : {};
  const apiFamily = isMap(regionProperties.apiFamily) ? regionProperties.apiFamily : {};
  return {
    ...schema,
    properties: {
      ...properties,
      regions: { ...regions, ...one(codes, regions.additionalProperties) },
      api: { ...api, properties: { ...apiProperties, families: { ...familyMap, ...one(families, familyMap.additionalProperties) } } },
    },
    definitions: { ...definitions, region: { ...region, properties: { ...regionProperties, apiFamily: { ...apiFamily, enum: [...families] } } } },
  };
}
