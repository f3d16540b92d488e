/** [campaign-fact] on a throw-away copy of the real content: re-dating a campaign without its facts is reported at the facts. */
import { describe, expect, it } from 'vitest';
import { realContentWorkspace } from '../test-workspace.ts';

const workspace = realContentWorkspace();
const found = async () => (await workspace().generate()).diagnostics.filter((d) => d.rule === 'campaign-fact').map((d) => `${d.file}:${d.line}:${d.column} ${d.severity} ${d.message}`);

describe('[campaign-fact]', () => {
  it('finds nothing in the real content', async () => {
    expect(await found()).toEqual([]);
  }, 60_000);

  it('moving the us Black Friday to 2026 while its facts stay in 2024 is an error at each fact, naming it and the window', async () => {
    const ws = workspace();
    await ws.replace(
      'content-yaml/routes.yaml',
      'meta: { startTime: "2024-11-14T00:00:00-05:00", endTime: "2024-12-03T00:00:00-05:00" }',
      'meta: { startTime: "2026-11-19T00:00:00-05:00", endTime: "2026-12-01T00:00:00-05:00" }',
    );
    const draw = await ws.lineOf('content-yaml/facts.yaml', 'campaign.black-friday.drawResultsBy');
    const gift = await ws.lineOf('content-yaml/facts.yaml', 'campaign.black-friday.giftDay');
    expect(await found()).toEqual([
      `content-yaml/facts.yaml:${draw}:48 error campaign.black-friday.drawResultsBy is 2024-12-10, outside the window of the page "black-friday" in us (2026-11-19 to 2026-11-30: before it opens).`,
      `content-yaml/facts.yaml:${gift}:42 error campaign.black-friday.giftDay is 2024-11-29, outside the window of the page "black-friday" in us (2026-11-19 to 2026-11-30: before it opens).`,
    ]);
  }, 60_000);

  it("an edition's facts are its own: the 2026 Christmas sale's returns date left in 2025 is reported against the 2026 windows, the 2024 edition's stays silent", async () => {
    const ws = workspace();
    await ws.replace('content-yaml/facts.yaml', 'date: "2027-01-20"', 'date: "2025-01-20"');
    const line = await ws.lineOf('content-yaml/facts.yaml', 'date: "2025-01-20"', 'campaign.christmas-sale-2026.returnsUntil');
    expect(await found()).toEqual([
      `content-yaml/facts.yaml:${line}:11 error campaign.christmas-sale-2026.returnsUntil is 2025-01-20, outside the window of the page "christmas-sale-2026" in us (2026-12-01 to 2027-01-02: before it opens), eu (2026-12-01 to 2026-12-31: before it opens), fr (2026-12-01 to 2026-12-31: before it opens), de (2026-12-01 to 2026-12-31: before it opens).`,
    ]);
  }, 60_000);

  it("a region's own day is checked against that region's window, where it is written", async () => {
    const ws = workspace();
    await ws.replace('content-yaml/facts.yaml', 'regions: { uk: "2025-01-27" }', 'regions: { uk: "2026-01-27" }');
    const line = await ws.lineOf('content-yaml/facts.yaml', 'regions: { uk: "2026-01-27" }');
    expect(await found()).toEqual([
      `content-yaml/facts.yaml:${line}:20 error campaign.christmas-sale.returnsUntil is 2026-01-27, outside the window of the page "christmas-sale" in uk (2024-12-09 to 2025-01-12: more than 60 days after it closes).`,
    ]);
  }, 60_000);
});
