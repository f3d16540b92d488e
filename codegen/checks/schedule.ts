import type { RuleTable } from './define.ts';
import { diagnostic, type Diagnostic } from '../diagnostics.ts';
import type { Meanings } from '../validate/meaning.ts';
import type { LoadedFile } from '../read/load-yaml.ts';
import { locate } from '../read/locate.ts';
import { computeAlways, type Remember } from '../memo.ts';
import type { RouteTable } from '../merge/routes-table.ts';
import type { RegionCode } from '../read/workspace.ts';
import { parseInstant } from '../../core/instant.ts';

export const rules = {
  schedule: { title: 'Invalid schedule', hint: 'Write instants as 2025-08-28T00:00:00+08:00 and make every start earlier than its end.' },
} as const satisfies RuleTable;

/** The kinds of change the schedule knows; the generated ScheduleEntry type (emit-routes.ts) names the same. */
export const SCHEDULE_KINDS = [
  'route-start',
  'route-end',
  'nav-start',
  'tag-end',
  'banner-start',
  'banner-end',
  'price-start',
  'price-end',
  'price-regular',
  'presale-end',
  'section-start',
  'section-end',
  'item-start',
  'item-end',
  'stage-start',
  'stage-end',
  'copy-change',
] as const;

/**
 * The lists of a section whose items' `startTime`/`endTime` are not the items' own windows: a sale's stages (a
 * schedule the banner lists whole, each its own stage-start/-end) and a hero's availability changes (`at`). An item
 * of any other list with a window is shown only within it (a product card's `startTime`): item-start/-end here, and
 * the window of its texts in the calendar's dated copy (check-campaign.ts).
 */
export const LISTS_WITHOUT_ITEM_WINDOWS: ReadonlySet<string> = new Set(['stages', 'availabilityChanges']);

/** Something that changes what a region renders at an instant. */
export interface ScheduleEntry {
  at: string;
  epochMs: number;
  regions: RegionCode[];
  kind: (typeof SCHEDULE_KINDS)[number];
  /** What changes: a route name, a nav item id, a product id, 'textBanner', a page section as <file>#<section id>, or a stage or an item of one as <file>#<section id>/<key or id>. */
  ref: string;
}

export interface TimedSource {
  region: RegionCode | null;
  loaded: LoadedFile;
  data: unknown;
  /** Its items by meaning: a region's own item (`regional`, the site banner) is not inherited, nor are its instants. */
  meanings?: Meanings;
}

/** A region file's path below its region folder: content-yaml/uk/pages/x.yaml -> pages/x.yaml. */
function pathInRegion(file: string, region: RegionCode): string {
  const at = file.replace(/\\/g, '/').lastIndexOf(`/${region}/`);
  return at < 0 ? file : file.slice(at + region.length + 2);
}

/**
 * A region whose file `extends` another region's file of the same path renders
 * what it inherits, windows included: each entry of the inherited file (up the
 * chain) is given that region too. An entry it overrides is kept all the same —
 * an extra instant only makes a cached page expire early, a missing one keeps
 * it past its change.
 */
function inheritEntries(entries: ScheduleEntry[], origin: Map<ScheduleEntry, TimedSource>, sources: readonly TimedSource[]) {
  const byFile = new Map<string, TimedSource>();
  // The files that extend a region's file of the same path, by that path and region: one look-up per step of a chain.
  const extending = new Map<string, TimedSource[]>();
  for (const source of sources) {
    if (!source.region) continue;
    const rel = pathInRegion(source.loaded.file, source.region);
    byFile.set(`${source.region}:${rel}`, source);
    const base = (source.data as { extends?: unknown } | undefined)?.extends;
    if (typeof base === 'string') extending.set(`${base}:${rel}`, [...(extending.get(`${base}:${rel}`) ?? []), source]);
  }
  /** The regions that inherit a file, directly or through a chain (once per file). */
  const found = new Map<TimedSource, RegionCode[]>();
  const heirs = (source: TimedSource): RegionCode[] => {
    let regions = found.get(source);
    if (regions) return regions;
    regions = [];
    const queue = [source];
    while (queue.length) {
      const base = queue.shift()!;
      const rel = pathInRegion(base.loaded.file, base.region!);
      for (const other of extending.get(`${base.region}:${rel}`) ?? []) {
        if (regions.includes(other.region!) || other === source) continue;
        if (byFile.get(`${other.region}:${rel}`) === other) {
          regions.push(other.region!);
          queue.push(other);
        }
      }
    }
    found.set(source, regions);
    return regions;
  };
  for (const entry of entries) {
    const source = origin.get(entry);
    if (!source) continue;
    for (const region of heirs(source)) if (!entry.regions.includes(region)) entry.regions.push(region);
  }
}

