import type { AnyCheck, RuleTable } from './define.ts';
import type { Reads } from './reads.ts';
/**
 * What campaign managers get wrong about time (docs/operations.md "The campaign calendar"), read from the schedule
 * (schedule.ts) and regions.yaml's `timeZone` and `campaign` (the regions of one campaign, e.g. europe: uk, eu, fr, de).
 * What depends on the day the calendar is read (a past date still announced by copy) is the calendar's note, not a
 * warning: make generate gives the same answer on every day.
 */
import { diagnostic, type Diagnostic } from '../diagnostics.ts';
import type { LoadedFile } from '../read/load-yaml.ts';
import { locate } from '../read/locate.ts';
import type { Meanings } from '../validate/meaning.ts';
import type { RouteEntry } from '../merge/routes-table.ts';
import { matchRoute } from '../../core/routing.ts';
import { LISTS_WITHOUT_ITEM_WINDOWS, type ScheduleEntry } from './schedule.ts';
import type { Fact } from '../merge/facts.ts';
import type { RegionCode } from '../read/workspace.ts';
import { isMap } from '../json.ts';
import { escapeSegment, keptIn, pointerOf, valueAt } from './walk.ts';
import { textLeaves } from '../merge/text-leaves.ts';

export const rules = {
  'time-zone': { title: 'Unknown time zone', hint: "Write a region's timeZone as an IANA zone name, e.g. Europe/Paris or America/New_York (content-yaml/regions.yaml)." },
  'campaign-stage': {
    title: 'A sale stage differs between the regions of one campaign',
    hint: "The regions of a campaign (regions.yaml `campaign`) start and end each stage at the same local time: write the stage's startTime and endTime like the siblings', each with its own region's offset (make calendar shows them side by side).",
  },
  'banner-window': {
    title: 'A banner is shown while the page it links to is closed',
    hint: "Show the banner (site.yaml textBanner startTime and endTime) within the window of the page it links to: the route's startTime and endTime in content-yaml/routes.yaml, or its sale's first and last stage.",
  },
  'unseen-price': {
    title: 'A promotional price no page shows',
    hint: "Show the product on a page of the region (a section naming it by its catalogue id), or remove the product's activityTime from the region's catalog.yaml.",
  },
} as const satisfies RuleTable;

const knownZones = new Map<string, boolean>();
/** Whether the runtime's time-zone database knows a zone (asked once per zone: a DateTimeFormat costs ~0.1 ms, and datedCopy asks per page and region). */
const knownTimeZone = (zone: string): boolean =>
  keptIn(knownZones, zone, () => {
    try {
      return Boolean(new Intl.DateTimeFormat('en-US', { timeZone: zone }));
    } catch {
      return false;
    }
  });

