import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWorkspace, type Workspace } from '../../../../codegen/test-workspace.ts';

// Explicit consent to register (regions.yaml accountConsent), on a throw-away copy of the real content.
let ws: Workspace;
beforeAll(async () => {
  ws = await createWorkspace();
});
afterAll(async () => ws.dispose());

const consentDiagnostics = async () => (await ws.generate()).diagnostics.filter((d) => d.rule === 'consent');

describe('[consent]', () => {
  it('passes on the real content, where cn has the box', async () => {
    expect(await consentDiagnostics()).toEqual([]);
  });

  it('cn without the box: located at the create-account section’s agreement, with what to write', async () => {
    const page = await ws.read('content-yaml/cn/pages/register.yaml');
    await ws.write('content-yaml/cn/pages/register.yaml', page.replace(/\n {6}# An unticked box[^\n]*\n {6}consent: [^\n]*/, ''));
    const text = await ws.read('content-yaml/cn/pages/register.yaml');
    const [d, ...rest] = await consentDiagnostics();
    expect(rest).toEqual([]);
    const before = text.slice(0, text.indexOf('    agreement:') + 4);
    expect(d).toMatchObject({ file: 'content-yaml/cn/pages/register.yaml', severity: 'error', line: before.split('\n').length, column: 5 });
    expect(d!.message).toContain("cn registers an account only with the user's explicit consent");
    expect(d!.hint).toContain('我已阅读并同意');
    await ws.write('content-yaml/cn/pages/register.yaml', page);
  });

  it('a region without the rule needs no box (us)', async () => {
    await ws.replace('content-yaml/regions.yaml', '    accountConsent: checkbox\n', '');
    expect(await consentDiagnostics()).toEqual([]);
    await ws.replace('content-yaml/regions.yaml', '    notSuggestedFor:', '    accountConsent: checkbox\n    notSuggestedFor:');
  });
});
