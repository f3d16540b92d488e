/**
 * Sale campaign stages (seed 001 §4 "Sale stages"): which stage a page shows
 * at an instant, decided on server time, and what each stage's price reads.
 */

export interface Stage {
  key: string;
  startTime: string;
  endTime: string;
}

export interface StageAt<S extends Stage> {
  /** Position of the current stage in the campaign's list. */
  index: number;
  stage: S;
}

/**
 * The stage running at `nowMs`: the one whose [startTime, endTime) holds it.
 * Before the first stage the first one is shown (a preview of the coming
 * sale), after the last the last (the route's window closes the page then).
 *
 * @example
 * currentStage(stages, Date.parse('2024-11-22T00:00:00-05:00')) // => { index: 1, stage: { key: 'black-friday', … } }
 */
export function currentStage<S extends Stage>(stages: readonly S[], nowMs: number): StageAt<S> | undefined {
  if (stages.length === 0) return undefined;
  let index = 0;
  for (let i = 0; i < stages.length; i++) {
    if (Date.parse(stages[i]!.startTime) <= nowMs) index = i;
  }
  return { index, stage: stages[index]! };
}

/**
 * The countdown's target: the end of the current stage, or of the whole event
 * (the last stage's end).
 *
 * @example
 * countdownTarget(stages, Date.parse('2024-11-15T00:00:00Z'), 'stage') // => Date.parse(stages[0].endTime)
 */
export function countdownTarget(stages: readonly Stage[], nowMs: number, to: 'stage' | 'event' = 'stage'): number | undefined {
  if (to === 'event') return stages.length ? Date.parse(stages[stages.length - 1]!.endTime) : undefined;
  const at = currentStage(stages, nowMs);
  return at && Date.parse(at.stage.endTime);
}

export type StagePrice = { stageIndex: number; state: 'past' | 'current' | 'locked'; price: number | null };

/**
 * An early-sale entry's prices by stage at the current stage: a stage not yet
 * reached is locked and its price withheld ('??' and 'unlock soon' on the page).
 * `prices` may already stop at the current stage (the server leaves the rest out).
 *
 * @example
 * stagePrices([1099, 999, 1049], 0, 3) // => [{ state: 'current', price: 1099 }, { state: 'locked', price: null }, …]
 */
export function stagePrices(prices: readonly number[], currentIndex: number, stageCount: number = prices.length): StagePrice[] {
  return Array.from({ length: stageCount }, (_, stageIndex) => {
    const state = stageIndex < currentIndex ? 'past' : stageIndex === currentIndex ? 'current' : 'locked';
    return { stageIndex, state, price: state === 'locked' ? null : (prices[stageIndex] ?? null) };
  });
}

/**
 * The sale price of an entry now: its stage price at the current stage (the
 * last one listed when the campaign has more stages than prices), else its one price.
 */
export function salePriceAt(item: { price?: number; stagePrices?: readonly number[] }, currentIndex: number): number | undefined {
  if (item.stagePrices?.length) return item.stagePrices[Math.min(currentIndex, item.stagePrices.length - 1)];
  return item.price;
}

/** Whole days, hours, minutes and seconds left until `targetMs` (never negative). */
export function remaining(targetMs: number, nowMs: number): { days: number; hours: number; minutes: number; seconds: number } {
  const total = Math.max(0, Math.floor((targetMs - nowMs) / 1000));
  return { days: Math.floor(total / 86400), hours: Math.floor((total % 86400) / 3600), minutes: Math.floor((total % 3600) / 60), seconds: total % 60 };
}
