/** [number] counts numbers written in words, on a throw-away copy of the real content: "Er versteht sechsundzwanzig Sprachbefehle" where us says 36 fails. */
import { describe, expect, it } from 'vitest';
import { realContentWorkspace } from '../test-workspace.ts';

const workspace = realContentWorkspace();

describe('[number] and numbers in words', () => {
  it('a de text that writes another count in words is an error at the text; written as the reference says, it passes', async () => {
    const ws = workspace();
    const file = 'content-yaml/de/pages/flagship-bumblebee.yaml';
    await ws.replace(file, 'Er versteht 36 Sprachbefehle.', 'Er versteht sechsundzwanzig Sprachbefehle.');
    const line = await ws.lineOf(file, 'sechsundzwanzig');
    const found = (await ws.generate()).diagnostics.filter((d) => d.rule === 'number').map((d) => `${d.file}:${d.line} ${d.message.slice(0, 60)}`);
    expect(found).toEqual([`${file}:${line} "sections[features].items[voice-commands].describe" states "`]);
    await ws.replace(file, 'sechsundzwanzig', 'sechsunddreißig');
    expect((await ws.generate()).diagnostics.filter((d) => d.rule === 'number')).toEqual([]);
  }, 60_000);
});
