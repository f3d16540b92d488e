import { diagnostic, didYouMean, type Diagnostic } from './diagnostics.ts';
import { stringLeaves } from './string-leaves.ts';
import type { LoadedFile } from './load-yaml.ts';
import { locate } from './locate.ts';
import { resolveRegion } from '../core/resolve-region.ts';
import { isServedElsewhere, matchRoute } from '../core/routing.ts';
import type { RouteTable } from './routes-table.ts';
import type { RegionCode } from './workspace.ts';

export interface LinkSource {
  loaded: LoadedFile;
  data: unknown;
  /** Links found inside texts (Markdown prose), each at the pointer of the text that holds it. */
  textLinks?: readonly { pointer: string; link: string }[];
}

const LINK_KEYS = new Set(['link', 'href', 'url', 'home', 'account', 'chooser', 'redirect']);

/** Every string under a link-like key that `keep` accepts, with its JSON pointer. */
export function collectLinkValues(data: unknown, keep: (link: string) => boolean, pointer = ''): { pointer: string; link: string }[] {
  const out: { pointer: string; link: string }[] = [];
  for (const leaf of stringLeaves(data)) if (LINK_KEYS.has(leaf.key) && keep(leaf.value)) out.push({ pointer: pointer + leaf.pointer, link: leaf.value });
  return out;
}

/** Every in-site link (a string starting with "/" under a link-like key) with its JSON pointer. */
export function collectLinks(data: unknown, pointer = ''): { pointer: string; link: string }[] {
  return collectLinkValues(data, (link) => link.startsWith('/'), pointer);
}

/** Internal links must resolve to a route of the linked region or a path served elsewhere (docs/decisions.md D22). */
export function checkLinks(table: RouteTable, sources: readonly LinkSource[], unprefixed: RegionCode): Diagnostic[] {
  const out: Diagnostic[] = [];
  for (const { loaded, data, textLinks = [] } of sources) {
    for (const { pointer, link } of [...collectLinks(data), ...textLinks.filter((l) => l.link.startsWith('/'))]) {
      // Read the link as the site routes it (core/resolve-region.ts).
      const resolved = resolveRegion(link, table.regions, unprefixed);
      const at = locate(loaded, pointer);
      if (resolved.kind === 'redirect') {
        out.push(
          diagnostic(
            'broken-link',
            at,
            `"${link}" is not the page's address: the site redirects it to "${resolved.location}".`,
            `Write "${resolved.location}" (${unprefixed} has no path prefix; prefixes are lower-case).`,
          ),
        );
        continue;
      }
      const { region, logicalPath: logical } = resolved;
      if (matchRoute(table.routes, region, logical) || isServedElsewhere(table.servedElsewhere, region, logical)) continue;
      const candidates = [...table.routes.filter((r) => r.regions.includes(region)).map((r) => r.path), ...table.servedElsewhere.filter((s) => s.regions.includes(region)).map((s) => s.path)];
      const guess = didYouMean(logical, candidates);
      const registeredElsewhere = table.routes.filter((r) => r.path === logical).flatMap((r) => r.regions);
      const why = registeredElsewhere.length ? ` (that page exists only in ${[...new Set(registeredElsewhere)].join(', ')})` : '';
      out.push(
        diagnostic(
          'broken-link',
          at,
          `"${link}" resolves to nothing in ${region}${why}.`,
          guess
            ? `Did you mean "${(region === unprefixed ? '' : `/${region}`) + (guess === '/' ? '' : guess) || '/'}"? Otherwise link to the regional store or another registered page.`
            : 'Link to a page registered for that region (content-yaml/routes.yaml) or to an external https:// address.',
        ),
      );
    }
  }
  return out;
}
