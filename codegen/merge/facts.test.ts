import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { factTable, resolveFacts, resolveFactsDeep, type FactRegion, type FactsDocument } from './facts.ts';
import type { RouteEntry } from './routes-table.ts';
import { createWorkspace, type Workspace } from '../test-workspace.ts';

const FACTS: FactsDocument = {
  facts: {
    'policy.warrantyYears': { count: 2, source: 'seed' },
    'policy.saleDeliveryDelayDays': { range: [3, 5], source: 'seed' },
    'policy.welcomeCodePercent': { percent: 5, source: 'seed' },
    'policy.welcomeCode': { code: 'WELCOME5-SAMPLE', source: 'invented' },
    'policy.premiumProtection.value': { amount: { USD: 119 }, source: 'seed' },
    'product.x.parts': { count: 2500, source: 'seed' },
    'campaign.christmas-sale.returnsUntil': { date: '2025-01-20', regions: { uk: '2025-01-27' }, source: 'seed' },
  },
};
const route = (regions: string[], startTime: string, endTime: string): RouteEntry => ({
  name: `christmas-sale-${regions[0]}`,
  path: '/christmas-sale',
  page: 'christmas-sale',
  redirect: null,
  regions,
  status: 'live',
  meta: { startTime, endTime },
  pointer: '/routes/0',
});
const ROUTES = [route(['us'], '2024-12-09T00:00:00-05:00', '2025-01-03T00:00:00-05:00'), route(['uk'], '2024-12-09T00:00:00+00:00', '2025-01-13T00:00:00+00:00')];
const PAGE = {
  sections: [
    {
      type: 'sale-banner',
      stages: [
        { key: 'holiday', startTime: '2024-12-09T00:00:00-05:00', endTime: '2025-01-01T00:00:00-05:00' },
        { key: 'new-year', startTime: '2025-01-01T00:00:00-05:00', endTime: '2025-01-03T00:00:00-05:00' },
      ],
    },
  ],
};
const REGIONS: Record<string, FactRegion> = {
  us: { code: 'us', formatLocale: 'en-US', currency: 'USD' },
  uk: { code: 'uk', formatLocale: 'en-GB', currency: 'GBP' },
  fr: { code: 'fr', formatLocale: 'fr-FR', currency: 'EUR', ranges: { count: '{from} à {to}', period: 'du {from} au {to}' } },
  de: { code: 'de', formatLocale: 'de-DE', currency: 'EUR' },
  jp: { code: 'jp', formatLocale: 'ja-JP', currency: 'JPY' },
};
const tableOf = (region: string) => factTable(region, { facts: FACTS, routes: ROUTES, pageOf: () => (region === 'us' ? PAGE : undefined) });
const write = (text: string, region: string) => resolveFacts(text, tableOf(region), REGIONS[region]!);

describe('factTable', () => {
  it("reads a campaign's window from its route and its stages from the page, each ending the day before a midnight end", () => {
    const us = tableOf('us');
    expect(us.get('campaign.christmas-sale')).toEqual({ kind: 'period', first: '2024-12-09', last: '2025-01-02' });
    expect(us.get('campaign.christmas-sale.holiday.end')).toEqual({ kind: 'date', value: '2024-12-31' });
    expect(us.get('campaign.christmas-sale.new-year.start')).toEqual({ kind: 'date', value: '2025-01-01' });
    // uk's route has its own window; the page given for uk has no stages.
    expect(tableOf('uk').get('campaign.christmas-sale.end')).toEqual({ kind: 'date', value: '2025-01-12' });
    expect(tableOf('uk').has('campaign.christmas-sale.holiday')).toBe(false);
    // A region no route of the page lists has none of its dates.
    expect(tableOf('fr').has('campaign.christmas-sale.end')).toBe(false);
  });

  it("takes a date's regional day where facts.yaml gives one", () => {
    expect(tableOf('uk').get('campaign.christmas-sale.returnsUntil')).toEqual({ kind: 'date', value: '2025-01-27' });
    expect(tableOf('us').get('campaign.christmas-sale.returnsUntil')).toEqual({ kind: 'date', value: '2025-01-20' });
  });
});

