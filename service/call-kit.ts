/**
 * What the calls of an API family share: the family's settings and limits, the kit of what every call does the
 * same way (createCallKit: rate limits, reading a body, proving a credential, mailing), and the type of a handler
 * table (CallHandlers), which family-app.ts mounts at the contract's paths.
 */
import type { Context } from 'hono';
import { createAttemptLimiter } from '../core/attempt-limiter.ts';
import { isValidEmail, normalizeEmail } from '../core/email-address.ts';
import { UNSAFE_IN_TEXT } from '../core/invisible.ts';
import { API_CALL_SCHEMAS, type ApiBodies, type ApiCall } from '../dist/generated/api.ts';
import type { RegionCode } from '../dist/generated/types.ts';
import type { ServiceDb } from './db.ts';
import { ApiError } from './errors.ts';
import { mailFor, type MailKind, type MailValues } from './locale.ts';
import { enqueueMail } from './outbox.ts';
import { addressKey, clearLimits, hitLimit, limitHits, type Limit } from './rate-limits.ts';
import type { PasswordHasher, Secrets } from './secrets.ts';
import { authenticate, type Authenticated } from './sessions.ts';
import type { Family } from './tables.ts';
import { validBody } from './validate.ts';

export interface Limits {
  /** Every call from one client address (4029). */
  perAddress: Limit;
  /** Log-in, code and current-password tries on one account from one client address (4030); a right one clears them. */
  triesPerAccountAddress: Limit;
  /**
   * Wrong tries on one account from every address together: past `hits`, each address has `triesUnderAttack`
   * tries in its window instead of `triesPerAccountAddress.hits`, which slows a guess spread over many addresses
   * without refusing the owner, who tries from an address of his own.
   */
  failuresPerAccount: Limit & { triesUnderAttack: number };
  /**
   * Mails of one purpose (MailPurpose) to one e-mail address asked for from one client address. Past it the mail
   * is dropped and the call answers as if it were sent (mayMail): whoever asks cannot tell, and nobody's asking
   * spends the quota of another client address, nor of another purpose.
   */
  mailsPerEmailAddress: Limit;
  /**
   * Mails of one purpose to one e-mail address from every client address together: past `hits`, each client
   * address has `underAttack` mails in its window instead of `mailsPerEmailAddress.hits`. A stranger's requests
   * thus cap what the address receives without leaving its owner, who asks from an address of his own, without one.
   */
  mailsPerEmail: Limit & { underAttack: number };
  /**
   * App tokens one client address may present that open no session (4029 past it, before any query): counted in
   * the process's memory, so a flood of made-up tokens costs the database a bounded number of lookups (N3).
   */
  unknownTokensPerAddress: Limit;
}

/** The quotas of mails to one address, each its own (D65): the newsletter and the forms spend none of the log-in codes'. */
export type MailPurpose = 'login' | 'register' | 'reset' | 'newsletter' | 'forms';

/** An app token as randomToken makes it (32 bytes, base64url): anything else is looked up nowhere. */
const APP_TOKEN_FORMAT = /^[A-Za-z0-9_-]{43}$/;

export interface FamilyAppDeps {
  family: Family;
  db: ServiceDb;
  secrets: Secrets;
  passwords: PasswordHasher;
  limits: Limits;
  now: () => Date;
  /** The client's address (from the socket, or a trusted proxy's header). */
  clientAddress: (c: Context) => string;
  /** Called after a message is queued (the SMTP mailer sends it). */
  mailQueued: () => void;
  /** Origin for links in e-mails (reset); default the region's host from regions.yaml. */
  siteOrigin?: string;
}

export type Env = { Variables: { region: RegionCode } };

/** A call of the contract that reads a body (a POST) or a query (a GET) with its own schema. */
export type CallWithSchema = keyof typeof API_CALL_SCHEMAS;
/** What a call reads, as the contract types it: its JSON body, a GET's query, or nothing (a call without a schema). */
export type CallInput<K extends ApiCall> = K extends CallWithSchema ? ApiBodies[(typeof API_CALL_SCHEMAS)[K]] : undefined;

