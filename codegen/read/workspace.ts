import type { RuleTable } from '../checks/define.ts';
import { diagnostic, didYouMean, type Diagnostic } from '../diagnostics.ts';

export const rules = {
  'unknown-file': { title: 'Unexpected file', hint: 'Content lives in regions.yaml, routes.yaml, dealers.yaml, facts.yaml and <region>/{site,catalog}.yaml or <region>/pages/<page>.yaml.' },
  'missing-file': { title: 'Required file is missing', hint: 'Create the file; copy the us version and translate it.' },
} as const satisfies RuleTable;

/** A region code: a key of regions.yaml `regions` (codegen/read/region-list.ts). The site's RegionCode (dist/generated/types.ts) is their union. */
export type RegionCode = string;

export const CONTENT_DIR = 'content-yaml';

export type ContentKind =
  | { kind: 'regions' }
  | { kind: 'routes' }
  | { kind: 'dealers' }
  | { kind: 'facts' }
  | { kind: 'site'; region: RegionCode }
  | { kind: 'catalog'; region: RegionCode }
  | { kind: 'page'; region: RegionCode; page: string };

const REGION_FILES = ['site.yaml', 'catalog.yaml'];

/**
 * What a content file is, from its path (relative to the project root, with forward slashes) and the
 * region codes of regions.yaml. Without codes (regions.yaml missing or unreadable, which is reported) a
 * folder is taken for a region's.
 */
export function classify(file: string, codes: readonly RegionCode[] | undefined): ContentKind | Diagnostic {
  const rest = file.startsWith(`${CONTENT_DIR}/`) ? file.slice(CONTENT_DIR.length + 1) : file;
  const at = { file, line: 1, column: 1 };
  if (rest === 'regions.yaml') return { kind: 'regions' };
  if (rest === 'routes.yaml') return { kind: 'routes' };
  if (rest === 'dealers.yaml') return { kind: 'dealers' };
  if (rest === 'facts.yaml') return { kind: 'facts' };
  const parts = rest.split('/');
  if (parts.length === 1) {
    const guess = didYouMean(rest, ['regions.yaml', 'routes.yaml', 'dealers.yaml', 'facts.yaml']);
    return diagnostic('unknown-file', at, `"${rest}" is not a content file.`, guess ? `Did you mean "${guess}"?` : undefined);
  }
  const [folder = '', name = '', pageFile] = parts;
  if (codes && !codes.includes(folder)) {
    const guess = didYouMean(folder, codes);
    return diagnostic(
      'unknown-file',
      at,
      `"${folder}" is not a region code (${codes.join(', ')}: the regions of ${CONTENT_DIR}/regions.yaml).`,
      guess ? `Did you mean the folder "${guess}"?` : 'Move the file into the folder of its region, or add the region to regions.yaml (docs/architecture.md "Adding a region").',
    );
  }
  if (parts.length === 2 && name === 'site.yaml') return { kind: 'site', region: folder };
  if (parts.length === 2 && name === 'catalog.yaml') return { kind: 'catalog', region: folder };
  if (parts.length === 3 && name === 'pages' && pageFile && /^[a-z0-9][a-z0-9-]*\.yaml$/.test(pageFile)) {
    return { kind: 'page', region: folder, page: pageFile.slice(0, -'.yaml'.length) };
  }
  const guess = parts.length === 2 ? didYouMean(name, REGION_FILES) : undefined;
  return diagnostic(
    'unknown-file',
    at,
    `"${rest}" is not a content file of region ${folder}.`,
    guess ? `Did you mean "${guess}"?` : 'A region folder holds site.yaml, catalog.yaml and pages/<page>.yaml (lower-case page name).',
  );
}

/** The files every build needs, for the missing-file check: each region of regions.yaml has its folder. */
export function requiredFiles(codes: readonly RegionCode[]): string[] {
  return [`${CONTENT_DIR}/regions.yaml`, `${CONTENT_DIR}/routes.yaml`, ...codes.flatMap((r) => REGION_FILES.map((f) => `${CONTENT_DIR}/${r}/${f}`))];
}

/**
 * The regions that have a file of each kind, from the classified files: `of('site')`, `of('catalog')`,
 * `of('page', name)` (an empty set when none has). Indexed once per run: scanning every file for each page
 * cost pages × files, the one stage of generate that grew with the square of the content (docs/decisions.md D52).
 */
export function regionsWithFiles(kinds: Iterable<ContentKind | Diagnostic>): (kind: 'site' | 'catalog' | 'page', page?: string) => ReadonlySet<RegionCode> {
  const index = new Map<string, Set<RegionCode>>();
  for (const k of kinds) {
    if ('rule' in k || !('region' in k)) continue;
    const key = k.kind === 'page' ? `page\0${k.page}` : k.kind;
    let set = index.get(key);
    if (!set) index.set(key, (set = new Set()));
    set.add(k.region);
  }
  const none: ReadonlySet<RegionCode> = new Set();
  return (kind, page) => index.get(kind === 'page' ? `page\0${page}` : kind) ?? none;
}
