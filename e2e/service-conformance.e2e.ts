// The account service against its OpenAPI document (docs/service-api.md, codegen/emit/openapi.ts), over real HTTP on the
// built server: for every call, requests made from the document's own request schemas — valid ones (openapi-sampler),
// and hostile ones (fast-check: a field missing, of the wrong type, very long, odd Unicode, an unknown key, no object,
// broken JSON, another content type, another site's origin, a failed challenge, a forged or a real session) — and every
// answer checked against the document's answer for its call and status (ajv, JSON Schema 2020-12: the dialect of
// OpenAPI 3.1), headers included. No answer may break the document, and none may be a 5xx. A fixed seed and a few runs
// per call keep it to some seconds; a failure prints the request fast-check shrank it to.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import fc from 'fast-check';
import { sample } from 'openapi-sampler';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT, startServer, type RunningServer } from './harness.ts';

type Json = Record<string, unknown>;
interface Schema {
  $ref?: string;
  properties?: Record<string, Schema>;
  required?: string[];
  [key: string]: unknown;
}
interface Operation {
  operationId: string;
  security: Record<string, string[]>[];
  parameters: (Schema & { name?: string; in?: string })[];
  requestBody?: { content: Record<string, { schema: Schema }> };
  responses: Record<string, Schema>;
}
interface Call {
  base: string;
  method: string;
  path: string;
  operation: Operation;
}
interface Session {
  email: string;
  user_id: string;
  apptoken: string;
  reftoken: string;
}

/** A fixed seed (the issue's number) and runs per call: the same requests on every run. */
const SEED = 40;
const RUNS = 18;

let server: RunningServer;
let document: Json;
/** A client address per request (the server trusts one proxy here): the per-address limit refuses no generated call. */
let address = 0;
const nextAddress = () => `10.${(++address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`;

beforeAll(async () => {
  server = await startServer({ DEV_TOOLS: '1', TRUST_PROXY: '1' });
});
afterAll(async () => {
  await server?.stop();
});

/** The schema a `$ref` of the document names, or the schema itself. */
function resolve<T = Schema>(schema: Schema | undefined): T | undefined {
  let at: Schema | undefined = schema;
  while (at?.$ref)
    at = at.$ref
      .slice(2)
      .split('/')
      .reduce<unknown>((node, key) => (node as Json)[key.replace(/~1/g, '/').replace(/~0/g, '~')], document) as Schema;
  return at as T | undefined;
}

