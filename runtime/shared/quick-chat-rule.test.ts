import { describe, expect, it } from 'vitest';
import { regionTable } from '../../dist/generated/regions.ts';
import { routes } from '../../dist/generated/routes.ts';
import { regionPath, regionPrefixes } from './regions.ts';

/**
 * Seed 000 §9: "Quick-chat applies to paths containing /us". The site keys the icon on the region
 * (regions.yaml `quickChat`, docs/decisions.md D40): the seed's substring would also take in a path of
 * another region that merely starts a segment with "us" (/fr/user-guide), which is not its intent.
 * Over every path the site serves today the two rules agree: this fails when a route makes them differ.
 */
describe('the quick-chat rule: the region, which is the seed\'s "path contains /us" on every served path', () => {
  const prefixes = regionPrefixes(regionTable);
  const served = routes.flatMap((route) => route.regions.map((region) => ({ region, path: regionPath(region, route.path, prefixes) })));

  it('shows the icon in us only', () => {
    expect(
      Object.entries(regionTable.regions)
        .filter(([, region]) => region.quickChat)
        .map(([code]) => code),
    ).toEqual(['us']);
  });

  it('agrees with the substring rule on every path of every region', () => {
    expect(served.length).toBeGreaterThan(100);
    const differing = served.filter(({ region, path }) => path.includes('/us') !== regionTable.regions[region].quickChat);
    expect(differing).toEqual([]);
  });
});
