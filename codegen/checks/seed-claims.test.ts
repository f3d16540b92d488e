import { describe, expect, it } from 'vitest';
import { realContentWorkspace } from '../test-workspace.ts';

const workspace = realContentWorkspace();
const CN = 'content-yaml/cn/pages/flagship-megatron.yaml';

/** cn's Megatron commitment of seed 001 (seed audit 149): a fact the text refers to, never a typed figure. */
describe('cn Megatron: new actions every week for 20 weeks', () => {
  it('is written in from facts.yaml; the same figure typed is [number], an error, at the text', async () => {
    const ok = await workspace().generate();
    expect(ok.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    expect(await workspace().read('dist/generated/regions/cn.ts')).toContain('发售后连续 20 周，每周都有新动作上线。');
    await workspace().replace(CN, '[[product.flagshipMegatron.newActionWeeks]]', '20');
    const errors = (await workspace().generate()).diagnostics.filter((d) => d.severity === 'error');
    expect(errors.map((d) => `${d.file}:${d.line} [${d.rule}]`)).toEqual([`${CN}:${await workspace().lineOf(CN, '连续 20 周')} [number]`]);
    expect(errors[0]!.message).toContain('"20"');
  }, 120_000);
});
