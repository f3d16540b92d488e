import { describe, expect, it } from 'vitest';
import { statedNumbers } from '../merge/numbers.ts';
import { realContentWorkspace } from '../test-workspace.ts';

const workspace = realContentWorkspace();
const UK = 'content-yaml/uk/pages/black-friday.yaml';
const numberErrors = async () => (await workspace().generate()).diagnostics.filter((d) => d.rule === 'number').map((d) => `${d.file}:${d.line}:${d.column} ${d.severity} ${d.message}`);

/**
 * [number] on a list of lines (a sale card's describe): a line the reference list lacks is compared with the reference's
 * list as a whole (the copy review's G2: Space Ranger Alpha's figures stayed under Toy Story Buzz in uk, eu, fr and de).
 */
describe('[number]: a line with no counterpart in the reference', () => {
  it('the Toy Story Buzz line with another robot’s figures, added back in uk, is an error at that line; removed, the run is clean', async () => {
    expect(await numberErrors()).toEqual([]);
    await workspace().replace(
      UK,
      '                  - Poses, talks back and follows your commands\n',
      '                  - Poses, talks back and follows your commands\n                  - Over 200 audio clips and 34 voice commands\n',
    );
    const line = await workspace().lineOf(UK, 'Over 200 audio clips');
    expect(await numberErrors()).toEqual([
      `${UK}:${line}:21 error "sections[offers].tabs[special-offers].groups[family-deals].items[toy-story-buzz].describe[1]" states "200", "34", which the reference text does not (content-yaml/us/pages/black-friday.yaml:${await workspace().lineOf('content-yaml/us/pages/black-friday.yaml', '- Poses, talks back')}: Poses, talks back and follows your commands).`,
    ]);
    await workspace().replace(UK, '                  - Over 200 audio clips and 34 voice commands\n', '');
    expect(await numberErrors()).toEqual([]);
  }, 120_000);
});

describe('statedNumbers: a US length or weight states its metric value too', () => {
  it('inches as centimetres, pounds as kilograms, at both ends of a range', () => {
    const arm = statedNumbers('Extendable arm from 7.5 to 11.8 in');
    expect(['19', '30', '7.5', '11.8'].every((n) => arm.has(n))).toBe(true);
    expect(statedNumbers('Weighs 5.7 lb').has('2.6')).toBe(true);
    expect(statedNumbers('Weighs 5.7 kg').has('2.6')).toBe(false);
  });
});
