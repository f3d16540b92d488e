import { describe, expect, it } from 'vitest';
import { countdownTarget, currentStage, remaining, salePriceAt, stagePrices } from './sale-stage.ts';

const STAGES = [
  { key: 'early-black-friday', startTime: '2024-11-14T00:00:00-05:00', endTime: '2024-11-22T00:00:00-05:00' },
  { key: 'black-friday', startTime: '2024-11-22T00:00:00-05:00', endTime: '2024-11-30T00:00:00-05:00' },
  { key: 'cyber-monday', startTime: '2024-11-30T00:00:00-05:00', endTime: '2024-12-03T00:00:00-05:00' },
];
const t = (iso: string) => Date.parse(iso);

describe('currentStage', () => {
  it('picks the stage whose window holds the instant, the start inclusive and the end exclusive', () => {
    expect(currentStage(STAGES, t('2024-11-14T00:00:00-05:00'))?.stage.key).toBe('early-black-friday');
    expect(currentStage(STAGES, t('2024-11-21T23:59:59-05:00'))?.stage.key).toBe('early-black-friday');
    expect(currentStage(STAGES, t('2024-11-22T00:00:00-05:00'))).toMatchObject({ index: 1, stage: { key: 'black-friday' } });
    expect(currentStage(STAGES, t('2024-12-02T23:59:59-05:00'))?.stage.key).toBe('cyber-monday');
  });

  it('decides on instants whatever the offset they are written in', () => {
    expect(currentStage(STAGES, t('2024-11-22T04:59:59Z'))?.stage.key).toBe('early-black-friday');
    expect(currentStage(STAGES, t('2024-11-22T05:00:00Z'))?.stage.key).toBe('black-friday');
  });

  it('shows the first stage before the campaign and the last after it; nothing without stages', () => {
    expect(currentStage(STAGES, t('2024-01-01T00:00:00Z'))?.index).toBe(0);
    expect(currentStage(STAGES, t('2026-01-01T00:00:00Z'))?.index).toBe(2);
    expect(currentStage([], 0)).toBeUndefined();
  });
});

describe('countdownTarget', () => {
  it('is the end of the current stage, or of the event', () => {
    const now = t('2024-11-25T12:00:00Z');
    expect(countdownTarget(STAGES, now)).toBe(t('2024-11-30T00:00:00-05:00'));
    expect(countdownTarget(STAGES, now, 'event')).toBe(t('2024-12-03T00:00:00-05:00'));
  });
});

describe('stagePrices and salePriceAt', () => {
  it('withholds the prices of stages not yet reached', () => {
    expect(stagePrices([1099, 999, 1049], 0)).toEqual([
      { stageIndex: 0, state: 'current', price: 1099 },
      { stageIndex: 1, state: 'locked', price: null },
      { stageIndex: 2, state: 'locked', price: null },
    ]);
    expect(stagePrices([1099, 999, 1049], 2).map((p) => p.state)).toEqual(['past', 'past', 'current']);
    // As the server sends them: only the prices up to the current stage.
    expect(stagePrices([1099, 999], 1, 3)).toEqual([
      { stageIndex: 0, state: 'past', price: 1099 },
      { stageIndex: 1, state: 'current', price: 999 },
      { stageIndex: 2, state: 'locked', price: null },
    ]);
  });

  it("sells at the current stage's price, or the one price", () => {
    expect(salePriceAt({ stagePrices: [1099, 999, 1049] }, 1)).toBe(999);
    expect(salePriceAt({ price: 249 }, 2)).toBe(249);
  });
});

describe('remaining', () => {
  it('splits the time left into days, hours, minutes and seconds, never below zero', () => {
    expect(remaining(t('2024-11-22T00:00:00Z'), t('2024-11-20T22:58:57Z'))).toEqual({ days: 1, hours: 1, minutes: 1, seconds: 3 });
    expect(remaining(0, 1000)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 });
  });
});
