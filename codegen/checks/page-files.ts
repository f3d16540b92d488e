import type { AnyCheck, RuleTable } from './define.ts';

import { diagnostic, type Diagnostic } from '../diagnostics.ts';
import type { LoadedFile } from '../read/load-yaml.ts';
import { locate } from '../read/locate.ts';
import type { RouteTable } from '../merge/routes-table.ts';
import { CONTENT_DIR, type RegionCode } from '../read/workspace.ts';

export const rules = {
  'orphan-content': { title: 'Content for an unregistered page', hint: 'Register the page for this region in content-yaml/routes.yaml, or delete the file.' },
  'missing-content': { title: 'Registered page has no content', hint: 'Create the content file, or mark the route `status: planned` until the page is built.' },
} as const satisfies RuleTable;

/**
 * Orphan content (a page file for a region where the page is not registered)
 * and missing content (a live page registered for a region without its file).
 */
export function checkContent(table: RouteTable, routesFile: LoadedFile, pageFiles: ReadonlyMap<string, { region: RegionCode; page: string }>): Diagnostic[] {
  const out: Diagnostic[] = [];
  const report = (...args: Parameters<typeof diagnostic>) => out.push(diagnostic(...args));
  const present = new Set([...pageFiles.values()].map((p) => `${p.region}/${p.page}`));
  const registered = new Map<string, string>();
  for (const route of table.routes) {
    if (!route.page) continue;
    for (const region of route.regions) {
      registered.set(`${region}/${route.page}`, route.status);
      if (route.status === 'live' && !present.has(`${region}/${route.page}`)) {
        report(
          'missing-content',
          locate(routesFile, `${route.pointer}/page`),
          `The page "${route.page}" is registered for ${region} but ${CONTENT_DIR}/${region}/pages/${route.page}.yaml does not exist.`,
        );
      }
    }
  }
  for (const [file, { region, page }] of pageFiles) {
    if (registered.has(`${region}/${page}`)) continue;
    const elsewhere = table.routes.filter((r) => r.page === page).flatMap((r) => r.regions);
    report(
      'orphan-content',
      { file, line: 1, column: 1 },
      elsewhere.length ? `The page "${page}" is not registered for ${region} (only for ${[...new Set(elsewhere)].join(', ')}).` : `No route renders a page named "${page}".`,
    );
  }
  return out;
}

export const checks: readonly AnyCheck[] = [{ name: 'page files', scope: 'site', needs: ['routes'], check: (read) => checkContent(read.routes().table, read.routes().file.loaded, read.pageFiles()) }];
