import { describe, expect, it } from 'vitest';
import type { DatedCopy, ScheduleEntry } from '../../dist/generated/schedule.ts';
import type { RouteEntry } from '../../dist/generated/routes.ts';
import type { RegionsDocument } from '../../dist/generated/types.ts';
import { table } from '../shared/test-fixtures.ts';
import { atQuery, buildCalendar, calendarHtml, calendarText, formatInstant } from './calendar.ts';

// fr on the Paris clock, us on New York's, cn on Shanghai's (the fixture's): the rows read in each.
const regionTable: RegionsDocument = {
  ...table,
  regions: { ...table.regions, fr: { ...table.regions.fr, timeZone: 'Europe/Paris' }, us: { ...table.regions.us, timeZone: 'America/New_York' } },
};
const route = (name: string, path: string, page: string, regions: RouteEntry['regions']): RouteEntry => ({ name, path, page, redirect: null, regions, status: 'live', meta: {} });
const routes = [route('black-friday-europe', '/black-friday', 'black-friday', ['fr']), route('flagship-bumblebee', '/flagship-bumblebee', 'flagship-bumblebee', ['fr', 'cn'])];
const entry = (at: string, kind: ScheduleEntry['kind'], ref: string, regions: ScheduleEntry['regions'] = ['fr']): ScheduleEntry => ({ at, epochMs: Date.parse(at), regions, kind, ref });
const PAGE = 'content-yaml/fr/pages/black-friday.yaml';

describe('formatInstant', () => {
  it("writes an instant on a zone's clock with its offset, summer and winter, and in UTC", () => {
    const winter = Date.parse('2024-11-13T23:00:00Z');
    expect(formatInstant(winter, 'Europe/Paris')).toBe('2024-11-14 00:00 +01:00');
    expect(formatInstant(Date.parse('2025-07-01T22:00:00Z'), 'Europe/Paris')).toBe('2025-07-02 00:00 +02:00');
    expect(formatInstant(winter, 'Europe/London')).toBe('2024-11-13 23:00 +00:00');
    expect(formatInstant(winter, 'Asia/Kolkata')).toBe('2024-11-14 04:30 +05:30');
    expect(formatInstant(winter, 'America/New_York')).toBe('2024-11-13 18:00 -05:00');
    expect(formatInstant(winter, 'UTC')).toBe('2024-11-13 23:00 UTC');
  });
  it('gives ?at= in UTC, without a + to escape', () => {
    expect(atQuery(Date.parse('2024-11-14T00:00:00+01:00'))).toBe('?at=2024-11-13T23:00:00Z');
  });
});

