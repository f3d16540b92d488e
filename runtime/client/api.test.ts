/**
 * The API client of seed 000 §7–9, over real HTTP against the account service
 * on a test database (service/test-server.ts), and over a scripted fetch for
 * what a real service will not do on demand (timeouts, broken answers, races).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OpenedDatabase } from '../../service/db.ts';
import { openTestDatabase } from '../../service/test-db.ts';
import { startTestService, type TestService } from '../../service/test-server.ts';
import { ApiError, createApiClient, LOGIN_REDIRECT_DELAY_MS, TransportError, type ApiClientOptions } from './api.ts';
import type { LoginData } from '../../dist/generated/api.ts';
import { bundle } from '../../dist/generated/bundles.ts';
import { sessionFor, type Session } from './session.ts';

const PASSWORD = 'robots2025';
/** The us api.message texts, 4030's parsed as codegen emits it. */
const TEXTS = bundle('us').site.api.message;

let database: OpenedDatabase;
let t: TestService;
let n = 0;
const fresh = () => `client.${Date.now().toString(36)}.${n++}@example.com`;
let scopes = 0;
const freshSession = (): Session => sessionFor(`/api-test-${++scopes}`, undefined);

beforeAll(async () => {
  database = await openTestDatabase();
  t = await startTestService(database);
});
afterAll(async () => {
  await t?.close();
  await database?.close();
});

/** Timers that run only when told: the test decides when 2000 ms or 60 s have passed. */
function manualTimers() {
  let next = 1;
  const pending = new Map<number, { fn: () => void; ms: number }>();
  return {
    pending,
    setTimeout: ((fn: () => void, ms: number) => {
      const id = next++;
      pending.set(id, { fn, ms });
      return id;
    }) as unknown as typeof setTimeout,
    clearTimeout: ((id: number) => {
      pending.delete(id);
    }) as unknown as typeof clearTimeout,
    /** Runs every pending timer of exactly this delay. */
    fire(ms: number) {
      for (const [id, timer] of [...pending])
        if (timer.ms === ms) {
          pending.delete(id);
          timer.fn();
        }
    },
    delays: () => [...pending.values()].map((timer) => timer.ms),
  };
}

interface Harness {
  toasts: string[];
  visited: string[];
  requests: { url: string; headers: Record<string, string> }[];
  timers: ReturnType<typeof manualTimers>;
}

function client(overrides: Partial<ApiClientOptions> & { session?: Session } = {}) {
  const harness: Harness = { toasts: [], visited: [], requests: [], timers: manualTimers() };
  const realFetch = overrides.fetch ?? fetch;
  const api = createApiClient({
    region: 'us',
    language: 'en',
    base: '/api/global',
    origin: t.origin,
    texts: TEXTS,
    session: overrides.session ?? freshSession(),
    messages: {
      toast: (message: string) => {
        harness.toasts.push(message);
        return 0;
      },
    },
    loginPath: () => '/us/login',
    navigate: (path) => harness.visited.push(path),
    timers: harness.timers,
    ...overrides,
    fetch: async (input, init) => {
      harness.requests.push({ url: String(input), headers: { ...(init?.headers as Record<string, string>) } });
      return realFetch(input, init);
    },
  });
  return { api, harness };
}

async function registered(family: 'global' | 'europe' = 'global') {
  const email = fresh();
  await t.call(family, 'POST', '/account/user/register/pwd', { email, password: PASSWORD, confirmPassword: PASSWORD });
  const answer = await t.call<LoginData>(family, 'POST', '/account/user/sign_in', { email, code: await t.lastCode(email), password: PASSWORD });
  return { email, ...answer.body.data };
}

function loggedIn(tokens: LoginData): Session {
  const session = freshSession();
  session.userId.value = tokens.user_id;
  session.apptoken.value = tokens.apptoken;
  session.reftoken.value = tokens.reftoken;
  return session;
}

/** A fetch that answers every call with this envelope and status. */
const answering =
  (body: unknown, status = 200, headers: Record<string, string> = {}): typeof fetch =>
  async () =>
    new Response(typeof body === 'string' ? body : JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });

