/**
 * The account calls of an API family (seed 000 §7): codes, log-in by password or code, registration and its
 * confirmation, sessions, profile, passwords, log-out and deleting the account. One handler per call of the
 * contract but the form calls (form-calls.ts), mounted by family-app.ts, which reads each call's body with its
 * schema (and, for a signed-in call, checks its session first) before its handler runs.
 */
import type { Context } from 'hono';
import { isStrongEnoughPassword } from '../core/password-rule.ts';
import type { ApiCall, CodeSendBody } from '../dist/generated/api.ts';
import { regionTable } from '../dist/generated/regions.ts';
import type { RegionCode } from '../dist/generated/types.ts';
import { CODE_MINUTES, consumeCode, consumeResetToken, issueCode, issueResetToken, RESET_MINUTES } from './codes.ts';
import { success } from './envelope.ts';
import { ApiError } from './errors.ts';
import { hasMail, regionPageUrl, requestRegion } from './locale.ts';
import { clearLimits } from './rate-limits.ts';
import { createSession, revokeAllSessions, revokeSession, rotateSession, type Authenticated } from './sessions.ts';
import type { SessionMethod } from './tables.ts';
import { consent, withdraw } from './subscriptions.ts';
import { findUser, forgetUnconfirmedChoices, insertUser, markVerified, profileOf, setPasswordHash } from './users.ts';
import type { CallHandlers, CallKit, Env } from './call-kit.ts';
import type { FormCall } from './form-calls.ts';

/** How long after a code log-in its session may set the account's first password. */
export const FIRST_PASSWORD_MINUTES = 10;

type AccountCall = Exclude<ApiCall, FormCall>;

