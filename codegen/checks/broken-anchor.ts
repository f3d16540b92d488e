import type { AnyCheck, RuleTable } from './define.ts';
import type { Reads } from './reads.ts';

import { productAnchor } from '../../core/anchors.ts';
import { resolveRegion } from '../../core/resolve-region.ts';
import { matchRoute } from '../../core/routing.ts';
import { diagnostic, didYouMean, type Diagnostic } from '../diagnostics.ts';
import type { LoadedFile } from '../read/load-yaml.ts';
import { locate, pointerSegments } from '../read/locate.ts';
import type { Meanings } from '../validate/meaning.ts';
import type { RouteTable } from '../merge/routes-table.ts';
import type { ContentKind, RegionCode } from '../read/workspace.ts';
import { linksOf } from './broken-link.ts';
import { inherited } from './walk.ts';

export const rules = {
  'broken-anchor': {
    title: 'Link to an anchor the page does not have',
    hint: 'After "#" write the `id` of a section or item of that page, or a product card\'s catalogue id in kebab-case (grimlockG1Flagship: #grimlock-g1-flagship).',
  },
} as const satisfies RuleTable;

export interface AnchorSource {
  kind: ContentKind;
  loaded: LoadedFile;
  data: unknown;
  meanings: Meanings;
}

/** Ids the shell renders around every page: the skip link's target (runtime/ui/Shell.tsx). */
export const SHELL_ANCHORS: readonly string[] = ['main'];

/** The anchors a page gives: its ids (`"x-id": true`: sections and items) and its product cards' (`"x-product-anchor": true`, core/anchors.ts). */
export function pageAnchors(meanings: Meanings, out = new Set<string>()): Set<string> {
  for (const { value } of meanings.id) out.add(value);
  for (const { value } of meanings['product-anchor']) out.add(productAnchor(value));
  return out;
}

/** The anchor a link names ('' for none), decoded as a browser looks it up. */
function fragmentOf(link: string): string {
  const at = link.indexOf('#');
  if (at < 0) return '';
  try {
    return decodeURIComponent(link.slice(at + 1));
  } catch {
    return link.slice(at + 1);
  }
}

/** "#top" scrolls to the top without any element (https://html.spec.whatwg.org/multipage/browsing-the-web.html#scroll-to-the-fragment-identifier). */
const needsNoElement = (fragment: string) => fragment === '' || fragment.toLowerCase() === 'top';

function hint(fragment: string, anchors: ReadonlySet<string>, write: (anchor: string) => string): string {
  const guess = didYouMean(fragment, anchors);
  if (guess) return `Did you mean "${write(guess)}"?`;
  const list = [...anchors].sort().map((a) => `#${a}`);
  return `That page's anchors: ${list.slice(0, 12).join(', ')}${list.length > 12 ? ', …' : ''}.`;
}

/**
 * A link's `#anchor` must name an id of the page it lands on: an in-page `#x` one of its own page in every region
 * that shows it (inPageAnchors), a `/region/path#x` one of that page in that region (anchorLinks), a route's entry
 * `anchor` one of its page (entryAnchors). A page's anchors are its ids after `extends` (section and item ids), its
 * product cards' and the shell's. Each link is reported once, in the file that writes it. A page without content
 * (planned) is not checked.
 */
export type AnchorsOf = (page: string, region: RegionCode) => ReadonlySet<string> | undefined;

/**
 * A file's links with a path and an anchor, each against the page it lands on, checked once where written, whoever
 * inherits it; and the in-page links of a file that is no page, which need no page: a site, catalog or region text is
 * shown on every page.
 */
export function anchorLinks(table: RouteTable, { kind, loaded, meanings }: AnchorSource, unprefixed: RegionCode, anchorsOf: AnchorsOf): Diagnostic[] {
  if (kind.kind === 'routes') return [];
  const out: Diagnostic[] = [];
  if (kind.kind !== 'page')
    for (const { pointer, link } of linksOf({ meanings }, (l) => l.startsWith('#'))) {
      const fragment = fragmentOf(link);
      if (needsNoElement(fragment) || SHELL_ANCHORS.includes(fragment)) continue;
      out.push(
        diagnostic(
          'broken-anchor',
          locate(loaded, pointer),
          `"${link}" is shown on every page, and "#${fragment}" is not an id every page has.`,
          `Link to the page and its anchor (/us/flagship-bumblebee#specs), or to ${SHELL_ANCHORS.map((a) => `#${a}`).join(', ')}.`,
        ),
      );
    }
  for (const { pointer, link } of linksOf({ meanings }, (l) => l.startsWith('/') && l.includes('#'))) {
    const fragment = fragmentOf(link);
    const resolved = resolveRegion(link, table.regions, unprefixed);
    if (needsNoElement(fragment) || resolved.kind !== 'region') continue; // a wrong prefix is check-links' to report
    const route = matchRoute(table.routes, resolved.region, resolved.logicalPath);
    const page = route?.redirect ? matchRoute(table.routes, resolved.region, route.redirect)?.page : route?.page;
    const anchors = page && anchorsOf(page, resolved.region);
    if (!anchors || anchors.has(fragment)) continue;
    out.push(
      diagnostic(
        'broken-anchor',
        locate(loaded, pointer),
        `"${link}" names no anchor of the ${page} page in ${resolved.region}.`,
        hint(fragment, anchors, (a) => `${link.slice(0, link.indexOf('#'))}#${a}`),
      ),
    );
  }
  return out;
}

