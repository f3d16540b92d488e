import { diagnostic, didYouMean, type Diagnostic } from './diagnostics.ts';
import type { LoadedFile } from './load-yaml.ts';
import { locate } from './locate.ts';
import { findRoute, isServedElsewhere, type RouteTable } from './routes-table.ts';
import { isRegionCode, type RegionCode } from './workspace.ts';

export interface LinkSource {
  loaded: LoadedFile;
  data: unknown;
}

const LINK_KEYS = new Set(['link', 'href', 'url', 'home', 'account', 'chooser', 'redirect']);

/** Every in-site link (a string starting with "/" under a link-like key) with its JSON pointer. */
export function collectLinks(data: unknown, pointer = ''): { pointer: string; link: string }[] {
  const out: { pointer: string; link: string }[] = [];
  if (Array.isArray(data)) data.forEach((v, i) => out.push(...collectLinks(v, `${pointer}/${i}`)));
  else if (typeof data === 'object' && data !== null) {
    for (const [key, value] of Object.entries(data)) {
      const here = `${pointer}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`;
      if (typeof value === 'string' && LINK_KEYS.has(key) && value.startsWith('/')) out.push({ pointer: here, link: value });
      else out.push(...collectLinks(value, here));
    }
  }
  return out;
}

/** Splits a site path into its region and logical path: '/fr/manuals#x' -> fr, '/manuals'. */
export function splitRegionPath(link: string, unprefixed: RegionCode): { region: RegionCode; logical: string; prefixedCn: boolean } {
  const path = link.replace(/[?#].*$/, '');
  const [, first = '', ...rest] = path.split('/');
  if (isRegionCode(first) && first !== unprefixed) return { region: first, logical: `/${rest.join('/')}`, prefixedCn: false };
  if (first === unprefixed) return { region: unprefixed, logical: `/${rest.join('/')}`, prefixedCn: true };
  return { region: unprefixed, logical: path || '/', prefixedCn: false };
}

/** Internal links must resolve to a route of the linked region or a path served elsewhere (DESIGN §3). */
export function checkLinks(table: RouteTable, sources: readonly LinkSource[], unprefixed: RegionCode): Diagnostic[] {
  const out: Diagnostic[] = [];
  for (const { loaded, data } of sources) {
    for (const { pointer, link } of collectLinks(data)) {
      const { region, logical, prefixedCn } = splitRegionPath(link, unprefixed);
      const at = locate(loaded, pointer);
      if (prefixedCn) {
        out.push(diagnostic('broken-link', at, `"${link}": ${unprefixed} has no path prefix.`, `Write "${logical}".`));
        continue;
      }
      if (findRoute(table, region, logical) || isServedElsewhere(table, region, logical)) continue;
      const candidates = [
        ...table.routes.filter((r) => r.regions.includes(region)).map((r) => r.path),
        ...table.servedElsewhere.filter((s) => s.regions.includes(region)).map((s) => s.path),
      ];
      const guess = didYouMean(logical, candidates);
      const registeredElsewhere = table.routes.filter((r) => r.path === logical).flatMap((r) => r.regions);
      const why = registeredElsewhere.length ? ` (that page exists only in ${[...new Set(registeredElsewhere)].join(', ')})` : '';
      out.push(diagnostic('broken-link', at, `"${link}" resolves to nothing in ${region}${why}.`,
        guess ? `Did you mean "${(region === unprefixed ? '' : `/${region}`) + (guess === '/' ? '' : guess) || '/'}"? Otherwise link to the regional store or another registered page.`
          : 'Link to a page registered for that region (content-yaml/routes.yaml) or to an external https:// address.'));
    }
  }
  return out;
}
