/**
 * The calls of one API family (seed 000 §7 and ours), mounted under the
 * family's base path at the paths of the contract (service/schemas/calls.json,
 * API_CALLS). Each call: rate limits, then its schema, then the shared
 * rules, then the work. See service/errors.ts for the codes it answers.
 */
import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { isValidEmail, normalizeEmail } from '../core/email-address.ts';
import { UNSAFE_IN_TEXT } from '../core/invisible.ts';
import { plainText } from '../core/markup.ts';
import { fromAnotherSite, pageHosts } from '../core/request-site.ts';
import { isStrongEnoughPassword } from '../core/password-rule.ts';
import { isPurchaseDate, utcDay } from '../core/purchase-date.ts';
import { bundle } from '../dist/generated/bundles.ts';
import { regionTable } from '../dist/generated/regions.ts';
import { SUBSCRIBE_CONFIRM_PATH } from '../runtime/shared/newsletter.ts';
import { API_CALL_SCHEMAS, API_CALLS, type ApiBodies } from '../dist/generated/api.ts';
import type { RegionCode } from '../dist/generated/types.ts';
import { CODE_MINUTES, consumeCode, consumeResetToken, issueCode, issueResetToken, RESET_MINUTES } from './codes.ts';
import type { ServiceDb } from './db.ts';
import { failure, serverError, success } from './envelope.ts';
import { ApiError } from './errors.ts';
import { mailFor, regionOrigin, regionPageUrl, requestRegion, type MailKind } from './locale.ts';
import { enqueueMail } from './outbox.ts';
import { addressKey, clearLimits, hitLimit, limitHits, type Limit } from './rate-limits.ts';
import { createReference } from './reference.ts';
import type { PasswordHasher, Secrets } from './secrets.ts';
import { authenticate, createSession, revokeAllSessions, revokeSession, rotateSession, type Authenticated } from './sessions.ts';
import type { Family, SessionMethod } from './tables.ts';
import { CONFIRM_DAYS, confirmSubscription, consent, requestSubscription, withdraw } from './subscriptions.ts';
import { findUser, forgetUnconfirmedChoices, insertUser, markVerified, profileOf, setPasswordHash } from './users.ts';
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
  /** E-mails sent to one address: codes, reset links (4030). */
  mailsPerEmail: Limit;
}
export const defaultLimits: Limits = {
  perAddress: { hits: 60, windowSeconds: 60 },
  triesPerAccountAddress: { hits: 10, windowSeconds: 15 * 60 },
  failuresPerAccount: { hits: 100, windowSeconds: 15 * 60, triesUnderAttack: 3 },
  mailsPerEmail: { hits: 5, windowSeconds: 15 * 60 },
};
export const MAX_BODY_BYTES = 16 * 1024;
/** The most rate-limit keys a process remembers as over their limit. */
const BLOCKED_KEYS = 10_000;
/** How long after a code log-in its session may set the account's first password. */
export const FIRST_PASSWORD_MINUTES = 10;

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

