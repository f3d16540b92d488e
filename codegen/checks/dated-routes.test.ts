/**
 * Dated editions of a route (docs/decisions.md D70), proved on a throw-away copy of the real content:
 * the Christmas sale of 2024 and of 2026 share /christmas-sale, two records whose windows do not overlap; records
 * of one path in one region whose windows overlap are refused at the later record, naming the earlier one.
 */
import { describe, expect, it } from 'vitest';
import { realContentWorkspace } from '../test-workspace.ts';

const workspace = realContentWorkspace();
const routeErrors = async () => (await workspace().generate()).diagnostics.filter((d) => d.rule === 'duplicate-route').map((d) => `${d.file}:${d.line}:${d.column} ${d.severity} ${d.message}`);

describe('dated editions of a path', () => {
  it('the real content: the 2024 and 2026 editions of /christmas-sale and /black-friday build side by side, with no error', async () => {
    const result = await workspace().generate();
    expect(result.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    const table = await workspace().read('dist/generated/routes.ts');
    for (const name of ['christmas-sale-us', 'christmas-sale-us-2026', 'christmas-sale-europe-2026', 'black-friday-us', 'black-friday-de-2026']) expect(table).toContain(`"name": "${name}"`);
  }, 60_000);

  it('an edition whose window overlaps another of the same path in a region is an error at its meta, naming the other and both windows', async () => {
    const ws = workspace();
    await ws.replace(
      'content-yaml/routes.yaml',
      'meta: { startTime: "2026-12-01T00:00:00-05:00", endTime: "2027-01-03T00:00:00-05:00" }',
      'meta: { startTime: "2025-01-02T00:00:00-05:00", endTime: "2027-01-03T00:00:00-05:00" }',
    );
    const line = await ws.lineOf('content-yaml/routes.yaml', 'startTime: "2025-01-02T00:00:00-05:00"');
    const other = await ws.lineOf('content-yaml/routes.yaml', 'name: christmas-sale-us');
    expect(await routeErrors()).toEqual([
      `content-yaml/routes.yaml:${line}:11 error "/christmas-sale" is already registered for us by the record "christmas-sale-us" (line ${other - 1}) from 2024-12-09T00:00:00-05:00 to 2025-01-03T00:00:00-05:00, and this edition's window (2025-01-02T00:00:00-05:00 to 2027-01-03T00:00:00-05:00) overlaps it.`,
    ]);
  }, 60_000);

  it('an edition may open at the instant the other closes; a record without a window overlaps every edition', async () => {
    const ws = workspace();
    await ws.replace(
      'content-yaml/routes.yaml',
      'meta: { startTime: "2026-12-01T00:00:00+00:00", endTime: "2027-01-13T00:00:00+00:00" }',
      'meta: { startTime: "2025-01-13T00:00:00+00:00", endTime: "2027-01-13T00:00:00+00:00" }',
    );
    expect(await routeErrors()).toEqual([]);
    await ws.replace('content-yaml/routes.yaml', '    meta: { startTime: "2025-01-13T00:00:00+00:00", endTime: "2027-01-13T00:00:00+00:00" }\n', '');
    const line = await ws.lineOf('content-yaml/routes.yaml', 'name: christmas-sale-uk-2026');
    expect(await routeErrors()).toEqual([
      `content-yaml/routes.yaml:${line - 1}:11 error "/christmas-sale" is already registered for uk by the record "christmas-sale-uk" (line ${(await ws.lineOf('content-yaml/routes.yaml', 'name: christmas-sale-uk')) - 1}) from 2024-12-09T00:00:00+00:00 to 2025-01-13T00:00:00+00:00, and this record has no window, so it overlaps every edition.`,
    ]);
  }, 60_000);
});
