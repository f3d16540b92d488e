import type { RegionCode } from '../read/workspace.ts';
import { GENERATED_BANNER, literal } from './ts-module.ts';

/** Everything one region's pages may read; the client receives only its own region's bundle. */
export interface BundleInput {
  code: RegionCode;
  region: unknown;
  hosts: unknown;
  site: unknown;
  catalog: unknown;
  pages: Record<string, unknown>;
  /** Per page, the catalogue ids it shows. */
  pageProducts: Record<string, string[]>;
  /** The reference prices of the region's reductions (reference-prices.ts), in a region whose price rules ask for them. */
  referencePrices?: unknown;
}

// These modules are fixed text around their data: written out, they need neither ts-morph nor the compile cache.

/** dist/generated/regions/<code>.ts: one region's typed bundle. */
export const emitRegionBundle = (input: BundleInput): string =>
  `${GENERATED_BANNER}\nimport type { RegionBundle } from '../bundle-type.ts';\n\nexport const bundle: RegionBundle = ${literal(input)};\n`;

/** dist/generated/bundle-type.ts: the shape of a region bundle, from the schema types. */
export const emitBundleType = (pageNames: readonly string[]): string => `${GENERATED_BANNER}
import type { CatalogDocument, PageDocument, Region, RegionCode, RegionsDocument, SiteDocument } from './types.ts';

export type Page = Omit<PageDocument, 'extends'>;
export type ProductId = keyof CatalogDocument['products'];

export interface PageTexts {
${pageNames.map((page) => `  '${page}'?: Page;\n`).join('')}}

/** The lowest price of the 30 days before each reduction; null where a price is no reduction (the page shows it without a struck price). */
export interface ReferencePrices {
  /** Per sale page, per sale entry id: one value per stage of the page's sale banner. */
  sales: Partial<Record<PageName, Record<string, (number | null)[]>>>;
  /** Per product with a promotional price (catalog.yaml activityPrice). */
  promotions: Partial<Record<ProductId, number | null>>;
  /** Per promoted product that runs longer than the market allows (priceRules.reductionLimitDays): from this instant (epoch ms) it is the regular price. */
  regularFrom: Partial<Record<ProductId, number>>;
}

export type PageName = ${pageNames.length ? pageNames.map((p) => `'${p}'`).join(' | ') : 'never'};

/** One region's facts, texts, catalogue and page texts, with inheritance (\`extends\`) resolved. */
export interface RegionBundle {
  code: RegionCode;
  region: Region;
  hosts: RegionsDocument['hosts'];
  site: Omit<SiteDocument, 'extends'>;
  catalog: CatalogDocument;
  pages: PageTexts;
  /** Per page, the catalogue entries it shows: a page receives only these. */
  pageProducts: Partial<Record<PageName, ProductId[]>>;
  /** Where regions.yaml gives the region priceRules.referencePrice: the lowest price of the 30 days before each reduction shown against a struck price (codegen/merge/reference-prices.ts); absent elsewhere. */
  referencePrices?: ReferencePrices;
}
`;

/** dist/generated/bundles.ts (server: every region, synchronous; a code may be a reserved word, hence the aliases). */
export const emitBundles = (codes: readonly RegionCode[]): string => `${GENERATED_BANNER}
import type { Page, RegionBundle } from './bundle-type.ts';
import type { RegionCode } from './types.ts';
${codes.map((code) => `import { bundle as ${code}Bundle } from './regions/${code}.ts';\n`).join('')}
const all: Record<RegionCode, RegionBundle> = { ${codes.map((c) => `${c}: ${c}Bundle`).join(', ')} };

/** Server side: the bundle of a region. Never import this module from client code. */
export function bundle(code: RegionCode): RegionBundle {
  return all[code];
}

/** Server side: a page of a region by its name (a route's \`page\`), when the region has it. */
export function pageOf(code: RegionCode, name: string): Page | undefined {
  return (all[code].pages as Partial<Record<string, Page>>)[name];
}
`;

/** dist/generated/load-bundle.ts (client: one region, on demand, one chunk per region). */
export const emitLoadBundle = (codes: readonly RegionCode[]): string => `${GENERATED_BANNER}
import type { RegionBundle } from './bundle-type.ts';
import type { RegionCode } from './types.ts';

const loaders: Record<RegionCode, () => Promise<{ bundle: RegionBundle }>> = {
${codes.map((c) => `  ${c}: () => import('./regions/${c}.ts'),\n`).join('')}};

/** Client side: loads only the requested region's bundle (one chunk per region). */
export async function loadBundle(code: RegionCode): Promise<RegionBundle> {
  return (await loaders[code]()).bundle;
}
`;
