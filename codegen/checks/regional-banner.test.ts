/**
 * The site banner is a region's own (`"x-regional": true` on site.yaml `textBanner`): a region may add one without
 * every other region being asked to translate it, a region that extends it does not inherit it, and its window
 * (startTime, endTime) enters the schedule. Proved on a throw-away copy of the real content.
 */
import { describe, expect, it } from 'vitest';
import type { ScheduleEntry } from '../../dist/generated/schedule.ts';
import { regionTable } from '../../dist/generated/regions.ts';
import { routes } from '../../dist/generated/routes.ts';
import { buildCalendar } from '../../runtime/staff/calendar.ts';
import { realContentWorkspace } from '../test-workspace.ts';

const workspace = realContentWorkspace();

const US_BANNER = [
  'textBanner:',
  '  label: The Flagship Megatron is here — see it transform.',
  '  link: /us/flagship-megatron',
  '  bg: blue',
  '  startTime: "2027-01-05T00:00:00-05:00"',
  '  endTime: "2027-02-01T00:00:00-05:00"',
  '',
].join('\n');

describe('a region’s own banner', () => {
  it('a us-only banner builds: no region is asked to translate it, eu (which extends us) does not inherit it, and its window enters the schedule', async () => {
    const ws = workspace();
    await ws.write('content-yaml/us/site.yaml', `${await ws.read('content-yaml/us/site.yaml')}${US_BANNER}`);
    const result = await ws.generate();
    expect(result.diagnostics.filter((d) => d.severity === 'error').map((d) => `${d.file}:${d.line} [${d.rule}] ${d.message}`)).toEqual([]);
    expect(result.diagnostics.filter((d) => /textBanner/.test(d.message))).toEqual([]);
    const us = await ws.read('dist/generated/regions/us.ts');
    const eu = await ws.read('dist/generated/regions/eu.ts');
    expect(us).toContain('The Flagship Megatron is here');
    expect(eu).not.toContain('The Flagship Megatron is here');
    const schedule = await ws.read('dist/generated/schedule.ts');
    expect(schedule).toMatch(/"at": "2027-01-05T00:00:00-05:00",\s*"epochMs": \d+,\s*"regions": \[\s*"us"\s*\],\s*"kind": "banner-start"/);
  }, 60_000);

  it('a uk banner given a start in 2027 builds, and its start is a schedule instant (the calendar lists it)', async () => {
    const ws = workspace();
    await ws.replace('content-yaml/uk/site.yaml', '  bg: blue\n  endTime: "2025-08-21T00:00:00+08:00"', '  bg: blue\n  startTime: "2027-03-01T09:00:00+00:00"\n  endTime: "2027-04-01T00:00:00+01:00"');
    const result = await ws.generate();
    expect(result.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    const module = await ws.read('dist/generated/schedule.ts');
    expect(module).toMatch(/"at": "2027-03-01T09:00:00\+00:00",\s*"epochMs": \d+,\s*"regions": \[\s*"uk"\s*\],\s*"kind": "banner-start"/);
    // make calendar (scripts/calendar.ts) of that schedule: the start is a row of uk, upcoming, on its clock and in UTC.
    const schedule = JSON.parse(module.slice(module.indexOf('= [', module.indexOf('export const schedule')) + 2, module.indexOf('];', module.indexOf('export const schedule')) + 1)) as ScheduleEntry[];
    const calendar = buildCalendar({ schedule, datedCopy: [], regionTable, routes, now: Date.parse('2026-12-08T00:00:00Z') });
    const rows = calendar.regions.find((r) => r.code === 'uk')!.rows.filter((row) => row.kind === 'banner-start');
    expect(rows.map((row) => `${row.past ? '·' : '›'} ${row.local} (${row.utc}) ${row.what} ${row.after}`)).toEqual([
      '› 2027-03-01 09:00 +00:00 (2027-03-01 09:00 UTC) The site banner appears /uk?at=2027-03-01T09:00:00Z',
    ]);
  }, 60_000);

  it('a banner that ends before it starts is an error at its endTime', async () => {
    const ws = workspace();
    await ws.replace('content-yaml/uk/site.yaml', '  bg: blue\n  endTime: "2025-08-21T00:00:00+08:00"', '  bg: blue\n  startTime: "2025-09-01T00:00:00+01:00"\n  endTime: "2025-08-21T00:00:00+08:00"');
    const line = await ws.lineOf('content-yaml/uk/site.yaml', 'endTime:', 'textBanner:');
    const result = await ws.generate();
    expect(result.diagnostics.filter((d) => d.rule === 'schedule').map((d) => `${d.file}:${d.line} ${d.message}`)).toEqual([
      `content-yaml/uk/site.yaml:${line} The site banner ends (2025-08-21T00:00:00+08:00) before or when it starts (2025-09-01T00:00:00+01:00).`,
    ]);
  }, 60_000);
});

describe('a menu badge with an end', () => {
  it('a NEW badge ends at its endTime: the instant is in the schedule (page caches expire, the calendar lists it)', async () => {
    await workspace().generate();
    const schedule = await workspace().read('dist/generated/schedule.ts');
    expect(schedule).toMatch(/"at": "2025-09-27T23:00:00\+08:00",\s*"epochMs": \d+,\s*"regions": \[[^\]]*"us"[^\]]*\],\s*"kind": "tag-end",\s*"ref": "flagship-bumblebee"/);
  }, 60_000);
});
