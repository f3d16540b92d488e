/** A path's dated editions (docs/decisions.md D70): the edition whose window holds the instant answers. */
import { describe, expect, it } from 'vitest';
import { matchRoute, windowHolds } from './routing.ts';

const editions = [
  { name: 'christmas-sale-us', path: '/christmas-sale', regions: ['us'], meta: { startTime: '2024-12-09T00:00:00-05:00', endTime: '2025-01-03T00:00:00-05:00' } },
  { name: 'christmas-sale-europe', path: '/christmas-sale', regions: ['eu', 'de'], meta: { startTime: '2024-12-09T00:00:00+01:00', endTime: '2025-01-01T00:00:00+01:00' } },
  { name: 'christmas-sale-us-2026', path: '/christmas-sale', regions: ['us'], meta: { startTime: '2026-12-01T00:00:00-05:00', endTime: '2027-01-03T00:00:00-05:00' } },
  { name: 'christmas-sale-europe-2026', path: '/christmas-sale', regions: ['eu', 'de'], meta: { startTime: '2026-12-01T00:00:00+01:00', endTime: '2027-01-01T00:00:00+01:00' } },
  { name: 'manuals', path: '/manuals', regions: ['us', 'de'], meta: {} },
];
const at = (instant: string) => Date.parse(instant);

describe('matchRoute over dated editions', () => {
  it('answers the edition whose window holds the instant, in each region', () => {
    expect(matchRoute(editions, 'us', '/christmas-sale', at('2026-12-08T12:00:00Z'))?.name).toBe('christmas-sale-us-2026');
    expect(matchRoute(editions, 'de', '/christmas-sale/', at('2026-12-08T12:00:00Z'))?.name).toBe('christmas-sale-europe-2026');
    expect(matchRoute(editions, 'us', '/christmas-sale', at('2024-12-20T12:00:00Z'))?.name).toBe('christmas-sale-us');
    expect(matchRoute(editions, 'de', '/christmas-sale?at=x', at('2024-12-20T12:00:00Z'))?.name).toBe('christmas-sale-europe');
  });

  it('an edition opens at its start and closes at its end, to the instant', () => {
    expect(matchRoute(editions, 'us', '/christmas-sale', at('2026-12-01T05:00:00Z'))?.name).toBe('christmas-sale-us-2026');
    expect(matchRoute(editions, 'us', '/christmas-sale', at('2026-12-01T04:59:59Z'))?.name).toBe('christmas-sale-us');
    expect(matchRoute(editions, 'de', '/christmas-sale', at('2024-12-31T22:59:59Z'))?.name).toBe('christmas-sale-europe');
  });

  it('between editions and after the last, the edition that closed last (the path is closed, as it says); before the first, the first to open', () => {
    const between = matchRoute(editions, 'us', '/christmas-sale', at('2025-06-01T00:00:00Z'));
    expect(between?.name).toBe('christmas-sale-us');
    expect(windowHolds(between!, at('2025-06-01T00:00:00Z'))).toBe(false);
    expect(matchRoute(editions, 'us', '/christmas-sale', at('2027-02-01T00:00:00Z'))?.name).toBe('christmas-sale-us-2026');
    expect(matchRoute(editions, 'de', '/christmas-sale', at('2023-01-01T00:00:00Z'))?.name).toBe('christmas-sale-europe');
  });

  it('without an instant, or with one record, the first registered; a region without the path, none', () => {
    expect(matchRoute(editions, 'us', '/christmas-sale')?.name).toBe('christmas-sale-us');
    expect(matchRoute(editions, 'de', '/manuals', at('2026-12-08T00:00:00Z'))?.name).toBe('manuals');
    expect(matchRoute(editions, 'fr', '/christmas-sale', at('2026-12-08T00:00:00Z'))).toBeUndefined();
  });
});

describe('windowHolds', () => {
  it('holds from the start (included) to the end (excluded); a missing bound is open', () => {
    const route = editions[2]!;
    expect(windowHolds(route, at('2026-12-01T05:00:00Z'))).toBe(true);
    expect(windowHolds(route, at('2027-01-03T05:00:00Z'))).toBe(false);
    expect(windowHolds(route, at('2026-12-01T04:59:59.999Z'))).toBe(false);
    expect(windowHolds({ meta: {} }, 0)).toBe(true);
    expect(windowHolds({}, 0)).toBe(true);
  });
});
