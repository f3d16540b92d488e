import { describe, expect, it } from 'vitest';
import type { Fact } from '../merge/facts.ts';
import type { ScheduleEntry } from './schedule.ts';
import type { RouteEntry } from '../merge/routes-table.ts';
import { datedCopy, endOfDay, preSaleEnd, wallClock, type DatedCopy } from './campaign.ts';
import { realContentWorkspace } from '../test-workspace.ts';

const workspace = realContentWorkspace();
const RULES = ['campaign-stage', 'banner-window', 'unseen-price', 'time-zone'];

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

  it('[banner-window]: a banner shown before the sale page it links to opens, or after it closes, is a warning at its startTime or endTime', async () => {
    await workspace().replace(
      'content-yaml/uk/site.yaml',
      'link: /uk/flagship-bumblebee\n  bg: blue\n  endTime:',
      'link: /uk/black-friday\n  bg: blue\n  startTime: "2024-11-01T00:00:00Z"\n  endTime:',
    );
    const start = await workspace().lineOf('content-yaml/uk/site.yaml', 'startTime:', 'textBanner:');
    const end = await workspace().lineOf('content-yaml/uk/site.yaml', 'endTime:', 'textBanner:');
    expect(await campaign()).toEqual([
      `content-yaml/uk/site.yaml:${start}:14 warning [banner-window] The banner of uk links to /uk/black-friday, which opens 2024-11-14T00:00:00+00:00, but the banner is shown from 2024-11-01T00:00:00Z: it would link to a closed page.`,
      `content-yaml/uk/site.yaml:${end}:12 warning [banner-window] The banner of uk links to /uk/black-friday, which closes 2024-12-05T00:00:00+00:00, but the banner is shown until 2025-08-21T00:00:00+08:00: it would announce a sale that is over.`,
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

/** The dated copy a run emitted (dist/generated/schedule.ts `datedCopy`), as `region page fact pastFrom → shownUntil` in UTC. */
async function emittedDatedCopy(): Promise<string[]> {
  const result = await workspace().generate();
  const module = result.files?.get('schedule.ts') ?? '';
  const list = JSON.parse(module.slice(module.indexOf('= [', module.indexOf('export const datedCopy')) + 2).replace(/;\s*$/, '')) as DatedCopy[];
  const utc = (ms: number | null) => (ms === null ? 'no end' : new Date(ms).toISOString());
  return list.map((d) => `${d.region} ${d.page} ${d.fact} ${utc(d.pastFrom)} → ${utc(d.shownUntil)}`);
}

describe("dated copy: a date the copy names, while the text naming it is shown after the day (the calendar's notes)", () => {
  it("in the real content: only the sale pages' gift day, per edition; a pre-sale's delivery date leaves with the pre-sale", async () => {
    const found = await emittedDatedCopy();
    // 2024's in its five regions, 2026's (an edition of us and de, D70) after 27 Nov 2026 until the edition closes.
    expect(found.filter((line) => line.includes(' black-friday campaign.black-friday.giftDay '))).toHaveLength(5);
    expect(found.filter((line) => line.includes(' black-friday-2026 campaign.black-friday-2026.giftDay ')).sort()).toEqual([
      'de black-friday-2026 campaign.black-friday-2026.giftDay 2026-11-27T23:00:00.000Z → 2026-11-30T23:00:00.000Z',
      'us black-friday-2026 campaign.black-friday-2026.giftDay 2026-11-28T05:00:00.000Z → 2026-12-01T05:00:00.000Z',
    ]);
    expect(found).toHaveLength(7);
  }, 60_000);

  it('a pre-sale text (`"x-pre-sale": true` in the price block\'s schema) is shown until its product\'s pre-sale ends in that region', async () => {
    // de's pre-sale of Megatron now ends five days after the delivery date its price block names.
    await workspace().replace('content-yaml/de/catalog.yaml', 'preSaleUntil: "2025-11-30T00:00:00+01:00"', 'preSaleUntil: "2025-12-05T00:00:00+01:00"');
    expect((await emittedDatedCopy()).filter((line) => line.includes('flagshipMegatron'))).toEqual([
      'de flagship-megatron product.flagshipMegatron.europeDelivery 2025-11-30T23:00:00.000Z → 2025-12-04T23:00:00.000Z',
    ]);
  }, 60_000);
});

describe('datedCopy', () => {
  const fact = (day: string): Fact => ({ kind: 'date', value: day }) as Fact;
  const facts = new Map<string, Fact>([
    ['launch.day', fact('2025-03-01')],
    ['ship.day', fact('2025-06-01')],
  ]);
  const route: RouteEntry = { name: 'promo', path: '/promo', page: 'promo', redirect: null, regions: ['fr'], status: 'live', meta: {}, pointer: '/routes/0' };
  const end = (at: string): ScheduleEntry => ({ at, epochMs: Date.parse(at), regions: ['fr'], kind: 'route-end', ref: 'promo' });
  const run = (doc: object, options: { preSale?: string[]; preSaleEnd?: ReturnType<typeof preSaleEnd>; routeEnd?: string } = {}) =>
    datedCopy({
      codes: ['fr'],
      timeZoneOf: () => 'Europe/Paris',
      factNames: new Set(facts.keys()),
      factTableOf: () => facts,
      // A new object each run, as a changed page is (the namings are kept per page object).
      mergedPages: new Map([['promo', new Map([['fr', structuredClone(doc)]])]]),
      preSaleTextsOf: () => new Set(options.preSale ?? []),
      preSaleEndOf: () => ('preSaleEnd' in options ? options.preSaleEnd! : 'never'),
      routes: [route],
      entries: options.routeEnd ? [end(options.routeEnd)] : [],
    }).map((d) => `${d.fact} ${new Date(d.pastFrom).toISOString()} → ${d.shownUntil === null ? 'no end' : new Date(d.shownUntil).toISOString()}`);
  const ON_LAUNCH = 'Out on [[launch.day]].';

  it("a text outside any window is shown as long as its page, from the end of the day in the region's zone", () => {
    expect(run({ head: { description: ON_LAUNCH } })).toEqual(['launch.day 2025-03-01T23:00:00.000Z → no end']);
    expect(run({ head: { description: ON_LAUNCH } }, { routeEnd: '2025-04-01T00:00:00+02:00' })).toEqual(['launch.day 2025-03-01T23:00:00.000Z → 2025-03-31T22:00:00.000Z']);
    // A page closed before the day is over never names a past day.
    expect(run({ head: { description: ON_LAUNCH } }, { routeEnd: '2025-03-01T12:00:00+01:00' })).toEqual([]);
  });

  it("a section's window bounds its texts; a section the region leaves out (disabled) shows none", () => {
    const section = (extra: object) => ({ sections: [{ id: 's', type: 'notes', title: ON_LAUNCH, ...extra }] });
    expect(run(section({ endTime: '2025-03-02T00:00:00+01:00' }))).toEqual([]);
    expect(run(section({ endTime: '2025-03-10T00:00:00+01:00' }))).toEqual(['launch.day 2025-03-01T23:00:00.000Z → 2025-03-09T23:00:00.000Z']);
    expect(run(section({ startTime: '2025-03-05T00:00:00+01:00' }))).toEqual(['launch.day 2025-03-04T23:00:00.000Z → no end']);
    expect(run(section({ disabled: true }))).toEqual([]);
  });

  it("an item's own window bounds its texts (a product card's startTime); a sale's stages are listed whole", () => {
    const cards = { sections: [{ id: 'cards', items: [{ product: 'robot', credit: 'Since [[launch.day]].', startTime: '2025-04-01T00:00:00+02:00' }] }] };
    expect(run(cards)).toEqual(['launch.day 2025-03-31T22:00:00.000Z → no end']);
    const stages = { sections: [{ id: 'banner', stages: [{ key: 'early', name: 'Until [[launch.day]]', startTime: '2025-02-01T00:00:00+01:00', endTime: '2025-03-01T00:00:00+01:00' }] }] };
    expect(run(stages)).toEqual(['launch.day 2025-03-01T23:00:00.000Z → no end']);
  });

  it("a hero's availability line is shown until its first change, each later wording until the next", () => {
    const hero = {
      sections: [
        {
          id: 'hero',
          availability: 'Ships on [[ship.day]].',
          availabilityChanges: [
            { at: '2025-05-01T00:00:00+02:00', text: 'Launched [[launch.day]], ships [[ship.day]].' },
            { at: '2025-06-10T00:00:00+02:00', text: 'In stock.' },
          ],
        },
      ],
    };
    expect(run(hero)).toEqual(['launch.day 2025-04-30T22:00:00.000Z → 2025-06-09T22:00:00.000Z', 'ship.day 2025-06-01T22:00:00.000Z → 2025-06-09T22:00:00.000Z']);
  });

  it("a pre-sale text is shown until the product's pre-sale ends, with no end when it has none, never when the product is not on pre-sale", () => {
    const block = { sections: [{ id: 'price', product: 'robot', delivery: 'Delivery: [[ship.day]].' }] };
    const preSale = ['/sections/0/delivery'];
    expect(run(block, { preSale, preSaleEnd: Date.parse('2025-06-01T00:00:00+02:00') })).toEqual([]);
    expect(run(block, { preSale, preSaleEnd: Date.parse('2025-06-20T00:00:00+02:00') })).toEqual(['ship.day 2025-06-01T22:00:00.000Z → 2025-06-19T22:00:00.000Z']);
    expect(run(block, { preSale, preSaleEnd: null })).toEqual(['ship.day 2025-06-01T22:00:00.000Z → no end']);
    expect(run(block, { preSale, preSaleEnd: 'never' })).toEqual([]);
    // Without the declaration, the text is shown as long as its page.
    expect(run(block, { preSaleEnd: 'never' })).toEqual(['ship.day 2025-06-01T22:00:00.000Z → no end']);
  });

  it('reads a catalogue entry: pre-sale until its end, with no end, or not on pre-sale', () => {
    expect(preSaleEnd({ isPreSale: true, preSaleUntil: '2025-11-30T00:00:00+01:00' })).toBe(Date.parse('2025-11-29T23:00:00Z'));
    expect(preSaleEnd({ isPreSale: true })).toBeNull();
    expect(preSaleEnd({ isPreSale: false, preSaleUntil: '2025-11-30T00:00:00+01:00' })).toBe('never');
    expect(preSaleEnd(undefined)).toBe('never');
  });
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
