/**
 * The campaign calendar (docs/operations.md "The campaign calendar"): every instant of the generated
 * schedule at which a region's output changes, per region, on the region's clock (regions.yaml
 * `timeZone`) and in UTC, with what changes and the preview links just before and just after it
 * (`?at=`, runtime/server/preview.ts). `make calendar` prints it; /dev/calendar shows it to whoever
 * may preview (staff-app.ts). Its notes depend on the moment it is read: copy that still names a day that
 * has passed. The checks that give the same answer every day are make generate's (codegen/checks/campaign.ts).
 */
import type { DatedCopy, ScheduleEntry } from '../../dist/generated/schedule.ts';
import type { RouteEntry } from '../../dist/generated/routes.ts';
import type { RegionCode, RegionsDocument } from '../../dist/generated/types.ts';
import { escapeHtml } from '../shared/html.ts';
import { regionPath, regionPrefixes } from '../shared/regions.ts';

export const CALENDAR_PATH = '/dev/calendar';

export interface CalendarRow {
  epochMs: number;
  /** "2024-11-14 00:00 +01:00" on the region's clock. */
  local: string;
  /** "2024-11-13 23:00 UTC". */
  utc: string;
  kind: ScheduleEntry['kind'] | 'copy-past';
  /** What changes, in plain English. */
  what: string;
  /** Preview links: the page as it is one second before the instant, and at it. */
  before: string;
  after: string;
  /** Before the moment the calendar is read. */
  past: boolean;
}

export interface CalendarRegion {
  code: RegionCode;
  timeZone: string;
  rows: CalendarRow[];
}

export interface CalendarNote {
  region: RegionCode;
  text: string;
  link: string;
}

export interface Calendar {
  now: number;
  regions: CalendarRegion[];
  notes: CalendarNote[];
}

const clocks = new Map<string, Intl.DateTimeFormat>();
/** An instant on a zone's wall clock with its offset: "2024-11-14 00:00 +01:00" (UTC: "2024-11-13 23:00 UTC"). */
export function formatInstant(epochMs: number, timeZone: string): string {
  let format = clocks.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZoneName: 'longOffset' });
    clocks.set(timeZone, format);
  }
  const p = Object.fromEntries(format.formatToParts(epochMs).map((part) => [part.type, part.value]));
  const offset = timeZone === 'UTC' ? 'UTC' : p.timeZoneName === 'GMT' ? '+00:00' : (p.timeZoneName ?? '').replace(/^GMT/, '');
  return `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute} ${offset}`;
}

/** `?at=` of an instant, in UTC (no `+` to escape). */
export const atQuery = (epochMs: number) => `?at=${new Date(epochMs).toISOString().replace(/\.000Z$/, 'Z')}`;

