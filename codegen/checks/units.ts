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
 * One region's document as written and as merged: its site texts (`document: 'site'`), its catalogue
 * (`'catalog'`) or one page (the page's name), with the regions that inherit it (`extends`) and their
 * merged documents: a check of what the file says for every region that shows it.
 */
export interface DocumentUnit {
  document: string;
  region: RegionCode;
  own: RegionDocument;
  /** The document after `extends` (undefined for a catalogue, which nothing inherits). */
  merged: Json | undefined;
  inheritedBy: readonly { region: RegionCode; merged: Json }[];
}
