/**
 * The one client of the account service (seed 000 §7–9). Every call:
 *
 * - goes to the base of the region's API family and environment
 *   (regions.yaml `api`, runtime/shared/api-base.ts), or an empty base for
 *   /ssr/timestamp;
 * - sends `apptoken` and `reftoken` when the session holds them, `region`,
 *   and Accept-Language (the language when it is en, else the region code);
 * - reads the envelope {code, msg, data} whatever the HTTP status (the service
 *   answers with real statuses AND the envelope): 2000 resolves with `data`
 *   (or {}), any other code rejects with an {@link ApiError};
 * - toasts a refusal (text: msg → api.message.{code} → api.message.default)
 *   unless the call says `showErrorMessage: false`; a transport failure
 *   (network, timeout, no envelope) rejects with a {@link TransportError} and
 *   no toast;
 * - times out after 60 s (10 s for /ssr/timestamp);
 * - on 4003, when userId, apptoken and reftoken exist, refreshes the app
 *   token (GET sign_in/refresh) and retries once — concurrent 4003s share one
 *   refresh; without them, or when the refresh is refused, the session is
 *   cleared, the 4003 text is toasted and the visitor goes to the region's
 *   login after 2000 ms.
 *
 * Seed 000 §7's reuse of answers fetched on the server is not built: the server never sees a visitor's
 * tokens, so it can fetch no account answer to hand over (docs/decisions.md D14).
 *
 * @example
 * const api = createApiClient({ region: 'fr', language: 'fr', base: '/api/europe', session, texts, messages, loginPath: () => '/fr/login', navigate });
 * const tokens = await api.post<LoginData>('/account/user/login/pwd', { email, password }, { showErrorMessage: false });
 */
import type { Message } from '../../core/message.ts';
import { API_CALLS, type LoginData } from '../../dist/generated/api.ts';
import type { RegionCode } from '../../dist/generated/types.ts';
import { clearSession, type Session } from './session.ts';
import type { Messages } from './toasts.ts';

export const SUCCESS_CODE = 2000;
export const SESSION_EXPIRED_CODE = 4003;
/** Seed 000 §9: the redirect to login waits this long after a 4003 toast. */
export const LOGIN_REDIRECT_DELAY_MS = 2000;
export const REQUEST_TIMEOUT_MS = 60_000;
export const TIMESTAMP_TIMEOUT_MS = 10_000;
export const TIMESTAMP_URL = '/ssr/timestamp';
export const REFRESH_URL = API_CALLS.refresh.path;

export type Method = 'GET' | 'POST';
export type Params = Record<string, string | number | boolean | undefined>;

export interface Envelope<T = unknown> {
  code: number;
  msg: string;
  data: T;
}

export interface CallOptions {
  params?: Params;
  /** false: no toast on a refusal (the caller shows the message itself, e.g. inline in a form). */
  showErrorMessage?: boolean;
  /** Another base than the family's ('' for the site's own paths). */
  base?: string;
  timeoutMs?: number;
}

export interface ApiRequest extends CallOptions {
  method: Method;
  url: string;
  data?: unknown;
}

/** The service refused the call: its code and message (already localised by the service). */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly code: number;
  readonly msg: string;
  readonly data: unknown;
  /** The HTTP status of the answer. */
  readonly status: number;
  /** Seconds from Retry-After (rate limits), when sent. */
  readonly retryAfter: number | undefined;
  constructor(code: number, msg: string, data: unknown, status: number, retryAfter?: number) {
    super(msg || `code ${code}`);
    this.code = code;
    this.msg = msg;
    this.data = data;
    this.status = status;
    this.retryAfter = retryAfter;
  }
}

/** No envelope came back: the network failed, the call timed out, or the answer was not one. */
export class TransportError extends Error {
  override readonly name = 'TransportError';
  readonly reason: 'network' | 'timeout' | 'response';
  constructor(reason: 'network' | 'timeout' | 'response', message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.reason = reason;
  }
}

