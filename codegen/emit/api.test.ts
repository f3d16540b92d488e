import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { checkContract, emitApi, emitApiDoc, emitValidators, type ApiInput } from './api.ts';
import { readWorkspace } from '../read/read-workspace.ts';

const small: ApiInput = {
  contract: {
    calls: {
      hello: { method: 'POST', path: '/hello', body: 'hello', answer: 'Greeting', checkedInBrowser: true, note: 'says hello | twice' },
      ping: { method: 'GET', path: '/ping', header: 'apptoken', answer: 'Greeting' },
    },
    answers: { Greeting: { description: 'A greeting.', type: 'object', additionalProperties: false, required: ['text'], properties: { text: { type: 'string' } } } },
  },
  schemas: new Map([
    [
      'hello',
      {
        $id: 'hello',
        description: 'Says hello.',
        type: 'object',
        additionalProperties: false,
        required: ['name'],
        properties: { name: { type: 'string', maxLength: 3, description: 'Who.' }, tone: { enum: ['warm', 'dry'] }, description: { type: 'string', description: 'A field named so.' } },
      },
    ],
  ]),
};

describe('emitApi', () => {
  it('types each body and answer, the bodies by name, the calls and their answers', async () => {
    const ts = await emitApi(small);
    expect(ts).toContain('export interface HelloBody {');
    expect(ts).toMatch(/tone\?: \("warm" \| "dry"\)/);
    expect(ts).toContain('export interface Greeting {');
    expect(ts).toContain("export interface ApiBodies {\n  'hello': HelloBody;\n}");
    expect(ts).toContain('export interface ApiAnswers {\n  hello: Greeting;\n  ping: Greeting;\n}');
    expect(ts).toContain('"hello": {\n    "method": "POST",\n    "path": "/hello"\n  }');
    expect(ts).toContain('export const API_CALL_SCHEMAS = {\n  "hello": "hello"\n} as const;');
    expect(ts).toContain('export interface ApiCallBodies {\n  hello: HelloBody;\n  ping: undefined;\n}');
    expect(ts).not.toContain('says hello');
  });

  it('gives the browser the schemas it checks, without their descriptions', async () => {
    const ts = await emitApi(small);
    const browser = ts.slice(ts.indexOf('export const BROWSER_SCHEMAS'));
    expect(browser).toContain('"maxLength": 3');
    expect(browser).not.toContain('Who.');
    expect(browser).not.toContain('A field named so.');
    expect(browser).toContain('"description": {');
  });

  it('is the same text on every run', async () => {
    expect(await emitApi(small)).toBe(await emitApi(small));
    expect(emitValidators(small)).toEqual(emitValidators(small));
  });
});

describe('emitValidators', () => {
  it('compiles each schema to ESM code that loads no CommonJS module, with typed declarations', () => {
    const { js, dts } = emitValidators(small);
    expect(js).toContain('export const validateHello =');
    expect(js).toContain("export const requestValidators = {'hello': validateHello};");
    expect(js).not.toContain('require(');
    expect(js).toContain("import { codePointLength } from '../../core/code-points.ts';");
    expect(dts).toContain("export declare const validateHello: RequestValidator<ApiBodies['hello']>;");
  });
});

describe('checkContract', () => {
  it('names a call whose schema or answer does not exist', () => {
    const broken: ApiInput = {
      contract: { calls: { bye: { method: 'POST', path: '/bye', body: 'bye', answer: 'Farewell' }, ping: { method: 'GET', path: '/ping', answer: 'Greeting', checkedInBrowser: true } }, answers: {} },
      schemas: new Map(),
    };
    expect(checkContract(broken)).toEqual([
      'bye: service/schemas/bye.schema.json does not exist',
      'bye: no answer named Farewell',
      'ping: no answer named Greeting',
      'ping: checkedInBrowser without a body',
    ]);
    expect(checkContract(small)).toEqual([]);
  });
});

describe('emitApiDoc', () => {
  it('lists each call with its body fields, header and answer, escaping table pipes', () => {
    const doc = emitApiDoc(small);
    expect(doc).toContain('| `hello` | `POST /hello` | `{name, tone?: warm\\|dry, description?}` ([hello](../service/schemas/hello.schema.json)) |  | `{text}` `Greeting` | says hello \\| twice |');
    expect(doc).toContain('| `ping` | `GET /ping` |  | `apptoken` | `{text}` `Greeting` |  |');
  });

  it('is what docs/service-api.md holds (make generate writes it)', async () => {
    const root = new URL('../..', import.meta.url).pathname;
    const { api } = await readWorkspace(root);
    expect(readFileSync(new URL('../../docs/service-api.md', import.meta.url), 'utf8')).toBe(emitApiDoc(api!));
  });
});
