/**
 * The contract of service/schemas/ against what runs: the validators codegen
 * compiled (dist/generated/api-validators.js, which the service and the forms
 * run) decide as ajv decides on the schema files themselves; every call of the
 * table is mounted with its method; the answers have the shapes the table
 * promises the browser.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { Ajv } from 'ajv';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_CALLS, type ApiCall } from '../dist/generated/api.ts';
import { bundle } from '../dist/generated/bundles.ts';
import { checkRequest, FORM_FIELDS, type RequestFormKind, type RequestValues } from '../runtime/shared/request-form.ts';
import { requestValidators } from '../dist/generated/api-validators.js';
import type { OpenedDatabase } from './db.ts';
import { openTestDatabase } from './test-db.ts';
import { startTestService, type TestService } from './test-server.ts';

const dir = new URL('./schemas/', import.meta.url);
const read = (file: string) => JSON.parse(readFileSync(new URL(file, dir), 'utf8')) as Record<string, unknown>;
const contract = read('calls.json') as { calls: Record<string, { answer: string }>; answers: Record<string, object> };
const names = readdirSync(dir)
  .filter((file) => file.endsWith('.schema.json'))
  .map((file) => file.slice(0, -'.schema.json'.length));

describe('the generated validators', () => {
  const ajv = new Ajv({ strict: true, allErrors: false });
  const samples: unknown[] = [
    null,
    'a@example.com',
    [],
    {},
    { email: 'a@example.com' },
    { email: 'a@example.com', purpose: 'login' },
    { email: 'a@example.com', purpose: 'reset' },
    { email: 'a@example.com', password: 'robots2025', confirmPassword: 'robots2025', subscribe: true, role: 'admin' },
    { email: `${'🤖'.repeat(250)}@x.io`, password: 'x' },
    { email: `${'a'.repeat(250)}@x.io`, password: 'x' },
    { token: 'x'.repeat(200) },
    { subscribed: 'yes' },
    { user_id: '8daa4bb5-8e6e-4b6a-802a-1e9e18b56985' },
    { email: 'a@example.com', name: '🤖'.repeat(120), product: 'aiBase', serialNumber: 'MN-0001', purchaseDate: '2025-01-31', reason: 'defective', description: 'Broken.' },
    { email: 'a@example.com', name: '🤖'.repeat(121), product: 'aiBase', serialNumber: 'MN-0001', purchaseDate: '2025-01-31', reason: 'defective', description: 'Broken.' },
    { email: 'a@example.com', name: 'Ana', product: 'aiBase', serialNumber: 'MN 0001', purchaseDate: '2025-01-31', retailer: '' },
    { email: 'a@example.com', name: 'Ana', product: 'aiBase', serialNumber: 'MN-0001', purchaseDate: '2025-01-31', retailer: 'Shop' },
  ];

  it('cover every request schema', () => {
    expect(Object.keys(requestValidators).sort()).toEqual([...names].sort());
  });

  it.each(names)('%s decides every sample as ajv decides on the schema file', (name) => {
    const reference = ajv.compile(read(`${name}.schema.json`));
    const validate = requestValidators[name as keyof typeof requestValidators];
    for (const sample of samples) expect({ sample, valid: validate(sample) }).toEqual({ sample, valid: reference(sample) });
  });
});

// One service and database for the two suites that call it.
let database: OpenedDatabase;
let t: TestService;
beforeAll(async () => {
  database = await openTestDatabase();
  t = await startTestService(database);
});
afterAll(async () => {
  await t?.close();
  await database?.close();
});

describe('the service answers the call table', () => {
  const answers = new Ajv({ strict: true });
  const conforms = (call: ApiCall, data: unknown) => {
    const validate = answers.compile(contract.answers[contract.calls[call]!.answer]!);
    return validate(data) ? true : validate.errors;
  };

  it.each(Object.keys(API_CALLS) as ApiCall[])('%s is mounted at its method and path', async (call) => {
    const { method, path } = API_CALLS[call];
    const answer = await t.call('global', method, path, method === 'POST' ? {} : undefined);
    expect(answer.body.code).not.toBe(4040);
  });

  it('answers data of the promised shapes', async () => {
    const email = `contract.${Date.now().toString(36)}@example.com`;
    const password = 'robots2025';
    const registered = await t.call('global', 'POST', API_CALLS.register.path, { email, password, confirmPassword: password });
    expect(conforms('register', registered.body.data)).toBe(true);
    const signedIn = await t.call<{ apptoken: string }>('global', 'POST', API_CALLS.verifyEmail.path, { email, code: await t.lastCode(email), password });
    expect(conforms('verifyEmail', signedIn.body.data)).toBe(true);
    const apptoken = { apptoken: signedIn.body.data.apptoken };
    expect(conforms('profile', (await t.call('global', 'GET', API_CALLS.profile.path, undefined, apptoken)).body.data)).toBe(true);
    expect(conforms('updateProfile', (await t.call('global', 'POST', API_CALLS.updateProfile.path, { subscribed: false }, apptoken)).body.data)).toBe(true);
    const rma = { email, name: 'Ana', product: 'flagshipMegatron', serialNumber: 'MN-0001', purchaseDate: '2025-01-31', reason: 'defective', description: 'Broken.' };
    expect(conforms('createRma', (await t.call('global', 'POST', API_CALLS.createRma.path, rma)).body.data)).toBe(true);
    expect(conforms('forgotPassword', (await t.call('global', 'POST', API_CALLS.forgotPassword.path, { email })).body.data)).toBe(true);
    expect(conforms('logoutEverywhere', (await t.call('global', 'POST', API_CALLS.logoutEverywhere.path, {}, apptoken)).body.data)).toBe(true);
  });
});

describe('the forms and the service agree', () => {
  const messages = { required: 'REQUIRED', email: 'EMAIL', serialNumber: 'SERIAL', purchaseDate: 'DATE', tooLong: ['MAX ', { argument: 'max' }] };
  // The browser's today is the service's today here: the service allows one day more, for time zones ahead of it.
  const today = new Date().toISOString().slice(0, 10);
  const good: RequestValues = {
    name: 'Ana Example',
    email: 'ana@example.com',
    product: 'flagshipMegatron',
    serialNumber: 'MN-0001',
    purchaseDate: '2025-01-31',
    retailer: 'Shop',
    orderNumber: '#1001',
    reason: 'defective',
    description: 'The left arm does not move.',
  };
  const samples: [string, RequestValues][] = [
    ['a good one', {}],
    ['a name of 120 emoji', { name: '🤖'.repeat(120) }],
    ['a name of 121 characters', { name: 'x'.repeat(121) }],
    ['a wrong e-mail', { email: 'ana@localhost' }],
    ['a serial number with a space', { serialNumber: 'MN 0001' }],
    ['a serial number of 41 characters', { serialNumber: 'A'.repeat(41) }],
    ['a day that does not exist', { purchaseDate: '2025-02-29' }],
    ['a day before 2000', { purchaseDate: '1999-12-31' }],
    ['a product the region does not sell', { product: 'constructor' }],
    ['a reason the service does not know', { reason: 'changed-my-mind' }],
    ['a description of 2001 characters', { description: 'x'.repeat(2001) }],
    ['an order number of 61 characters', { orderNumber: '9'.repeat(61) }],
  ];
  const products = Object.keys(bundle('us').catalog.products);
  let n = 0;
  const path: Record<RequestFormKind, string> = { 'product-registration': API_CALLS.registerProduct.path, rma: API_CALLS.createRma.path };

  it.each((['product-registration', 'rma'] as const).flatMap((kind) => samples.map(([name, change]) => [kind, name, change] as const)))('%s, %s', async (kind, name, change) => {
    const values = { ...good, email: `contract.${n++}@example.com`, ...change };
    const browser = checkRequest(kind, values, { today, products, messages, locale: 'en-US' });
    // What the form sends, or, where it refuses, its fields as typed.
    const body = browser.request?.body ?? Object.fromEntries(FORM_FIELDS[kind].map((field) => [field, values[field]]));
    const answer = await t.call('global', 'POST', path[kind], body);
    expect(answer.body.code === 2000, `${name}: the browser ${browser.request ? 'sends it' : 'refuses it'}, the service answers ${answer.body.code}`).toBe(browser.request !== undefined);
  });
});
