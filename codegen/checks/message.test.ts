import { describe, expect, it } from 'vitest';
import { checkMessageArguments } from './message.ts';
import { loadYaml } from '../read/load-yaml.ts';
import { realContentWorkspace } from '../test-workspace.ts';
import { createValidator } from '../validate/validate.ts';

const FILE = 'content-yaml/us/site.yaml';
const validator = createValidator(
  new Map([
    [
      'test.schema.json',
      {
        type: 'object',
        properties: {
          summary: { type: 'string', 'x-message': { count: 'number', name: 'string' } },
          body: { type: 'string', 'x-markdown': true },
          label: { type: 'string' },
        },
      },
    ],
  ]),
);

function check(lines: string[]) {
  const loaded = loadYaml(FILE, Buffer.from([...lines, ''].join('\n')));
  expect(loaded.diagnostics).toEqual([]);
  return checkMessageArguments(loaded, validator.check(loaded, 'test.schema.json').meanings).map((d) => `${d.line}:${d.column} ${d.message}`);
}

describe('checkMessageArguments', () => {
  it('accepts the declared arguments, a plural of a number, and a text without placeholders anywhere', () => {
    expect(check(['summary: "{name}: {count, plural, one {# field} other {# fields}}"', 'label: Plain, with a brace } and {1}', 'body: "Prose {name}"'])).toEqual([]);
  });

  it('refuses a placeholder the field does not declare, at the placeholder, naming the declared ones', () => {
    expect(check(['summary: "{count} fields for {nmae}"'])).toEqual(['1:30 {nmae} is filled by no code: the placeholders of this text are {count} (number), {name} (string).']);
  });

  it('refuses a plural of a string argument', () => {
    expect(check(['summary: "{name, plural, other {#}}"'])).toEqual(['1:11 {name} is a string, not a number: it cannot choose a plural.']);
  });

  it('refuses a placeholder in a field that declares none: it would be shown as written', () => {
    expect(check(['label: |', '  Hello', '  {name}'])).toEqual(['3:3 {name} is filled by no code: this text takes no placeholders and is shown as written.']);
  });
});

describe('the real content', () => {
  const workspace = realContentWorkspace();

  it('a us text given a placeholder no code passes fails the build, naming its file, line and the placeholder', async () => {
    const ws = workspace();
    const file = 'content-yaml/us/pages/login.yaml';
    await ws.replace(file, 'resendIn: Resend code in {seconds} s', 'resendIn: Resend code in {seconds} s {shippingNote}');
    const line = await ws.lineOf(file, '{shippingNote}');
    const { diagnostics, files } = await ws.generate();
    const found = diagnostics.filter((d) => d.rule === 'message-argument').map((d) => `${d.file}:${d.line}:${d.column} ${d.severity} ${d.message}`);
    expect(found).toEqual([`${file}:${line}:44 error {shippingNote} is filled by no code: the placeholders of this text are {seconds} (number).`]);
    expect(files).toBeNull();
  }, 60_000);
});