describe('resolveFacts: each kind in each locale, as the site formats prices and dates', () => {
  it('writes counts, ranges and percentages with the locale’s digits and signs', () => {
    expect(write('[[policy.warrantyYears]]-year warranty, [[product.x.parts]] parts', 'us').text).toBe('2-year warranty, 2,500 parts');
    expect(write('[[product.x.parts]] pièces, [[policy.welcomeCodePercent]] de remise', 'fr').text).toBe('2\u202f500 pièces, 5\u00a0% de remise');
    expect(write('[[policy.saleDeliveryDelayDays]] Tage, [[policy.welcomeCodePercent]]', 'de').text).toBe('3–5 Tage, 5\u00a0%');
    // French prose writes a range in words, as fr's regions.yaml ranges.count declares (the copy review's N-UK5): « 3 à 5 jours ».
    expect(write('[[policy.saleDeliveryDelayDays]] jours', 'fr').text).toBe('3 à 5 jours');
  });

  it('writes a code as it is in every locale, and refuses a style for it', () => {
    expect(write('Code : [[policy.welcomeCode]]', 'fr').text).toBe('Code : WELCOME5-SAMPLE');
    expect(write('[[policy.welcomeCode]]', 'jp').text).toBe('WELCOME5-SAMPLE');
    expect(write('[[policy.welcomeCode|day]]', 'us').problems.map((p) => p.message)).toEqual(['[[policy.welcomeCode|day]]: policy.welcomeCode is a code, which has no style "day".']);
  });

  it('writes dates whole, as day and month, or as the year alone', () => {
    const text = 'until [[campaign.christmas-sale.returnsUntil]]; from [[campaign.christmas-sale.start|day]]; New Year [[campaign.christmas-sale.new-year.start|year]]';
    expect(write(text, 'us').text).toBe('until January 20, 2025; from December 9; New Year 2025');
    expect(write('[[campaign.christmas-sale.returnsUntil]] [[campaign.christmas-sale.start|day]]', 'uk').text).toBe('27 January 2025 9 December');
  });

  it('writes a period as the locale writes a range of days', () => {
    // The year is written only when the days fall in two years (Intl's formatRange).
    expect(write('[[campaign.christmas-sale.holiday]]', 'us').text).toMatch(/^Dec 9\s–\s31$/);
    expect(write('[[campaign.christmas-sale.new-year]]', 'us').text).toMatch(/^Jan 1\s–\s2$/);
    expect(write('[[campaign.christmas-sale]]', 'uk').text).toMatch(/^9 Dec 2024\s–\s12 Jan 2025$/);
  });

  it('writes an amount in the region’s currency like a price, and refuses one in another currency', () => {
    expect(write('worth [[policy.premiumProtection.value]]', 'us')).toEqual({ text: 'worth $119', problems: [] });
    const { problems } = write('worth [[policy.premiumProtection.value]]', 'uk');
    expect(problems).toEqual([
      expect.objectContaining({
        message: "[[policy.premiumProtection.value]] has no amount in GBP, uk's currency (content-yaml/facts.yaml gives USD).",
        hint: expect.stringContaining('Leave the amount out'),
      }),
    ]);
  });
});

