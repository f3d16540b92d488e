/**
 * The calls of one API family (seed 000 §7 and ours), mounted under the
 * family's base path at the paths of the contract (service/schemas/calls.json,
 * API_CALLS). Each call: rate limits, then its schema, then the shared
 * rules, then the work. See service/errors.ts for the codes it answers.
 * This file holds what every call shares (the family's middleware, the
 * limits, reading a body, proving a credential, mailing); the calls are in
 * account-calls.ts (accounts and sessions) and form-calls.ts (newsletter,
 * product registration, returns).
 */
import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { isValidEmail, normalizeEmail } from '../core/email-address.ts';
import { UNSAFE_IN_TEXT } from '../core/invisible.ts';
import { fromAnotherSite, pageHosts } from '../core/request-site.ts';
import { regionTable } from '../dist/generated/regions.ts';
import { API_CALL_SCHEMAS, type ApiBodies } from '../dist/generated/api.ts';
import { failure, serverError } from './envelope.ts';
import { ApiError } from './errors.ts';
import { mailFor, requestRegion, type MailKind } from './locale.ts';
import { enqueueMail } from './outbox.ts';
import { addressKey, clearLimits, hitLimit, limitHits, type Limit } from './rate-limits.ts';
import { validBody } from './validate.ts';
import { mountAccountCalls } from './account-calls.ts';
import { CHALLENGE_HEADER, failedChallenge } from './challenge.ts';
import type { CallKit, Env, FamilyAppDeps, Limits } from './call-kit.ts';
import { mountFormCalls } from './form-calls.ts';

export type { FamilyAppDeps, Limits };
export const defaultLimits: Limits = {
  perAddress: { hits: 60, windowSeconds: 60 },
  triesPerAccountAddress: { hits: 10, windowSeconds: 15 * 60 },
  failuresPerAccount: { hits: 100, windowSeconds: 15 * 60, triesUnderAttack: 3 },
  mailsPerEmail: { hits: 5, windowSeconds: 15 * 60 },
};
export const MAX_BODY_BYTES = 16 * 1024;
/** The most rate-limit keys a process remembers as over their limit. */
const BLOCKED_KEYS = 10_000;

/** The site's own page hosts: a page there may call the service even when a proxy rewrote Host. */
const siteHosts = pageHosts(regionTable);

export function createFamilyApp(deps: FamilyAppDeps) {
  const { family, db } = deps;
  const app = new Hono<Env>();

  app.use('*', async (c, next) => {
    c.set('region', requestRegion(family, c.req.header('region'), c.req.header('accept-language')));
    await next();
  });
  // Every state-changing call takes JSON from this site's own pages: a form of another site can send a 'simple'
  // cross-origin POST (text/plain, form encoding) without a preflight, so anything else is refused (issue 22).
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

  /** A value in a rate-limit key, as a keyed digest: the table holds no address or e-mail in clear (issue 22). */
  const keyOf = (value: string) => deps.secrets.keyDigest(value);
  /** The limit of every call from one client address: one for all API families (issue 22: three families gave three limits). */
  const addressLimitKey = (c: Context<Env>) => `addr:${keyOf(deps.clientAddress(c))}`;
  const mailLimitKey = (email: string) => `${family}:mail:${keyOf(email)}`;
  /**
   * Keys over their limit, and until when: a flood of calls refused anyway is refused again from memory, without
   * a database write each (issue 22). Per process, at most BLOCKED_KEYS, the oldest dropped first.
   */
  const blocked = new Map<string, number>();

  async function limit(key: string, rule: Limit, error: 'tooManyRequests' | 'tooManyAttempts') {
    const now = deps.now().getTime();
    const until = blocked.get(key);
    if (until !== undefined && until > now) throw new ApiError(error, {}, Math.max(1, Math.ceil((until - now) / 1000)));
    blocked.delete(key);
    const result = await hitLimit(db, key, rule, deps.now());
    if (result.allowed) return;
    blocked.set(key, now + result.retryAfter * 1000);
    if (blocked.size > BLOCKED_KEYS) blocked.delete(blocked.keys().next().value!);
    throw new ApiError(error, {}, result.retryAfter);
  }

  /** The key of an account's failure count (and, with addressKey, of its tries from one address). */
  const failureKey = (email: string) => `${family}:fail:${keyOf(email)}`;

  /**
   * One try to prove an account's credential (a password, a code), counted per (account, client address) so that
   * nobody locks the owner out by failing from other addresses (issue 22): the try counts before the proof is
   * checked, so parallel tries cannot overrun the limit; a right proof (anything but false) clears every count of
   * the account and is returned, a wrong one also counts towards the account's ceiling and answers `wrong`.
   */
  async function prove<T>(c: Context<Env>, email: string, proof: () => Promise<T | false>, wrong: 'wrongCredentials' | 'wrongCurrentPassword' | 'invalidCode'): Promise<T> {
    const { triesPerAccountAddress, failuresPerAccount } = deps.limits;
    const account = failureKey(email);
    const underAttack = (await limitHits(db, account, failuresPerAccount, deps.now())) >= failuresPerAccount.hits;
    const tries = underAttack ? { ...triesPerAccountAddress, hits: failuresPerAccount.triesUnderAttack } : triesPerAccountAddress;
    const counted = await hitLimit(db, addressKey(account, keyOf(deps.clientAddress(c))), tries, deps.now());
    if (!counted.allowed) throw new ApiError('tooManyAttempts', {}, counted.retryAfter);
    const proved = await proof();
    if (proved !== false) {
      await clearLimits(db, account);
      return proved;
    }
    await hitLimit(db, account, failuresPerAccount, deps.now());
    throw new ApiError(wrong);
  }

  /** The body of a call, read with the call's schema in the contract (API_CALL_SCHEMAS). */
  async function readBody<C extends keyof typeof API_CALL_SCHEMAS>(c: Context<Env>, call: C): Promise<ApiBodies[(typeof API_CALL_SCHEMAS)[C]]> {
    await limit(addressLimitKey(c), deps.limits.perAddress, 'tooManyRequests');
    let parsed: unknown;
    const text = await c.req.text();
    // PostgreSQL text cannot hold NUL: refuse it here rather than fail in the database.
    if (text.includes('\0') || /\\u0000/i.test(text)) throw new ApiError('invalidRequest');
    try {
      parsed = JSON.parse(text);
    } catch {
      throw new ApiError('invalidRequest');
    }
    const body = validBody(API_CALL_SCHEMAS[call], parsed);
    // Texts are kept and mailed as sent: controls and bidirectional overrides, which terminals and mail clients obey, are
    // refused (an address by its own rule, with its own message).
    if (!body || Object.entries(body).some(([key, value]) => key !== 'email' && typeof value === 'string' && UNSAFE_IN_TEXT.test(value))) throw new ApiError('invalidRequest');
    return body;
  }

  function emailOf(raw: string): string {
    const email = normalizeEmail(raw);
    if (!isValidEmail(email)) throw new ApiError('invalidEmail');
    return email;
  }

  async function sendMail(c: Context<Env>, to: string, kind: MailKind, values: Record<string, string | number>) {
    const region = c.get('region');
    await enqueueMail(db, deps.secrets, { family, region, recipient: to, kind, ...mailFor(region, kind, values) }, deps.now());
    deps.mailQueued();
  }

  const kit: CallKit = { deps, db, family, limit, addressLimitKey, mailLimitKey, failureKey, prove, readBody, emailOf, sendMail };
  mountAccountCalls(app, kit);
  mountFormCalls(app, kit);

  app.all('*', (c) => failure(c, c.get('region'), new ApiError('notFound')));
  return app;
}