const wallClocks = new Map<string, Intl.DateTimeFormat>();
/** An instant as the wall clock of a zone reads it: "2024-11-14 00:00". */
export function wallClock(epochMs: number, timeZone: string): string {
  const format = keptIn(
    wallClocks,
    timeZone,
    () => new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }),
  );
  const parts = Object.fromEntries(format.formatToParts(epochMs).map((p) => [p.type, p.value]));
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`;
}

/** A stage entry's ref, content-yaml/<region>/pages/<page>.yaml#<section>/<stage>, cut into its parts. */
function stageRef(ref: string): { file: string; page: string; section: string; stage: string } | undefined {
  const match = /^(content-yaml\/[^/]+\/pages\/([^#]+)\.yaml)#([^/]+)\/(.+)$/.exec(ref);
  return match ? { file: match[1]!, page: match[2]!, section: match[3]!, stage: match[4]! } : undefined;
}

/**
 * Where a stage is in its page file, found by section id and stage key (`found`: the stage itself, else the section's
 * stages or the sections), and whether it says why its timing is its region's own (sale-banner schema: `regionalTiming`).
 */
function stageIn(loaded: LoadedFile | undefined, section: string, stage: string): { pointer: string; found: boolean; regional: boolean } {
  const sections = (loaded?.data as { sections?: { id?: string; stages?: { key?: string; regionalTiming?: string }[] }[] } | undefined)?.sections ?? [];
  const i = sections.findIndex((s, n) => (s.id ?? String(n)) === section);
  const j = sections[i]?.stages?.findIndex((s, n) => (s.key ?? String(n)) === stage) ?? -1;
  const pointer = i < 0 ? '/sections' : j < 0 ? `/sections/${i}/stages` : `/sections/${i}/stages/${j}`;
  return { pointer, found: j >= 0, regional: j >= 0 && Boolean(sections[i]!.stages![j]!.regionalTiming) };
}

/** The region's page file that holds a page's stages (its own, or the one it inherits: the entry's first region's). */
const pageFile = (region: RegionCode, page: string) => `content-yaml/${region}/pages/${page}.yaml`;

function checkCampaign(read: Reads): Diagnostic[] {
  const regionsFile = read.fileOf('regions');
  if (!regionsFile) return [];
  const { regions } = read.regions();
  const entries = read.schedule();
  const files = filesOf(read);
  const codes = Object.keys(regions);
  const inOrder = (list: Iterable<RegionCode>) => [...list].sort((a, b) => codes.indexOf(a) - codes.indexOf(b));
  const out: Diagnostic[] = [];
  const zoneOf = new Map<RegionCode, string>();
  for (const code of codes) {
    const zone = regions[code]!.timeZone;
    if (knownTimeZone(zone)) zoneOf.set(code, zone);
    else out.push(diagnostic('time-zone', locate(regionsFile.loaded, `/regions/${code}/timeZone`), `"${zone}" is not a time zone of the IANA database (e.g. Europe/Paris).`));
  }

  // [campaign-stage]: per campaign, page and stage, the local start and end in each sibling; per campaign and page, the
  // siblings that have its stages at all (a sale page with a stage list).
  type Seen = { start?: string; end?: string; file: string; section: string; regional: boolean };
  const stages = new Map<string, { campaign: string; page: string; stage: string; byRegion: Map<RegionCode, Seen> }>();
  const withStages = new Map<string, Set<RegionCode>>();
  for (const entry of entries) {
    const ref = entry.kind === 'stage-start' || entry.kind === 'stage-end' ? stageRef(entry.ref) : undefined;
    for (const region of ref ? entry.regions : []) {
      const zone = zoneOf.get(region);
      const campaign = regions[region]!.campaign;
      if (!ref || !zone || !campaign) continue;
      const { byRegion } = keptIn(stages, `${campaign}\0${ref.page}\0${ref.stage}`, () => ({ campaign, page: ref.page, stage: ref.stage, byRegion: new Map<RegionCode, Seen>() }));
      keptIn(withStages, `${campaign}\0${ref.page}`, () => new Set<RegionCode>()).add(region);
      const seen = keptIn(byRegion, region, (): Seen => ({ file: ref.file, section: ref.section, regional: stageIn(files.get(ref.file), ref.section, ref.stage).regional }));
      seen[entry.kind === 'stage-start' ? 'start' : 'end'] = wallClock(entry.epochMs, zone);
    }
  }
  const times = (seen: Seen) => `${seen.start} → ${seen.end}`;
  for (const { campaign, page, stage, byRegion } of stages.values()) {
    // A stage a region declares its own (regionalTiming) is compared with nothing, and missed by no sibling.
    const regional = [...byRegion].filter(([, seen]) => seen.regional).map(([region]) => region);
    for (const region of regional) byRegion.delete(region);
    if (!byRegion.size) continue;
    // The local times most siblings agree on (the first region's on a tie): the others differ from them.
    const tally = new Map<string, number>();
    for (const seen of byRegion.values()) tally.set(times(seen), (tally.get(times(seen)) ?? 0) + 1);
    const usual = [...tally].sort((a, b) => b[1] - a[1])[0]![0];
    const holders = inOrder(byRegion.keys()).filter((r) => times(byRegion.get(r)!) === usual);
    const first = [...byRegion.values()][0]!;
    for (const region of inOrder(withStages.get(`${campaign}\0${page}`)!)) {
      const seen = byRegion.get(region);
      if (regional.includes(region) || (seen && times(seen) === usual)) continue;
      // At the stage's differing time; where a sibling's sale page has stages and this one not, at its page's stages.
      const file = seen?.file ?? (files.has(pageFile(region, page)) ? pageFile(region, page) : first.file);
      const loaded = files.get(file);
      const { pointer, found } = stageIn(loaded, seen?.section ?? first.section, seen ? stage : '');
      const field = seen && found ? (seen.start !== usual.split(' → ')[0] ? '/startTime' : '/endTime') : '';
      out.push(
        diagnostic(
          'campaign-stage',
          loaded ? locate(loaded, pointer + field) : { file, line: 1, column: 1 },
          seen
            ? `The ${campaign} campaign's stage "${stage}" of ${page} runs ${times(seen)} (local time, ${zoneOf.get(region)}) in ${region}, but ${usual} in ${holders.join(', ')}.`
            : `The ${campaign} campaign's stage "${stage}" of ${page} runs in ${inOrder(byRegion.keys()).join(', ')} (${usual}, local time) but not in ${region}.`,
          undefined,
          'warning',
        ),
      );
    }
  }

  // [banner-window]: a banner shown before the page it links to opens, or after it closes (its route, or its sale's stages).
  const pageRoutes = read.routes().table.routes.filter((r) => r.page);
  for (const entry of entries.filter((e) => e.kind === 'banner-start' || e.kind === 'banner-end')) {
    const starts = entry.kind === 'banner-start';
    const loaded = files.get(`content-yaml/${entry.regions[0]!}/site.yaml`);
    const link = valueAt(loaded?.data, ['textBanner', 'link']);
    if (!loaded || typeof link !== 'string' || !link.startsWith('/')) continue;
    for (const shown of entry.regions) {
      const prefix = regions[shown]?.prefix;
      const path = prefix && (link === `/${prefix}` || link.startsWith(`/${prefix}/`)) ? link.slice(prefix.length + 1) || '/' : link;
      // Of a path's dated editions (D70), the one open at the banner's start (or just before its end).
      const route = matchRoute(pageRoutes, shown, path, starts ? entry.epochMs : entry.epochMs - 1);
      if (!route) continue;
      const ofPage = entries.filter(
        (e) => e.regions.includes(shown) && ((e.kind.startsWith('route-') && e.ref === route.name) || (e.kind.startsWith('stage-') && stageRef(e.ref)?.page === route.page)),
      );
      const bounds = ofPage.filter((e) => e.kind === (starts ? 'route-start' : 'route-end'));
      const stages = ofPage.filter((e) => e.kind === (starts ? 'stage-start' : 'stage-end')).sort((a, b) => a.epochMs - b.epochMs);
      const bound = bounds[0] ?? (starts ? stages[0] : stages[stages.length - 1]);
      // Shown while closed: a banner end after the page's end, a banner start before its start.
      if (!bound || (starts ? entry.epochMs >= bound.epochMs : entry.epochMs <= bound.epochMs)) continue;
      const when = starts
        ? `opens ${bound.at}, but the banner is shown from ${entry.at}: it would link to a closed page`
        : `closes ${bound.at}, but the banner is shown until ${entry.at}: it would announce a sale that is over`;
      out.push(diagnostic('banner-window', locate(loaded, `/textBanner/${starts ? 'startTime' : 'endTime'}`), `The banner of ${shown} links to ${link}, which ${when}.`, undefined, 'warning'));
    }
  }
  return out;
}

