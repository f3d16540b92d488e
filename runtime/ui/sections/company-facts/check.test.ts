import { describe, expect, it } from 'vitest';
import { realContentWorkspace } from '../../../../codegen/test-workspace.ts';

const workspace = realContentWorkspace();

describe('[required-fact] of a company-facts section (its check.ts)', () => {
  it('a company-facts section showing a fact the data lacks is an error at the fact', async () => {
    await workspace().replace('content-yaml/regions.yaml', '      publicationDirector: Jan Jansen\n', '');
    const lines = (await workspace().generate()).diagnostics.filter((d) => d.rule === 'required-fact').map((d) => `${d.file}:${d.line}:${d.column} ${d.severity} [${d.rule}] ${d.message}`);
    const line = await workspace().lineOf('content-yaml/fr/pages/mentions-legales.yaml', 'publicationDirector:');
    expect(lines).toEqual([
      `content-yaml/fr/pages/mentions-legales.yaml:${line}:7 error [required-fact] The section "publisher" shows the fact "publicationDirector" of the office "europe", but the data has none.`,
    ]);
  }, 60_000);
});