describe('resolveFacts: a reference it cannot write', () => {
  it('an unknown name, with the nearest name as a hint, left as written', () => {
    const { text, problems } = write('A [[policy.warantyYears]]-year warranty.', 'us');
    expect(text).toBe('A [[policy.warantyYears]]-year warranty.');
    expect(problems).toEqual([{ reference: '[[policy.warantyYears]]', message: '[[policy.warantyYears]] names no fact.', hint: expect.stringContaining('Did you mean [[policy.warrantyYears]]?') }]);
  });

  it("a campaign date of a region the campaign's route does not list says so", () => {
    expect(write('[[campaign.christmas-sale.end]]', 'jp').problems[0]!.message).toBe(
      '[[campaign.christmas-sale.end]] names no fact of jp: no route of the page "christmas-sale" lists jp with a window, and facts.yaml has no such campaign fact.',
    );
  });

  it('a style its kind does not have (a count as a year), naming the styles it has', () => {
    const [problem] = write('[[policy.warrantyYears|year]]', 'us').problems;
    expect(problem!.message).toBe('[[policy.warrantyYears|year]]: policy.warrantyYears is a count, which has no style "year".');
    expect(problem!.hint).toBe('Write [[policy.warrantyYears]].');
    expect(write('[[campaign.christmas-sale.end|month]]', 'us').problems[0]!.hint).toContain(
      '[[campaign.christmas-sale.end]], [[campaign.christmas-sale.end|day]], [[campaign.christmas-sale.end|year]]',
    );
  });

  it('a [[ left open', () => {
    expect(write('until [[campaign.christmas-sale.end', 'us').problems.map((p) => p.message)).toEqual(['"[[campaign.christmas-sale.end…" opens a fact reference that does not close.']);
  });

  it('resolveFactsDeep keeps a document that refers to no fact as the same object', () => {
    const doc = { a: ['x', { b: 'y' }] };
    expect(resolveFactsDeep(doc, tableOf('us'), REGIONS.us!)).toBe(doc);
    expect(resolveFactsDeep({ a: ['[[policy.warrantyYears]]'] }, tableOf('us'), REGIONS.us!)).toEqual({ a: ['2'] });
  });
});