/** A call's work: the request, what it read (typed by the contract) and what the family shares. */
type CallHandler<K extends ApiCall> = (c: Context<Env>, input: CallInput<K>, kit: CallKit) => Promise<Response>;
/** The work of a call of a signed-in account: its session is checked before anything is read (4003 without one). */
type SignedInHandler<K extends ApiCall> = (c: Context<Env>, input: CallInput<K>, kit: CallKit, session: Authenticated) => Promise<Response>;

/** One handler per call of `K`, the compiler's demand: a call of the contract without one, or one of no call, does not compile. */
export type CallHandlers<K extends ApiCall> = { [P in K]: CallHandler<P> | { signedIn: SignedInHandler<P> } };

/** The most rate-limit keys a process remembers as over their limit. */
const BLOCKED_KEYS = 10_000;

/**
 * Counts a hit of a key against its rule; past it, refuses with `error` (and Retry-After). Keys over their limit
 * are kept in memory until their window ends (at most BLOCKED_KEYS, the oldest dropped first): a flood of calls
 * refused anyway is refused again without a database write each (D65).
 */
function createLimit({ db, now }: Pick<FamilyAppDeps, 'db' | 'now'>) {
  const blocked = new Map<string, number>();
  return async function limit(key: string, rule: Limit, error: 'tooManyRequests' | 'tooManyAttempts') {
    const at = now().getTime();
    const until = blocked.get(key);
    if (until !== undefined && until > at) throw new ApiError(error, Math.max(1, Math.ceil((until - at) / 1000)));
    blocked.delete(key);
    const result = await hitLimit(db, key, rule, now());
    if (result.allowed) return;
    blocked.set(key, at + result.retryAfter * 1000);
    if (blocked.size > BLOCKED_KEYS) blocked.delete(blocked.keys().next().value!);
    throw new ApiError(error, result.retryAfter);
  };
}

/**
 * The session of a request's app token (`apptoken`), or undefined. A token not of randomToken's form is looked up
 * nowhere; a client address past `unknownTokensPerAddress` tokens that opened nothing is refused (4029) before any
 * query, until its window ends (N3: made-up tokens cost the database a bounded number of lookups). The addresses
 * are counted in the process's memory (core/attempt-limiter.ts).
 */
function createSessionFinder({ db, family, limits, clientAddress, now }: FamilyAppDeps) {
  const { hits, windowSeconds } = limits.unknownTokensPerAddress;
  const unknownTokens = createAttemptLimiter({ tries: hits, windowSeconds, maxKeys: BLOCKED_KEYS });
  return async function findSession(c: Context<Env>, apptoken: string | undefined): Promise<Authenticated | undefined> {
    if (apptoken === undefined || !APP_TOKEN_FORMAT.test(apptoken)) return undefined;
    const address = clientAddress(c);
    const at = now().getTime();
    const wait = unknownTokens.blocked(address, at);
    if (wait) throw new ApiError('tooManyRequests', wait);
    const found = await authenticate(db, family, apptoken, now());
    if (!found) unknownTokens.failed(address, at);
    return found;
  };
}

/** What every call shares, built once per family by createFamilyApp. */
export type CallKit = ReturnType<typeof createCallKit>;

