import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import type { ApiInput } from './api.ts';
import { emitOpenApi } from './openapi.ts';

const small: ApiInput = {
  contract: {
    calls: {
      hello: { method: 'POST', path: '/hello', body: 'hello', answer: 'Greeting', challenged: true, header: 'apptoken (optional: links the account)', note: 'says hello' },
      ping: { method: 'GET', path: '/ping', query: 'ping-query', header: 'apptoken', answer: 'Greeting' },
    },
    answers: { Greeting: { description: 'A greeting.', type: 'object', required: ['text'], properties: { text: { type: 'string' } } } },
    codes: { success: { code: 2000, status: 200, when: 'success' }, invalid: { code: 4000, status: 400, when: 'bad' }, limited: { code: 4029, status: 429, when: 'slow down' } },
    headers: { region: { description: 'The region.', schema: { type: 'string' } }, 'X-Verdict': { description: 'The edge.', schema: { type: 'string' }, challenged: true } },
    answerHeaders: { 'Retry-After': { description: 'Wait.', schema: { type: 'string' }, statuses: [429], required: true } },
  },
  schemas: new Map([
    ['hello', { $schema: 'http://json-schema.org/draft-07/schema#', $id: 'hello', type: 'object', required: ['name'], properties: { name: { type: 'string' } } }],
    ['ping-query', { type: 'object', required: ['id'], properties: { id: { type: 'string', pattern: '^[0-9]+$' } } }],
  ]),
};

describe('emitOpenApi', () => {
  const document = JSON.parse(emitOpenApi(small, [{ url: '/api/one', description: 'one: us' }]));

  it('describes each call: its body, query, session, headers and the envelope of each status', () => {
    const hello = document.paths['/hello'].post;
    expect(hello.operationId).toBe('hello');
    expect(hello.description).toBe('challenged (4015 when the edge says the visitor failed its challenge); says hello');
    expect(hello.security).toEqual([{}, { apptoken: [] }]);
    expect(hello.parameters).toEqual([{ $ref: '#/components/parameters/region' }, { $ref: '#/components/parameters/X-Verdict' }]);
    expect(hello.requestBody.content['application/json'].schema).toEqual({ $ref: '#/components/schemas/HelloBody' });
    expect(Object.keys(hello.responses)).toEqual(['200', '400', '429']);
    const ping = document.paths['/ping'].get;
    expect(ping.security).toEqual([{ apptoken: [] }]);
    expect(ping.parameters).toContainEqual({ name: 'id', in: 'query', required: true, schema: { type: 'string', pattern: '^[0-9]+$' } });
    expect(ping.parameters).not.toContainEqual({ $ref: '#/components/parameters/X-Verdict' });
    expect(document.components.schemas.HelloBody).toEqual({ type: 'object', required: ['name'], properties: { name: { type: 'string' } } });
    expect(document.components.schemas.GreetingAnswer.properties).toEqual({ code: { const: 2000 }, msg: { type: 'string' }, data: { $ref: '#/components/schemas/Greeting' } });
    expect(document.components.responses.Status429.headers).toEqual({ 'Retry-After': { $ref: '#/components/headers/Retry-After' } });
    expect(document.components.responses.Status400.content['application/json'].schema.properties.code).toEqual({ enum: [4000] });
    expect(document.servers).toEqual([{ url: '/api/one', description: 'one: us' }]);
  });

  it('is the same text on every run, and a new version when the contract changes', () => {
    expect(emitOpenApi(small, [])).toBe(emitOpenApi(small, []));
    const changed = { ...small, contract: { ...small.contract, calls: { ping: small.contract.calls.ping! } } };
    expect(JSON.parse(emitOpenApi(changed, [])).info.version).not.toBe(document.info.version);
  });

  it('says what docs/service-api.md says: the same calls, paths, notes and codes', () => {
    const emitted = JSON.parse(readFileSync(new URL('../../dist/generated/openapi.json', import.meta.url), 'utf8'));
    const doc = readFileSync(new URL('../../docs/service-api.md', import.meta.url), 'utf8');
    const operations = Object.entries(emitted.paths as Record<string, Record<string, { operationId: string; description?: string; responses: object }>>).flatMap(([path, item]) =>
      Object.entries(item).map(([method, operation]) => ({ path, method, ...operation })),
    );
    expect(operations.map((o) => o.operationId)).toEqual([...doc.matchAll(/^\| `(\w+)` \| `(?:GET|POST) /gm)].map((m) => m[1]));
    for (const o of operations) {
      expect(doc, o.operationId).toContain(`| \`${o.operationId}\` | \`${o.method.toUpperCase()} ${o.path}\` |`);
      if (o.description) expect(doc, o.operationId).toContain(`| ${o.description.replace(/\|/g, '\\|')} |`);
    }
    const codes = Object.values(emitted.components.responses as Record<string, { content?: { 'application/json': { schema: { properties: { code: { enum: number[] } } } } } }>).flatMap(
      (r) => r.content?.['application/json'].schema.properties.code.enum ?? [],
    );
    for (const code of new Set(codes)) expect(doc).toMatch(new RegExp(`^\\| ${code} \\| \\d{3} \\|`, 'm'));
  });

  // The emitted document (make generate) against Redocly's recommended rules, offline: no telemetry, no update check.
  // info-license is left out: the service is the site's own and states no licence. Any other warning fails too.
  it("passes Redocly's recommended lint (dist/generated/openapi.json)", async () => {
    const file = new URL('../../dist/generated/openapi.json', import.meta.url).pathname;
    expect(JSON.parse(readFileSync(file, 'utf8')).openapi).toBe('3.1.0');
    const cli = new URL('../../node_modules/@redocly/cli/bin/cli.js', import.meta.url).pathname;
    const { stdout } = await promisify(execFile)(process.execPath, [cli, 'lint', '--skip-rule=info-license', '--format=json', file], {
      env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true', NO_COLOR: '1' },
    }).catch((error: { stdout: string }) => ({ stdout: error.stdout }));
    const report = JSON.parse(stdout) as { totals: { errors: number; warnings: number }; problems: { ruleId: string; message: string }[] };
    expect(report.problems.map((p) => `${p.ruleId}: ${p.message}`)).toEqual([]);
    expect(report.totals).toMatchObject({ errors: 0, warnings: 0 });
  }, 30_000);
});
