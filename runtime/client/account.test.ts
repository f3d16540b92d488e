/**
 * The typed account calls and the session they fill (seed 000 §4), over real
 * HTTP against the service on a test database.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OpenedDatabase } from '../../service/db.ts';
import { openTestDatabase } from '../../service/test-db.ts';
import { startTestService, type TestService } from '../../service/test-server.ts';
import { accountCalls, storedProfile } from './account.ts';
import { createApiClient } from './api.ts';
import { sessionFor } from './session.ts';

let database: OpenedDatabase;
let t: TestService;
let n = 0;
const fresh = () => `account.${Date.now().toString(36)}.${n++}@example.com`;
const PASSWORD = 'robots2025';

beforeAll(async () => {
  database = await openTestDatabase();
  t = await startTestService(database);
});
afterAll(async () => {
  await t?.close();
  await database?.close();
});

function calls() {
  const session = sessionFor(`/account-test-${n++}`, undefined);
  const toasts: string[] = [];
  const api = createApiClient({
    region: 'us',
    language: 'en',
    base: '/api/global',
    origin: t.origin,
    session,
    texts: { default: 'Server error, please try again later.' },
    messages: {
      toast: (message) => {
        toasts.push(message);
        return 0;
      },
    },
    loginPath: () => '/us/login',
    navigate: () => {},
  });
  return { session, toasts, account: accountCalls(api, session) };
}

describe('account calls', () => {
  it('a registration mails a code and logs in no one; the verified code stores the tokens and the profile', async () => {
    const { session, account } = calls();
    const email = fresh();
    expect(await account.register({ email, password: PASSWORD, confirmPassword: PASSWORD, subscribe: true })).toEqual({ expires_in: expect.any(Number) });
    expect([session.userId.value, session.apptoken.value, session.reftoken.value, session.userInfo.value]).toEqual([null, null, null, null]);
    const tokens = await account.verifyEmail({ email, code: await t.lastCode(email), password: PASSWORD });
    expect([session.userId.value, session.apptoken.value, session.reftoken.value]).toEqual([tokens.user_id, tokens.apptoken, tokens.reftoken]);
    expect(storedProfile(session)).toMatchObject({ email, subscribed: true, email_verified: true, has_password: true });
  });

  it('login/pwd keeps its toast to itself by default (seed 000 §7); other refusals toast', async () => {
    const { account, toasts } = calls();
    await expect(account.loginWithPassword({ email: fresh(), password: 'wrong-pass1' })).rejects.toMatchObject({ code: 4004 });
    expect(toasts).toEqual([]);
    await expect(account.registerOrLogin({ email: fresh(), code: '000000' })).rejects.toMatchObject({ code: 4007 });
    expect(toasts).toEqual(['Invalid code. Please try again.']);
  });

  it('a code login of a new address creates a passwordless account; a password can then be set', async () => {
    const { session, account } = calls();
    const email = fresh();
    await account.sendCode({ email, purpose: 'login' });
    await account.registerOrLogin({ email, code: await t.lastCode(email) });
    expect(storedProfile(session)).toMatchObject({ email, has_password: false });
    await account.setPassword({ password: PASSWORD, confirmPassword: PASSWORD });
    expect((await account.profile()).has_password).toBe(true);
  });

  it('the newsletter preference, then logout and logout everywhere clear the session', async () => {
    const { session, account } = calls();
    const email = fresh();
    await account.register({ email, password: PASSWORD, confirmPassword: PASSWORD });
    await account.verifyEmail({ email, code: await t.lastCode(email), password: PASSWORD });
    expect((await account.updateProfile({ subscribed: true })).subscribed).toBe(true);
    expect(storedProfile(session)?.subscribed).toBe(true);
    await account.logout();
    expect([session.apptoken.value, session.reftoken.value, session.userId.value, session.userInfo.value]).toEqual([null, null, null, null]);

    await account.loginWithPassword({ email, password: PASSWORD });
    const other = calls();
    await other.account.loginWithPassword({ email, password: PASSWORD });
    expect((await account.logoutEverywhere()).sessions).toBe(2);
    expect(session.apptoken.value).toBeNull();
    await expect(other.account.profile({ showErrorMessage: false })).rejects.toMatchObject({ code: 4003 });
    expect(other.session.apptoken.value).toBeNull();
  });
});