export interface ApiClientOptions {
  region: RegionCode;
  /** The region's language ('en', 'fr' …): Accept-Language is it when 'en', else the region code. */
  language: string;
  /** The API family's base for this environment, e.g. '/api/europe'. */
  base: string;
  session: Session;
  /** The region's api.message texts (default, 4003, and one per code). */
  texts: Readonly<Record<string, string | Message<{ seconds: number }> | undefined>>;
  messages: Pick<Messages, 'toast'>;
  /** Where a 4003 that cannot be refreshed sends the visitor (the region's login). */
  loginPath: () => string;
  navigate: (path: string) => void;
  fetch?: typeof fetch;
  /** Absolute origin for relative bases (server-side calls); the browser needs none. */
  origin?: string;
  timers?: { setTimeout: typeof setTimeout; clearTimeout: typeof clearTimeout };
}

function isEnvelope(body: unknown): body is Envelope {
  return typeof body === 'object' && body !== null && typeof (body as Envelope).code === 'number';
}

/** What came back: the envelope, the HTTP status and Retry-After in seconds when sent. */
interface Answer {
  status: number;
  body: Envelope;
  retryAfter?: number | undefined;
}

/** What one HTTP exchange needs: the client's options, and the fetch and timers it runs on. */
interface Transport {
  options: ApiClientOptions;
  fetch: typeof fetch;
  timers: NonNullable<ApiClientOptions['timers']>;
}

/** The headers of every call: the region and its language, JSON for a POST, and the session's tokens when it holds them. */
function requestHeaders({ region, language, session }: ApiClientOptions, method: Method): Record<string, string> {
  const result: Record<string, string> = {
    accept: 'application/json',
    region,
    'accept-language': language === 'en' ? 'en' : region,
  };
  if (method === 'POST') result['content-type'] = 'application/json';
  if (session.apptoken.value) result.apptoken = session.apptoken.value;
  if (session.reftoken.value) result.reftoken = session.reftoken.value;
  return result;
}

function requestUrl(origin: string | undefined, base: string, url: string, params: Params | undefined): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params ?? {})) if (value !== undefined) query.set(name, String(value));
  const search = query.size > 0 ? `?${query}` : '';
  return `${origin ?? ''}${base}${url}${search}`;
}

/** One HTTP exchange: the envelope and status, or a TransportError. */
async function exchange({ options, fetch: doFetch, timers }: Transport, request: ApiRequest): Promise<Answer> {
  const base = request.base ?? options.base;
  const controller = new AbortController();
  const timeoutMs = request.timeoutMs ?? (request.url === TIMESTAMP_URL ? TIMESTAMP_TIMEOUT_MS : REQUEST_TIMEOUT_MS);
  let timedOut = false;
  const timer = timers.setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  try {
    let response: Response;
    try {
      response = await doFetch(requestUrl(options.origin, base, request.url, request.params), {
        method: request.method,
        headers: requestHeaders(options, request.method),
        body: request.method === 'POST' ? JSON.stringify(request.data ?? {}) : undefined,
        signal: controller.signal,
        credentials: 'same-origin',
        cache: 'no-store',
      });
    } catch (error) {
      throw new TransportError(timedOut ? 'timeout' : 'network', timedOut ? `${request.url}: no answer in ${timeoutMs} ms` : `${request.url}: network error`, { cause: error });
    }
    let body: unknown;
    try {
      body = await response.json();
    } catch (error) {
      throw new TransportError(timedOut ? 'timeout' : 'response', `${request.url}: HTTP ${response.status} without an answer envelope`, { cause: error });
    }
    if (!isEnvelope(body)) throw new TransportError('response', `${request.url}: HTTP ${response.status} without an answer envelope`);
    const retryAfter = Number.parseInt(response.headers.get('retry-after') ?? '', 10);
    return { status: response.status, body, retryAfter: Number.isFinite(retryAfter) ? retryAfter : undefined };
  } finally {
    timers.clearTimeout(timer);
  }
}