/**
 * [unseen-price]: a promotional price of a region's catalogue (activityTime) for a product that no page of that
 * region shows (its pages name the products they show by `"x-product": true`).
 */
function checkUnseenPrices(read: Reads): Diagnostic[] {
  const shown = new Map(Object.keys(read.regions().regions).map((code) => [code, new Set<string>()]));
  for (const byRegion of read.mergedPages().values()) for (const [code, doc] of byRegion) for (const { value } of read.meaningsOf(doc).product) shown.get(code)?.add(value);
  const files = filesOf(read);
  return read.schedule().flatMap((entry) => {
    const unseen = entry.kind === 'price-start' ? entry.regions.filter((region) => shown.has(region) && !shown.get(region)!.has(entry.ref)) : [];
    if (!unseen.length) return [];
    const file = `content-yaml/${entry.regions[0]}/catalog.yaml`;
    const loaded = files.get(file);
    return [
      diagnostic(
        'unseen-price',
        loaded ? locate(loaded, `/products/${entry.ref}/activityTime/startTime`) : { file, line: 1, column: 1 },
        `The promotional price of ${entry.ref} starts ${entry.at}, but no page of ${unseen.join(', ')} shows ${entry.ref}: the change is invisible there.`,
        undefined,
        'warning',
      ),
    ];
  });
}