export const accountCalls: CallHandlers<AccountCall> = {
  sendCode: async (c, body, kit) => {
    const email = kit.emailOf(body.email);
    await mailCode(c, kit, email, body.purpose);
    return success(c, { expires_in: CODE_MINUTES * 60 });
  },

  loginWithPassword: async (c, body, kit) => {
    const { db, family, deps } = kit;
    const email = kit.emailOf(body.email);
    // Checked even without an account, against a dummy hash: the answer and its time say nothing of the account.
    const user = await kit.prove(
      c,
      email,
      async () => {
        const found = await findUser(db, family, email);
        const right = await deps.passwords.verify(body.password, found?.password_hash ?? null);
        return right && found ? found : false;
      },
      'wrongCredentials',
    );
    // No password log-in before the address is confirmed: the password may be a stranger's (docs/decisions.md D65).
    if (user.email_verified_at === null) throw new ApiError('emailNotVerified');
    return loginAnswer(c, kit, user.id, 'password');
  },

  loginWithCode: async (c, body, kit) => {
    const email = kit.emailOf(body.email);
    // The code first, account or not (code/send mails one to any address): only whoever reads the mailbox learns
    // that it has no account (D65).
    await proveLoginCode(c, kit, email, body.code);
    const user = await findUser(kit.db, kit.family, email);
    if (!user) throw new ApiError('noAccount');
    await confirmedByLoginCode(c, kit, user);
    return loginAnswer(c, kit, user.id, 'code');
  },

  registerOrLogin: async (c, body, kit) => {
    const { db, family, deps } = kit;
    const email = kit.emailOf(body.email);
    const region = c.get('region');
    await proveLoginCode(c, kit, email, body.code);
    const found = await findUser(db, family, email);
    // Logging in needs no consent; creating the account does, where the region's rule asks for it.
    if (!found) requireConsent(region, body.consent);
    const created = found ? undefined : await insertUser(db, { family, email, region, passwordHash: null, subscribed: body.subscribe ?? false, verified: true }, deps.now());
    const user = found ?? created ?? (await findUser(db, family, email));
    if (!user) throw new Error('account neither found nor created');
    await confirmedByLoginCode(c, kit, user);
    // An account made here is confirmed by the code that made it.
    if (created) await welcome(c, kit, email);
    if (body.subscribe && user.subscribed) await consent(db, { family, email, region, source: 'registration' }, deps.now());
    return loginAnswer(c, kit, user.id, 'code');
  },

  register: async (c, body, kit) => {
    const { db, family, deps } = kit;
    const email = kit.emailOf(body.email);
    checkNewPassword(body.password, body.confirmPassword);
    requireConsent(c.get('region'), body.consent);
    const existing = await findUser(db, family, email);
    // Hashed either way: the answer and its time are the same for an address that has an account (D65, M2).
    const passwordHash = await deps.passwords.hash(body.password);
    const mail = await kit.mayMail(c, email, 'register');
    if (existing && existing.email_verified_at !== null) {
      // Not "in use" (that told a stranger which addresses have accounts): the owner is told instead, and how to get in.
      if (mail) await kit.sendMail(c, email, 'accountExists', { link: loginPageUrl(c.get('region'), kit.deps.siteOrigin) });
      return success(c, { expires_in: CODE_MINUTES * 60 });
    }
    // No session before the address is confirmed (sign_in with a mailed code, which sets the password typed with
    // it): an unconfirmed registration grants nothing. Registering it again changes nothing of the pending one and
    // ends none of its codes, so a stranger's registration breaks none of the owner's (D65, N4).
    if (!existing) await insertUser(db, { family, email, region: c.get('region'), passwordHash, subscribed: body.subscribe ?? false, verified: false }, deps.now());
    const code = mail ? await issueCode(db, deps.secrets, { family, email, purpose: 'register' }, kit.requester(c), deps.now()) : undefined;
    if (code) await kit.sendMail(c, email, 'code', { code, minutes: CODE_MINUTES });
    return success(c, { expires_in: CODE_MINUTES * 60 });
  },

  verifyEmail: async (c, body, kit) => {
    const { db, family, deps } = kit;
    const email = kit.emailOf(body.email);
    // The password typed with the code becomes the account's: only the mailbox's reader has a code, so a stranger
    // who registered the address (with his password) confirms nothing of his, and whichever live code the owner
    // types confirms it with the owner's password (D65). Checked before the code, so a weak one burns no try.
    if (body.password !== undefined && !isStrongEnoughPassword(body.password)) throw new ApiError('weakPassword');
    await kit.prove(c, email, () => consumeCode(db, deps.secrets, { family, email, purpose: 'register' }, body.code, deps.now()), 'invalidCode');
    const user = await findUser(db, family, email);
    if (!user) throw new ApiError('noAccount');
    if (user.email_verified_at === null) {
      // Whatever the pending registration held may be a stranger's: the owner's password replaces it (none typed:
      // forgotten, as a code log-in does), and any session it had ends.
      if (body.password !== undefined) await setPasswordHash(db, user.id, await deps.passwords.hash(body.password), deps.now());
      else await forgetUnconfirmedChoices(db, user.id, deps.now());
      await revokeAllSessions(db, user.id, deps.now());
    }
    if (await markVerified(db, user.id, deps.now())) await welcome(c, kit, email);
    // The newsletter box ticked at registration is the owner's consent once he proved the mailbox with its code.
    const confirmed = await findUser(db, family, email);
    if (confirmed?.subscribed) await consent(db, { family, email, region: c.get('region'), source: 'registration' }, deps.now());
    return loginAnswer(c, kit, user.id, 'code');
  },

  refresh: async (c, query, { db, family, deps }) => {
    const tokens = await rotateSession(db, family, query.user_id, c.req.header('reftoken'), deps.now());
    if (!tokens) throw new ApiError('sessionExpired');
    return success(c, { user_id: query.user_id, ...tokens });
  },

  profile: { signedIn: async (c, _none, _kit, { user }) => success(c, profileOf(user)) },

  /** The account page's newsletter preference: the account's flag and the address's subscription together. */
  updateProfile: {
    signedIn: async (c, body, { db, family, deps }, { user }) => {
      await db.updateTable('users').set({ subscribed: body.subscribed, updated_at: deps.now() }).where('id', '=', user.id).execute();
      if (body.subscribed) await consent(db, { family, email: user.email, region: c.get('region'), source: 'account' }, deps.now());
      else await withdraw(db, family, user.email);
      return success(c, profileOf({ ...user, subscribed: body.subscribed }));
    },
  },

  setPassword: {
    signedIn: async (c, body, kit, session) => {
      const { db, deps } = kit;
      const { user, sessionId } = session;
      await proveOwner(c, kit, session, body.currentPassword, 'recentCodeLoginNeeded');
      checkNewPassword(body.password, body.confirmPassword);
      await setPasswordHash(db, user.id, await deps.passwords.hash(body.password), deps.now());
      // Whoever knew the old password (or held another session) is logged out; the session that changed it stays.
      await revokeAllSessions(db, user.id, deps.now(), sessionId);
      return success(c);
    },
  },

  forgotPassword: async (c, body, kit) => {
    const { db, family, deps } = kit;
    const email = kit.emailOf(body.email);
    const user = await findUser(db, family, email);
    // Past the reset links' own quota nothing is mailed, answered alike: a stranger's requests make none of the
    // owner's fail, nor spend the log-in codes' quota (D65).
    if (!(await kit.mayMail(c, email, 'reset'))) return success(c, { expires_in: RESET_MINUTES * 60 });
    // The same answer, and the same work, whether the address has an account or not (D65): a token is issued
    // either way (one for no account is never accepted: password/reset finds no account for it), so the time of
    // the answer says nothing either. The mail tells its reader which.
    const token = await issueResetToken(db, family, email, deps.now());
    if (user) {
      const link = `${regionPageUrl(c.get('region'), 'reset-password', deps.siteOrigin)}?token=${encodeURIComponent(token)}`;
      await kit.sendMail(c, email, 'reset', { link, minutes: RESET_MINUTES });
    } else await kit.sendMail(c, email, 'resetNoAccount', {});
    return success(c, { expires_in: RESET_MINUTES * 60 });
  },

  resetPassword: async (c, body, { db, family, deps, failureKey }) => {
    checkNewPassword(body.password, body.confirmPassword);
    const email = await consumeResetToken(db, family, body.token, deps.now());
    const user = email ? await findUser(db, family, email) : undefined;
    if (!user) throw new ApiError('invalidResetLink');
    await setPasswordHash(db, user.id, await deps.passwords.hash(body.password), deps.now());
    await revokeAllSessions(db, user.id, deps.now());
    await markVerified(db, user.id, deps.now());
    await clearLimits(db, failureKey(user.email));
    return success(c);
  },

  logout: {
    signedIn: async (c, _none, { db, deps }, { sessionId }) => {
      await revokeSession(db, sessionId, deps.now());
      return success(c);
    },
  },

  logoutEverywhere: { signedIn: async (c, _none, { db, deps }, { user }) => success(c, { sessions: await revokeAllSessions(db, user.id, deps.now()) }) },

  /**
   * The owner deletes the account from the account page: the typed address must be the account's (no slip of a
   * button), and, as for a new password, an app token alone is not enough (proveOwner). The sessions go with the
   * account (the database cascades), the address's newsletter subscription with it; product registrations and
   * returns are kept for the warranty, no longer linked to an account.
   */
  deleteAccount: {
    signedIn: async (c, body, kit, session) => {
      const { db, family } = kit;
      const { user } = session;
      if (body.email.trim().toLowerCase() !== user.email.toLowerCase()) throw new ApiError('invalidRequest');
      await proveOwner(c, kit, session, body.currentPassword, 'recentCodeLoginForDelete');
      await withdraw(db, family, user.email);
      // Codes and reset links still waiting for the address: none may open what is gone, or a new account.
      await db.deleteFrom('codes').where('family', '=', family).where('email', '=', user.email).execute();
      await db.deleteFrom('users').where('id', '=', user.id).execute();
      return success(c);
    },
  },
};

