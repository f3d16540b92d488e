import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadYaml } from './read/load-yaml.ts';
import { REGIONS_FILE, regionListOf, type RegionList } from './read/region-list.ts';
import { PROJECT_ROOT } from './test-workspace.ts';

/** The real regions.yaml's list, which the unit tests' fixtures are written against (us, uk, … cn). */
export const REGIONS: RegionList = regionListOf(loadYaml(REGIONS_FILE, readFileSync(join(PROJECT_ROOT, REGIONS_FILE))).data)!;
export const REGION_CODES = REGIONS.codes;