/** The offset of a zone at an instant, in ms (Europe/Paris in winter: 3 600 000). */
function offsetMs(epochMs: number, timeZone: string): number {
  const [date, time] = wallClock(epochMs, timeZone).split(' ') as [string, string];
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const [h, min] = time.split(':').map(Number) as [number, number];
  return Date.UTC(y, m - 1, d, h, min) - (epochMs - (epochMs % 60_000));
}

/** The ends of days already found, by day and zone (dated copy asks for the same few days in every page of a region). */
const dayEnds = new Map<string, number>();

/** The instant a calendar day ends (the next midnight) on a zone's wall clock. */
export function endOfDay(day: string, timeZone: string): number {
  if (dayEnds.size > 10_000) dayEnds.clear();
  return keptIn(dayEnds, `${day} ${timeZone}`, () => dayEnd(day, timeZone));
}

function dayEnd(day: string, timeZone: string): number {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const midnight = Date.UTC(y, m - 1, d + 1);
  let at = midnight;
  for (let i = 0; i < 3; i++) at = midnight - offsetMs(at, timeZone);
  return at;
}

/**
 * A date of facts.yaml that a page's copy names while that copy is still shown after the day passed
 * (e.g. "free cap on 29 Nov only" on a sale page up to 3 Dec): from `pastFrom` to `shownUntil` (null:
 * no end) the copy speaks of that day as if it were to come. The calendar lists these, and flags the
 * ones that are past at the moment it is read.
 */
export interface DatedCopy {
  region: RegionCode;
  page: string;
  fact: string;
  day: string;
  pastFrom: number;
  shownUntil: number | null;
}

const FACT_REFERENCE = /\[\[([^[\]|]*)(?:\|[^[\]]*)?\]\]/g;

/**
 * One place where a page's copy names a fact, with the window the page's own data gives that text (null: open):
 * its section's `startTime`/`endTime` (the window the schedule lists as section-start/-end) and its item's (a
 * product card's: item-start/-end; a sale's stages excepted, listed whole), a hero's availability
 * line until its first `availabilityChanges` entry and each later wording until the next, and `preSaleOf`, the
 * product whose pre-sale bounds a text the schema declares pre-sale only (`"x-pre-sale": true`, meaning.ts).
 */
interface Naming {
  fact: string;
  from: number | null;
  until: number | null;
  preSaleOf: string | null;
}

const instantOf = (value: unknown): number | null => {
  const ms = typeof value === 'string' ? Date.parse(value) : Number.NaN;
  return Number.isNaN(ms) ? null : ms;
};
const later = (a: number | null, b: number | null) => (a === null ? b : b === null ? a : Math.max(a, b));
const sooner = (a: number | null, b: number | null) => (a === null ? b : b === null ? a : Math.min(a, b));

