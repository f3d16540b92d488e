import type { AnyCheck, RuleTable } from './define.ts';
import type { Reads } from './reads.ts';
/**
 * What campaign managers get wrong about time, read from the schedule (check-schedule.ts) and
 * regions.yaml's `timeZone` and `campaign` (docs/operations.md "The campaign calendar"):
 *
 * - [time-zone] error: a region's timeZone that no time-zone database knows (the calendar and the
 *   checks below read every instant in it).
 * - [campaign-stage] warning: a sale stage that one region of a campaign (regions.yaml `campaign`,
 *   e.g. europe: uk, eu, fr, de) starts or ends at another local time than its siblings, or that a
 *   sibling's sale page lacks.
 * - [banner-window] warning: a site banner (site.yaml textBanner) shown while the page it links to is
 *   closed: before its route (or first sale stage) opens, or after it closes.
 * - [unseen-price] warning: a promotional price (catalog.yaml activityTime) that no page of the region
 *   shows, so it changes nothing a visitor sees.
 *
 * What depends on the day the calendar is read (a past date still announced by copy) is the
 * calendar's note, not a warning: make generate gives the same answer on every day.
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
import type { Region } from '../../dist/generated/content-types.ts';
import { isMap } from '../json.ts';

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

/** The fields of a region this check reads (regions.yaml). */
type CampaignRegion = Pick<Region, 'prefix' | 'timeZone' | 'campaign'>;

export interface CampaignInput {
  regionsFile: LoadedFile;
  regions: Readonly<Record<RegionCode, CampaignRegion | undefined>>;
  entries: readonly ScheduleEntry[];
  routes: readonly RouteEntry[];
  /** The valid content files by path (content-yaml/…), to locate a stage or a banner. */
  files: ReadonlyMap<string, LoadedFile>;
}

const knownZones = new Map<string, boolean>();
/** Whether the runtime's time-zone database knows a zone (asked once per zone: a DateTimeFormat costs ~0.1 ms, and datedCopy asks per page and region). */
export function knownTimeZone(zone: string): boolean {
  let known = knownZones.get(zone);
  if (known === undefined) {
    try {
      new Intl.DateTimeFormat('en-US', { timeZone: zone });
      known = true;
    } catch {
      known = false;
    }
    knownZones.set(zone, known);
  }
  return known;
}

