import { describe, expect, it } from 'vitest';
import { realContentWorkspace } from '../test-workspace.ts';

const workspace = realContentWorkspace();
const DE = 'content-yaml/de/pages/black-friday.yaml';
const errorsOf = async () => (await workspace().generate()).diagnostics.filter((d) => d.severity === 'error');

/**
 * An item of a list that mirrors the reference, left out by one region (defs.schema.json itemDisabled): de's sale pages
 * keep the Premium Protection benefit with `disabled: true` and its reason (copy review N-DE4), proved on a throw-away
 * copy of the real content.
 */
describe('an item kept with disabled: true (translation parity, declared in the schema)', () => {
  it('the real content passes; removing the item instead is [missing-translation] at its list, naming it; putting it back is clean', async () => {
    expect(await errorsOf()).toEqual([]);
    const text = await workspace().read(DE);
    const start = text.indexOf('      - id: premium-protection\n');
    const end = text.indexOf('      - id: welcome-code\n', start);
    await workspace().write(DE, text.slice(0, start) + text.slice(end));
    const errors = await errorsOf();
    expect(errors.map((d) => `${d.file} [${d.rule}] ${d.message}`)).toEqual([`${DE} [missing-translation] The item "premium-protection" of sections[benefits].items is missing in de.`]);
    await workspace().write(DE, text);
    expect(await errorsOf()).toEqual([]);
  }, 120_000);

  it('a disabled item without its reason is [schema]; the reason is all it needs', async () => {
    const text = await workspace().read(DE);
    const reason = /\n {8}disabledReason: [^\n]+/.exec(text.slice(text.indexOf('id: premium-protection')))![0];
    await workspace().write(DE, text.replace(reason, ''));
    const errors = await errorsOf();
    expect(errors.map((d) => `${d.file}:${d.line} [${d.rule}]`)).toEqual([`${DE}:${text.split('\n').findIndex((l) => l.includes('id: premium-protection')) + 1} [schema]`]);
    expect(errors[0]!.message).toContain('disabledReason');
  }, 120_000);

  it('a translation that writes a figure in a disabled item is not compared (the site never shows it)', async () => {
    await workspace().replace(DE, 'title: Premium Protection inklusive', 'title: Premium Protection für 119 Dollar');
    expect(await errorsOf()).toEqual([]);
  }, 120_000);
});