/** The namings of a merged page, kept per page object (the same object while the page is unchanged: a watcher's run reads only the changed pages). */
const namingsKept = new WeakMap<object, Naming[]>();
const namingsOf = (doc: object, preSale: ReadonlySet<string>): Naming[] => keptIn(namingsKept, doc, () => findNamings(doc, preSale));
function findNamings(doc: object, preSale: ReadonlySet<string>): Naming[] {
  const out: Naming[] = [];
  type Bounds = { from: number | null; until: number | null; product: string | null };
  const visit = (value: unknown, pointer: string, bounds: Bounds): void => {
    for (const { text, path } of textLeaves(value))
      for (const match of text.matchAll(FACT_REFERENCE))
        out.push({ fact: match[1]!.trim(), from: bounds.from, until: bounds.until, preSaleOf: preSale.has(pointer + pointerOf(path)) ? bounds.product : null });
  };
  const open: Bounds = { from: null, until: null, product: null };
  for (const [key, value] of Object.entries(doc)) {
    if (key !== 'sections' || !Array.isArray(value)) {
      visit(value, `/${escapeSegment(key)}`, open);
      continue;
    }
    value.forEach((raw, i) => {
      const section = isMap(raw) ? raw : {};
      // A section this region leaves out shows none of its texts.
      if (section.disabled === true) return;
      const here: Bounds = { from: instantOf(section.startTime), until: instantOf(section.endTime), product: typeof section.product === 'string' ? section.product : null };
      const changes = Array.isArray(section.availabilityChanges) ? (section.availabilityChanges as { at?: unknown }[]).map((c) => instantOf(c?.at)) : [];
      for (const [key, item] of Object.entries(section)) {
        const pointer = `/sections/${i}/${escapeSegment(key)}`;
        if (key === 'availability' && changes.length) visit(item, pointer, { ...here, until: sooner(here.until, changes.reduce<number | null>(sooner, null)) });
        else if (key === 'availabilityChanges' && Array.isArray(item)) {
          // Each later wording is shown from its instant until the next one's.
          item.forEach((change, j) => {
            const next = changes.filter((at): at is number => at !== null && changes[j] !== null && at > changes[j]!).reduce<number | null>(sooner, null);
            visit(change, `${pointer}/${j}`, { ...here, from: later(here.from, changes[j] ?? null), until: sooner(here.until, next) });
          });
        } else if (Array.isArray(item) && !LISTS_WITHOUT_ITEM_WINDOWS.has(key)) {
          // An item shown within its own window (a product card's startTime; the schedule's item-start/-end). A sale's
          // stages are listed whole whatever their window, so their texts keep the section's.
          item.forEach((entry, j) => {
            const own = isMap(entry) ? entry : {};
            visit(entry, `${pointer}/${j}`, { ...here, from: later(here.from, instantOf(own.startTime)), until: sooner(here.until, instantOf(own.endTime)) });
          });
        } else visit(item, pointer, here);
      }
    });
  }
  return out;
}

/**
 * When a product's pre-sale texts stop being shown in a region: the pre-sale's end (runtime/shared/offer.ts: the
 * button reads Pre-Order Now while `isPreSale` and before `preSaleUntil`), null when it has no end, 'never' when the
 * product is not on pre-sale there (or not in the catalogue).
 */
export type PreSaleEnd = number | null | 'never';

/** The pre-sale end of a catalogue entry (catalog.yaml `products.<id>`; undefined: not in the region's catalogue). */
export function preSaleEnd(product: unknown): PreSaleEnd {
  const entry = product as { isPreSale?: unknown; preSaleUntil?: unknown } | undefined;
  if (entry?.isPreSale !== true) return 'never';
  return entry.preSaleUntil === undefined ? null : instantOf(entry.preSaleUntil);
}

/** The pointers of a page's pre-sale-only texts, kept per index (the same object while the page is unchanged). */
const preSaleKept = new WeakMap<Meanings, ReadonlySet<string>>();
export const preSaleTexts = (meanings: Meanings): ReadonlySet<string> => keptIn(preSaleKept, meanings, () => new Set(meanings['pre-sale'].map((m) => m.pointer)));