/** A real session: a code log-in of a new account, the code read from the development outbox. */
async function newSession(email: string): Promise<Session> {
  const call = async (path: string, body: Json) => {
    const answer = await fetch(`${server.origin}/api/global/account/user${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': nextAddress() },
      body: JSON.stringify(body),
    });
    return (await answer.json()) as { code: number; data: Json };
  };
  expect((await call('/code/send', { email, purpose: 'login' })).code).toBe(2000);
  let code: string | undefined;
  for (let i = 0; i < 100 && !code; i++) {
    const [mail] = (await (await fetch(`${server.origin}/dev/mailbox?to=${encodeURIComponent(email)}&limit=1`)).json()) as { text: string }[];
    code = mail && /\b(\d{6})\b/.exec(mail.text)?.[1];
    if (!code) await new Promise((r) => setTimeout(r, 50));
  }
  const login = await call('/register_or_login', { email, code: code! });
  expect(login.code).toBe(2000);
  return { email, ...(login.data as Omit<Session, 'email'>) };
}

/** Texts a form would never send: control characters, bidirectional overrides, lone surrogates, combining marks, emoji, nothing. */
const oddText = fc.oneof(
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    'a\u202Eb',
    '\u2066x\u2069',
    '\uFEFF',
    'e\u0301\u0301\u0301',
    '😀'.repeat(40),
    '\uD800',
    'Ǆ\u0130ß',
    '<script>alert(1)</script>',
    "' OR 1=1 --",
    '../../etc/passwd',
  ),
  fc.string({ unit: 'binary', maxLength: 60 }),
  fc.string({ unit: 'grapheme', maxLength: 60 }),
);
/** Long texts: past a field's limit, and (one in four) past the body's 16 KiB limit. */
const longText = fc.oneof({ weight: 3, arbitrary: fc.integer({ min: 255, max: 4_000 }) }, { weight: 1, arbitrary: fc.integer({ min: 17_000, max: 40_000 }) }).map((n) => 'x'.repeat(n));
const wrongValue = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string(), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }), { maxKeys: 3 }),
);
/** Mostly nothing, sometimes a value: a request refused before its call runs, now and then. */
const rarely = <T>(arbitrary: fc.Arbitrary<T>) => fc.oneof({ weight: 5, arbitrary: fc.constant(undefined) }, arbitrary);
/** A header value fetch can send: printable ASCII. */
const headerText = fc.stringMatching(/^[!-~]{0,80}$/);

type Payload = { kind: string; value: unknown } | { kind: string; raw: string; contentType?: string };

/** The body or query of a call: its valid sample, or a variation of it. */
function payloads(valid: Json, schema: Schema | undefined, session: Session): fc.Arbitrary<Payload> {
  const keys = Object.keys(schema?.properties ?? {});
  const required = schema?.required ?? [];
  const withField = (kind: string, value: fc.Arbitrary<unknown>) =>
    keys.length ? [fc.tuple(fc.constantFrom(...keys), value).map(([key, v]) => ({ kind: `${kind} ${key}`, value: { ...valid, [key]: v } }))] : [];
  // The session's own values where a field names them: a refresh of the real user, a deletion typing its address.
  const own = Object.fromEntries(Object.entries(valid).map(([key, value]) => [key, key in session ? session[key as keyof Session] : value]));
  return fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom({ kind: 'valid sample', value: valid }, { kind: "valid, with the session's values", value: own }) },
    ...('email' in valid ? [fc.emailAddress({ size: 'small' }).map((email) => ({ kind: 'valid, a new address', value: { ...own, email } }))] : []),
    ...(required.length ? [fc.constantFrom(...required).map((key) => ({ kind: `without ${key}`, value: Object.fromEntries(Object.entries(valid).filter(([k]) => k !== key)) }))] : []),
    ...withField('wrong type of', wrongValue),
    ...withField('long', longText),
    ...withField('odd text in', oddText),
    fc.tuple(fc.string({ maxLength: 20 }), fc.jsonValue({ maxDepth: 2 })).map(([key, value]) => ({ kind: `unknown key ${JSON.stringify(key)}`, value: { ...valid, [key]: value } })),
    fc.oneof(fc.constant(null), fc.integer(), fc.string({ maxLength: 20 }), fc.array(fc.jsonValue({ maxDepth: 1 }), { maxLength: 3 })).map((value) => ({ kind: 'no object', value })),
    fc.constantFrom('{"email":', '', '{}}', 'null x', '\u0000').map((raw) => ({ kind: 'broken JSON', raw })),
    fc.constant({ kind: 'text/plain', raw: JSON.stringify(valid), contentType: 'text/plain' }),
  );
}

/** One generated request of `call`: its payload and headers. */
function requests(call: Call, session: Session) {
  const body = resolve(call.operation.requestBody?.content['application/json']?.schema);
  const query = call.operation.parameters.filter((p) => p.in === 'query');
  const querySchema: Schema = { properties: Object.fromEntries(query.map((p) => [p.name!, p.schema as Schema])), required: query.filter((p) => p.required).map((p) => p.name!) };
  const valid = (
    body
      ? sample(body as never, { skipReadOnly: true, quiet: true, enablePatterns: true }, document)
      : query.length
        ? sample(querySchema as never, { quiet: true, enablePatterns: true }, document)
        : {}
  ) as Json;
  const sessionHeader = Object.keys(call.operation.security.find((s) => Object.keys(s).length) ?? {})[0];
  return fc
    .record({
      payload: payloads(valid, body ?? (query.length ? querySchema : undefined), session),
      token: fc.oneof({ weight: 3, arbitrary: fc.constant(sessionHeader === 'reftoken' ? session.reftoken : session.apptoken) }, fc.constant(undefined), headerText),
      region: fc.option(fc.oneof(fc.constantFrom('us', 'fr', 'de', 'jp', 'cn', 'xx', 'US'), headerText), { nil: undefined }),
      language: fc.option(fc.oneof(fc.constantFrom('fr-FR,fr;q=0.9', 'ja', 'zh-CN', 'de;q=0.5, en'), headerText), { nil: undefined }),
      requestId: fc.option(fc.oneof(fc.uuid(), headerText), { nil: undefined }),
      verdict: rarely(fc.constantFrom('failed', 'passed', 'FAILED ')),
      site: rarely(fc.constantFrom({ origin: 'https://elsewhere.example' }, { 'sec-fetch-site': 'cross-site' }, { 'sec-fetch-site': 'same-origin' })),
    })
    .map((request) => ({ ...request, sessionHeader }));
}

/** What of an answer breaks the document's answer for its call and status; nothing when it conforms. */
function problems(call: Call, status: number, headers: Headers, text: string, validators: Map<string, ValidateFunction>): string[] {
  if (status >= 500) return [`answered ${status}`];
  const declared = call.operation.responses[status];
  // Where the answer's schema is: under the operation, or under the shared answer it names.
  const pointer = declared?.$ref?.slice(1) ?? `/paths/${call.path.replace(/~/g, '~0').replace(/\//g, '~1')}/${call.method.toLowerCase()}/responses/${status}`;
  const response = resolve<{ headers?: Record<string, Schema>; content?: Record<string, Schema> }>(declared);
  if (!response) return [`answered ${status}, which the document does not list for it`];
  // An answer of the HTTP server before the service (serverAnswers): no envelope, nothing in the body.
  if (!response.content) return text === '' ? [] : [`a body where the document says none: ${text.slice(0, 80)}`];
  const found: string[] = [];
  if (!headers.get('content-type')?.startsWith('application/json')) found.push(`Content-Type ${headers.get('content-type')}`);
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return [...found, `a body that is no JSON: ${text.slice(0, 80)}`];
  }
  const validate = validators.get(pointer) ?? validators.set(pointer, ajv.compile({ $ref: `openapi.json#${pointer}/content/application~1json/schema` })).get(pointer)!;
  if (!validate(body)) found.push(`body ${text.slice(0, 200)}: ${ajv.errorsText(validate.errors)}`);
  for (const [name, named] of Object.entries(response.headers ?? {})) {
    const header = resolve<{ required?: boolean; schema: Schema }>(named)!;
    const value = headers.get(name);
    if (value === null) {
      if (header.required) found.push(`no ${name} header`);
      continue;
    }
    const check = ajv.compile(header.schema);
    if (!check(value)) found.push(`${name}: ${value} (${ajv.errorsText(check.errors)})`);
  }
  return found;
}

const ajv = new Ajv2020({ strict: false, allErrors: true, validateSchema: false });

describe('the service answers as its OpenAPI document says', () => {
  it('GET /api/openapi.json: the generated document, cacheable, with the security headers, 304 for its ETag', async () => {
    const answer = await fetch(`${server.origin}/api/openapi.json`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(answer.headers.get('cache-control')).toBe('public, max-age=3600');
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
    expect(answer.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    document = (await answer.json()) as Json;
    expect(document).toEqual(JSON.parse(readFileSync(join(ROOT, 'dist/generated/openapi.json'), 'utf8')));
    const again = await fetch(`${server.origin}/api/openapi.json`, { headers: { 'if-none-match': answer.headers.get('etag')! } });
    expect(again.status).toBe(304);
    ajv.addSchema(document, 'openapi.json');
  });

  it('every call, with valid and hostile requests made from the document, answers within it and never with a 5xx', async () => {
    expect(document, 'the document was fetched').toBeDefined();
    const calls: Call[] = Object.entries(document.paths as Record<string, Record<string, Operation>>).flatMap(([path, item]) =>
      Object.entries(item).map(([method, operation]) => ({ base: (document.servers as { url: string }[])[0]!.url, method: method.toUpperCase(), path, operation })),
    );
    expect(calls.length).toBeGreaterThan(15);
    const validators = new Map<string, ValidateFunction>();
    const statuses = new Map<string, Set<number>>();
    let sent = 0;
    for (const [index, call] of calls.entries()) {
      // A session of its own per call: a call that logs out or deletes the account leaves the next one's alone.
      const session = await newSession(`conformance-${index}@example.com`);
      const servers = (document.servers as { url: string }[]).map((s) => s.url);
      await fc.assert(
        fc.asyncProperty(requests(call, session), fc.constantFrom(...servers), async (request, base) => {
          const { payload } = request;
          const headers: Record<string, string> = { 'x-forwarded-for': nextAddress() };
          if (request.token !== undefined && request.sessionHeader) headers[request.sessionHeader] = request.token;
          if (request.region !== undefined) headers.region = request.region;
          if (request.language !== undefined) headers['accept-language'] = request.language;
          if (request.requestId !== undefined) headers['x-request-id'] = request.requestId;
          if (request.verdict !== undefined) headers['x-challenge-verdict'] = request.verdict;
          Object.assign(headers, request.site);
          let url = `${server.origin}${base}${call.path}`;
          let body: string | undefined;
          if (call.method === 'GET') {
            if ('value' in payload && payload.value && typeof payload.value === 'object' && !Array.isArray(payload.value)) {
              url += `?${new URLSearchParams(Object.entries(payload.value).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)]))}`;
            } else if ('raw' in payload) url += `?${payload.raw}`;
          } else {
            headers['content-type'] = ('contentType' in payload && payload.contentType) || 'application/json';
            body = 'raw' in payload ? payload.raw : JSON.stringify(payload.value);
          }
          const answer = await fetch(url, { method: call.method, headers, ...(body !== undefined ? { body } : {}) });
          const text = await answer.text();
          sent++;
          (statuses.get(call.operation.operationId) ?? statuses.set(call.operation.operationId, new Set()).get(call.operation.operationId)!).add(answer.status);
          const found = problems(call, answer.status, answer.headers, text, validators);
          if (found.length) throw new Error(`${call.method} ${base}${call.path} (${payload.kind}) answered ${answer.status}: ${found.join('; ')}`);
        }),
        { seed: SEED + index, numRuns: RUNS, endOnFailure: true },
      );
    }
    // Every call answered something besides its refusals of a bad request: the generated requests reach the calls' work.
    console.log(`service conformance: ${sent} requests; statuses by call: ${[...statuses].map(([name, s]) => `${name} ${[...s].sort().join('/')}`).join(', ')}`);
  }, 180_000);
});
