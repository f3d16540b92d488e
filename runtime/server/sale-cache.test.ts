import { describe, expect, it } from 'vitest';
import { bundle } from '../../dist/generated/bundles.ts';
import { schedule } from '../../dist/generated/schedule.ts';
import type { SaleBannerSection } from '../../dist/generated/types.ts';
import { pageMaxAge } from './page-cache.ts';

/**
 * With the real generated schedule: a sale page rendered at any instant of a
 * stage is cached no later than the next stage instant (seed 001 §4), so a
 * cached page never shows a stage that has ended or withholds a price that has unlocked.
 */
const SALE_PAGES = ['black-friday', 'christmas-sale'] as const;
const REGIONS = ['us', 'uk', 'eu', 'fr', 'de'] as const;

const cases = REGIONS.flatMap((region) =>
  SALE_PAGES.map((page) => {
    const banner = bundle(region).pages[page]?.sections.find((s): s is SaleBannerSection => s.type === 'sale-banner');
    return { region, page, stages: banner?.stages ?? [] };
  }),
);

describe.each(cases)('$region $page', ({ region, stages }) => {
  it('has stages, and each stage boundary is in the schedule for the region', () => {
    expect(stages.length).toBeGreaterThan(0);
    for (const stage of stages) {
      for (const at of [stage.startTime, stage.endTime]) {
        expect(
          schedule.some((e) => e.epochMs === Date.parse(at) && e.regions.includes(region)),
          `${at} in the schedule`,
        ).toBe(true);
      }
    }
  });

  it('is cached no later than the end of the stage it shows, from any instant of the stage', () => {
    for (const stage of stages) {
      const start = Date.parse(stage.startTime);
      const end = Date.parse(stage.endTime);
      for (const now of [start, start + 1000, end - 3_600_000, end - 1000]) {
        expect(now + pageMaxAge(schedule, region, now) * 1000, `rendered at ${new Date(now).toISOString()}`).toBeLessThanOrEqual(end);
      }
    }
  });
});
