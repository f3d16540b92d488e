import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWorkspace, type Workspace } from './test-workspace.ts';

let ws: Workspace;

/** Type-checks one consumer module against the generated modules; returns "TScode: message" lines. */
async function typeCheck(name: string, source: string): Promise<string[]> {
  const file = join(ws.root, 'consumer', name);
  await mkdir(join(ws.root, 'consumer'), { recursive: true });
  await writeFile(file, source);
  const program = ts.createProgram([file], {
    strict: true,
    noEmit: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    allowImportingTsExtensions: true,
    skipLibCheck: true,
    types: [],
    lib: ['lib.es2023.d.ts'],
  });
  return ts.getPreEmitDiagnostics(program).map((d) => `TS${d.code}: ${ts.flattenDiagnosticMessageText(d.messageText, ' ')}`);
}

beforeAll(async () => {
  ws = await createWorkspace();
  const result = await ws.generate();
  expect(result.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
}, 60_000);
afterAll(async () => ws.dispose());

describe('the real content', () => {
  it('generates every region bundle, the route table and the schedule', async () => {
    const files = [...(await ws.snapshot()).keys()].sort();
    expect(files).toEqual(
      expect.arrayContaining([
        'README.md',
        'types.ts',
        'bundle-type.ts',
        'bundles.ts',
        'load-bundle.ts',
        'routes.ts',
        'schedule.ts',
        'regions.ts',
        ...['us', 'uk', 'eu', 'fr', 'de', 'kr', 'jp', 'cn'].map((r) => `regions/${r}.ts`),
      ]),
    );
  });

  it('type-checks together with a consumer that reads typed texts', async () => {
    const errors = await typeCheck(
      'good.ts',
      `
import { bundle } from '../dist/generated/bundles.ts';
import { loadBundle } from '../dist/generated/load-bundle.ts';
import { routes } from '../dist/generated/routes.ts';
import { schedule } from '../dist/generated/schedule.ts';
export const invalid: string = bundle('fr').site.subscribe.invalid;
export const message: string = bundle('de').site.api.message['4003'];
export const price: number | null | undefined = bundle('us').catalog.products.flagshipBumblebee?.price;
export const currency: 'USD' | 'GBP' | 'EUR' | 'JPY' | 'KRW' | 'CNY' = bundle('jp').region.currency;
export const later = loadBundle('kr').then((b) => b.site.text.unlcokSoon);
export const firstRoute: string = routes[0]!.path;
export const firstChange: number = schedule[0]!.epochMs;
`,
    );
    expect(errors).toEqual([]);
  });

  it('rejects an unknown key, an unknown region and a wrong type', async () => {
    const errors = await typeCheck(
      'bad.ts',
      `
import { bundle } from '../dist/generated/bundles.ts';
export const a = bundle('fr').site.subscribe.invalidd;
export const b = bundle('xx').site;
export const c: number = bundle('us').site.text.buy;
`,
    );
    expect(errors).toHaveLength(3);
    expect(errors[0]).toMatch(/^TS2551: Property 'invalidd' does not exist.*Did you mean 'invalid'/);
    expect(errors[1]).toMatch(/^TS2345: Argument of type '"xx"'/);
    expect(errors[2]).toMatch(/^TS2322: Type 'string' is not assignable to type 'number'/);
  });
});
