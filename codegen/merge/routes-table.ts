import type { RuleTable } from '../checks/define.ts';
import { diagnostic, type Diagnostic } from '../diagnostics.ts';
import type { LoadedFile } from '../read/load-yaml.ts';
import { locate } from '../read/locate.ts';
import type { RegionCode } from '../read/workspace.ts';
import type { Route, RoutesDocument } from '../../dist/generated/content-types.ts';

export const rules = {
  'duplicate-route-name': { title: 'Duplicate route name', hint: 'Give one of the records an explicit, unique `name`.' },
  'duplicate-route': {
    title: 'Path registered twice for a region at the same time',
    hint: 'Limit one of the records to other regions, or make them dated editions whose windows (meta startTime and endTime) do not overlap (docs/decisions.md D70).',
  },
  'route-record': { title: 'Invalid route record', hint: 'A record needs a `page`, a `redirect` or `children`.' },
} as const satisfies RuleTable;

/** Route behaviour (routes.schema.json `meta`). */
export type RouteMeta = NonNullable<Route['meta']>;

/** One flattened route: what the runtime matches against a logical path. */
export interface RouteEntry {
  name: string;
  path: string;
  page: string | null;
  redirect: string | null;
  regions: RegionCode[];
  status: 'live' | 'planned';
  meta: RouteMeta;
  /** JSON pointer of the record in routes.yaml (for diagnostics). */
  pointer: string;
}
export interface ServedElsewhere {
  path: string;
  owner: string;
  regions: RegionCode[];
}
export interface RouteTable {
  /** Every region, in regions.yaml's order: what `all` and a record without `regions` stand for. */
  regions: readonly RegionCode[];
  routes: RouteEntry[];
  servedElsewhere: ServedElsewhere[];
}

/** Per table, the first route of each page in each region (`<page> <region>`). */
const pageRoutes = new WeakMap<RouteTable, Map<string, RouteEntry>>();

/** The first route of `page` that lists `region`, as a search of the table in order finds it; indexed once per table (a search per file grew with files × routes). */
export function routeOfPage(table: RouteTable, page: string, region: RegionCode): RouteEntry | undefined {
  let index = pageRoutes.get(table);
  if (!index) {
    index = new Map();
    for (const route of table.routes) for (const code of route.page ? route.regions : []) if (!index.has(`${route.page} ${code}`)) index.set(`${route.page} ${code}`, route);
    pageRoutes.set(table, index);
  }
  return index.get(`${page} ${region}`);
}

/** Whether two route windows share an instant (a missing bound is open-ended; an end is excluded, so one edition may start when the other ends). */
function windowsOverlap(a: RouteMeta, b: RouteMeta): boolean {
  const start = (m: RouteMeta) => (m.startTime === undefined ? -Infinity : Date.parse(m.startTime));
  const end = (m: RouteMeta) => (m.endTime === undefined ? Infinity : Date.parse(m.endTime));
  return start(a) < end(b) && start(b) < end(a);
}

