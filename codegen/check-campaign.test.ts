import { describe, expect, it } from 'vitest';
import { endOfDay, wallClock } from './check-campaign.ts';
import { realContentWorkspace } from './test-workspace.ts';

const workspace = realContentWorkspace();
const RULES = ['campaign-stage', 'banner-outlives-sale', 'unseen-price', 'time-zone'];

/** The campaign diagnostics of a run, as `file:line:column severity [rule] message`. */
async function campaign() {
  const result = await workspace().generate();
  return result.diagnostics.filter((d) => RULES.includes(d.rule)).map((d) => `${d.file}:${d.line}:${d.column} ${d.severity} [${d.rule}] ${d.message}`);
}

describe('the campaign checks of make generate (check-campaign.ts)', () => {
  it('find nothing in the real content: the UK stages that differ say why (regionalTiming)', async () => {
    expect(await campaign()).toEqual([]);
  }, 60_000);

  it('[campaign-stage]: a stage that ends later in one region of the europe campaign is a warning at its endTime', async () => {
    const file = 'content-yaml/de/pages/black-friday.yaml';
    await workspace().replace(file, 'endTime: "2024-11-22T00:00:00+01:00"\n      - key: black-friday', 'endTime: "2024-11-23T00:00:00+01:00"\n      - key: black-friday');
    await workspace().replace(file, 'startTime: "2024-11-22T00:00:00+01:00"', 'startTime: "2024-11-23T00:00:00+01:00"');
    const end = await workspace().lineOf(file, 'endTime:', 'key: early-black-friday');
    const start = await workspace().lineOf(file, 'startTime:', '- key: black-friday');
    expect(await campaign()).toEqual([
      `${file}:${end}:18 warning [campaign-stage] The europe campaign's stage "early-black-friday" of black-friday runs 2024-11-14 00:00 → 2024-11-23 00:00 (local time, Europe/Berlin) in de, but 2024-11-14 00:00 → 2024-11-22 00:00 in uk, eu, fr.`,
      `${file}:${start}:20 warning [campaign-stage] The europe campaign's stage "black-friday" of black-friday runs 2024-11-23 00:00 → 2024-11-30 00:00 (local time, Europe/Berlin) in de, but 2024-11-22 00:00 → 2024-11-30 00:00 in uk, eu, fr.`,
    ]);
  }, 60_000);

  it('[campaign-stage]: without its reason, the UK-only New Year stage is missed by each sibling, and the longer Cyber Monday differs', async () => {
    await workspace().replace('content-yaml/uk/pages/christmas-sale.yaml', "\n        regionalTiming: 'seed 001: UK holiday deals 9 Dec-12 Jan; the Christmas sale elsewhere ends 31 Dec'", '');
    await workspace().replace('content-yaml/uk/pages/black-friday.yaml', "\n        regionalTiming: 'seed 001: Cyber Monday 30 Nov-2 Dec (UK to 4 Dec)'", '');
    const found = await campaign();
    expect(found.filter((d) => d.includes('"new-year"')).map((d) => d.split(':')[0])).toEqual([
      'content-yaml/de/pages/christmas-sale.yaml',
      'content-yaml/eu/pages/christmas-sale.yaml',
      'content-yaml/fr/pages/christmas-sale.yaml',
    ]);
    expect(found.filter((d) => d.includes('"new-year"'))[0]).toContain('runs in uk (2025-01-01 00:00 → 2025-01-13 00:00, local time) but not in de.');
    const line = await workspace().lineOf('content-yaml/uk/pages/black-friday.yaml', 'endTime: "2024-12-05');
    expect(found).toContain(
      `content-yaml/uk/pages/black-friday.yaml:${line}:18 warning [campaign-stage] The europe campaign's stage "cyber-monday" of black-friday runs 2024-11-30 00:00 → 2024-12-05 00:00 (local time, Europe/London) in uk, but 2024-11-30 00:00 → 2024-12-03 00:00 in eu, fr, de.`,
    );
    expect(found).toHaveLength(4);
  }, 60_000);

  it('[banner-outlives-sale]: a banner that links to the sale page and ends after the sale is a warning at its endTime', async () => {
    await workspace().replace('content-yaml/uk/site.yaml', 'link: /uk/flagship-bumblebee\n  bg: blue', 'link: /uk/black-friday\n  bg: blue');
    const line = await workspace().lineOf('content-yaml/uk/site.yaml', 'endTime:', 'textBanner:');
    expect(await campaign()).toEqual([
      `content-yaml/uk/site.yaml:${line}:12 warning [banner-outlives-sale] The banner of uk links to /uk/black-friday, whose sale ends 2024-12-05T00:00:00+00:00, but is shown until 2025-08-21T00:00:00+08:00: it would announce a sale that is over.`,
    ]);
  }, 60_000);

  it('[unseen-price]: a promotional price of a product no page of the region shows is a warning at its start', async () => {
    const file = 'content-yaml/de/catalog.yaml';
    await workspace().replace(file, '    price: 928\n', '    price: 928\n    activityPrice: 899\n    activityTime:\n      startTime: "2025-09-22T07:00:00+08:00"\n');
    const line = await workspace().lineOf(file, 'startTime:', 'eliteOptimusPrimeAiBase:');
    expect(await campaign()).toEqual([
      `${file}:${line}:18 warning [unseen-price] The promotional price of eliteOptimusPrimeAiBase starts 2025-09-22T07:00:00+08:00, but no page of de shows eliteOptimusPrimeAiBase: the change is invisible there.`,
    ]);
  }, 60_000);

  it('[time-zone]: a zone the IANA database does not know is an error at the region', async () => {
    await workspace().replace('content-yaml/regions.yaml', 'timeZone: Europe/Berlin', 'timeZone: Europe/Berlinn');
    const line = await workspace().lineOf('content-yaml/regions.yaml', 'timeZone: Europe/Berlinn');
    expect(await campaign()).toEqual([`content-yaml/regions.yaml:${line}:15 error [time-zone] "Europe/Berlinn" is not a time zone of the IANA database (e.g. Europe/Paris).`]);
  }, 60_000);
});

describe('wall clocks', () => {
  it('read an instant on a zone’s clock, summer and winter', () => {
    expect(wallClock(Date.parse('2024-11-13T23:00:00Z'), 'Europe/Paris')).toBe('2024-11-14 00:00');
    expect(wallClock(Date.parse('2025-07-01T22:00:00Z'), 'Europe/Paris')).toBe('2025-07-02 00:00');
    expect(wallClock(Date.parse('2024-11-14T05:00:00Z'), 'America/New_York')).toBe('2024-11-14 00:00');
  });
  it('end a day at the next local midnight, across a change of clocks', () => {
    expect(new Date(endOfDay('2024-11-29', 'America/New_York')).toISOString()).toBe('2024-11-30T05:00:00.000Z');
    expect(new Date(endOfDay('2024-11-29', 'Asia/Tokyo')).toISOString()).toBe('2024-11-29T15:00:00.000Z');
    // Europe/London goes to summer time on 30 March 2025: the 29th still ends at midnight GMT, the 30th at midnight BST.
    expect(new Date(endOfDay('2025-03-29', 'Europe/London')).toISOString()).toBe('2025-03-30T00:00:00.000Z');
    expect(new Date(endOfDay('2025-03-30', 'Europe/London')).toISOString()).toBe('2025-03-30T23:00:00.000Z');
  });
});
