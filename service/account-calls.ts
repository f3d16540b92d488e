/**
 * The account calls of an API family (seed 000 §7): codes, log-in by password or code, registration and its
 * confirmation, sessions, profile, passwords and log-out. Mounted by family-app.ts, which gives what every call
 * shares (CallKit).
 */
import type { Hono, Context } from 'hono';
import { isStrongEnoughPassword } from '../core/password-rule.ts';
import { API_CALL_SCHEMAS, API_CALLS } from '../dist/generated/api.ts';
import { regionTable } from '../dist/generated/regions.ts';
import { CODE_MINUTES, consumeCode, consumeResetToken, issueCode, issueResetToken, RESET_MINUTES } from './codes.ts';
import { success } from './envelope.ts';
import { ApiError } from './errors.ts';
import { hasMail, regionPageUrl } from './locale.ts';
import { clearLimits } from './rate-limits.ts';
import { authenticate, createSession, revokeAllSessions, revokeSession, rotateSession, type Authenticated } from './sessions.ts';
import type { SessionMethod } from './tables.ts';
import { consent, withdraw } from './subscriptions.ts';
import { findUser, forgetUnconfirmedChoices, insertUser, markVerified, profileOf, setPasswordHash } from './users.ts';
import { validBody } from './validate.ts';
import type { CallKit, Env } from './call-kit.ts';

/**
 * A new account of a region whose rule asks for explicit consent (regions.yaml accountConsent: checkbox; cn, PIPL
 * Art. 14 and 17) takes the ticked box of the create-account form: without it, 4014 in the region's language.
 */
function requireConsent(region: string, consent: boolean | undefined) {
  const rule = (regionTable.regions as Readonly<Record<string, { accountConsent?: string }>>)[region]?.accountConsent;
  if (rule === 'checkbox' && consent !== true) throw new ApiError('consentRequired');
}

/** How long after a code log-in its session may set the account's first password. */
export const FIRST_PASSWORD_MINUTES = 10;

export function mountAccountCalls(app: Hono<Env>, kit: CallKit) {
  const { deps, db, family, limit, addressLimitKey, mailLimitKey, failureKey, prove, readBody, emailOf, sendMail } = kit;

  function checkNewPassword(password: string, confirm: string) {
    if (!isStrongEnoughPassword(password)) throw new ApiError('weakPassword');
    if (password !== confirm) throw new ApiError('passwordMismatch');
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
  async function confirmedByLoginCode(c: Context<Env>, user: { id: string; email: string; email_verified_at: Date | string | null }) {
    if (user.email_verified_at === null) {
      await forgetUnconfirmedChoices(db, user.id, deps.now());
      await revokeAllSessions(db, user.id, deps.now());
    }
    if (await markVerified(db, user.id, deps.now())) await welcome(c, user.email);
  }

  /**
   * A new account's address is confirmed: the welcome code the region's copy promises (the new-user popup, the
   * sale pages) is mailed, once, with a link to the account page that shows it too. A region whose copy promises
   * none has no welcome mail (site.yaml api.mail.welcome).
   */
  async function welcome(c: Context<Env>, email: string) {
    const region = c.get('region');
    if (hasMail(region, 'welcome')) await sendMail(c, email, 'welcome', { link: regionPageUrl(region, 'account', deps.siteOrigin) });
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
    await confirmedByLoginCode(c, user);
    return loginAnswer(c, user.id, 'code');
  });

  app.post(API_CALLS.registerOrLogin.path, async (c) => {
    const body = await readBody(c, 'registerOrLogin');
    const email = emailOf(body.email);
    await prove(c, email, () => consumeCode(db, deps.secrets, { family, email, purpose: 'login' }, body.code, deps.now()), 'invalidCode');
    const found = await findUser(db, family, email);
    // Logging in needs no consent; creating the account does, where the region's rule asks for it.
    if (!found) requireConsent(c.get('region'), body.consent);
    const created = found ? undefined : await insertUser(db, { family, email, region: c.get('region'), passwordHash: null, subscribed: body.subscribe ?? false, verified: true }, deps.now());
    const user = found ?? created ?? (await findUser(db, family, email));
    if (!user) throw new Error('account neither found nor created');
    await confirmedByLoginCode(c, user);
    // An account made here is confirmed by the code that made it.
    if (created) await welcome(c, email);
    if (body.subscribe && user.subscribed) await consent(db, { family, email, region: c.get('region'), source: 'registration' }, deps.now());
    return loginAnswer(c, user.id, 'code');
  });

  app.post(API_CALLS.register.path, async (c) => {
    const body = await readBody(c, 'register');
    const email = emailOf(body.email);
    checkNewPassword(body.password, body.confirmPassword);
    requireConsent(c.get('region'), body.consent);
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
    if (await markVerified(db, user.id, deps.now())) await welcome(c, email);
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

  /**
   * The owner deletes the account from the account page: the typed address must be the account's (no slip of a
   * button), and, as for a new password, an app token alone is not enough: the current password where there is one
   * (tries count like log-in tries), else a code log-in of the last minutes. The sessions go with the account (the
   * database cascades), the address's newsletter subscription with it; product registrations and returns are kept
   * for the warranty, no longer linked to an account.
   */
  app.post(API_CALLS.deleteAccount.path, async (c) => {
    const { user, method, loggedInAt } = await requireSession(c);
    const body = await readBody(c, 'deleteAccount');
    if (body.email.trim().toLowerCase() !== user.email.toLowerCase()) throw new ApiError('invalidRequest');
    const hash = user.password_hash;
    if (hash !== null) await prove(c, user.email, async () => body.currentPassword !== undefined && (await deps.passwords.verify(body.currentPassword, hash)), 'wrongCurrentPassword');
    else if (method !== 'code' || loggedInAt.getTime() < deps.now().getTime() - FIRST_PASSWORD_MINUTES * 60_000) throw new ApiError('recentCodeLoginForDelete');
    await withdraw(db, family, user.email);
    // Codes and reset links still waiting for the address: none may open what is gone, or a new account.
    await db.deleteFrom('codes').where('family', '=', family).where('email', '=', user.email).execute();
    await db.deleteFrom('users').where('id', '=', user.id).execute();
    return success(c);
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
}
