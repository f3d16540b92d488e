/**
 * Reference prices over time (the content-ops review): a reduction announced longer than its market allows
 * (regions.yaml priceRules.reductionLimitDays) is the regular price from then on: the build says so at the
 * promotion, the bundle says from when, and the schedule has the instant. On a throw-away copy of the real content.
 */
import { describe, expect, it } from 'vitest';
import { realContentWorkspace } from '../test-workspace.ts';

const workspace = realContentWorkspace();

describe('a reduction past its market’s limit', () => {
  it('de Megatron promoted with no end: a warning at its start naming the limit, the instant in the bundle and the schedule', async () => {
    const ws = workspace();
    const file = 'content-yaml/de/catalog.yaml';
    const text = await ws.read(file);
    await ws.write(file, text.replace(/\n {6}# Ended at the 56 days[^\n]*\n[^\n]*\n {6}endTime: "2025-11-17T07:00:00\+08:00"/, ''));
    const line = await ws.lineOf(file, 'startTime: "2025-09-22T07:00:00+08:00"');
    const found = (await ws.generate()).diagnostics.filter((d) => d.rule === 'reference-price').map((d) => `${d.file}:${d.line} ${d.severity} ${d.message}`);
    expect(found).toEqual([
      `${file}:${line} warning The promotional price of flagshipMegatron runs from 2025-09-22T07:00:00+08:00 with no end, longer than the 56 days a reduction may be announced here (regions.yaml priceRules.reductionLimitDays): from 2025-11-16 it is the regular price, shown without a struck price or saving.`,
    ]);
    const regularFrom = Date.parse('2025-09-22T07:00:00+08:00') + 56 * 86_400_000;
    expect(await ws.read('dist/generated/regions/de.ts')).toMatch(new RegExp(`"regularFrom": \\{\\s*"flagshipMegatron": ${regularFrom}`));
    expect(await ws.read('dist/generated/schedule.ts')).toMatch(/"regions": \[\s*"de"\s*\],\s*"kind": "price-regular",\s*"ref": "flagshipMegatron"/);
  }, 60_000);
});