export function createCallKit(deps: FamilyAppDeps) {
  const { family, db } = deps;
  /** A value in a rate-limit key, as a keyed digest: the table holds no address or e-mail in clear (docs/decisions.md D65). */
  const keyOf = (value: string) => deps.secrets.keyDigest(value);
  /** The rate-limit key of every call from the request's client address: one for all API families (D65: three families gave three limits). */
  const addressLimitKey = (c: Context<Env>) => `addr:${keyOf(deps.clientAddress(c))}`;
  /** Who asked, as the codes table keeps it: a keyed digest of the client address. */
  const requester = (c: Context<Env>) => keyOf(deps.clientAddress(c));
  /** The key of an account's failure count (cleared by a right credential or a reset; with addressKey, of its tries from one address). */
  const failureKey = (email: string) => `${family}:fail:${keyOf(email)}`;
  const limit = createLimit(deps);
  const findSession = createSessionFinder(deps);

  /**
   * One try to prove an account's credential (a password, a code), counted per (account, client address) so that
   * nobody locks the owner out by failing from other addresses (D65): the try counts before the proof is checked,
   * so parallel tries cannot overrun the limit; a right proof (anything but false) clears every count of the
   * account and is returned, a wrong one also counts towards the account's ceiling and answers `wrong`.
   */
  async function prove<T>(c: Context<Env>, email: string, proof: () => Promise<T | false>, wrong: 'wrongCredentials' | 'wrongCurrentPassword' | 'invalidCode'): Promise<T> {
    const { triesPerAccountAddress, failuresPerAccount } = deps.limits;
    const account = failureKey(email);
    const underAttack = (await limitHits(db, account, failuresPerAccount, deps.now())) >= failuresPerAccount.hits;
    const tries = underAttack ? { ...triesPerAccountAddress, hits: failuresPerAccount.triesUnderAttack } : triesPerAccountAddress;
    const counted = await hitLimit(db, addressKey(account, keyOf(deps.clientAddress(c))), tries, deps.now());
    if (!counted.allowed) throw new ApiError('tooManyAttempts', counted.retryAfter);
    const proved = await proof();
    if (proved !== false) {
      await clearLimits(db, account);
      return proved;
    }
    await hitLimit(db, account, failuresPerAccount, deps.now());
    throw new ApiError(wrong);
  }

  /**
   * Whether a mail of `purpose` to `email` may go, counted (D65): per (address, purpose, client address) with
   * `mailsPerEmailAddress`, fewer (`mailsPerEmail.underAttack`) once the address had `mailsPerEmail.hits` of the
   * purpose from everyone. False: the caller sends nothing and answers as if it had, so no request tells whether
   * the quota is spent, and no request of a stranger makes the owner's own fail.
   */
  async function mayMail(c: Context<Env>, email: string, purpose: MailPurpose): Promise<boolean> {
    const { mailsPerEmailAddress, mailsPerEmail } = deps.limits;
    // The key of the mails of one purpose sent to one address.
    const key = `${family}:mail:${purpose}:${keyOf(email)}`;
    const underAttack = (await limitHits(db, key, mailsPerEmail, deps.now())) >= mailsPerEmail.hits;
    const rule = underAttack ? { ...mailsPerEmailAddress, hits: Math.min(mailsPerEmail.underAttack, mailsPerEmailAddress.hits) } : mailsPerEmailAddress;
    if (!(await hitLimit(db, addressKey(key, requester(c)), rule, deps.now())).allowed) return false;
    await hitLimit(db, key, mailsPerEmail, deps.now());
    return true;
  }

  /** The JSON body of a call, read with the call's schema in the contract (API_CALL_SCHEMAS), after the client address's limit. */
  async function readBody<K extends CallWithSchema>(c: Context<Env>, call: K): Promise<ApiBodies[(typeof API_CALL_SCHEMAS)[K]]> {
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

  /** The query of a GET call, read with the call's schema in the contract, after the client address's limit. */
  async function readQuery<K extends CallWithSchema>(c: Context<Env>, call: K): Promise<ApiBodies[(typeof API_CALL_SCHEMAS)[K]]> {
    await limit(addressLimitKey(c), deps.limits.perAddress, 'tooManyRequests');
    const query = validBody(API_CALL_SCHEMAS[call], c.req.query());
    if (!query) throw new ApiError('invalidRequest');
    return query;
  }

  /** The normalized address, or 4001. */
  function emailOf(raw: string): string {
    const email = normalizeEmail(raw);
    if (!isValidEmail(email)) throw new ApiError('invalidEmail');
    return email;
  }

  /** Queues a mail of the region's language to `to`. */
  async function sendMail<K extends MailKind>(c: Context<Env>, to: string, kind: K, values: MailValues<K>) {
    const region = c.get('region');
    await enqueueMail(db, deps.secrets, { family, region, recipient: to, kind, ...mailFor(region, kind, values) }, deps.now());
    deps.mailQueued();
  }

  return { deps, db, family, failureKey, requester, mayMail, findSession, prove, readBody, readQuery, emailOf, sendMail };
}