/** The toast text of a refusal: the service's msg, else api.message.{code}, else api.message.default. */
function refusalText({ texts }: ApiClientOptions, code: number, msg: string): string {
  if (msg) return msg;
  // The service words every refusal itself (msg, its wait filled in: service/locale.ts); a text with arguments (4030's
  // wait) is no fallback without them, so the default stands in, and no message rules load with the first page.
  const text = texts[String(code)];
  return typeof text === 'string' ? text : typeof texts.default === 'string' ? texts.default : '';
}

export function createApiClient(options: ApiClientOptions) {
  const { session, messages } = options;
  const transport: Transport = { options, fetch: options.fetch ?? ((input, init) => globalThis.fetch(input, init)), timers: options.timers ?? globalThis };
  const { timers } = transport;
  const send = (request: ApiRequest) => exchange(transport, request);
  let refreshing: Promise<boolean> | undefined;
  let redirecting = false;

  function refusal(request: ApiRequest, answer: Answer): ApiError {
    const { body } = answer;
    const error = new ApiError(body.code, refusalText(options, body.code, typeof body.msg === 'string' ? body.msg : ''), body.data, answer.status, answer.retryAfter);
    if (request.showErrorMessage !== false) messages.toast(error.msg);
    return error;
  }

  /** Seed 000 §8: a session that cannot be renewed ends; the visitor logs in again after 2 s. */
  function endSession(): void {
    clearSession(session);
    if (redirecting) return;
    redirecting = true;
    timers.setTimeout(() => {
      redirecting = false;
      options.navigate(options.loginPath());
    }, LOGIN_REDIRECT_DELAY_MS);
  }

  /** One refresh for every 4003 that arrives while it runs. Resolves false when refused (session cleared); rejects on transport errors. */
  function refresh(): Promise<boolean> {
    refreshing ??= (async () => {
      try {
        const answer = await send({ method: 'GET', url: REFRESH_URL, params: { user_id: session.userId.value ?? '' } });
        if (answer.body.code !== SUCCESS_CODE) return false;
        const data = answer.body.data as Partial<LoginData>;
        if (typeof data.apptoken !== 'string') return false;
        session.apptoken.value = data.apptoken;
        if (typeof data.user_id === 'string') session.userId.value = data.user_id;
        // Our service rotates the refresh token; the seed's answer has none, and then the old one stays.
        if (typeof data.reftoken === 'string') session.reftoken.value = data.reftoken;
        return true;
      } finally {
        refreshing = undefined;
      }
    })();
    return refreshing;
  }

  async function call<T>(request: ApiRequest, retried = false): Promise<T> {
    const sentWith = session.apptoken.value;
    const answer = await send(request);
    const { body } = answer;
    if (body.code === SUCCESS_CODE) return (body.data ?? {}) as T;
    if (body.code !== SESSION_EXPIRED_CODE || request.url === REFRESH_URL) throw refusal(request, answer);
    if (!retried) {
      // Another call refreshed while this one was under way: its new token is worth the one retry.
      if (session.apptoken.value && session.apptoken.value !== sentWith) return call<T>(request, true);
      if (session.userId.value && session.apptoken.value && session.reftoken.value && (await refresh())) return call<T>(request, true);
    }
    // A known-bad token is dropped too: kept, it would make the login page send the visitor back here.
    endSession();
    throw refusal(request, answer);
  }

  return {
    /** Any call. */
    request: <T = Record<string, never>>(request: ApiRequest) => call<T>(request),
    get: <T = Record<string, never>>(url: string, callOptions: CallOptions = {}) => call<T>({ ...callOptions, method: 'GET', url }),
    post: <T = Record<string, never>>(url: string, data?: unknown, callOptions: CallOptions = {}) => call<T>({ ...callOptions, method: 'POST', url, data }),
    /** GET /ssr/timestamp: the server's time (epoch ms), empty base, 10 s. */
    timestamp: () => call<number>({ method: 'GET', url: TIMESTAMP_URL, base: '', showErrorMessage: false }),
  };
}
export type ApiClient = ReturnType<typeof createApiClient>;