describe('buildCalendar', () => {
  const schedule: ScheduleEntry[] = [
    entry('2024-11-14T00:00:00+01:00', 'route-start', 'black-friday-europe'),
    entry('2024-11-14T00:00:00+01:00', 'stage-start', `${PAGE}#banner/early-black-friday`),
    entry('2024-11-22T00:00:00+01:00', 'stage-end', `${PAGE}#banner/early-black-friday`),
    entry('2024-11-20T00:00:00+01:00', 'section-start', `${PAGE}#gift`),
    entry('2024-11-30T00:00:00+01:00', 'section-end', `${PAGE}#gift`),
    entry('2024-11-25T00:00:00+01:00', 'item-start', `${PAGE}#cards/flagshipMegatron`),
    entry('2024-12-03T00:00:00+01:00', 'route-end', 'black-friday-europe'),
    entry('2025-03-27T11:00:00+01:00', 'nav-start', 'flagship-bumblebee'),
    entry('2025-08-01T00:00:00+02:00', 'copy-change', 'content-yaml/fr/pages/flagship-bumblebee.yaml#hero'),
    entry('2025-08-28T00:00:00+08:00', 'banner-end', 'textBanner', ['fr', 'cn']),
    entry('2025-09-22T07:00:00+08:00', 'price-start', 'flagshipMegatron'),
    entry('2025-10-22T07:00:00+08:00', 'price-end', 'flagshipMegatron'),
    entry('2025-11-30T00:00:00+01:00', 'presale-end', 'flagshipMegatron'),
  ];
  const dated: DatedCopy[] = [
    {
      region: 'fr',
      page: 'black-friday',
      fact: 'campaign.black-friday.giftDay',
      day: '2024-11-29',
      pastFrom: Date.parse('2024-11-30T00:00:00+01:00'),
      shownUntil: Date.parse('2024-12-03T00:00:00+01:00'),
    },
  ];
  const build = (now: string) => buildCalendar({ schedule, datedCopy: dated, regionTable, routes, now: Date.parse(now) });

  it('lists each kind of change of a region, in order, on its clock and in UTC, saying what changes and where', () => {
    const fr = build('2025-01-01T00:00:00Z').regions.find((r) => r.code === 'fr')!;
    expect(fr.timeZone).toBe('Europe/Paris');
    expect(fr.rows.map((r) => `${r.local} | ${r.utc} | ${r.kind} | ${r.what}`)).toEqual([
      '2024-11-14 00:00 +01:00 | 2024-11-13 23:00 UTC | route-start | /fr/black-friday opens (route black-friday-europe)',
      '2024-11-14 00:00 +01:00 | 2024-11-13 23:00 UTC | stage-start | Sale stage early-black-friday starts on /fr/black-friday',
      '2024-11-20 00:00 +01:00 | 2024-11-19 23:00 UTC | section-start | Section gift appears on /fr/black-friday',
      '2024-11-22 00:00 +01:00 | 2024-11-21 23:00 UTC | stage-end | Sale stage early-black-friday ends on /fr/black-friday',
      '2024-11-25 00:00 +01:00 | 2024-11-24 23:00 UTC | item-start | Item flagshipMegatron of section cards appears on /fr/black-friday',
      '2024-11-30 00:00 +01:00 | 2024-11-29 23:00 UTC | section-end | Section gift disappears on /fr/black-friday',
      '2024-11-30 00:00 +01:00 | 2024-11-29 23:00 UTC | copy-past | /fr/black-friday still names 2024-11-29 ([[campaign.black-friday.giftDay]]) once that day is over, until 2024-12-03 00:00 +01:00: check the copy does not announce it as upcoming',
      "2024-12-03 00:00 +01:00 | 2024-12-02 23:00 UTC | route-end | /fr/black-friday closes and redirects to the region's home (route black-friday-europe)",
      '2025-03-27 11:00 +01:00 | 2025-03-27 10:00 UTC | nav-start | Menu item flagship-bumblebee appears',
      '2025-08-01 00:00 +02:00 | 2025-07-31 22:00 UTC | copy-change | Availability text of hero changes on /fr/flagship-bumblebee',
      '2025-08-27 18:00 +02:00 | 2025-08-27 16:00 UTC | banner-end | The site banner ends',
      '2025-09-22 01:00 +02:00 | 2025-09-21 23:00 UTC | price-start | Promotional price of flagshipMegatron starts',
      '2025-10-22 01:00 +02:00 | 2025-10-21 23:00 UTC | price-end | Promotional price of flagshipMegatron ends',
      '2025-11-30 00:00 +01:00 | 2025-11-29 23:00 UTC | presale-end | Pre-sale of flagshipMegatron ends: Pre-order becomes Buy now',
    ]);
  });

  it("names a dated edition's page beside its path: two years of a sale share /fr/christmas-sale", () => {
    const editions = [route('christmas-sale-europe', '/christmas-sale', 'christmas-sale', ['fr']), route('christmas-sale-europe-2026', '/christmas-sale', 'christmas-sale-2026', ['fr'])];
    const schedule = [
      entry('2024-12-09T00:00:00+01:00', 'stage-start', 'content-yaml/fr/pages/christmas-sale.yaml#banner/holiday'),
      entry('2026-12-01T00:00:00+01:00', 'route-start', 'christmas-sale-europe-2026'),
      entry('2026-12-01T00:00:00+01:00', 'stage-start', 'content-yaml/fr/pages/christmas-sale-2026.yaml#banner/holiday'),
    ];
    const calendar = buildCalendar({ schedule, datedCopy: [], regionTable, routes: editions, now: Date.parse('2026-12-08T00:00:00Z') });
    expect(calendar.regions.find((r) => r.code === 'fr')!.rows.map((r) => `${r.what} | ${r.after}`)).toEqual([
      'Sale stage holiday starts on /fr/christmas-sale | /fr/christmas-sale?at=2024-12-08T23:00:00Z',
      '/fr/christmas-sale opens (route christmas-sale-europe-2026) | /fr/christmas-sale?at=2026-11-30T23:00:00Z',
      'Sale stage holiday starts on /fr/christmas-sale (christmas-sale-2026) | /fr/christmas-sale?at=2026-11-30T23:00:00Z',
    ]);
  });

  it('links each instant to the page just before (one second) and at it; a change of no page links the home', () => {
    const rows = build('2025-01-01T00:00:00Z').regions.find((r) => r.code === 'fr')!.rows;
    expect(rows[0]).toMatchObject({ before: '/fr/black-friday?at=2024-11-13T22:59:59Z', after: '/fr/black-friday?at=2024-11-13T23:00:00Z' });
    expect(rows.find((r) => r.kind === 'price-start')).toMatchObject({ before: '/fr?at=2025-09-21T22:59:59Z', after: '/fr?at=2025-09-21T23:00:00Z' });
    // cn is unprefixed, on its own clock: the shared banner end reads 00:00 there.
    const cn = build('2025-01-01T00:00:00Z').regions.find((r) => r.code === 'cn')!;
    expect(cn.rows.map((r) => `${r.local} ${r.kind} ${r.before}`)).toEqual(['2025-08-28 00:00 +08:00 banner-end /?at=2025-08-27T15:59:59Z']);
  });

  it('marks the instants already past when it is read', () => {
    const rows = build('2024-11-22T00:00:00+01:00').regions.find((r) => r.code === 'fr')!.rows;
    expect(rows.filter((r) => r.past).map((r) => r.kind)).toEqual(['route-start', 'stage-start', 'section-start', 'stage-end']);
  });

  it('notes copy shown now that names a day already past, and only while the page is shown', () => {
    expect(build('2024-11-29T12:00:00+01:00').notes).toEqual([]);
    expect(build('2024-12-01T12:00:00+01:00').notes).toEqual([
      {
        region: 'fr',
        text: '/fr/black-friday is shown now and names 2024-11-29 ([[campaign.black-friday.giftDay]]), which is past: is it still written as upcoming?',
        link: '/fr/black-friday?at=2024-12-01T11:00:00Z',
      },
    ]);
    expect(build('2024-12-03T00:00:00+01:00').notes).toEqual([]);
  });

  it('prints (make calendar) and renders (/dev/calendar) every row with its links, escaped', () => {
    const calendar = build('2024-12-01T12:00:00+01:00');
    const text = calendarText(calendar);
    expect(text).toContain('fr (Europe/Paris): 14 instants');
    expect(text).toContain('  · 2024-11-14 00:00 +01:00  (2024-11-13 23:00 UTC)  /fr/black-friday opens (route black-friday-europe)  before: /fr/black-friday?at=2024-11-13T22:59:59Z');
    expect(text).toContain('note fr: /fr/black-friday is shown now');
    const html = calendarHtml(calendar, '/forms/plain.css');
    expect(html).toContain('<a href="/fr/black-friday?at=2024-11-13T22:59:59Z">Just before</a>');
    // Past rows, then the region's next instant, then later ones, each said in words, with a summary per region.
    const statuses = [...html.matchAll(/<tr data-kind="[^"]+" class="(\w+)"><td data-label="When">(\w+)<\/td>/g)].filter(
      (m) => html.indexOf(m[0]) > html.indexOf('id="region-fr"') && html.indexOf(m[0]) < html.indexOf('id="region-de"'),
    );
    expect(statuses.map((m) => m[2])).toEqual([...Array(7).fill('Past'), 'Next', ...Array(6).fill('Upcoming')]);
    expect(statuses.map((m) => m[1]).slice(6, 9)).toEqual(['past', 'next', 'later']);
    expect(html).toContain('14 instants; next: 2024-12-03 00:00 +01:00, /fr/black-friday closes');
    expect(html).toContain('<h2 id="region-us">us <small>(America/New_York)</small></h2>\n<p>0 instants; nothing scheduled.</p>');
    expect(html).toContain('[[campaign.black-friday.giftDay]]');
    expect(html).not.toMatch(/<script/);
  });
});