/** The windows' checks and the schedule's entries, written into `diagnostics` and `entries`. */
function windows(diagnostics: Diagnostic[]) {
  const instant = (loaded: LoadedFile, pointer: string, text: string): number | undefined => {
    const ms = parseInstant(text);
    if (ms === undefined) diagnostics.push(diagnostic('schedule', locate(loaded, pointer), `"${text}" is not a valid instant with an offset.`));
    return ms;
  };
  const window = (loaded: LoadedFile, pointer: string, start: string | undefined, end: string | undefined, what: string) => {
    const s = start === undefined ? undefined : instant(loaded, `${pointer}/startTime`, start);
    const e = end === undefined ? undefined : instant(loaded, `${pointer}/endTime`, end);
    if (s !== undefined && e !== undefined && s >= e) {
      diagnostics.push(diagnostic('schedule', locate(loaded, `${pointer}/endTime`), `${what} ends (${end}) before or when it starts (${start}).`));
    }
    return { s, e };
  };
  return { instant, window };
}

/** One region file's windows: its entries (for its own region) and the diagnostics of its instants. Kept with the file (its path names the region). */
function fileEntries({ region, loaded, data }: TimedSource & { region: RegionCode }): { entries: ScheduleEntry[]; diagnostics: Diagnostic[] } {
  const diagnostics: Diagnostic[] = [];
  const entries: ScheduleEntry[] = [];
  const { instant, window } = windows(diagnostics);
  const add = (kind: ScheduleEntry['kind'], at: string | undefined, epochMs: number | undefined, ref: string) => {
    if (epochMs !== undefined) entries.push({ at: at!, epochMs, regions: [region], kind, ref });
  };
  const doc = data as {
    navs?: unknown[];
    footerNavs?: unknown[];
    textBanner?: { startTime?: string; endTime: string };
    products?: Record<string, { activityTime?: { startTime: string; endTime?: string }; preSaleUntil?: string }>;
    sections?: { id?: string; startTime?: string; endTime?: string; availabilityChanges?: { at: string }[]; stages?: { key?: string; startTime: string; endTime: string }[] }[];
  };
  const visitNav = (items: unknown[] | undefined, pointer: string) =>
    items?.forEach((raw, i) => {
      const item = raw as { identify?: string; startTime?: string; tag?: { endTime?: string }; children?: unknown[] };
      const here = `${pointer}/${i}`;
      if (item.startTime !== undefined) add('nav-start', item.startTime, instant(loaded, `${here}/startTime`, item.startTime), item.identify ?? here);
      if (item.tag?.endTime !== undefined) add('tag-end', item.tag.endTime, instant(loaded, `${here}/tag/endTime`, item.tag.endTime), item.identify ?? here);
      visitNav(item.children, `${here}/children`);
    });
  visitNav(doc.navs, '/navs');
  visitNav(doc.footerNavs, '/footerNavs');
  if (doc.textBanner) {
    const { startTime, endTime } = doc.textBanner;
    const { s, e } = window(loaded, '/textBanner', startTime, endTime, 'The site banner');
    add('banner-start', startTime, s, 'textBanner');
    add('banner-end', endTime, e, 'textBanner');
  }
  for (const [id, product] of Object.entries(doc.products ?? {})) {
    // Pre-sale ends on delivery: the button turns from Pre-Order Now to Buy Now (runtime/shared/offer.ts).
    if (product.preSaleUntil !== undefined) add('presale-end', product.preSaleUntil, instant(loaded, `/products/${id}/preSaleUntil`, product.preSaleUntil), id);
    if (!product.activityTime) continue;
    const { s, e } = window(loaded, `/products/${id}/activityTime`, product.activityTime.startTime, product.activityTime.endTime, `The promotion of ${id}`);
    add('price-start', product.activityTime.startTime, s, id);
    add('price-end', product.activityTime.endTime, e, id);
  }
  // Time-bound page copy: sections shown within a window, availability lines that change.
  (doc.sections ?? []).forEach((section, i) => {
    const ref = `${loaded.file}#${section.id ?? i}`;
    const { s, e } = window(loaded, `/sections/${i}`, section.startTime, section.endTime, `The section "${section.id ?? i}"`);
    add('section-start', section.startTime, s, ref);
    add('section-end', section.endTime, e, ref);
    // Sale stages: the banner, the prices and the countdown change at each stage's start and end.
    section.stages?.forEach((stage, j) => {
      const here = `/sections/${i}/stages/${j}`;
      const w = window(loaded, here, stage.startTime, stage.endTime, `The stage "${stage.key ?? j}"`);
      const stageRef = `${ref}/${stage.key ?? j}`;
      add('stage-start', stage.startTime, w.s, stageRef);
      add('stage-end', stage.endTime, w.e, stageRef);
    });
    section.availabilityChanges?.forEach((change, j) => add('copy-change', change.at, instant(loaded, `/sections/${i}/availabilityChanges/${j}/at`, change.at), ref));
    // Items shown within their own window (a product card's startTime).
    for (const [key, list] of Object.entries(section)) {
      if (LISTS_WITHOUT_ITEM_WINDOWS.has(key) || !Array.isArray(list)) continue;
      list.forEach((raw, j) => {
        const item = raw as { id?: unknown; product?: unknown; startTime?: unknown; endTime?: unknown } | null;
        if (!item || typeof item !== 'object' || (typeof item.startTime !== 'string' && typeof item.endTime !== 'string')) return;
        const start = typeof item.startTime === 'string' ? item.startTime : undefined;
        const end = typeof item.endTime === 'string' ? item.endTime : undefined;
        // Named by its id, or by the product a card shows (cards have no id, core/anchors.ts), or by its place.
        const name = typeof item.id === 'string' ? item.id : typeof item.product === 'string' ? item.product : String(j);
        const w = window(loaded, `/sections/${i}/${key}/${j}`, start, end, `The item "${name}"`);
        add('item-start', start, w.s, `${ref}/${name}`);
        add('item-end', end, w.e, `${ref}/${name}`);
      });
    }
  });
  return { entries, diagnostics };
}

