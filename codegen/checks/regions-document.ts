import type { Glossary } from './terminology.ts';
import type { RegionCode } from '../read/workspace.ts';

/**
 * The part of regions.yaml the pipeline reads by name (validated against schemas/regions.schema.json).
 * The site's type of the whole document is generated (dist/generated/types.ts RegionsDocument).
 */
export interface RegionsDocument {
  api?: { families: Record<string, { defaultRegion?: RegionCode }> };
  referenceRegion: RegionCode;
  unprefixedRegion: RegionCode;
  hosts: Record<string, string | undefined>;
  /** One entry per region code: the codes are its keys (region-list.ts). */
  regions: Record<RegionCode, { apiFamily: string; language: string; formatLocale: string; currency: string; links: { shop?: string | null } }>;
  organization?: { contactPoints?: { id: string }[]; offices?: { id: string }[] };
  /** Terminology per language (terminology.ts). */
  glossary?: Glossary;
}