/** A page's in-page links: checked against the page in every region that shows them, reported once where written. */
export function inPageAnchors(table: RouteTable, page: string, byRegion: ReadonlyMap<RegionCode, Meanings>, sources: readonly AnchorSource[], anchorsOf: AnchorsOf): Diagnostic[] {
  const ownPages = new Map<string, AnchorSource>(sources.flatMap((s) => (s.kind.kind === 'page' && s.kind.page === page ? [[s.kind.region, s]] : [])));
  const broken = new Map<string, { source: AnchorSource; pointer: string; link: string; regions: RegionCode[]; anchors: ReadonlySet<string> }>();
  for (const region of table.regions.filter((r) => byRegion.has(r))) {
    for (const { pointer, link } of linksOf({ meanings: byRegion.get(region)! }, (l) => l.startsWith('#'))) {
      const fragment = fragmentOf(link);
      const anchors = anchorsOf(page, region)!;
      if (needsNoElement(fragment) || anchors.has(fragment)) continue;
      // The file that wrote the merged page's link: the region's own, or the first up its `extends` chain that has it.
      const source = inherited(ownPages, region, pointerSegments(pointer), (value) => value === link)?.doc;
      if (!source) continue;
      const key = `${source.loaded.file}${pointer}`;
      if (broken.has(key)) broken.get(key)!.regions.push(region);
      else broken.set(key, { source, pointer, link, regions: [region], anchors });
    }
  }
  return [...broken.values()].map(({ source, pointer, link, regions, anchors }) =>
    diagnostic(
      'broken-anchor',
      locate(source.loaded, pointer),
      `"${link}" names no anchor of this page (${page}) in ${regions.join(', ')}.`,
      hint(fragmentOf(link), anchors, (a) => `#${a}`),
    ),
  );
}

/** A route's entry anchor (meta.anchor, runtime/client/scroll.ts) must be on its page. */
export function entryAnchors(table: RouteTable, sources: readonly AnchorSource[], anchorsOf: AnchorsOf): Diagnostic[] {
  const routes = sources.find((s) => s.kind.kind === 'routes');
  if (!routes) return [];
  return table.routes.flatMap(({ meta: { anchor }, page, regions, path, pointer }) => {
    const missing = anchor && page ? regions.filter((r) => anchorsOf(page, r)?.has(anchor) === false) : [];
    if (!missing.length) return [];
    return [
      diagnostic(
        'broken-anchor',
        locate(routes.loaded, `${pointer}/meta/anchor`),
        `The entry anchor "${anchor}" of ${path} is not an anchor of the ${page} page in ${missing.join(', ')}.`,
        hint(anchor!, anchorsOf(page!, missing[0]!)!, (a) => a),
      ),
    ];
  });
}

/** The anchors of a merged page, read through the checks' reads (each page a read of its own). */
const anchorsRead =
  (read: Reads): AnchorsOf =>
  (page, region) => {
    const doc = read.mergedPage({ page, region });
    return doc && pageAnchors(read.meaningsOf(doc), new Set(SHELL_ANCHORS));
  };

export const checks: readonly AnyCheck[] = [
  {
    name: 'anchor links',
    scope: 'file',
    needs: ['regions', 'routes'],
    check: (file, read) => anchorLinks(read.routes().table, file, read.regions().unprefixedRegion, anchorsRead(read)),
  },
  {
    name: 'in-page and entry anchors',
    scope: 'site',
    needs: ['routes'],
    check: (read) => {
      const { table } = read.routes();
      const files = read.files();
      const inPage = [...read.mergedPages()].flatMap(([page, byRegion]) =>
        inPageAnchors(table, page, new Map([...byRegion].map(([region, doc]) => [region, read.meaningsOf(doc)])), files, anchorsRead(read)),
      );
      return [...inPage, ...entryAnchors(table, files, anchorsRead(read))];
    },
  },
];
