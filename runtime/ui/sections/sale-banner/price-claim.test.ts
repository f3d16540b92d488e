/**
 * Claims about prices are computed, never typed (the copy review's B1), on a throw-away copy of the real content: a
 * percentage or an amount typed on a sale page fails where it is written; the banner's figure is {upTo}.
 */
import { describe, expect, it } from 'vitest';
import { realContentWorkspace } from '../../../../codegen/test-workspace.ts';

const workspace = realContentWorkspace();
const claims = async () => (await workspace().generate()).diagnostics.filter((d) => d.rule === 'price-claim').map((d) => `${d.file}:${d.line} ${d.severity} ${d.message}`);

describe('[price-claim]', () => {
  it('finds nothing in the real content', async () => {
    expect(await claims()).toEqual([]);
  }, 60_000);

  it('a typed "Bis zu 22 % Rabatt" and a typed "Save €200" fail at their texts; {upTo} passes', async () => {
    const ws = workspace();
    const file = 'content-yaml/de/pages/black-friday.yaml';
    await ws.replace(file, 'discount: Bis zu {upTo} Rabatt\n', 'discount: Bis zu 22\u202f% Rabatt\n');
    await ws.replace(file, 'discount: Bis zu {upTo} Rabatt auf die Flagships', 'discount: Bis zu {upTo} Rabatt, Sie sparen 200 €');
    const percent = await ws.lineOf(file, 'Bis zu 22');
    const amount = await ws.lineOf(file, 'Sie sparen 200');
    expect(await claims()).toEqual([
      `${file}:${amount} error "200 €" is a saving typed in the text: on a sale page the figures come from the prices.`,
      `${file}:${percent} error "22\u202f%" is a saving typed in the text: on a sale page the figures come from the prices.`,
    ]);
  }, 60_000);
});
