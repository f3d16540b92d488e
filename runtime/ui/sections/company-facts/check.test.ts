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

describe('the telephone a market requires (copy review N-FR1, N-KR1)', () => {
  it('an office without a phone fails where fr mentions légales and de Impressum show it, and where kr footer facts require it', async () => {
    await workspace().replace('content-yaml/regions.yaml', '      phone: "+44 20 7946 0310"\n', '');
    await workspace().replace('content-yaml/regions.yaml', '      phone: "+44 20 7946 0820"\n', '');
    const found = (await workspace().generate()).diagnostics.filter((d) => d.rule === 'required-fact').map((d) => `${d.file} ${d.message}`);
    expect(found).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^content-yaml\/fr\/pages\/mentions-legales\.yaml .*"telephone" of the office "europe", but the data has none\.$/),
        expect.stringMatching(/^content-yaml\/de\/pages\/impressum\.yaml .*"telephone" of the office "europe", but the data has none\.$/),
        expect.stringMatching(/telephone/),
      ]),
    );
    expect(found.some((d) => d.includes('kr') && d.includes('telephone'))).toBe(true);
  }, 60_000);
});