/**
 * A new account of a region whose rule asks for explicit consent (regions.yaml accountConsent: checkbox; cn, PIPL
 * Art. 14 and 17) takes the ticked box of the create-account form: without it, 4014 in the region's language.
 */
function requireConsent(region: RegionCode, consent: boolean | undefined) {
  if (regionTable.regions[region].accountConsent === 'checkbox' && consent !== true) throw new ApiError('consentRequired');
}

function checkNewPassword(password: string, confirm: string) {
  if (!isStrongEnoughPassword(password)) throw new ApiError('weakPassword');
  if (password !== confirm) throw new ApiError('passwordMismatch');
}

/**
 * A code mailed to the address (log-in or registration), within the purpose's mail quota (kit.mayMail) and the
 * live codes an address may have (issueCode); else nothing, answered alike.
 */
async function mailCode(c: Context<Env>, kit: CallKit, email: string, purpose: CodeSendBody['purpose']) {
  const { db, family, deps } = kit;
  if (!(await kit.mayMail(c, email, purpose))) return;
  const code = await issueCode(db, deps.secrets, { family, email, purpose }, kit.requester(c), deps.now());
  if (code) await kit.sendMail(c, email, 'code', { code, minutes: CODE_MINUTES });
}

/** A login code of the address, consumed: one try of the account's (kit.prove), 4007 when wrong. */
async function proveLoginCode(c: Context<Env>, { db, deps, family, prove }: CallKit, email: string, code: string) {
  await prove(c, email, () => consumeCode(db, deps.secrets, { family, email, purpose: 'login' }, code, deps.now()), 'invalidCode');
}