describe('facts in make generate (throw-away workspace)', () => {
  let ws: Workspace;
  beforeAll(async () => {
    ws = await createWorkspace();
  });
  afterAll(async () => ws.dispose());
  const errors = (result: Awaited<ReturnType<Workspace['generate']>>) => result.diagnostics.filter((d) => d.severity === 'error').map((d) => `${d.file}:${d.line} [${d.rule}] ${d.message}`);

  it('writes each region’s facts into its bundle, and re-dating the stages re-dates the copy', async () => {
    const first = await ws.generate();
    expect(errors(first)).toEqual([]);
    const de = await ws.read('dist/generated/regions/de.ts');
    expect(de).toContain('Bestellungen vom 9. Dezember 2024 bis 31. Dezember 2024 können bis zum 20. Januar 2025 zurückgegeben werden.');
    expect(await ws.read('dist/generated/regions/uk.ts')).toContain('Orders placed from 9 December 2024 to 12 January 2025 can be returned until 27 January 2025.');
    expect(await ws.read('dist/generated/regions/us.ts')).toContain('"name": "New Year 2025"');
    expect(await ws.read('dist/generated/regions/us.ts')).toContain('"text": "2-year warranty."');
    // Next year's campaign: the us holiday sale one year later, route window and stages; the copy follows.
    const routes = await ws.read('content-yaml/routes.yaml');
    await ws.write(
      'content-yaml/routes.yaml',
      routes.replace('{ startTime: "2024-12-09T00:00:00-05:00", endTime: "2025-01-03T00:00:00-05:00" }', '{ startTime: "2025-12-09T00:00:00-05:00", endTime: "2026-01-03T00:00:00-05:00" }'),
    );
    const page = await ws.read('content-yaml/us/pages/christmas-sale.yaml');
    await ws.write(
      'content-yaml/us/pages/christmas-sale.yaml',
      page
        .replace('startTime: "2024-12-09T00:00:00-05:00"', 'startTime: "2025-12-09T00:00:00-05:00"')
        .replaceAll('"2025-01-01T00:00:00-05:00"', '"2026-01-01T00:00:00-05:00"')
        .replace('endTime: "2025-01-03T00:00:00-05:00"', 'endTime: "2026-01-03T00:00:00-05:00"'),
    );
    // The returns date moves with the us campaign; the regions whose sale stays in 2024 keep theirs ([campaign-fact]).
    await ws.replace(
      'content-yaml/facts.yaml',
      'date: "2025-01-20"\n    regions: { uk: "2025-01-27" }',
      'date: "2026-01-20"\n    regions: { uk: "2025-01-27", eu: "2025-01-20", fr: "2025-01-20", de: "2025-01-20" }',
    );
    const next = await ws.generate();
    expect(errors(next)).toEqual([]);
    const us = await ws.read('dist/generated/regions/us.ts');
    expect(us).toContain('Orders placed from December 9, 2025 to January 2, 2026 can be returned until January 20, 2026.');
    expect(us).toContain('"name": "New Year 2026"');
    await ws.write('content-yaml/routes.yaml', routes);
    await ws.write('content-yaml/us/pages/christmas-sale.yaml', page);
    await ws.replace(
      'content-yaml/facts.yaml',
      'date: "2026-01-20"\n    regions: { uk: "2025-01-27", eu: "2025-01-20", fr: "2025-01-20", de: "2025-01-20" }',
      'date: "2025-01-20"\n    regions: { uk: "2025-01-27" }',
    );
  });

  it('[fact]: an unknown name, a wrong style and a foreign amount are located errors, and nothing is written', async () => {
    const megatron = await ws.read('content-yaml/us/pages/flagship-megatron.yaml');
    await ws.replace('content-yaml/us/pages/flagship-megatron.yaml', '"[[policy.warrantyYears]]-year warranty."', '"[[policy.warrantyYear|year]]-year warranty."');
    const ukBlackFriday = await ws.read('content-yaml/uk/pages/black-friday.yaml');
    await ws.replace('content-yaml/uk/pages/black-friday.yaml', 'title: Premium Protection included', 'title: Premium Protection worth [[policy.premiumProtection.value]]');
    try {
      const result = await ws.generate();
      expect(result.files).toBeNull();
      const line = (text: string, needle: string) => text.slice(0, text.indexOf(needle)).split('\n').length;
      expect(errors(result)).toEqual([
        `content-yaml/uk/pages/black-friday.yaml:${line(ukBlackFriday, 'title: Premium Protection included')} [fact] "sections[benefits].items[premium-protection].title": [[policy.premiumProtection.value]] has no amount in GBP, uk's currency (content-yaml/facts.yaml gives USD).`,
        `content-yaml/us/pages/flagship-megatron.yaml:${line(megatron, '[[policy.warrantyYears]]')} [fact] "sections[shipping-warranty].items[warranty].text": [[policy.warrantyYear|year]] names no fact.`,
      ]);
      expect(result.diagnostics.find((d) => d.rule === 'fact' && d.file.endsWith('flagship-megatron.yaml'))!.hint).toContain('Did you mean [[policy.warrantyYears]]?');
    } finally {
      await ws.write('content-yaml/us/pages/flagship-megatron.yaml', megatron);
      await ws.write('content-yaml/uk/pages/black-friday.yaml', ukBlackFriday);
    }
  });

  it('[number] is an error: a translation that writes its own date where the reference refers to the fact cannot ship', async () => {
    const de = await ws.read('content-yaml/de/pages/christmas-sale.yaml');
    await ws.replace('content-yaml/de/pages/christmas-sale.yaml', 'können bis zum [[campaign.christmas-sale.returnsUntil]] zurückgegeben', 'können bis zum 27. Januar 2025 zurückgegeben');
    const result = await ws.generate();
    await ws.write('content-yaml/de/pages/christmas-sale.yaml', de);
    expect(result.files).toBeNull();
    const line = de.slice(0, de.indexOf('können bis zum')).split('\n').length;
    expect(errors(result)).toEqual([
      `content-yaml/de/pages/christmas-sale.yaml:${line} [number] "sections[terms].items[returns].text" states "27", "2025", which the reference text does not (content-yaml/us/pages/christmas-sale.yaml:${(await ws.read('content-yaml/us/pages/christmas-sale.yaml')).split('\n').findIndex((l) => l.includes('can be returned until')) + 1}: Orders placed from [[campaign.christmas-sale.st...).`,
    ]);
    expect(errors(await ws.generate())).toEqual([]);
  });
});