describe('envelope', () => {
  it('resolves with data on 2000 and sends region, Accept-Language and the tokens', async () => {
    const account = await registered();
    const { api, harness } = client({ session: loggedIn(account) });
    const profile = await api.get<{ email: string }>('/account/user/profile');
    expect(profile.email).toBe(account.email);
    const [request] = harness.requests;
    expect(request!.url).toBe(`${t.origin}/api/global/account/user/profile`);
    expect(request!.headers).toMatchObject({ region: 'us', 'accept-language': 'en', apptoken: account.apptoken, reftoken: account.reftoken });
    expect(harness.toasts).toEqual([]);
  });

  it('resolves with {} when a success has no data', async () => {
    const { api } = client({ fetch: answering({ code: 2000, msg: 'success' }) });
    await expect(api.post('/account/user/logout')).resolves.toEqual({});
  });

  it('sends the region code as Accept-Language outside English, and gets that language back', async () => {
    const { api, harness } = client({ region: 'fr', language: 'fr', base: '/api/europe' });
    const error = await api.post('/account/user/login/pwd', { email: fresh(), password: 'wrong-password1' }).catch((e: unknown) => e);
    expect(harness.requests[0]!.headers).toMatchObject({ region: 'fr', 'accept-language': 'fr' });
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).msg).toBe('Adresse e-mail ou mot de passe incorrect. Veuillez réessayer.');
  });

  it('rejects any other code with code, msg and status, reading the envelope of a non-200 answer', async () => {
    const { api, harness } = client();
    const error = (await api.post('/account/user/login/pwd', { email: fresh(), password: 'wrong-password1' }).catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect([error.code, error.status, error.msg]).toEqual([4004, 401, 'Incorrect email or password. Please try again.']);
    expect(harness.toasts).toEqual(['Incorrect email or password. Please try again.']);
  });

  it('skips the toast when the call says showErrorMessage: false', async () => {
    const { api, harness } = client();
    await expect(api.post('/account/user/login/pwd', { email: fresh(), password: 'wrong-password1' }, { showErrorMessage: false })).rejects.toMatchObject({ code: 4004 });
    expect(harness.toasts).toEqual([]);
  });
});

describe('toast text order: msg, then api.message.{code}, then api.message.default', () => {
  it.each([
    [{ code: 4004, msg: 'From the server', data: {} }, {}, 'From the server'],
    [{ code: 4004, msg: '', data: {} }, {}, 'Incorrect email or password. Please try again.'],
    [{ code: 4777, msg: '', data: {} }, {}, 'Server error, please try again later.'],
    // The service words 4030 with its wait (msg); a text with arguments is no fallback without them: the default stands in.
    [{ code: 4030, msg: 'Too many attempts. Please try again in 42 seconds.', data: {} }, { 'retry-after': '42' }, 'Too many attempts. Please try again in 42 seconds.'],
    [{ code: 4030, data: {} }, { 'retry-after': '42' }, 'Server error, please try again later.'],
  ])('%j', async (body, headers, toast) => {
    const { api, harness } = client({ fetch: answering(body, 400, headers) });
    await expect(api.get('/x')).rejects.toBeInstanceOf(ApiError);
    expect(harness.toasts).toEqual([toast]);
  });
});

describe('transport errors reject without a toast', () => {
  it('a network failure', async () => {
    const { api, harness } = client({
      fetch: async () => {
        throw new TypeError('fetch failed');
      },
    });
    await expect(api.get('/account/user/profile')).rejects.toMatchObject({ name: 'TransportError', reason: 'network' });
    expect(harness.toasts).toEqual([]);
  });

  it.each([
    ['<html>Bad gateway</html>', 502],
    [{ hello: 'world' }, 200],
  ])('an answer without an envelope: %j', async (body, status) => {
    const { api, harness } = client({ fetch: answering(body, status) });
    await expect(api.get('/account/user/profile')).rejects.toMatchObject({ name: 'TransportError', reason: 'response' });
    expect(harness.toasts).toEqual([]);
  });

  it('times out after 60 s, and /ssr/timestamp after 10 s', async () => {
    const hanging: typeof fetch = (_input, init) =>
      new Promise((_, reject) => {
        init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
      });
    const { api, harness } = client({ fetch: hanging });
    const call = api.get('/account/user/profile');
    const time = api.timestamp();
    await Promise.resolve();
    expect(harness.timers.delays().sort()).toEqual([10_000, 60_000]);
    harness.timers.fire(10_000);
    await expect(time).rejects.toMatchObject({ reason: 'timeout' });
    harness.timers.fire(60_000);
    await expect(call).rejects.toBeInstanceOf(TransportError);
    expect(harness.requests.map((r) => r.url)).toEqual([`${t.origin}/api/global/account/user/profile`, `${t.origin}/ssr/timestamp`]);
    expect(harness.toasts).toEqual([]);
  });
});

