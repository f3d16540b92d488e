/** [length] on a throw-away copy of the real content: a text past its field's budget is a warning where it is written; a CJK character counts two. */
import { describe, expect, it } from 'vitest';
import { realContentWorkspace } from '../test-workspace.ts';
import { textWidth } from './length.ts';

const workspace = realContentWorkspace();

describe('[length]', () => {
  it('a 170-character fr head title and a 330-character subtitle are warnings at each, naming width and budget', async () => {
    const ws = workspace();
    const file = 'content-yaml/fr/pages/flagship-bumblebee.yaml';
    const text = await ws.read(file);
    const title = /^ {2}title: (.*)$/m.exec(text)![1]!;
    await ws.replace(file, `  title: ${title}`, `  title: ${'Robot transformable '.repeat(8)}Mechanova ok`);
    const subtitle = /^ {4}subtitle: (.*)$/m.exec(text)![1]!;
    await ws.replace(file, `    subtitle: ${subtitle}`, `    subtitle: ${'Un robot qui se transforme seul. '.repeat(10)}`);
    const found = (await ws.generate()).diagnostics.filter((d) => d.rule === 'length' && d.file === file);
    const messages = found.map((d) => `${d.line} ${d.severity} ${d.message}`);
    expect(messages).toContain(`${await ws.lineOf(file, '  title: Robot transformable')} warning This text is 172 wide, over its field's budget of 70.`);
    expect(messages).toContain(`${await ws.lineOf(file, '    subtitle: Un robot')} warning This text is 329 wide, over its field's budget of 160.`);
  }, 60_000);
});

describe('textWidth', () => {
  it('counts a CJK character two, a fact or placeholder four, a tag nothing', () => {
    expect(textWidth('Flagship Megatron')).toBe(17);
    expect(textWidth('メガトロン')).toBe(10);
    expect(textWidth('대한민국')).toBe(8);
    expect(textWidth('[[policy.warrantyYears]]-year warranty')).toBe(18);
    expect(textWidth('Optimus<br><small>Prime</small>')).toBe(12);
  });
});