/**
 * The signed-in owner of the account, proved more than by the app token alone (copied from a shared browser, it
 * must not change a password or delete the account): the current password where there is one (tries count like
 * log-in tries, 4010 when wrong), else a code log-in of the last FIRST_PASSWORD_MINUTES, which adds no way in that
 * the mailbox's owner does not know of (D65); without it, `noRecentCode`.
 */
async function proveOwner(c: Context<Env>, kit: CallKit, session: Authenticated, currentPassword: string | undefined, noRecentCode: 'recentCodeLoginNeeded' | 'recentCodeLoginForDelete') {
  const { user, method, loggedInAt } = session;
  const hash = user.password_hash;
  if (hash !== null) await kit.prove(c, user.email, async () => currentPassword !== undefined && (await kit.deps.passwords.verify(currentPassword, hash)), 'wrongCurrentPassword');
  else if (method !== 'code' || loggedInAt.getTime() < kit.deps.now().getTime() - FIRST_PASSWORD_MINUTES * 60_000) throw new ApiError(noRecentCode);
}

/** A new session of the account, answered with its tokens. */
async function loginAnswer(c: Context<Env>, { db, deps }: CallKit, userId: string, method: SessionMethod) {
  const tokens = await createSession(db, userId, deps.now(), method);
  return success(c, { user_id: userId, ...tokens });
}

/**
 * The owner proved the mailbox with a login code (login/code, register_or_login). An account nobody had
 * confirmed may have been registered by a stranger with his own password, to wait for the owner (pre-hijacking,
 * D65): its password and newsletter choice are forgotten and every session it had ends before the owner's begins.
 */
async function confirmedByLoginCode(c: Context<Env>, kit: CallKit, user: { id: string; email: string; email_verified_at: Date | string | null }) {
  const { db, deps } = kit;
  if (user.email_verified_at === null) {
    await forgetUnconfirmedChoices(db, user.id, deps.now());
    await revokeAllSessions(db, user.id, deps.now());
  }
  if (await markVerified(db, user.id, deps.now())) await welcome(c, kit, user.email);
}

/**
 * A new account's address is confirmed: the welcome code the region's copy promises (the new-user popup, the
 * sale pages) is mailed, once, with a link to the account page that shows it too. A region whose copy promises
 * none has no welcome mail (site.yaml api.mail.welcome).
 */
async function welcome(c: Context<Env>, kit: CallKit, email: string) {
  const region = c.get('region');
  if (hasMail(region, 'welcome')) await kit.sendMail(c, email, 'welcome', { link: regionPageUrl(region, 'account', kit.deps.siteOrigin) });
}

/**
 * The log-in page of the region, for the mail to the owner of an address someone tried to register again; a region
 * without account pages (regions.yaml `links.account: null`, kr) sends him to its API family's default region's.
 */
function loginPageUrl(region: RegionCode, siteOrigin: string | undefined): string {
  const own = regionTable.regions[region];
  const withAccounts = own.links.account !== null ? region : requestRegion(own.apiFamily, undefined, undefined);
  return regionPageUrl(withAccounts, 'login', siteOrigin);
}