describe('4003', () => {
  it('refreshes the app token once and retries the call', async () => {
    const account = await registered();
    const session = loggedIn(account);
    session.apptoken.value = 'expired-or-forged';
    const { api, harness } = client({ session });
    const profile = await api.get<{ email: string }>('/account/user/profile');
    expect(profile.email).toBe(account.email);
    expect(harness.requests.map((r) => new URL(r.url).pathname + new URL(r.url).search)).toEqual([
      '/api/global/account/user/profile',
      `/api/global/account/user/sign_in/refresh?user_id=${account.user_id}`,
      '/api/global/account/user/profile',
    ]);
    expect(session.apptoken.value).not.toBe('expired-or-forged');
    expect(session.reftoken.value).not.toBe(account.reftoken);
    expect(session.userId.value).toBe(account.user_id);
    expect(harness.toasts).toEqual([]);
    expect(harness.visited).toEqual([]);
  });

  it('shares one refresh among concurrent 4003s', async () => {
    const account = await registered();
    const session = loggedIn(account);
    session.apptoken.value = 'expired-or-forged';
    const { api, harness } = client({ session });
    const answers = await Promise.all([1, 2, 3, 4, 5].map(() => api.get<{ email: string }>('/account/user/profile')));
    expect(answers.map((a) => a.email)).toEqual(Array(5).fill(account.email));
    expect(harness.requests.filter((r) => r.url.includes('/sign_in/refresh'))).toHaveLength(1);
  });

  it('without a refresh token: toast, session cleared, login after 2000 ms', async () => {
    const session = freshSession();
    session.apptoken.value = 'forged';
    session.userId.value = 'someone';
    const { api, harness } = client({ session });
    await expect(api.get('/account/user/profile')).rejects.toMatchObject({ code: 4003 });
    expect(harness.requests).toHaveLength(1);
    expect(harness.toasts).toEqual(['Login expired, please log in again.']);
    expect([session.apptoken.value, session.userId.value]).toEqual([null, null]);
    expect(harness.visited).toEqual([]);
    harness.timers.fire(LOGIN_REDIRECT_DELAY_MS);
    expect(harness.visited).toEqual(['/us/login']);
  });

  it('a refused refresh clears the four stored values and goes to login', async () => {
    const account = await registered();
    await t.call('global', 'POST', '/account/user/logout/all', undefined, { apptoken: account.apptoken });
    const session = loggedIn(account);
    session.userInfo.value = '{"email":"x"}';
    session.country.value = 'CA';
    const { api, harness } = client({ session });
    await expect(api.get('/account/user/profile')).rejects.toMatchObject({ code: 4003 });
    expect(harness.requests.filter((r) => r.url.includes('/sign_in/refresh'))).toHaveLength(1);
    expect([session.apptoken.value, session.reftoken.value, session.userId.value, session.userInfo.value]).toEqual([null, null, null, null]);
    expect(session.country.value).toBe('CA');
    expect(harness.toasts).toEqual(['Login expired, please log in again.']);
    harness.timers.fire(LOGIN_REDIRECT_DELAY_MS);
    expect(harness.visited).toEqual(['/us/login']);
  });

  it('retries once only: a second 4003 ends the session', async () => {
    let profileCalls = 0;
    const scripted: typeof fetch = async (input) => {
      if (String(input).includes('/sign_in/refresh')) return answering({ code: 2000, msg: 'success', data: { user_id: 'u1', apptoken: 'new-app', reftoken: 'new-ref' } })(input);
      profileCalls += 1;
      return answering({ code: 4003, msg: 'Login expired, please log in again.', data: {} }, 401)(input);
    };
    const session = loggedIn({ user_id: 'u1', apptoken: 'old-app', reftoken: 'old-ref' });
    const { api, harness } = client({ session, fetch: scripted });
    await expect(api.get('/account/user/profile')).rejects.toMatchObject({ code: 4003 });
    expect(profileCalls).toBe(2);
    expect(harness.visited).toEqual([]);
    harness.timers.fire(LOGIN_REDIRECT_DELAY_MS);
    expect(harness.visited).toEqual(['/us/login']);
  });

  it('a refresh that fails in transport keeps the session and rejects without a toast', async () => {
    const scripted: typeof fetch = async (input) => {
      if (String(input).includes('/sign_in/refresh')) throw new TypeError('fetch failed');
      return answering({ code: 4003, msg: 'x', data: {} }, 401)(input);
    };
    const session = loggedIn({ user_id: 'u1', apptoken: 'old-app', reftoken: 'old-ref' });
    const { api, harness } = client({ session, fetch: scripted });
    await expect(api.get('/account/user/profile')).rejects.toBeInstanceOf(TransportError);
    expect(session.reftoken.value).toBe('old-ref');
    expect(harness.toasts).toEqual([]);
    expect(harness.timers.delays()).not.toContain(LOGIN_REDIRECT_DELAY_MS);
  });
});
