import { createHash } from 'node:crypto';
import { answers, bodyTypeName, callNote, type ApiCallEntry, type ApiCode, type ApiHeader, type ApiInput } from './api.ts';

/** A base the calls are served under (a family's, regions.yaml `api.families`). */
export interface ApiServer {
  url: string;
  description: string;
}

type Json = Record<string, unknown>;
const ref = (kind: string, name: string) => ({ $ref: `#/components/${kind}/${name}` });
const json = (schema: unknown) => ({ 'application/json': { schema } });
/** 'loginWithPassword' -> 'Login with password'. */
const summary = (name: string) => name.replace(/[A-Z]/g, (c) => ` ${c.toLowerCase()}`).replace(/^./, (c) => c.toUpperCase());
/** A request schema as an OpenAPI 3.1 schema (JSON Schema 2020-12): without its draft-07 `$schema` and its `$id`. */
const componentSchema = (schema: unknown) => {
  const { $schema: _s, $id: _i, ...rest } = schema as Json;
  return rest;
};
const headerObject = ({ description, schema, required }: ApiHeader) => ({ description, schema, ...(required ? { required } : {}) });

/** The request bodies' schemas, and each answer with its success envelope (`<Name>Answer`). */
function schemaComponentsOf({ contract, schemas }: ApiInput, successCode: unknown): Json {
  const components: Json = {};
  for (const [name, schema] of [...schemas].sort(([a], [b]) => a.localeCompare(b))) {
    if (Object.values(contract.calls).some((call) => call.body === name)) components[bodyTypeName(name)] = componentSchema(schema);
  }
  for (const [name, schema] of Object.entries(contract.answers)) {
    components[name] = schema;
    components[`${name}Answer`] = {
      description: `The envelope of a success whose \`data\` is ${name}.`,
      type: 'object',
      additionalProperties: false,
      required: ['code', 'msg', 'data'],
      properties: { code: { const: successCode }, msg: { type: 'string' }, data: ref('schemas', name) },
    };
  }
  return components;
}

/**
 * dist/generated/openapi.json: the contract (service/schemas/calls.json and the request schemas) as an OpenAPI 3.1
 * document — every call with its request body or query, its session header as a security scheme, the headers it reads,
 * and its answers by HTTP status, each the envelope `{code, msg, data}` with the codes of that status. Made from the
 * same input as docs/service-api.md; `servers` are the families' bases.
 */
export function emitOpenApi({ contract, schemas }: ApiInput, servers: readonly ApiServer[]): string {
  const codes = Object.values(contract.codes ?? {});
  const success = contract.codes?.success;
  const answerHeaders = Object.entries(contract.answerHeaders ?? {});
  const headersOf = (status: number) => Object.fromEntries(answerHeaders.filter(([, h]) => !h.statuses || h.statuses.includes(status)).map(([name]) => [name, ref('headers', name)]));
  const refusals = codes.filter((c) => c !== success);
  const schemaComponents = schemaComponentsOf({ contract, schemas }, success?.code);
  // An error answer per status and set of codes: `Status403` with every code of 403, `Status403-4000-4015` with some.
  const responses: Json = {};
  const refusalsOf = (name: string, call: ApiCallEntry) => {
    const statuses = [...new Set(refusals.map((c) => c.status))].sort();
    return statuses.flatMap((status) => {
      const all = refusals.filter((c) => c.status === status);
      const these = all.filter((c) => answers(c, name, call));
      if (!these.length) return [];
      const key = these.length === all.length ? `Status${status}` : `Status${status}-${[...new Set(these.map((c) => c.code))].join('-')}`;
      responses[key] ??= errorResponse(status, these);
      return [[status, ref('responses', key)] as const];
    });
  };
  const errorResponse = (status: number, these: ApiCode[]) => ({
    description: these.map((c) => `${c.code}: ${c.when}`).join('; '),
    headers: headersOf(status),
    content: json({
      type: 'object',
      additionalProperties: false,
      required: ['code', 'msg', 'data'],
      properties: { code: { enum: [...new Set(these.map((c) => c.code))] }, msg: { type: 'string' }, data: { type: 'object', additionalProperties: false } },
    }),
  });
  const headers = Object.entries(contract.headers ?? {});
  const sessionHeaders = [...new Set(Object.values(contract.calls).flatMap((call) => (call.header ? [call.header.split(' ')[0]!] : [])))].sort();
  const operation = (name: string, call: ApiCallEntry) => {
    const session = call.header?.split(' ')[0];
    const query = call.query ? (schemas.get(call.query) as { properties?: Json; required?: string[] }) : undefined;
    return {
      operationId: name,
      summary: summary(name),
      ...(callNote(call) ? { description: callNote(call) } : {}),
      // An optional session (`apptoken (optional: …)`) is one of two ways in: none, or the token.
      security: session ? [...(call.header!.includes('optional') ? [{}] : []), { [session]: [] }] : [],
      parameters: [
        ...headers.filter(([, h]) => !h.challenged || call.challenged).map(([header]) => ref('parameters', header)),
        ...Object.entries(query?.properties ?? {}).map(([key, schema]) => ({ name: key, in: 'query', required: query?.required?.includes(key) ?? false, schema })),
      ],
      ...(call.body ? { requestBody: { required: true, content: json(ref('schemas', bodyTypeName(call.body))) } } : {}),
      responses: {
        [success?.status ?? 200]: {
          description: (contract.answers[call.answer] as { description?: string }).description ?? call.answer,
          headers: headersOf(success?.status ?? 200),
          content: json(ref('schemas', `${call.answer}Answer`)),
        },
        ...Object.fromEntries(refusalsOf(name, call)),
        ...Object.fromEntries(Object.keys(contract.serverAnswers ?? {}).map((status) => [status, ref('responses', `Server${status}`)])),
      },
    };
  };
  const paths: Json = {};
  for (const [name, call] of Object.entries(contract.calls)) paths[call.path] = { ...(paths[call.path] as Json | undefined), [call.method.toLowerCase()]: operation(name, call) };
  for (const [status, description] of Object.entries(contract.serverAnswers ?? {})) responses[`Server${status}`] = { description };
  const document = {
    openapi: '3.1.0',
    info: {
      title: contract.title ?? 'Service',
      // The contract's digest: a new version whenever a call, a schema or a code changes.
      version: createHash('sha256')
        .update(JSON.stringify([contract, [...schemas].sort(([a], [b]) => a.localeCompare(b))]))
        .digest('hex')
        .slice(0, 12),
      ...(contract.description ? { description: contract.description } : {}),
    },
    servers,
    paths,
    components: {
      schemas: schemaComponents,
      responses,
      parameters: Object.fromEntries(headers.map(([name, header]) => [name, { name, in: 'header', ...headerObject(header) }])),
      headers: Object.fromEntries(answerHeaders.map(([name, header]) => [name, headerObject(header)])),
      securitySchemes: Object.fromEntries(
        sessionHeaders.map((name) => [
          name,
          {
            type: 'apiKey',
            in: 'header',
            name,
            description: name === 'reftoken' ? 'The refresh token of a session (LoginData).' : 'The app token of a session (LoginData); 4003 when it is missing or expired.',
          },
        ]),
      ),
    },
  };
  return `${JSON.stringify(document, null, 2)}\n`;
}