type Env = { Variables: { region: RegionCode } };

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

  function checkNewPassword(password: string, confirm: string) {
    if (!isStrongEnoughPassword(password)) throw new ApiError('weakPassword');
    if (password !== confirm) throw new ApiError('passwordMismatch');
  }

  async function sendMail(c: Context<Env>, to: string, kind: MailKind, values: Record<string, string | number>) {
    const region = c.get('region');
    await enqueueMail(db, deps.secrets, { family, region, recipient: to, kind, ...mailFor(region, kind, values) }, deps.now());
    deps.mailQueued();
  }

  async function requireSession(c: Context<Env>): Promise<Authenticated> {
    const session = await authenticate(db, family, c.req.header('apptoken'), deps.now());
    if (!session) throw new ApiError('sessionExpired');
    return session;
  }

  async function loginAnswer(c: Context<Env>, userId: string, method: SessionMethod) {
    const tokens = await createSession(db, userId, deps.now(), method);
    return success(c, { user_id: userId, ...tokens });
  }

  /**
   * The owner proved the mailbox with a login code (login/code, register_or_login). An account nobody had
   * confirmed may have been registered by a stranger with his own password, to wait for the owner (pre-hijacking,
   * issue 22): its password and newsletter choice are forgotten and every session it had ends before the owner's begins.
   */
  async function confirmedByLoginCode(user: { id: string; email_verified_at: Date | string | null }) {
    if (user.email_verified_at === null) {
      await forgetUnconfirmedChoices(db, user.id, deps.now());
      await revokeAllSessions(db, user.id, deps.now());
    }
    await markVerified(db, user.id, deps.now());
  }

  /** A new account of a password registration, unconfirmed; losing a registration race (the unique index) answers "in use". */
  async function createUnconfirmedAccount(c: Context<Env>, email: string, passwordHash: string, subscribed: boolean) {
    const user = await insertUser(db, { family, email, region: c.get('region'), passwordHash, subscribed, verified: false }, deps.now());
    if (!user) throw new ApiError('emailInUse');
  }

  app.post(API_CALLS.sendCode.path, async (c) => {
    const body = await readBody(c, 'sendCode');
    const email = emailOf(body.email);
    await limit(mailLimitKey(email), deps.limits.mailsPerEmail, 'tooManyAttempts');
    const code = await issueCode(db, deps.secrets, { family, email, purpose: body.purpose }, deps.now());
    await sendMail(c, email, 'code', { code, minutes: CODE_MINUTES });
    return success(c, { expires_in: CODE_MINUTES * 60 });
  });

  app.post(API_CALLS.loginWithPassword.path, async (c) => {
    const body = await readBody(c, 'loginWithPassword');
    const email = emailOf(body.email);
    // Checked even without an account, against a dummy hash: the answer and its time say nothing of the account.
    const user = await prove(
      c,
      email,
      async () => {
        const found = await findUser(db, family, email);
        const right = await deps.passwords.verify(body.password, found?.password_hash ?? null);
        return right && found ? found : false;
      },
      'wrongCredentials',
    );
    // No password log-in before the address is confirmed: the password may be a stranger's (issue 22).
    if (user.email_verified_at === null) throw new ApiError('emailNotVerified');
    return loginAnswer(c, user.id, 'password');
  });

  app.post(API_CALLS.loginWithCode.path, async (c) => {
    const body = await readBody(c, 'loginWithCode');
    const email = emailOf(body.email);
    // The code first, account or not (code/send mails one to any address): only whoever reads the mailbox learns
    // that it has no account (issue 22).
    await prove(c, email, () => consumeCode(db, deps.secrets, { family, email, purpose: 'login' }, body.code, deps.now()), 'invalidCode');
    const user = await findUser(db, family, email);
    if (!user) throw new ApiError('noAccount');
    await confirmedByLoginCode(user);
    return loginAnswer(c, user.id, 'code');
  });

  app.post(API_CALLS.registerOrLogin.path, async (c) => {
    const body = await readBody(c, 'registerOrLogin');
    const email = emailOf(body.email);
    await prove(c, email, () => consumeCode(db, deps.secrets, { family, email, purpose: 'login' }, body.code, deps.now()), 'invalidCode');
    const user =
      (await findUser(db, family, email)) ??
      (await insertUser(db, { family, email, region: c.get('region'), passwordHash: null, subscribed: body.subscribe ?? false, verified: true }, deps.now())) ??
      (await findUser(db, family, email));
    if (!user) throw new Error('account neither found nor created');
    await confirmedByLoginCode(user);
    if (body.subscribe && user.subscribed) await consent(db, { family, email, region: c.get('region'), source: 'registration' }, deps.now());
    return loginAnswer(c, user.id, 'code');
  });

  app.post(API_CALLS.register.path, async (c) => {
    const body = await readBody(c, 'register');
    const email = emailOf(body.email);
    checkNewPassword(body.password, body.confirmPassword);
    // Each registration mails a code: as many as code/send allows per address, so no one floods a mailbox with them.
    await limit(mailLimitKey(email), deps.limits.mailsPerEmail, 'tooManyAttempts');
    const existing = await findUser(db, family, email);
    if (existing && existing.email_verified_at !== null) throw new ApiError('emailInUse');
    const passwordHash = await deps.passwords.hash(body.password);
    // No session before the address is confirmed (sign_in with the mailed code): an unconfirmed registration
    // grants nothing, so registering again replaces its password and ends whatever sessions it had (issue 22).
    if (existing) {
      await setPasswordHash(db, existing.id, passwordHash, deps.now());
      await revokeAllSessions(db, existing.id, deps.now());
    } else await createUnconfirmedAccount(c, email, passwordHash, body.subscribe ?? false);
    const code = await issueCode(db, deps.secrets, { family, email, purpose: 'register' }, deps.now());
    await sendMail(c, email, 'code', { code, minutes: CODE_MINUTES });
    return success(c, { expires_in: CODE_MINUTES * 60 });
  });

  app.post(API_CALLS.verifyEmail.path, async (c) => {
    const body = await readBody(c, 'verifyEmail');
    const email = emailOf(body.email);
    // The code proves the mailbox; the password, that whoever confirms is whoever registered. Without it, a
    // stranger who registered the address again (replacing the password with his own) would have the owner
    // confirm the stranger's password with the code mailed to the owner (issue 22). Checked first, so a wrong
    // one burns no code; either wrong answers the same.
    const pending = await findUser(db, family, email);
    const hash = pending?.email_verified_at === null ? pending.password_hash : null;
    await prove(
      c,
      email,
      async () =>
        (hash === null || (body.password !== undefined && (await deps.passwords.verify(body.password, hash)))) &&
        consumeCode(db, deps.secrets, { family, email, purpose: 'register' }, body.code, deps.now()),
      'invalidCode',
    );
    const user = await findUser(db, family, email);
    if (!user) throw new ApiError('noAccount');
    await markVerified(db, user.id, deps.now());
    // The newsletter box ticked at registration is the owner's consent once he proved the mailbox with its code.
    if (user.subscribed) await consent(db, { family, email, region: c.get('region'), source: 'registration' }, deps.now());
    return loginAnswer(c, user.id, 'code');
  });

  app.get(API_CALLS.refresh.path, async (c) => {
    await limit(addressLimitKey(c), deps.limits.perAddress, 'tooManyRequests');
    const query = validBody(API_CALL_SCHEMAS.refresh, c.req.query());
    if (!query) throw new ApiError('invalidRequest');
    const tokens = await rotateSession(db, family, query.user_id, c.req.header('reftoken'), deps.now());
    if (!tokens) throw new ApiError('sessionExpired');
    return success(c, { user_id: query.user_id, ...tokens });
  });

  app.get(API_CALLS.profile.path, async (c) => {
    const { user } = await requireSession(c);
    return success(c, profileOf(user));
  });

  app.post(API_CALLS.setPassword.path, async (c) => {
    const { user, sessionId, method, loggedInAt } = await requireSession(c);
    const body = await readBody(c, 'setPassword');
    // Changing a password takes the current one (an app token alone, copied from a shared browser, must not);
    // an account made by code login has none yet and sets its first. Tries count like log-in tries.
    const hash = user.password_hash;
    if (hash !== null) await prove(c, user.email, async () => body.currentPassword !== undefined && (await deps.passwords.verify(body.currentPassword, hash)), 'wrongCurrentPassword');
    // A first password takes a recent code log-in: an app token alone (copied from a shared browser) must not add
    // a way in that the mailbox's owner does not know of (issue 22).
    else if (method !== 'code' || loggedInAt.getTime() < deps.now().getTime() - FIRST_PASSWORD_MINUTES * 60_000) throw new ApiError('recentCodeLoginNeeded');
    checkNewPassword(body.password, body.confirmPassword);
    await setPasswordHash(db, user.id, await deps.passwords.hash(body.password), deps.now());
    // Whoever knew the old password (or held another session) is logged out; the session that changed it stays.
    await revokeAllSessions(db, user.id, deps.now(), sessionId);
    return success(c);
  });

  app.post(API_CALLS.forgotPassword.path, async (c) => {
    const body = await readBody(c, 'forgotPassword');
    const email = emailOf(body.email);
    await limit(mailLimitKey(email), deps.limits.mailsPerEmail, 'tooManyAttempts');
    const user = await findUser(db, family, email);
    // The same answer, and the same work, whether the address has an account or not (issue 22): a token is issued
    // either way (one for no account is never accepted: password/reset finds no account for it), so the time of
    // the answer says nothing either. The mail tells its reader which.
    const token = await issueResetToken(db, family, email, deps.now());
    if (user) {
      const link = `${regionPageUrl(c.get('region'), 'reset-password', deps.siteOrigin)}?token=${encodeURIComponent(token)}`;
      await sendMail(c, email, 'reset', { link, minutes: RESET_MINUTES });
    } else await sendMail(c, email, 'resetNoAccount', {});
    return success(c, { expires_in: RESET_MINUTES * 60 });
  });

  app.post(API_CALLS.resetPassword.path, async (c) => {
    const body = await readBody(c, 'resetPassword');
    checkNewPassword(body.password, body.confirmPassword);
    const email = await consumeResetToken(db, family, body.token, deps.now());
    const user = email ? await findUser(db, family, email) : undefined;
    if (!user) throw new ApiError('invalidResetLink');
    await setPasswordHash(db, user.id, await deps.passwords.hash(body.password), deps.now());
    await revokeAllSessions(db, user.id, deps.now());
    await markVerified(db, user.id, deps.now());
    await clearLimits(db, failureKey(user.email));
    return success(c);
  });

  app.post(API_CALLS.logout.path, async (c) => {
    const { sessionId } = await requireSession(c);
    await revokeSession(db, sessionId, deps.now());
    return success(c);
  });

  app.post(API_CALLS.logoutEverywhere.path, async (c) => {
    const { user } = await requireSession(c);
    return success(c, { sessions: await revokeAllSessions(db, user.id, deps.now()) });
  });

  /** The account page's newsletter preference: the account's flag and the address's subscription together. */
  app.post(API_CALLS.updateProfile.path, async (c) => {
    const { user } = await requireSession(c);
    const body = await readBody(c, 'updateProfile');
    await db.updateTable('users').set({ subscribed: body.subscribed, updated_at: deps.now() }).where('id', '=', user.id).execute();
    if (body.subscribed) await consent(db, { family, email: user.email, region: c.get('region'), source: 'account' }, deps.now());
    else await withdraw(db, family, user.email);
    return success(c, profileOf({ ...user, subscribed: body.subscribed }));
  });

  /**
   * A newsletter subscription asked for without a session waits for its confirmation (double opt-in, issue 22): a
   * link is mailed to the address, and nothing else changes, not an account's preference either. The same answer
   * whether the address was subscribed or not; a subscribed one is not mailed again.
   */
  app.post(API_CALLS.subscribe.path, async (c) => {
    const body = await readBody(c, 'subscribe');
    const email = emailOf(body.email);
    await limit(mailLimitKey(email), deps.limits.mailsPerEmail, 'tooManyAttempts');
    const region = c.get('region');
    const token = await requestSubscription(db, { family, email, region, source: body.source ?? 'api' }, deps.now());
    if (token) {
      const link = `${regionOrigin(region, deps.siteOrigin)}${SUBSCRIBE_CONFIRM_PATH}?region=${region}&token=${encodeURIComponent(token)}`;
      await sendMail(c, email, 'subscribeConfirm', { link, days: CONFIRM_DAYS });
    }
    return success(c);
  });

  /** The owner of the address followed the mailed link: subscribed (an account of the address too), and welcomed. */
  app.post(API_CALLS.confirmSubscription.path, async (c) => {
    const body = await readBody(c, 'confirmSubscription');
    const confirmed = await confirmSubscription(db, family, body.token, deps.now());
    if (!confirmed) throw new ApiError('invalidConfirmLink');
    await sendMail(c, confirmed.email, 'subscribe', {});
    return success(c);
  });

  /**
   * The product's name in the region's catalogue, as plain text for the mail; an id the region does not sell is
   * refused, and only the catalogue's own ids count ('constructor' or 'toString' is no product, issue 22).
   */
  function productName(c: Context<Env>, product: string): string {
    const products = bundle(c.get('region')).catalog.products as Record<string, { name: string } | undefined>;
    const entry = Object.hasOwn(products, product) ? products[product] : undefined;
    if (!entry) throw new ApiError('invalidRequest');
    return plainText(entry.name);
  }

  /** The shared purchase-date rule up to the server's tomorrow (UTC): a visitor's today may be the server's tomorrow. */
  function checkPurchaseDate(date: string) {
    if (!isPurchaseDate(date, utcDay(new Date(deps.now().getTime() + 86_400_000)))) throw new ApiError('invalidRequest');
  }

  app.post(API_CALLS.registerProduct.path, async (c) => {
    const body = await readBody(c, 'registerProduct');
    const email = emailOf(body.email);
    const product = productName(c, body.product);
    checkPurchaseDate(body.purchaseDate);
    await limit(mailLimitKey(email), deps.limits.mailsPerEmail, 'tooManyAttempts');
    const session = await authenticate(db, family, c.req.header('apptoken'), deps.now());
    const reference = createReference('PR');
    await db
      .insertInto('product_registrations')
      .values({
        reference,
        family,
        region: c.get('region'),
        user_id: session?.user.id ?? null,
        email,
        name: body.name,
        product: body.product,
        serial_number: body.serialNumber,
        purchase_date: body.purchaseDate,
        retailer: body.retailer ?? null,
        created_at: deps.now(),
      })
      .execute();
    await sendMail(c, email, 'productRegistration', { reference, product });
    return success(c, { reference });
  });

  app.post(API_CALLS.createRma.path, async (c) => {
    const body = await readBody(c, 'createRma');
    const email = emailOf(body.email);
    const product = productName(c, body.product);
    checkPurchaseDate(body.purchaseDate);
    await limit(mailLimitKey(email), deps.limits.mailsPerEmail, 'tooManyAttempts');
    const session = await authenticate(db, family, c.req.header('apptoken'), deps.now());
    const reference = createReference('RMA');
    await db
      .insertInto('rma_requests')
      .values({
        reference,
        family,
        region: c.get('region'),
        user_id: session?.user.id ?? null,
        email,
        name: body.name,
        product: body.product,
        serial_number: body.serialNumber,
        order_number: body.orderNumber ?? null,
        purchase_date: body.purchaseDate,
        reason: body.reason,
        description: body.description,
        created_at: deps.now(),
      })
      .execute();
    await sendMail(c, email, 'rma', { reference, product });
    return success(c, { reference });
  });

  app.all('*', (c) => failure(c, c.get('region'), new ApiError('notFound')));
  return app;
}
