import type { CompileCache } from './compile-cache.ts';
import { diagnostic, didYouMean, type Diagnostic } from './diagnostics.ts';
import type { LoadedFile } from './load-yaml.ts';
import { locate } from './locate.ts';
import type { RegionDocument } from './resolve-extends.ts';
import type { RouteTable } from './routes-table.ts';
import { PAGE_ROUTE, SECTION_REGISTRY } from './renderer-files.ts';
import type { RegionCode } from './workspace.ts';

export { PAGE_ROUTE, SECTION_REGISTRY } from './renderer-files.ts';

/** A bespoke page's component: pages/<page>/+Page.tsx. */
export const bespokeComponent = (page: string) => `pages/${page}/+Page.tsx`;

/** The runtime files codegen reads to know what the site can render (readWorkspace fills it in). */
export interface RendererSources {
  /** Text of runtime/ui/sections/index.ts (SECTION_COMPONENTS: section type -> component). */
  registry: string;
  /** Text of runtime/ui/page-route.ts (BESPOKE_PAGES: pages with a component of their own). */
  pageRoute: string;
  /** Pages that have pages/<page>/+Page.tsx. */
  components: ReadonlySet<string>;
}

type Json = Record<string, unknown>;
const isMap = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

/** What the registries declare: the registered section types and the bespoke pages (a string: why a registry cannot be read). */
export interface Renderers {
  registered: string[] | string;
  bespoke: string[] | string;
}

/**
 * The registries read from their texts, through the compile cache: a hit (the same texts as a run
 * before) loads no parser; a miss loads ts-morph (codegen/read-renderers.ts) and reads them.
 */
export async function readRenderers(sources: Pick<RendererSources, 'registry' | 'pageRoute'>, cache: CompileCache): Promise<Renderers> {
  const key = `renderers\0${sources.registry}\0${sources.pageRoute}`;
  const hit = cache.get(key);
  if (hit !== undefined) return JSON.parse(hit) as Renderers;
  const { registeredSectionTypes, bespokePages } = await import('./read-renderers.ts');
  const read: Renderers = { registered: registeredSectionTypes(sources.registry), bespoke: bespokePages(sources.pageRoute) };
  cache.set(key, JSON.stringify(read));
  return read;
}

/**
 * "The build fails if a page-driven route has no content file or no renderer"
 * (issue 9). checkContent reports a missing content file; this reports a live
 * page that nothing can render: a section type the page uses (in any region,
 * inherited or not) with no component in SECTION_COMPONENTS, located at that
 * section's `type` in the file that writes it; and a bespoke page (BESPOKE_PAGES)
 * without its pages/<page>/+Page.tsx, located at the route's `page`.
 */
export function checkRenderers(
  table: RouteTable,
  routesFile: LoadedFile,
  pages: ReadonlyMap<string, ReadonlyMap<RegionCode, RegionDocument>>,
  merged: ReadonlyMap<string, ReadonlyMap<RegionCode, Json>>,
  sources: RendererSources,
  { registered, bespoke }: Renderers,
): Diagnostic[] {
  const out: Diagnostic[] = [];
  if (typeof registered === 'string') return [diagnostic('missing-renderer', { file: SECTION_REGISTRY, line: 1, column: 1 }, registered)];
  if (typeof bespoke === 'string') return [diagnostic('missing-renderer', { file: PAGE_ROUTE, line: 1, column: 1 }, bespoke)];
  const known = new Set(registered);
  // One diagnostic per written `type`, naming every region that renders it.
  const found = new Map<string, { at: ReturnType<typeof locate>; type: string; id: string; page: string; regions: RegionCode[] }>();
  for (const route of table.routes) {
    if (!route.page || route.status !== 'live') continue;
    const page = route.page;
    if (bespoke.includes(page)) {
      if (!sources.components.has(page)) {
        out.push(
          diagnostic(
            'missing-renderer',
            locate(routesFile, `${route.pointer}/page`),
            `The page "${page}" is listed in BESPOKE_PAGES (${PAGE_ROUTE}) but ${bespokeComponent(page)} does not exist, so its live route renders nothing.`,
            `Create ${bespokeComponent(page)}, or take "${page}" out of BESPOKE_PAGES so the sections page renders it.`,
          ),
        );
      }
      continue;
    }
    for (const region of route.regions) {
      const doc = merged.get(page)?.get(region);
      const sections = isMap(doc) && Array.isArray(doc.sections) ? doc.sections : [];
      for (const section of sections) {
        if (!isMap(section) || section.disabled === true || typeof section.type !== 'string' || known.has(section.type)) continue;
        const at = writtenAt(pages.get(page), region, String(section.id));
        const key = `${at.file}:${at.line}:${at.column}`;
        const entry = found.get(key) ?? { at, type: section.type, id: String(section.id), page, regions: [] };
        if (!entry.regions.includes(region)) entry.regions.push(region);
        found.set(key, entry);
      }
    }
  }
  for (const { at, type, id, page, regions } of found.values()) {
    const guess = didYouMean(type, registered);
    out.push(
      diagnostic(
        'missing-renderer',
        at,
        `The section "${id}" of the live page "${page}" (${regions.join(', ')}) has the type "${type}", which has no component in SECTION_COMPONENTS (${SECTION_REGISTRY}): the page cannot render.`,
        guess
          ? `Did you mean "${guess}"? Otherwise add a component for "${type}" to SECTION_COMPONENTS.`
          : `Add a component for "${type}" to SECTION_COMPONENTS in ${SECTION_REGISTRY} (with its schema in schemas/sections/), or use one of the registered types.`,
      ),
    );
  }
  return out;
}

/** The file (and place) that writes the `type` of a region's section: its own file, else the one it extends. */
function writtenAt(docs: ReadonlyMap<RegionCode, RegionDocument> | undefined, region: RegionCode, id: string): ReturnType<typeof locate> {
  let current: RegionCode | undefined = region;
  const seen = new Set<RegionCode>();
  let fallback: ReturnType<typeof locate> | undefined;
  while (current && docs?.has(current) && !seen.has(current)) {
    seen.add(current);
    const doc: RegionDocument = docs.get(current)!;
    const sections = Array.isArray(doc.data.sections) ? doc.data.sections : [];
    const index = sections.findIndex((s) => isMap(s) && s.id === id);
    if (index >= 0 && isMap(sections[index]) && 'type' in sections[index]) return locate(doc.loaded, `/sections/${index}/type`);
    fallback ??= index >= 0 ? locate(doc.loaded, `/sections/${index}`) : undefined;
    current = typeof doc.data.extends === 'string' ? (doc.data.extends as RegionCode) : undefined;
  }
  return fallback ?? { file: `content-yaml/${region}/pages`, line: 1, column: 1 };
}
