/**
 * `make calendar`: the campaign calendar (runtime/staff/calendar.ts; docs/operations.md "The campaign
 * calendar") of the generated schedule, per region on its clock and in UTC, with the preview links.
 * NOW=<instant> reads it as of another moment (its notes and the past/upcoming marks); --summary prints
 * only the notes and the count per region (make test does).
 */
import { parseInstant } from '../core/instant.ts';
import { regionTable } from '../dist/generated/regions.ts';
import { routes } from '../dist/generated/routes.ts';
import { datedCopy, schedule } from '../dist/generated/schedule.ts';
import { buildCalendar, calendarText } from '../runtime/staff/calendar.ts';

const now = process.env.NOW ? parseInstant(process.env.NOW) : Date.now();
if (now === undefined) {
  console.error(`NOW=${process.env.NOW} is not an instant with an offset, e.g. 2024-11-20T12:00:00+01:00.`);
  process.exit(1);
}
const calendar = buildCalendar({ schedule, datedCopy, regionTable, routes, now });
if (process.argv.includes('--summary')) {
  const counts = calendar.regions.map((r) => `${r.code} ${r.rows.length} (${r.rows.filter((row) => !row.past).length} upcoming)`).join(', ');
  process.stdout.write(`campaign calendar: ${counts}; ${calendar.notes.length} note${calendar.notes.length === 1 ? '' : 's'}\n`);
  for (const note of calendar.notes) process.stdout.write(`note ${note.region}: ${note.text}\n`);
} else process.stdout.write(calendarText(calendar));