const wallClocks = new Map<string, Intl.DateTimeFormat>();
/** An instant as the wall clock of a zone reads it: "2024-11-14 00:00". */
export function wallClock(epochMs: number, timeZone: string): string {
  let format = wallClocks.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    wallClocks.set(timeZone, format);
  }
  const parts = Object.fromEntries(format.formatToParts(epochMs).map((p) => [p.type, p.value]));
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`;
}

/** A stage entry's ref, content-yaml/<region>/pages/<page>.yaml#<section>/<stage>, cut into its parts. */
function stageRef(ref: string): { file: string; page: string; section: string; stage: string } | undefined {
  const match = /^(content-yaml\/[^/]+\/pages\/([^#]+)\.yaml)#([^/]+)\/(.+)$/.exec(ref);
  return match ? { file: match[1]!, page: match[2]!, section: match[3]!, stage: match[4]! } : undefined;
}

/** The pointer of a stage's field in its page file, found by section id and stage key. */
function stagePointer(loaded: LoadedFile | undefined, section: string, stage: string, field: 'startTime' | 'endTime' | ''): string {
  const sections = (loaded?.data as { sections?: { id?: string; stages?: { key?: string }[] }[] } | undefined)?.sections ?? [];
  const i = sections.findIndex((s, n) => (s.id ?? String(n)) === section);
  if (i < 0) return '/sections';
  const j = sections[i]!.stages?.findIndex((s, n) => (s.key ?? String(n)) === stage) ?? -1;
  if (j < 0) return `/sections/${i}/stages`;
  return field ? `/sections/${i}/stages/${j}/${field}` : `/sections/${i}/stages/${j}`;
}

/** Whether a stage says why its timing is its region's own (sale-banner schema: `regionalTiming`). */
function regionalTiming(loaded: LoadedFile | undefined, section: string, stage: string): boolean {
  const sections = (loaded?.data as { sections?: { id?: string; stages?: { key?: string; regionalTiming?: string }[] }[] } | undefined)?.sections ?? [];
  const found = sections.find((s, n) => (s.id ?? String(n)) === section);
  return Boolean(found?.stages?.find((s, n) => (s.key ?? String(n)) === stage)?.regionalTiming);
}

/** The region's page file that holds a page's stages (its own, or the one it inherits: the entry's first region's). */
const pageFile = (region: RegionCode, page: string) => `content-yaml/${region}/pages/${page}.yaml`;

export function checkCampaign(input: CampaignInput): Diagnostic[] {
  const out: Diagnostic[] = [];
  const codes = Object.keys(input.regions) as RegionCode[];
  const zoneOf = new Map<RegionCode, string>();
  for (const code of codes) {
    const zone = input.regions[code]!.timeZone;
    if (knownTimeZone(zone)) zoneOf.set(code, zone);
    else out.push(diagnostic('time-zone', locate(input.regionsFile, `/regions/${code}/timeZone`), `"${zone}" is not a time zone of the IANA database (e.g. Europe/Paris).`));
  }

  // [campaign-stage]: per campaign, per page and stage, the local start and end in each sibling.
  type Seen = { start?: string; end?: string; file: string; section: string; regional: boolean };
  const stages = new Map<string, Map<RegionCode, Seen>>();
  for (const entry of input.entries) {
    if (entry.kind !== 'stage-start' && entry.kind !== 'stage-end') continue;
    const ref = stageRef(entry.ref);
    if (!ref) continue;
    for (const region of entry.regions) {
      const zone = zoneOf.get(region);
      if (!zone || !input.regions[region]!.campaign) continue;
      const key = `${input.regions[region]!.campaign}\0${ref.page}\0${ref.stage}`;
      if (!stages.has(key)) stages.set(key, new Map());
      const seen = stages.get(key)!.get(region) ?? { file: ref.file, section: ref.section, regional: regionalTiming(input.files.get(ref.file), ref.section, ref.stage) };
      seen[entry.kind === 'stage-start' ? 'start' : 'end'] = wallClock(entry.epochMs, zone);
      stages.get(key)!.set(region, seen);
    }
  }
  // The regions of a campaign that have a page's stages at all (a sale page with a stage list).
  const withStages = new Map<string, Set<RegionCode>>();
  for (const key of stages.keys()) {
    const [campaign, page] = key.split('\0') as [string, string];
    for (const region of stages.get(key)!.keys()) {
      const k = `${campaign}\0${page}`;
      if (!withStages.has(k)) withStages.set(k, new Set());
      withStages.get(k)!.add(region);
    }
  }
  for (const [key, byRegion] of stages) {
    const [campaign, page, stage] = key.split('\0') as [string, string, string];
    // A stage a region declares its own (regionalTiming) is compared with nothing, and missed by no sibling.
    const regional = [...byRegion].filter(([, seen]) => seen.regional).map(([region]) => region);
    for (const region of regional) byRegion.delete(region);
    if (!byRegion.size) continue;
    const siblings = [...(withStages.get(`${campaign}\0${page}`) ?? [])].sort((a, b) => codes.indexOf(a) - codes.indexOf(b));
    // The local times most siblings agree on (the first region's on a tie): the others differ from them.
    const tally = new Map<string, number>();
    for (const seen of byRegion.values()) tally.set(`${seen.start} → ${seen.end}`, (tally.get(`${seen.start} → ${seen.end}`) ?? 0) + 1);
    const usual = [...tally].sort((a, b) => b[1] - a[1])[0]![0];
    const inOrder = (list: Iterable<RegionCode>) => [...list].sort((a, b) => codes.indexOf(a) - codes.indexOf(b));
    const holders = inOrder(byRegion.keys()).filter((r) => `${byRegion.get(r)!.start} → ${byRegion.get(r)!.end}` === usual);
    for (const region of siblings) {
      if (regional.includes(region)) continue;
      const seen = byRegion.get(region);
      if (!seen) {
        // The sibling's sale page has stages, not this one.
        const file = input.files.has(pageFile(region, page)) ? pageFile(region, page) : [...byRegion.values()][0]!.file;
        const loaded = input.files.get(file);
        const section = [...byRegion.values()][0]!.section;
        const at = loaded ? locate(loaded, stagePointer(loaded, section, '', '')) : { file, line: 1, column: 1 };
        out.push(
          diagnostic(
            'campaign-stage',
            at,
            `The ${campaign} campaign's stage "${stage}" of ${page} runs in ${inOrder(byRegion.keys()).join(', ')} (${usual}, local time) but not in ${region}.`,
            undefined,
            'warning',
          ),
        );
        continue;
      }
      const here = `${seen.start} → ${seen.end}`;
      if (here === usual) continue;
      const loaded = input.files.get(seen.file);
      const field = seen.start !== usual.split(' → ')[0] ? 'startTime' : 'endTime';
      const at = loaded ? locate(loaded, stagePointer(loaded, seen.section, stage, field)) : { file: seen.file, line: 1, column: 1 };
      out.push(
        diagnostic(
          'campaign-stage',
          at,
          `The ${campaign} campaign's stage "${stage}" of ${page} runs ${here} (local time, ${zoneOf.get(region)}) in ${region}, but ${usual} in ${holders.join(', ')}.`,
          undefined,
          'warning',
        ),
      );
    }
  }

  // [banner-window]: a banner shown before the page it links to opens, or after it closes (its route, or its sale's stages).
  const bannerEntries = input.entries.filter((e) => e.kind === 'banner-start' || e.kind === 'banner-end');
  const pageRoutes = input.routes.filter((r) => r.page);
  for (const entry of bannerEntries) {
    const starts = entry.kind === 'banner-start';
    const loaded = input.files.get(`content-yaml/${entry.regions[0]!}/site.yaml`);
    const link = (loaded?.data as { textBanner?: { link?: string } } | undefined)?.textBanner?.link;
    if (!loaded || !link?.startsWith('/')) continue;
    for (const shown of entry.regions) {
      const prefix = input.regions[shown]?.prefix;
      const path = prefix && (link === `/${prefix}` || link.startsWith(`/${prefix}/`)) ? link.slice(prefix.length + 1) || '/' : link;
      // Of a path's dated editions (D-NEW-dated-routes), the one open at the banner's start (or just before its end).
      const route = matchRoute(pageRoutes, shown, path, starts ? entry.epochMs : entry.epochMs - 1);
      if (!route) continue;
      const ofPage = input.entries.filter(
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
 * [unseen-price]: a promotional price of a region's catalogue (activityTime) for a product that no page
 * of that region shows. `shown` lists, per region, the products its pages name (`"x-product": true`).
 */
export function checkUnseenPrices(entries: readonly ScheduleEntry[], shown: ReadonlyMap<RegionCode, ReadonlySet<string>>, files: ReadonlyMap<string, LoadedFile>): Diagnostic[] {
  const out: Diagnostic[] = [];
  for (const entry of entries) {
    if (entry.kind !== 'price-start') continue;
    const unseen = entry.regions.filter((region) => shown.has(region) && !shown.get(region)!.has(entry.ref));
    if (!unseen.length) continue;
    const file = `content-yaml/${entry.regions[0]}/catalog.yaml`;
    const loaded = files.get(file);
    const at = loaded ? locate(loaded, `/products/${entry.ref}/activityTime/startTime`) : { file, line: 1, column: 1 };
    out.push(
      diagnostic(
        'unseen-price',
        at,
        `The promotional price of ${entry.ref} starts ${entry.at}, but no page of ${unseen.join(', ')} shows ${entry.ref}: the change is invisible there.`,
        undefined,
        'warning',
      ),
    );
  }
  return out;
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
  const key = `${day} ${timeZone}`;
  let end = dayEnds.get(key);
  if (end === undefined) {
    if (dayEnds.size > 10_000) dayEnds.clear();
    dayEnds.set(key, (end = dayEnd(day, timeZone)));
  }
  return end;
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
const pointerKey = (key: string) => key.replaceAll('~', '~0').replaceAll('/', '~1');

/** The namings of a merged page, kept per page object (the same object while the page is unchanged: a watcher's run reads only the changed pages). */
const namingsKept = new WeakMap<object, Naming[]>();
function namingsOf(doc: object, preSale: ReadonlySet<string>): Naming[] {
  const known = namingsKept.get(doc);
  if (known) return known;
  const out: Naming[] = [];
  type Bounds = { from: number | null; until: number | null; product: string | null };
  const visit = (value: unknown, pointer: string, bounds: Bounds): void => {
    if (typeof value === 'string') {
      for (const match of value.matchAll(FACT_REFERENCE)) {
        out.push({ fact: match[1]!.trim(), from: bounds.from, until: bounds.until, preSaleOf: preSale.has(pointer) ? bounds.product : null });
      }
    } else if (Array.isArray(value)) value.forEach((item, i) => visit(item, `${pointer}/${i}`, bounds));
    else if (value && typeof value === 'object') for (const [key, item] of Object.entries(value)) visit(item, `${pointer}/${pointerKey(key)}`, bounds);
  };
  const open: Bounds = { from: null, until: null, product: null };
  for (const [key, value] of Object.entries(doc)) {
    if (key !== 'sections' || !Array.isArray(value)) {
      visit(value, `/${pointerKey(key)}`, open);
      continue;
    }
    value.forEach((raw, i) => {
      const section = isMap(raw) ? raw : {};
      // A section this region leaves out shows none of its texts.
      if (section.disabled === true) return;
      const here: Bounds = { from: instantOf(section.startTime), until: instantOf(section.endTime), product: typeof section.product === 'string' ? section.product : null };
      const changes = Array.isArray(section.availabilityChanges) ? (section.availabilityChanges as { at?: unknown }[]).map((c) => instantOf(c?.at)) : [];
      for (const [key, item] of Object.entries(section)) {
        const pointer = `/sections/${i}/${pointerKey(key)}`;
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
  namingsKept.set(doc, out);
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
export function preSaleTexts(meanings: Meanings): ReadonlySet<string> {
  let found = preSaleKept.get(meanings);
  if (!found) preSaleKept.set(meanings, (found = new Set(meanings['pre-sale'].map((m) => m.pointer))));
  return found;
}

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
  {
    // The stages of one campaign across its regions, banners against the sales they link to, the regions' time zones.
    name: 'campaign',
    scope: 'site',
    needs: ['regions', 'routes', 'schedule'],
    check: (read) => {
      const regionsFile = read.fileOf('regions');
      if (!regionsFile) return [];
      const { regions } = read.regions();
      return checkCampaign({ regionsFile: regionsFile.loaded, regions, entries: read.schedule(), routes: read.routes().table.routes, files: filesOf(read) });
    },
  },
  {
    // A promotional price starts where no page of the region shows the product.
    name: 'unseen prices',
    scope: 'site',
    needs: ['regions', 'schedule'],
    check: (read) => {
      const shown = new Map<string, Set<string>>();
      for (const code of Object.keys(read.regions().regions)) shown.set(code, new Set());
      for (const byRegion of read.mergedPages().values()) for (const [code, doc] of byRegion) for (const { value } of read.meaningsOf(doc).product) shown.get(code)?.add(value);
      return checkUnseenPrices(read.schedule(), shown, filesOf(read));
    },
  },
];
