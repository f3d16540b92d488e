import { cp, symlink } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatReport } from './report.ts';
import { createWorkspace, PROJECT_ROOT, type Workspace } from './test-workspace.ts';

// The promise of the folder layout: a new section type is one new folder, runtime/ui/sections/<type>/, and
// nothing else, its content rules (check.ts) included. The folder is added to a throw-away copy of the site; the page using it is then validated
// against its schema, checked and server-rendered through the wiring codegen generated from the folders.
const FOLDER = 'runtime/ui/sections/callout';
const PAGE = 'content-yaml/fr/pages/about-us.yaml';

const schema = {
  $schema: 'http://json-schema.org/draft-07/schema#',
  title: 'Callout',
  description: 'One highlighted sentence.',
  type: 'object',
  additionalProperties: false,
  required: ['id', 'type', 'text'],
  properties: {
    id: { $ref: '../../../../schemas/defs.schema.json#/definitions/sectionId' },
    type: { description: 'The section type: the name of its folder.', const: 'callout' },
    disabled: { description: 'true: this region does not show the section.', type: 'boolean' },
    text: { $ref: '../../../../schemas/defs.schema.json#/definitions/text', description: 'The sentence.' },
    // A field named as nothing else is: its schema alone says it is a picture.
    backdrop: { description: 'A picture behind the sentence.', 'x-artwork': true, type: 'string' },
  },
};
const component = `import type { SectionProps } from '../props.ts';

export function Callout({ section }: SectionProps<'callout'>) {
  return <aside id={section.id} className="callout">{section.text}</aside>;
}
`;
// Its content rule: a check module like those of codegen/checks/, which codegen finds in the folder and runs.
const check = `import type { AnyCheck, RuleTable } from '../../../../codegen/checks/define.ts';
import { diagnostic } from '../../../../codegen/diagnostics.ts';
import { locate } from '../../../../codegen/read/locate.ts';

export const rules = { callout: { title: 'A callout of more than one sentence', hint: 'Keep one sentence; the rest belongs in a text section.' } } as const satisfies RuleTable;
export const checks: readonly AnyCheck[] = [
  {
    name: 'callout sentences',
    scope: 'file',
    kinds: ['page'],
    check: ({ loaded, data }) =>
      ((data.sections ?? []) as { type?: string; text?: string }[]).flatMap((s, i) =>
        s.type === 'callout' && /[.!?] \\S/.test(s.text ?? '') ? [diagnostic('callout', locate(loaded, \`/sections/\${i}/text\`), 'The callout has more than one sentence.')] : [],
      ),
  },
];
`;
const section = (field: string) => `  - id: highlight\n    type: callout\n    ${field}: Fondée à Shenzhen en 2016.\n`;

let ws: Workspace;
beforeAll(async () => {
  ws = await createWorkspace();
  // The whole site beside the content, so the generated wiring and the components it imports resolve.
  await cp(join(PROJECT_ROOT, 'runtime'), join(ws.root, 'runtime'), { recursive: true });
  // The service's contract, from which the account screens' call types are generated (dist/generated/api.ts).
  await cp(join(PROJECT_ROOT, 'service/schemas'), join(ws.root, 'service/schemas'), { recursive: true });
  await symlink(join(PROJECT_ROOT, 'node_modules'), join(ws.root, 'node_modules'));
  await ws.write(`${FOLDER}/schema.json`, JSON.stringify(schema, null, 2));
  await ws.write(`${FOLDER}/Callout.tsx`, component);
  await ws.write(`${FOLDER}/callout.css`, '.callout { font-weight: 700; }\n');
  await ws.write(`${FOLDER}/meta.json`, '{ "render": "static" }\n');
  await ws.write(`${FOLDER}/check.ts`, check);
});
afterAll(async () => ws.dispose());

describe('a new section type is one new folder', () => {
  it('a page using it is validated against its schema', async () => {
    await ws.replace(PAGE, 'sections:\n', `sections:\n${section('txt')}`);
    const result = await ws.generate();
    expect(result.files).toBeNull();
    const errors = result.diagnostics.filter((d) => d.severity === 'error');
    expect(errors.map((d) => `${d.file} [${d.rule}] ${d.message}`)).toEqual([expect.stringMatching(/^content-yaml\/fr\/pages\/about-us\.yaml \[schema\] .*"txt"/)]);
  });

  it('is wired by codegen: listed for editors, registered, static, its stylesheet linked', async () => {
    await ws.replace(PAGE, section('txt'), section('text'));
    const result = await ws.generate();
    expect(result.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    const files = result.files!;
    expect(JSON.parse(files.get('section.schema.json')!).oneOf).toContainEqual({ $ref: `../../${FOLDER}/schema.json` });
    expect(files.get('section-components.ts')).toContain(`import { Callout } from '../../${FOLDER}/Callout.tsx';`);
    expect(files.get('section-islands.ts')).toMatch(/STATIC_SECTION_TYPES = \[[^\]]*'callout'/);
    expect(files.get('section-islands.ts')).not.toContain(`${FOLDER}/`);
    expect(files.get('section-styles.css')).toContain(`@import '../../${FOLDER}/callout.css';`);
    expect(files.get('types.ts')).toContain('CalloutSection');
  });

  it('a page using it renders on the server', async () => {
    // The copy's own modules (codegen may not import the site's): its bundles and its section renderer.
    const { bundle } = (await import(join(ws.root, 'dist/generated/bundles.ts'))) as { bundle: (region: string) => { pages: Record<string, { sections: unknown[] }> } };
    const { renderSections } = (await import(join(ws.root, 'runtime/ui/sections/test-render.ts'))) as { renderSections: (sections: unknown[], region: string) => string };
    const html = renderSections(bundle('fr').pages['about-us']!.sections, 'fr');
    expect(html).toContain('<aside id="highlight" class="callout">Fondée à Shenzhen en 2016.</aside>');
    expect(html).toContain('id="about"');
  });

  it('runs the rule of its check.ts, with the hint it declares', async () => {
    await ws.replace(PAGE, section('text'), section('text').replace('2016.', '2016. Elle conçoit des robots.'));
    const result = await ws.generate();
    expect(result.files).toBeNull();
    const line =
      result.sources
        .get(PAGE)!
        .split('\n')
        .findIndex((l) => l.includes('Elle conçoit')) + 1;
    expect(result.diagnostics.map((d) => `${d.file}:${d.line} [${d.rule}] ${d.message}`)).toEqual([`${PAGE}:${line} [callout] The callout has more than one sentence.`]);
    expect(formatReport(result.diagnostics, result.sources)).toContain('hint: Keep one sentence; the rest belongs in a text section.');
    await ws.replace(PAGE, section('text').replace('2016.', '2016. Elle conçoit des robots.'), section('text'));
  });

  it('checks a field by the meaning its schema declares, whatever its name: "x-artwork" makes it a picture', async () => {
    await ws.replace(PAGE, section('text'), `${section('text')}    backdrop: callout-backdorp\n`);
    const result = await ws.generate();
    expect(result.files).toBeNull();
    const missing = result.diagnostics.filter((d) => d.rule === 'missing-picture');
    expect(missing.map((d) => `${d.file}:${d.column} ${d.message}`)).toEqual([`${PAGE}:15 There is no picture "callout-backdorp": public/artwork/callout-backdorp.svg does not exist.`]);
    expect(missing[0]!.line).toBe(
      result.sources
        .get(PAGE)!
        .split('\n')
        .findIndex((line) => line.includes('backdrop:')) + 1,
    );
  });
});