/** A section's, stage's, item's or copy change's ref, content-yaml/<region>/pages/<page>.yaml#<section>[/<stage key or item id>]. */
function pageRef(ref: string): { page: string; section: string; part?: string } | undefined {
  const match = /^content-yaml\/[^/]+\/pages\/([^#]+)\.yaml#([^/]+)(?:\/(.+))?$/.exec(ref);
  return match ? { page: match[1]!, section: match[2]!, ...(match[3] ? { part: match[3] } : {}) } : undefined;
}

function describe(entry: ScheduleEntry, pagePath: string | undefined): string {
  const ref = pageRef(entry.ref);
  // A dated edition's page (christmas-sale-2026 at /us/christmas-sale, D70) is named: two years share the path.
  const edition = ref && pagePath && !pagePath.endsWith(`/${ref.page}`) ? ` (${ref.page})` : '';
  const on = pagePath ? ` on ${pagePath}${edition}` : ref ? ` of ${ref.page}` : '';
  switch (entry.kind) {
    case 'route-start':
      return `${pagePath ?? entry.ref} opens (route ${entry.ref})`;
    case 'route-end':
      return `${pagePath ?? entry.ref} closes and redirects to the region's home (route ${entry.ref})`;
    case 'nav-start':
      return `Menu item ${entry.ref} appears`;
    case 'tag-end':
      return `The badge of menu item ${entry.ref} ends`;
    case 'banner-start':
      return 'The site banner appears';
    case 'banner-end':
      return 'The site banner ends';
    case 'price-start':
      return `Promotional price of ${entry.ref} starts`;
    case 'price-end':
      return `Promotional price of ${entry.ref} ends`;
    case 'price-regular':
      return `Promotional price of ${entry.ref} becomes the regular price (the market's limit on announcing a reduction)`;
    case 'presale-end':
      return `Pre-sale of ${entry.ref} ends: Pre-order becomes Buy now`;
    case 'section-start':
      return `Section ${ref?.section ?? entry.ref} appears${on}`;
    case 'section-end':
      return `Section ${ref?.section ?? entry.ref} disappears${on}`;
    case 'stage-start':
      return `Sale stage ${ref?.part ?? entry.ref} starts${on}`;
    case 'stage-end':
      return `Sale stage ${ref?.part ?? entry.ref} ends${on}`;
    case 'item-start':
      return `Item ${ref?.part ?? entry.ref} of section ${ref?.section ?? '?'} appears${on}`;
    case 'item-end':
      return `Item ${ref?.part ?? entry.ref} of section ${ref?.section ?? '?'} disappears${on}`;
    case 'copy-change':
      return `Availability text of ${ref?.section ?? entry.ref} changes${on}`;
  }
}

export function buildCalendar(input: { schedule: readonly ScheduleEntry[]; datedCopy: readonly DatedCopy[]; regionTable: RegionsDocument; routes: readonly RouteEntry[]; now: number }): Calendar {
  const prefixes = regionPrefixes(input.regionTable);
  const codes = Object.keys(input.regionTable.regions) as RegionCode[];
  const zoneOf = (code: RegionCode) => input.regionTable.regions[code].timeZone;
  /** The region's path of a route (by name) or of a page's route. */
  const routePath = (code: RegionCode, match: (route: RouteEntry) => boolean) => {
    const route = input.routes.find((r) => match(r) && r.regions.includes(code));
    return route && regionPath(code, route.path, prefixes);
  };
  const row = (code: RegionCode, epochMs: number, kind: CalendarRow['kind'], what: string, path: string): CalendarRow => ({
    epochMs,
    local: formatInstant(epochMs, zoneOf(code)),
    utc: formatInstant(epochMs, 'UTC'),
    kind,
    what,
    before: `${path}${atQuery(epochMs - 1000)}`,
    after: `${path}${atQuery(epochMs)}`,
    past: epochMs <= input.now,
  });
  const notes: CalendarNote[] = [];
  const regions = codes.map((code) => {
    const home = regionPath(code, '/', prefixes);
    const rows = input.schedule
      .filter((entry) => entry.regions.includes(code))
      .map((entry) => {
        const ref = pageRef(entry.ref);
        const path = entry.kind === 'route-start' || entry.kind === 'route-end' ? routePath(code, (r) => r.name === entry.ref) : ref ? routePath(code, (r) => r.page === ref.page) : undefined;
        return row(code, entry.epochMs, entry.kind, describe(entry, path), path ?? home);
      });
    for (const dated of input.datedCopy.filter((d) => d.region === code)) {
      const path = routePath(code, (r) => r.page === dated.page) ?? home;
      const until = dated.shownUntil === null ? 'with no end' : `until ${formatInstant(dated.shownUntil, zoneOf(code))}`;
      rows.push(row(code, dated.pastFrom, 'copy-past', `${path} still names ${dated.day} ([[${dated.fact}]]) once that day is over, ${until}: check the copy does not announce it as upcoming`, path));
      if (dated.pastFrom <= input.now && (dated.shownUntil === null || input.now < dated.shownUntil)) {
        notes.push({ region: code, text: `${path} is shown now and names ${dated.day} ([[${dated.fact}]]), which is past: is it still written as upcoming?`, link: `${path}${atQuery(input.now)}` });
      }
    }
    rows.sort((a, b) => a.epochMs - b.epochMs);
    return { code, timeZone: zoneOf(code), rows };
  });
  return { now: input.now, regions, notes };
}

/** `make calendar`: one block per region, one line per instant. */
export function calendarText(calendar: Calendar): string {
  const lines: string[] = [`Campaign calendar as of ${formatInstant(calendar.now, 'UTC')} (past instants marked "·", upcoming "›")`];
  for (const note of calendar.notes) lines.push(`note ${note.region}: ${note.text}`);
  for (const region of calendar.regions) {
    lines.push('', `${region.code} (${region.timeZone}): ${region.rows.length} instant${region.rows.length === 1 ? '' : 's'}`);
    for (const r of region.rows) lines.push(`  ${r.past ? '·' : '›'} ${r.local}  (${r.utc})  ${r.what}  before: ${r.before}  after: ${r.after}`);
  }
  return `${lines.join('\n')}\n`;
}

/** The calendar's own styles (a stylesheet: the site's Content-Security-Policy allows no inline style). */
export const CALENDAR_STYLES_PATH = '/dev/calendar.css';
/**
 * A table at tablet and desktop widths, one card per instant on a phone (each value under its column's name):
 * a five-column table does not fit 390 px. Past rows are greyed, the next instant stands out, and the preview
 * links sit side by side at 44 px high.
 */
export const CALENDAR_STYLES = `main{max-width:72rem}
table{border-collapse:collapse;width:100%}
th,td{border:1px solid #767676;padding:.4rem .5rem;text-align:left;vertical-align:top}
td:nth-child(-n+3),td:last-child{white-space:nowrap}
td a{display:inline-flex;align-items:center;min-height:44px;padding:0 .5rem;margin-right:.25rem}
tr.past{color:#3d3d3d;background:#f3f4f6}
tr.next{background:#fef3c7}
tr.next td:first-child{font-weight:700}
@media (max-width:47.99rem){
table,caption,tbody,tr,td{display:block}
caption{text-align:left;font-weight:600;margin-bottom:8px}
thead{position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap}
tr{border:1px solid #767676;border-radius:6px;margin:0 0 12px;padding:.4rem .75rem}
td,td:nth-child(-n+3),td:last-child{border:0;padding:.15rem 0;white-space:normal}
td::before{content:attr(data-label) ": ";font-weight:600}
td:last-child::before{content:none}
td a:first-child{padding-left:0}
}
`;

/** What the first column says of a row: already past, the next instant of its region, or later. */
const STATUS = { past: 'Past', next: 'Next', later: 'Upcoming' } as const;

/** /dev/calendar: staff-only, plain HTML with the site's plain-page styles (like /preview) and its own. */
export function calendarHtml(calendar: Calendar, stylesheet: string): string {
  const e = escapeHtml;
  const notes = calendar.notes.length
    ? `<section aria-labelledby="notes"><h2 id="notes">Notes</h2><ul>${calendar.notes.map((n) => `<li><strong>${e(n.region)}</strong>: ${e(n.text)} <a href="${e(n.link)}">Preview now</a></li>`).join('')}</ul></section>`
    : '<p>No notes: no page shown now names a day that has passed.</p>';
  const regions = calendar.regions
    .map((region) => {
      const next = region.rows.find((r) => !r.past);
      const summary = `${region.rows.length} instant${region.rows.length === 1 ? '' : 's'}; ${next ? `next: ${e(next.local)}, ${e(next.what)}` : region.rows.length ? 'all past' : 'nothing scheduled'}.`;
      const rows = region.rows.map((r) => {
        const status = r.past ? 'past' : r === next ? 'next' : 'later';
        return `<tr data-kind="${e(r.kind)}" class="${status}"><td data-label="When">${STATUS[status]}</td><td data-label="Local time"><time datetime="${new Date(r.epochMs).toISOString()}">${e(r.local)}</time></td><td data-label="UTC">${e(r.utc)}</td><td data-label="What changes">${e(r.what)}</td><td><a href="${e(r.before)}">Just before</a><a href="${e(r.after)}">Just after</a></td></tr>`;
      });
      return `<section aria-labelledby="region-${e(region.code)}"><h2 id="region-${e(region.code)}">${e(region.code)} <small>(${e(region.timeZone)})</small></h2>
<p>${summary}</p>
${
  rows.length
    ? `<table><caption>Instants at which ${e(region.code)} changes</caption><thead><tr><th scope="col">When</th><th scope="col">Local time</th><th scope="col">UTC</th><th scope="col">What changes</th><th scope="col">Preview</th></tr></thead><tbody>
${rows.join('\n')}
</tbody></table>`
    : ''
}</section>`;
    })
    .join('\n');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>Campaign calendar</title><link rel="stylesheet" href="${e(stylesheet)}"><link rel="stylesheet" href="${CALENDAR_STYLES_PATH}"></head>
<body><main><h1>Campaign calendar</h1><p>As of ${e(formatInstant(calendar.now, 'UTC'))}. Each instant at which a region's pages change, on the region's clock and in UTC; the links open the page just before and just after it (preview).</p>
${notes}
${regions}</main></body></html>`;
}