export function datedCopy(input: {
  codes: readonly RegionCode[];
  timeZoneOf: (region: RegionCode) => string;
  /** The facts.yaml names (only those: a campaign's window and stages are what the sale banner lists as a schedule). */
  factNames: ReadonlySet<string>;
  factTableOf: (region: RegionCode) => ReadonlyMap<string, Fact>;
  mergedPages: ReadonlyMap<string, ReadonlyMap<RegionCode, unknown>>;
  /** The JSON pointers of a merged page's pre-sale-only texts (its `pre-sale` meanings). */
  preSaleTextsOf: (doc: object) => ReadonlySet<string>;
  preSaleEndOf: (region: RegionCode, product: string) => PreSaleEnd;
  routes: readonly RouteEntry[];
  entries: readonly ScheduleEntry[];
}): DatedCopy[] {
  const out: DatedCopy[] = [];
  // The routes of each page, indexed once (a filter of every route per page and region grew with pages × routes × regions).
  const routesOf = new Map<string, RouteEntry[]>();
  for (const r of input.routes) if (r.page) routesOf.set(r.page, [...(routesOf.get(r.page) ?? []), r]);
  // Each route's end, indexed once (a search of every entry per page and region grew with pages × regions × entries).
  const routeEnds = new Map<string, number>();
  for (const e of input.entries) if (e.kind === 'route-end' && !routeEnds.has(e.ref)) routeEnds.set(e.ref, e.epochMs);
  const zones = new Map(input.codes.map((region) => [region, input.timeZoneOf(region)] as const).filter(([, zone]) => knownTimeZone(zone)));
  for (const [page, byRegion] of [...input.mergedPages].sort(([a], [b]) => a.localeCompare(b))) {
    for (const region of input.codes) {
      const doc = byRegion.get(region);
      const zone = zones.get(region);
      if (!doc || typeof doc !== 'object' || zone === undefined) continue;
      const routes = (routesOf.get(page) ?? []).filter((r) => r.regions.includes(region));
      if (!routes.length) continue;
      // The page is shown until its route's window ends (the latest, if several), or with no end.
      const ends = routes.map((r) => routeEnds.get(r.name) ?? null);
      const pageUntil = ends.includes(null) ? null : Math.max(...(ends as number[]));
      const table = input.factTableOf(region);
      // Per fact: from the first moment a text naming it is shown past its day, until the last (null: no end).
      const windows = new Map<string, { day: string; pastFrom: number; shownUntil: number | null }>();
      for (const naming of namingsOf(doc, input.preSaleTextsOf(doc))) {
        const value = table.get(naming.fact);
        if (!input.factNames.has(naming.fact) || value?.kind !== 'date') continue;
        const preSaleEnd = naming.preSaleOf === null ? null : input.preSaleEndOf(region, naming.preSaleOf);
        if (preSaleEnd === 'never') continue;
        const until = sooner(sooner(pageUntil, naming.until), preSaleEnd);
        const pastFrom = Math.max(endOfDay(value.value, zone), naming.from ?? Number.NEGATIVE_INFINITY);
        if (until !== null && pastFrom >= until) continue;
        const known = windows.get(naming.fact);
        windows.set(naming.fact, {
          day: value.value,
          pastFrom: Math.min(pastFrom, known?.pastFrom ?? pastFrom),
          shownUntil: until === null || known?.shownUntil === null ? null : Math.max(until, known?.shownUntil ?? until),
        });
      }
      for (const [fact, window] of [...windows].sort(([a], [b]) => a.localeCompare(b))) out.push({ region, page, fact, ...window });
    }
  }
  return out;
}

/** Every content file by path (the campaign checks locate what they report in any of them). */
const filesOf = (read: Reads) => new Map(read.files().map((f) => [f.loaded.file, f.loaded]));

export const checks: readonly AnyCheck[] = [
  // The stages of one campaign across its regions, banners against the sales they link to, the regions' time zones.
  { name: 'campaign', scope: 'site', needs: ['regions', 'routes', 'schedule'], check: checkCampaign },
  // A promotional price starts where no page of the region shows the product.
  { name: 'unseen prices', scope: 'site', needs: ['regions', 'schedule'], check: checkUnseenPrices },
];
