import type { AnyCheck, RuleTable } from './define.ts';
import type { Reads } from './reads.ts';
import type { ContentFile } from './units.ts';

import { diagnostic, didYouMean, type Diagnostic } from '../diagnostics.ts';
import type { LoadedFile } from '../read/load-yaml.ts';
import { locate } from '../read/locate.ts';
import type { Meanings } from '../validate/meaning.ts';
import { resolveRegion } from '../../core/resolve-region.ts';
import { isServedElsewhere, matchRoute } from '../../core/routing.ts';
import type { RouteTable } from '../merge/routes-table.ts';
import type { RegionCode } from '../read/workspace.ts';

export const rules = {
  'broken-link': { title: 'Link to a path nothing serves', hint: 'Link to a page registered for that region (content-yaml/routes.yaml) or to an external address.' },
} as const satisfies RuleTable;

export interface LinkSource {
  loaded: LoadedFile;
  /** The document's strings by meaning: its links are those whose schema says `"x-link": true`. */
  meanings: Meanings;
  /** Links found inside texts (Markdown prose), each at the pointer of the text that holds it. */
  textLinks?: readonly { pointer: string; link: string }[];
}

/** Every link of a source that `keep` accepts, declared (`x-link`) or inside its prose, with its JSON pointer. */
export function linksOf({ meanings, textLinks = [] }: Pick<LinkSource, 'meanings' | 'textLinks'>, keep: (link: string) => boolean): { pointer: string; link: string }[] {
  const out: { pointer: string; link: string }[] = [];
  for (const { pointer, value } of meanings.link) if (keep(value)) out.push({ pointer, link: value });
  for (const text of textLinks) if (keep(text.link)) out.push(text);
  return out;
}

/** Internal links must resolve to a route of the linked region or a path served elsewhere (docs/decisions.md D22). */
export function checkLinks(table: RouteTable, source: LinkSource, unprefixed: RegionCode): Diagnostic[] {
  return linksOf(source, (l) => l.startsWith('/')).flatMap(({ pointer, link }) => {
    // Read the link as the site routes it (core/resolve-region.ts).
    const resolved = resolveRegion(link, table.regions, unprefixed);
    const at = locate(source.loaded, pointer);
    if (resolved.kind === 'redirect')
      return [
        diagnostic(
          'broken-link',
          at,
          `"${link}" is not the page's address: the site redirects it to "${resolved.location}".`,
          `Write "${resolved.location}" (${unprefixed} has no path prefix; prefixes are lower-case).`,
        ),
      ];
    const { region, logicalPath: logical } = resolved;
    if (matchRoute(table.routes, region, logical) || isServedElsewhere(table.servedElsewhere, region, logical)) return [];
    const candidates = [...table.routes.filter((r) => r.regions.includes(region)).map((r) => r.path), ...table.servedElsewhere.filter((s) => s.regions.includes(region)).map((s) => s.path)];
    const guess = didYouMean(logical, candidates);
    const registeredElsewhere = table.routes.filter((r) => r.path === logical).flatMap((r) => r.regions);
    const why = registeredElsewhere.length ? ` (that page exists only in ${[...new Set(registeredElsewhere)].join(', ')})` : '';
    return [
      diagnostic(
        'broken-link',
        at,
        `"${link}" resolves to nothing in ${region}${why}.`,
        guess
          ? `Did you mean "${(region === unprefixed ? '' : `/${region}`) + (guess === '/' ? '' : guess) || '/'}"? Otherwise link to the regional store or another registered page.`
          : 'Link to a page registered for that region (content-yaml/routes.yaml) or to an external https:// address.',
      ),
    ];
  });
}

/** A file's links: its fields that mean a link, and the links inside its prose. */
export const linkSource = (read: Reads, file: ContentFile): LinkSource => ({ loaded: file.loaded, meanings: file.meanings, textLinks: read.prose(file).links });
/** Every content file but routes.yaml, whose paths are the table itself. */
export const LINKING_FILES = ['regions', 'dealers', 'facts', 'site', 'catalog', 'page'] as const;

export const checks: readonly AnyCheck[] = [
  {
    name: 'redirect targets',
    scope: 'site',
    needs: ['routes'],
    check: (read) => {
      const { file, table } = read.routes();
      return table.routes.flatMap((route) => {
        const missing = route.redirect ? route.regions.filter((r) => !matchRoute(table.routes, r, route.redirect!)) : [];
        return missing.length
          ? [
              diagnostic(
                'broken-link',
                locate(file.loaded, `${route.pointer}/redirect`),
                `The redirect target "${route.redirect}" is not registered for ${missing.join(', ')}.`,
                'Limit the redirect to the regions where its target exists.',
              ),
            ]
          : [];
      });
    },
  },
  {
    name: 'links',
    scope: 'file',
    kinds: LINKING_FILES,
    needs: ['regions', 'routes'],
    check: (file, read) => checkLinks(read.routes().table, linkSource(read, file), read.regions().unprefixedRegion),
  },
];