/** '/where-to-buy/hongkong-macao' -> 'where-to-buy-hongkong-macao'; '' when nothing is left ('/'). */
export function deriveRouteName(path: string): string {
  return path.replace(/^\/+|\/+$/g, '').replace(/\//g, '-');
}

/**
 * Flattens route records (children join their parent's path and inherit its
 * `auth`: what is below a login-only page needs the login too), derives
 * missing names and enforces the record rules of seed 000 §2.1.
 */
export function buildRouteTable(loaded: LoadedFile, doc: RoutesDocument, codes: readonly RegionCode[]): { table: RouteTable; diagnostics: Diagnostic[] } {
  const expand = (regions: 'all' | RegionCode[] | undefined, fallback: RegionCode[]): RegionCode[] =>
    regions === undefined ? fallback : regions === 'all' ? [...codes] : codes.filter((r) => regions.includes(r));
  const diagnostics: Diagnostic[] = [];
  const routes: RouteEntry[] = [];
  const byName = new Map<string, RouteEntry>();
  const byPath = new Map<string, RouteEntry[]>();

  const visit = (record: Route, pointer: string, parentPath: string, parentRegions: RegionCode[], parentAuth: boolean) => {
    const path = parentPath === '' ? record.path : `${parentPath.replace(/\/$/, '')}/${record.path.replace(/^\//, '')}`;
    const regions = record.fixed ? [...codes] : expand(record.regions, parentRegions);
    const auth = parentAuth || record.meta?.auth === true;
    const meta: RouteMeta = auth ? { ...record.meta, auth } : (record.meta ?? {});
    if (!record.page && !record.redirect && !record.children?.length) {
      diagnostics.push(diagnostic('route-record', locate(loaded, pointer), `The record for "${path}" has no page, no redirect and no children.`));
    }
    if (record.page || record.redirect) {
      const name = record.name ?? deriveRouteName(path);
      if (name === '') {
        diagnostics.push(diagnostic('route-record', locate(loaded, pointer), `No name can be derived from the path "${path}".`, 'Give the record an explicit `name`.'));
      } else {
        const entry: RouteEntry = {
          name,
          path,
          page: record.page ?? null,
          redirect: record.redirect ?? null,
          regions,
          status: record.status ?? 'live',
          meta,
          pointer,
        };
        const clash = byName.get(name);
        if (clash) {
          const first = locate(loaded, clash.pointer);
          diagnostics.push(
            diagnostic(
              'duplicate-route-name',
              locate(loaded, record.name ? `${pointer}/name` : `${pointer}/path`),
              `The route name "${name}" is already used by the record at line ${first.line}${record.name ? '' : ' (name derived from the path)'}.`,
            ),
          );
        } else byName.set(name, entry);
        for (const region of regions) {
          const editions = byPath.get(`${region} ${path}`) ?? [];
          const other = editions.find((edition) => windowsOverlap(edition.meta, meta));
          if (other) {
            const both = other.meta.startTime || other.meta.endTime || meta.startTime || meta.endTime;
            diagnostics.push(
              diagnostic(
                'duplicate-route',
                locate(loaded, `${pointer}/${record.meta?.startTime || record.meta?.endTime ? 'meta' : 'path'}`),
                both
                  ? `"${path}" is already registered for ${region} by the record "${other.name}" (line ${locate(loaded, other.pointer).line}) from ${other.meta.startTime ?? 'always'} to ${other.meta.endTime ?? 'ever after'}, and ${meta.startTime || meta.endTime ? `this edition's window (${meta.startTime ?? 'always'} to ${meta.endTime ?? 'ever after'}) overlaps it` : 'this record has no window, so it overlaps every edition'}.`
                  : `"${path}" is already registered for ${region} by the record "${other.name}" (line ${locate(loaded, other.pointer).line}).`,
              ),
            );
          } else byPath.set(`${region} ${path}`, [...editions, entry]);
        }
        routes.push(entry);
        meta.alternates?.forEach((alternate, i) => {
          if (regions.includes(alternate.region)) return;
          diagnostics.push(
            diagnostic(
              'route-record',
              locate(loaded, `${pointer}/meta/alternates/${i}/region`),
              `The ${alternate.hreflang} alternate of "${path}" points to ${alternate.region}, which does not serve the route.`,
              `Point it to a region of the route: ${regions.join(', ')}.`,
            ),
          );
        });
      }
    }
    record.children?.forEach((child, i) => visit(child, `${pointer}/children/${i}`, path, regions, auth));
  };
  doc.routes.forEach((record, i) => visit(record, `/routes/${i}`, '', [...codes], false));
  // A language edition (meta.language with editionOf) names a page its regions serve, and says its language.
  for (const entry of routes) {
    const { language, editionOf } = entry.meta;
    if (!language === !editionOf) {
      if (editionOf && !routes.some((r) => r !== entry && r.page !== null && r.path.replace(/\/$/, '') === editionOf.replace(/\/$/, '') && entry.regions.every((code) => r.regions.includes(code))))
        diagnostics.push(
          diagnostic(
            'route-record',
            locate(loaded, `${entry.pointer}/meta/editionOf`),
            `"${entry.path}" is an edition of "${editionOf}", which is no page of ${entry.regions.join(', ')}.`,
            'Name the logical path of a page the same regions serve.',
          ),
        );
      continue;
    }
    diagnostics.push(
      diagnostic(
        'route-record',
        locate(loaded, `${entry.pointer}/meta`),
        `"${entry.path}" has ${language ? 'a language but no editionOf' : 'an editionOf but no language'}: a language edition needs both.`,
      ),
    );
  }

  const servedElsewhere = doc.servedElsewhere.map((s) => ({ path: s.path, owner: s.owner, regions: expand(s.regions, [...codes]) }));
  return { table: { regions: codes, routes, servedElsewhere }, diagnostics };
}
