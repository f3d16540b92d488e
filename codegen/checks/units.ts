import type { CatalogDocument, DealersDocument, FactsDocument, PageDocument, RegionsDocument, RoutesDocument, SiteDocument } from '../../dist/generated/content-types.ts';
import type { LoadedFile } from '../read/load-yaml.ts';
import type { Meanings } from '../validate/meaning.ts';
import type { RegionDocument } from '../merge/resolve-extends.ts';
import type { ContentKind, RegionCode } from '../read/workspace.ts';

type Json = Record<string, unknown>;

/** A content file that loaded and validated: what it is, its data, and its strings by meaning (meaning.ts). */
export interface ContentFile {
  kind: ContentKind;
  loaded: LoadedFile;
  data: Json;
  meanings: Meanings;
}

/**
 * One region's document as written and as merged: its site texts (`document: 'site'`) or one page (the
 * page's name), with the regions that inherit it (`extends`) and their merged documents: a check of what
 * the file says for every region that shows it. (A catalogue is inherited by none: its checks read the file.)
 */
export interface DocumentUnit {
  document: string;
  region: RegionCode;
  own: RegionDocument;
  /** The document after `extends`. */
  merged: Json | undefined;
  inheritedBy: readonly { region: RegionCode; merged: Json }[];
}

/** What a file of each kind holds, typed from its schema (dist/generated/content-types.ts, written by make generate). */
export interface Documents {
  regions: RegionsDocument;
  routes: RoutesDocument;
  dealers: DealersDocument;
  facts: FactsDocument;
  catalog: CatalogDocument;
  /** A region's own site texts: a translation may leave any text to the region it extends. */
  site: DeepPartial<SiteDocument>;
  page: DeepPartial<PageDocument>;
}
type DeepPartial<T> = T extends readonly (infer I)[] ? DeepPartial<I>[] : T extends object ? { [K in keyof T]?: DeepPartial<T[K]> } : T;

/**
 * The data of a file of kind `kind`, typed by the schema it validated against: the one place codegen asserts
 * a content type (validation proved it), instead of a shape cast where each check reads it.
 */
export function documentOf<K extends keyof Documents>(file: { kind: ContentKind; data: unknown } | undefined, kind: K): Documents[K] | undefined {
  return file?.kind.kind === kind ? (file.data as Documents[K]) : undefined;
}
