/**
 * The calls of one API family (seed 000 §7 and ours), mounted under the
 * family's base path at the paths of the contract (service/schemas/calls.json,
 * API_CALLS). Each call: rate limits, then its schema, then the shared
 * rules, then the work. See service/errors.ts for the codes it answers.
 * This file holds the family's middleware and the loop that mounts every call
 * of the contract from its handler; what the calls share is call-kit.ts, the
 * handlers are the tables of account-calls.ts (accounts and sessions) and
 * form-calls.ts (newsletter, product registration, returns).
 */
import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { fromAnotherSite, pageHosts } from '../core/request-site.ts';
import { regionTable } from '../dist/generated/regions.ts';
import { API_CALL_SCHEMAS, API_CALLS, type ApiCall } from '../dist/generated/api.ts';
import { failure, serverError } from './envelope.ts';
import { ApiError } from './errors.ts';
import { requestRegion } from './locale.ts';
import type { Authenticated } from './sessions.ts';
import { accountCalls } from './account-calls.ts';
import { CHALLENGE_HEADER, failedChallenge } from './challenge.ts';
import { createCallKit, type CallHandlers, type CallInput, type CallKit, type CallWithSchema, type Env, type FamilyAppDeps, type Limits } from './call-kit.ts';
import { formCalls } from './form-calls.ts';

export type { FamilyAppDeps, Limits };
export const defaultLimits: Limits = {
  perAddress: { hits: 60, windowSeconds: 60 },
  triesPerAccountAddress: { hits: 10, windowSeconds: 15 * 60 },
  failuresPerAccount: { hits: 100, windowSeconds: 15 * 60, triesUnderAttack: 3 },
  mailsPerEmailAddress: { hits: 5, windowSeconds: 15 * 60 },
  mailsPerEmail: { hits: 10, windowSeconds: 15 * 60, underAttack: 2 },
  unknownTokensPerAddress: { hits: 30, windowSeconds: 60 },
};
export const MAX_BODY_BYTES = 16 * 1024;

/** The site's own page hosts: a page there may call the service even when a proxy rewrote Host. */
const siteHosts = pageHosts(regionTable);

export function createFamilyApp(deps: FamilyAppDeps) {
  const app = new Hono<Env>();
  app.use('*', async (c, next) => {
    c.set('region', requestRegion(deps.family, c.req.header('region'), c.req.header('accept-language')));
    await next();
  });
  // Every state-changing call takes JSON from this site's own pages: a form of another site can send a 'simple'
  // cross-origin POST (text/plain, form encoding) without a preflight, so anything else is refused (docs/decisions.md D65).
  app.use('*', async (c, next) => {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') {
      if (fromAnotherSite({ secFetchSite: c.req.header('sec-fetch-site'), origin: c.req.header('origin'), host: c.req.header('host') }, siteHosts)) throw new ApiError('crossSite');
      if (!/^application\/json\s*(;|$)/i.test(c.req.header('content-type') ?? '')) throw new ApiError('notJson');
    }
    await next();
  });
  // The edge's challenge (a captcha in front of the site) failed for this visitor: a challenged call is refused (4015).
  app.use('*', async (c, next) => {
    if (c.req.method === 'POST' && failedChallenge(c.req.path, c.req.header(CHALLENGE_HEADER))) throw new ApiError('challengeFailed');
    await next();
  });
  app.use('*', bodyLimit({ maxSize: MAX_BODY_BYTES, onError: (c) => failure(c, c.get('region'), new ApiError('tooLarge')) }));
  app.onError((error, c) => {
    if (error instanceof ApiError) return failure(c, c.get('region') ?? 'us', error);
    console.error(`[service] ${c.req.method} ${new URL(c.req.url).pathname}:`, error instanceof Error ? error.message : error);
    return serverError(c, c.get('region') ?? 'us');
  });
  app.notFound((c) => failure(c, c.get('region') ?? 'us', new ApiError('notFound')));

  // One table for the whole contract: a call without its handler, or with two, does not compile.
  mountCalls(app, { ...accountCalls, ...formCalls } satisfies CallHandlers<ApiCall>, createCallKit(deps));

  app.all('*', (c) => failure(c, c.get('region'), new ApiError('notFound')));
  return app;
}

/**
 * Every call of the contract at its method and path: a signed-in call's session first (4003 without one, before
 * anything is read or counted), then what the call reads (its body or query, with its schema), then its handler.
 */
function mountCalls(app: Hono<Env>, handlers: CallHandlers<ApiCall>, kit: CallKit) {
  const mount = <K extends ApiCall>(call: K) => {
    const handler = handlers[call];
    app.on(API_CALLS[call].method, API_CALLS[call].path, async (c) => {
      if (!('signedIn' in handler)) return handler(c, await readInput(c, call, kit), kit);
      const session = await requireSession(c, kit);
      return handler.signedIn(c, await readInput(c, call, kit), kit, session);
    });
  };
  for (const call of Object.keys(API_CALLS) as ApiCall[]) mount(call);
}

/** The account of the request's app token, or 4003 (4029 for a client address past its made-up tokens). */
async function requireSession(c: Context<Env>, kit: CallKit): Promise<Authenticated> {
  const session = await kit.findSession(c, c.req.header('apptoken'));
  if (!session) throw new ApiError('sessionExpired');
  return session;
}

const hasSchema = (call: ApiCall): call is CallWithSchema => Object.hasOwn(API_CALL_SCHEMAS, call);

/** What a call reads: a POST its JSON body, a GET its query, each with the call's schema; a call without a schema, nothing. */
async function readInput<K extends ApiCall>(c: Context<Env>, call: K, kit: CallKit): Promise<CallInput<K>> {
  if (!hasSchema(call)) return undefined as CallInput<K>;
  const input = API_CALLS[call].method === 'GET' ? await kit.readQuery(c, call) : await kit.readBody(c, call);
  // What the schema of `call` reads is CallInput<K>; TypeScript does not follow a conditional type through the guard.
  return input as CallInput<K>;
}