/**
 * Checks every window (route meta, promotional prices) and collects the
 * schedule: each instant at which some region's rendered output changes.
 */
export function checkSchedule(table: RouteTable, routesFile: LoadedFile, sources: readonly TimedSource[], remember: Remember = computeAlways) {
  const diagnostics: Diagnostic[] = [];
  const entries: ScheduleEntry[] = [];
  const { window } = windows(diagnostics);
  for (const route of table.routes) {
    const { s, e } = window(routesFile, `${route.pointer}/meta`, route.meta.startTime, route.meta.endTime, `The route "${route.name}"`);
    if (s !== undefined) entries.push({ at: route.meta.startTime!, epochMs: s, regions: route.regions, kind: 'route-start', ref: route.name });
    if (e !== undefined) entries.push({ at: route.meta.endTime!, epochMs: e, regions: route.regions, kind: 'route-end', ref: route.name });
  }
  // Which file each entry came from, so a region that inherits that file (`extends`) gets the entry too.
  const origin = new Map<ScheduleEntry, TimedSource>();
  for (const source of sources) {
    const { region } = source;
    if (region === null) continue;
    const own = remember(source.loaded, 'schedule', [], () => fileEntries({ ...source, region }));
    diagnostics.push(...own.diagnostics);
    // Copies: the regions that inherit the file are added to them below, except to a region's own banner's.
    const ownBanner = source.meanings?.regional.some((m) => m.pointer === '/textBanner') === true;
    for (const entry of own.entries) {
      const copy = { ...entry, regions: [...entry.regions] };
      entries.push(copy);
      if (!(ownBanner && entry.ref === 'textBanner')) origin.set(copy, source);
    }
  }
  inheritEntries(entries, origin, sources);
  entries.sort((a, b) => a.epochMs - b.epochMs || a.kind.localeCompare(b.kind) || a.ref.localeCompare(b.ref) || a.regions.join().localeCompare(b.regions.join()));
  return { entries, diagnostics };
}
