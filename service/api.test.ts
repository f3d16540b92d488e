/**
 * The service over real HTTP on loopback and a real database (PGlite, or the
 * PostgreSQL of TEST_DATABASE_URL): every call's success and refusals, with
 * their codes and messages.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OpenedDatabase } from './db.ts';
import { createSession } from './sessions.ts';
import { openTestDatabase } from './test-db.ts';
import { startTestService, type TestService } from './test-server.ts';

let database: OpenedDatabase;
let t: TestService;
let n = 0;
const fresh = (tag = 'user') => `${tag}.${Date.now().toString(36)}.${n++}@example.com`;
const PASSWORD = 'robots2025';

beforeAll(async () => {
  database = await openTestDatabase();
  t = await startTestService(database);
});
afterAll(async () => {
  await t?.close();
  await database?.close();
});

/** A registered account whose address is confirmed (register/pwd, then sign_in with the mailed code): its session. */
async function register(email: string, family: 'global' | 'europe' | 'china' = 'global', headers: Record<string, string> = {}) {
  const answer = await t.call(family, 'POST', '/account/user/register/pwd', { email, password: PASSWORD, confirmPassword: PASSWORD }, headers);
  expect(answer.body.code).toBe(2000);
  const signedIn = await t.call<{ user_id: string; apptoken: string; reftoken: string }>(
    family,
    'POST',
    '/account/user/sign_in',
    { email, code: await t.lastCode(email), password: PASSWORD },
    headers,
  );
  expect(signedIn.body.code).toBe(2000);
  return signedIn.body.data;
}

describe('register/pwd, sign_in (verify), login/pwd, profile', () => {
  it('registers, mails a code, verifies, logs in and shows the profile', async () => {
    const email = fresh();
    const registered = await t.call('global', 'POST', '/account/user/register/pwd', {
      email: email.toUpperCase(),
      password: PASSWORD,
      confirmPassword: PASSWORD,
      subscribe: true,
    });
    expect(registered.status).toBe(200);
    // A code to confirm the address, and no session: an unconfirmed registration grants nothing (D65).
    expect(registered.body).toEqual({ code: 2000, msg: 'success', data: { expires_in: 600 } });
    expect(registered.headers.get('cache-control')).toBe('no-store');
    const early = await t.call('global', 'POST', '/account/user/login/pwd', { email, password: PASSWORD });
    expect(early.status).toBe(403);
    expect(early.body).toEqual({ code: 4011, msg: 'Please confirm your email address first: enter the code we sent you, or log in with an emailed code.', data: {} });

    const mail = await t.lastMail(email);
    expect(mail.kind).toBe('code');
    const signedIn = await t.call<{ user_id: string; apptoken: string; reftoken: string }>('global', 'POST', '/account/user/sign_in', { email, code: await t.lastCode(email), password: PASSWORD });
    expect(signedIn.body.code).toBe(2000);
    const profile = await t.call('global', 'GET', '/account/user/profile', undefined, { apptoken: signedIn.body.data.apptoken });
    expect(profile.body.data).toMatchObject({ user_id: signedIn.body.data.user_id, email, subscribed: true, has_password: true, email_verified: true, region: 'us' });

    const login = await t.call('global', 'POST', '/account/user/login/pwd', { email, password: PASSWORD });
    expect(login.body.code).toBe(2000);
    expect(login.body.data.user_id).toBe(signedIn.body.data.user_id);
  });

  it('answers a registration of a registered address as any other, and mails its owner instead (M2: no 409 tells it apart)', async () => {
    const email = fresh();
    await register(email);
    const again = await t.call('global', 'POST', '/account/user/register/pwd', { email, password: 'stranger2025', confirmPassword: 'stranger2025' });
    const first = await t.call('global', 'POST', '/account/user/register/pwd', { email: fresh(), password: PASSWORD, confirmPassword: PASSWORD });
    expect([again.status, again.body]).toEqual([first.status, first.body]);
    expect(again.body).toEqual({ code: 2000, msg: 'success', data: { expires_in: 600 } });
    const mail = await t.lastMail(email);
    expect(mail.kind).toBe('accountExists');
    expect(mail.subject).toBe('Someone tried to create a Mechanova account with your address');
    expect(new URL(/https:\/\/\S+/.exec(mail.text)![0]).pathname).toBe('/us/login');
    // Nothing of the account changed: its password is the owner's.
    expect((await t.call('global', 'POST', '/account/user/login/pwd', { email, password: 'stranger2025' })).body.code).toBe(4004);
    expect((await t.call('global', 'POST', '/account/user/login/pwd', { email, password: PASSWORD })).body.code).toBe(2000);
  });

  it.each([
    ['jp', 'global', 'あなたのメールアドレスでMechanovaアカウントの作成が試みられました', '/jp/login'],
    ['kr', 'global', '누군가 회원님의 이메일 주소로 Mechanova 계정을 만들려고 했습니다', '/us/login'],
    ['de', 'europe', 'Jemand wollte mit Ihrer Adresse ein Mechanova-Konto anlegen', '/de/login'],
    ['fr', 'europe', 'Quelqu’un a tenté de créer un compte Mechanova avec votre adresse', '/fr/login'],
    ['cn', 'china', '有人尝试使用您的邮箱创建 Mechanova 账户', '/login'],
  ] as const)("mails the owner of a registered address in the region's language (%s), with a log-in page that exists", async (region, family, subject, path) => {
    const email = fresh();
    const consent = region === 'cn' ? { consent: true } : {};
    await t.call(family, 'POST', '/account/user/register/pwd', { email, password: PASSWORD, confirmPassword: PASSWORD, ...consent }, { region });
    expect((await t.call(family, 'POST', '/account/user/sign_in', { email, code: await t.lastCode(email), password: PASSWORD }, { region })).body.code).toBe(2000);
    const body = { email, password: 'stranger2025', confirmPassword: 'stranger2025', ...consent };
    expect((await t.call(family, 'POST', '/account/user/register/pwd', body, { region })).body.code).toBe(2000);
    const mail = await t.lastMail(email);
    expect([mail.kind, mail.subject]).toEqual(['accountExists', subject]);
    expect(new URL(/https:\/\/\S+/.exec(mail.text)![0]).pathname).toBe(path);
  });

  it.each([
    [{ email: 'not-an-email', password: PASSWORD, confirmPassword: PASSWORD }, 4001, 'Please enter a valid email address.'],
    [{ email: 'a@b', password: PASSWORD, confirmPassword: PASSWORD }, 4001, 'Please enter a valid email address.'],
    [{ email: 'ok@example.com', password: 'abcdefgh', confirmPassword: 'abcdefgh' }, 4002, 'Please use a more complex password format.'],
    [{ email: 'ok@example.com', password: 'abc12', confirmPassword: 'abc12' }, 4002, 'Please use a more complex password format.'],
    [{ email: 'ok@example.com', password: PASSWORD, confirmPassword: 'robots2026' }, 4008, 'Confirmed password does not match the new password. Please enter again.'],
    [{ email: 'ok@example.com', password: PASSWORD }, 4000, 'Please check the information you entered and try again.'],
    [{ email: 'ok@example.com', password: PASSWORD, confirmPassword: PASSWORD, admin: true }, 4000, 'Please check the information you entered and try again.'],
    [{ email: 42, password: PASSWORD, confirmPassword: PASSWORD }, 4000, 'Please check the information you entered and try again.'],
    ['{not json', 4000, 'Please check the information you entered and try again.'],
    [[1, 2], 4000, 'Please check the information you entered and try again.'],
  ])('register/pwd refuses %j with %i', async (body, code, msg) => {
    const answer = await t.call('global', 'POST', '/account/user/register/pwd', body);
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ code, msg, data: {} });
  });

  it('answers a wrong password and an unknown e-mail alike', async () => {
    const email = fresh();
    await register(email);
    for (const body of [
      { email, password: 'wrongpass1' },
      { email: fresh('nobody'), password: PASSWORD },
    ]) {
      const answer = await t.call('global', 'POST', '/account/user/login/pwd', body);
      expect(answer.status).toBe(401);
      expect(answer.body).toEqual({ code: 4004, msg: 'Incorrect email or password. Please try again.', data: {} });
    }
  });

  it('localises messages by the region header and Accept-Language', async () => {
    const body = { email: fresh(), password: 'wrongpass1' };
    expect((await t.call('europe', 'POST', '/account/user/login/pwd', body, { region: 'de' })).body.msg).toBe('E-Mail-Adresse oder Passwort ist falsch. Bitte versuchen Sie es erneut.');
    expect((await t.call('europe', 'POST', '/account/user/login/pwd', body, { 'accept-language': 'fr' })).body.msg).toBe('Adresse e-mail ou mot de passe incorrect. Veuillez réessayer.');
    expect((await t.call('global', 'POST', '/account/user/login/pwd', body, { region: 'jp' })).body.msg).toBe('メールアドレスまたはパスワードが正しくありません。もう一度お試しください。');
    expect((await t.call('global', 'POST', '/account/user/login/pwd', body, { region: 'kr' })).body.msg).toBe('이메일 또는 비밀번호가 올바르지 않습니다. 다시 시도해 주세요.');
    expect((await t.call('china', 'POST', '/account/user/login/pwd', body)).body.msg).toBe('邮箱或密码错误，请重试。');
  });

  it('answers 4003 for a missing, forged or revoked app token', async () => {
    for (const headers of [{} as Record<string, string>, { apptoken: 'forged' }, { apptoken: 'x'.repeat(43) }, { apptoken: 'y'.repeat(5000) }]) {
      const answer = await t.call('global', 'GET', '/account/user/profile', undefined, headers);
      expect(answer.status).toBe(401);
      expect(answer.body).toEqual({ code: 4003, msg: 'Login expired, please log in again.', data: {} });
    }
  });
});

describe('refresh and logout', () => {
  it('rotates: the new tokens work, the old refresh token is refused', async () => {
    const session = await register(fresh());
    const refreshed = await t.call<{ user_id: string; apptoken: string; reftoken: string }>('global', 'GET', `/account/user/sign_in/refresh?user_id=${session.user_id}`, undefined, {
      reftoken: session.reftoken,
    });
    expect(refreshed.body.code).toBe(2000);
    expect(refreshed.body.data.user_id).toBe(session.user_id);
    expect(refreshed.body.data.apptoken).not.toBe(session.apptoken);
    expect((await t.call('global', 'GET', '/account/user/profile', undefined, { apptoken: refreshed.body.data.apptoken })).body.code).toBe(2000);
    expect((await t.call('global', 'GET', '/account/user/profile', undefined, { apptoken: session.apptoken })).body.code).toBe(4003);
    const reused = await t.call('global', 'GET', `/account/user/sign_in/refresh?user_id=${session.user_id}`, undefined, { reftoken: session.reftoken });
    expect(reused.body.code).toBe(4003);
    const again = await t.call('global', 'GET', `/account/user/sign_in/refresh?user_id=${session.user_id}`, undefined, { reftoken: refreshed.body.data.reftoken });
    expect(again.body.code).toBe(2000);
  });

  it('refuses a refresh for another user id, or without a token', async () => {
    const a = await register(fresh());
    const b = await register(fresh());
    expect((await t.call('global', 'GET', `/account/user/sign_in/refresh?user_id=${b.user_id}`, undefined, { reftoken: a.reftoken })).body.code).toBe(4003);
    expect((await t.call('global', 'GET', `/account/user/sign_in/refresh?user_id=${a.user_id}`)).body.code).toBe(4003);
    expect((await t.call('global', 'GET', '/account/user/sign_in/refresh?user_id=1%27%20or%201=1')).body.code).toBe(4000);
  });

  it('logout ends this session only; logout/all ends every session', async () => {
    const email = fresh();
    const first = await register(email);
    const second = (await t.call<{ apptoken: string; reftoken: string; user_id: string }>('global', 'POST', '/account/user/login/pwd', { email, password: PASSWORD })).body.data;
    const third = (await t.call<{ apptoken: string; reftoken: string; user_id: string }>('global', 'POST', '/account/user/login/pwd', { email, password: PASSWORD })).body.data;
    expect((await t.call('global', 'POST', '/account/user/logout', {}, { apptoken: first.apptoken })).body.code).toBe(2000);
    expect((await t.call('global', 'GET', '/account/user/profile', undefined, { apptoken: first.apptoken })).body.code).toBe(4003);
    expect((await t.call('global', 'GET', `/account/user/sign_in/refresh?user_id=${first.user_id}`, undefined, { reftoken: first.reftoken })).body.code).toBe(4003);
    expect((await t.call('global', 'GET', '/account/user/profile', undefined, { apptoken: second.apptoken })).body.code).toBe(2000);

    const all = await t.call('global', 'POST', '/account/user/logout/all', {}, { apptoken: second.apptoken });
    expect(all.body).toMatchObject({ code: 2000, data: { sessions: 2 } });
    for (const s of [second, third]) {
      expect((await t.call('global', 'GET', '/account/user/profile', undefined, { apptoken: s.apptoken })).body.code).toBe(4003);
      expect((await t.call('global', 'GET', `/account/user/sign_in/refresh?user_id=${s.user_id}`, undefined, { reftoken: s.reftoken })).body.code).toBe(4003);
    }
  });
});

describe('codes: login/code, register_or_login, sign_in', () => {
  it('register_or_login creates a passwordless account, then logs the same account in', async () => {
    const email = fresh();
    expect((await t.call('global', 'POST', '/account/user/code/send', { email, purpose: 'login' })).body).toMatchObject({ code: 2000, data: { expires_in: 600 } });
    const created = await t.call('global', 'POST', '/account/user/register_or_login', { email, code: await t.lastCode(email), subscribe: true });
    expect(created.body.code).toBe(2000);
    const profile = await t.call('global', 'GET', '/account/user/profile', undefined, { apptoken: created.body.data.apptoken as string });
    expect(profile.body.data).toMatchObject({ email, has_password: false, email_verified: true, subscribed: true });

    await t.call('global', 'POST', '/account/user/code/send', { email, purpose: 'login' });
    const again = await t.call('global', 'POST', '/account/user/register_or_login', { email, code: await t.lastCode(email) });
    expect(again.body.data.user_id).toBe(created.body.data.user_id);

    // Set password (the "Set password" screen), then log in with it.
    const set = await t.call('global', 'POST', '/account/user/password/set', { password: PASSWORD, confirmPassword: PASSWORD }, { apptoken: again.body.data.apptoken as string });
    expect(set.body.code).toBe(2000);
    expect((await t.call('global', 'POST', '/account/user/login/pwd', { email, password: PASSWORD })).body.code).toBe(2000);
  });

  it('login/code logs in an account, and tells only whoever has the right code that an e-mail has none', async () => {
    const email = fresh();
    const session = await register(email);
    await t.call('global', 'POST', '/account/user/code/send', { email, purpose: 'login' });
    const login = await t.call('global', 'POST', '/account/user/login/code', { email, code: await t.lastCode(email) });
    expect(login.body.data.user_id).toBe(session.user_id);
    const nobody = fresh('nobody');
    await t.call('global', 'POST', '/account/user/code/send', { email: nobody, purpose: 'login' });
    const refused = await t.call('global', 'POST', '/account/user/login/code', { email: nobody, code: await t.lastCode(nobody) });
    expect(refused.status).toBe(404);
    expect(refused.body).toEqual({ code: 4006, msg: 'No account found with this email.', data: {} });
  });

  it('answers a wrong code alike whether the address has an account or not (D65: no enumeration)', async () => {
    const email = fresh();
    await register(email);
    const nobody = fresh('nobody');
    for (const call of ['login/code', 'sign_in', 'register_or_login']) {
      const [known, unknown] = await Promise.all([email, nobody].map((address) => t.call('global', 'POST', `/account/user/${call}`, { email: address, code: '000000' })));
      expect({ call, status: unknown!.status, body: unknown!.body }).toEqual({ call, status: known!.status, body: known!.body });
      expect(unknown!.body.code).toBe(4007);
    }
  });

  it('a code works once; a wrong code is refused; five wrong tries burn the code', async () => {
    const email = fresh();
    await register(email);
    await t.call('global', 'POST', '/account/user/code/send', { email, purpose: 'login' });
    const code = await t.lastCode(email);
    const wrong = code === '000000' ? '111111' : '000000';
    const refused = await t.call('global', 'POST', '/account/user/login/code', { email, code: wrong });
    expect(refused.body).toEqual({ code: 4007, msg: 'Invalid code. Please try again.', data: {} });
    expect((await t.call('global', 'POST', '/account/user/login/code', { email, code })).body.code).toBe(2000);
    expect((await t.call('global', 'POST', '/account/user/login/code', { email, code })).body.code).toBe(4007);

    await t.call('global', 'POST', '/account/user/code/send', { email, purpose: 'login' });
    const next = await t.call('global', 'POST', '/account/user/login/code', { email, code: '12345' });
    expect(next.body.code).toBe(4007);
    const burnt = await t.lastCode(email);
    for (let i = 0; i < 4; i++) await t.call('global', 'POST', '/account/user/login/code', { email, code: burnt === '999999' ? '888888' : '999999' });
    expect((await t.call('global', 'POST', '/account/user/login/code', { email, code: burnt })).body.code).toBe(4007);
  });

  it('a register code verifies, a login code does not (purposes are separate)', async () => {
    const email = fresh();
    await register(email);
    await t.call('global', 'POST', '/account/user/code/send', { email, purpose: 'login' });
    expect((await t.call('global', 'POST', '/account/user/sign_in', { email, code: await t.lastCode(email), password: PASSWORD })).body.code).toBe(4007);
    await t.call('global', 'POST', '/account/user/code/send', { email, purpose: 'register' });
    expect((await t.call('global', 'POST', '/account/user/sign_in', { email, code: await t.lastCode(email), password: PASSWORD })).body.code).toBe(2000);
  });
});

describe('password/set: changing a password takes the current one', () => {
  it('refuses a change without, or with a wrong, current password (4010), and changes it with the right one', async () => {
    const email = fresh();
    const session = await register(email);
    const headers = { apptoken: session.apptoken };
    const NEW = 'newrobots2026';
    const without = await t.call('global', 'POST', '/account/user/password/set', { password: NEW, confirmPassword: NEW }, headers);
    expect([without.status, without.body.code]).toEqual([400, 4010]);
    const wrong = await t.call('global', 'POST', '/account/user/password/set', { currentPassword: 'not-it-2025', password: NEW, confirmPassword: NEW }, headers);
    expect([wrong.status, wrong.body.code]).toEqual([400, 4010]);
    // The old password still works; nothing changed.
    expect((await t.call('global', 'POST', '/account/user/login/pwd', { email, password: PASSWORD })).body.code).toBe(2000);

    const right = await t.call('global', 'POST', '/account/user/password/set', { currentPassword: PASSWORD, password: NEW, confirmPassword: NEW }, headers);
    expect(right.body.code).toBe(2000);
    expect((await t.call('global', 'POST', '/account/user/login/pwd', { email, password: PASSWORD })).body.code).toBe(4004);
    expect((await t.call('global', 'POST', '/account/user/login/pwd', { email, password: NEW })).body.code).toBe(2000);
  });

  it('a weak new password is still refused (4002) once the current one is right', async () => {
    const email = fresh();
    const session = await register(email);
    const weak = await t.call('global', 'POST', '/account/user/password/set', { currentPassword: PASSWORD, password: 'short', confirmPassword: 'short' }, { apptoken: session.apptoken });
    expect(weak.body.code).toBe(4002);
  });
});

describe('user/delete: the owner deletes the account', () => {
  it('takes the typed address and the current password; then the account, its sessions, codes and subscription are gone, and the address can register anew', async () => {
    const email = fresh();
    const session = await register(email);
    const headers = { apptoken: session.apptoken };
    await t.call('global', 'POST', '/account/user/profile/update', { subscribed: true }, headers);
    expect(await database.db.selectFrom('subscriptions').selectAll().where('email', '=', email).execute()).toHaveLength(1);

    const mistyped = await t.call('global', 'POST', '/account/user/delete', { email: `x${email}`, currentPassword: PASSWORD }, headers);
    expect([mistyped.status, mistyped.body.code]).toEqual([400, 4000]);
    const noPassword = await t.call('global', 'POST', '/account/user/delete', { email }, headers);
    expect(noPassword.body.code).toBe(4010);
    const wrong = await t.call('global', 'POST', '/account/user/delete', { email, currentPassword: 'not-it-2025' }, headers);
    expect(wrong.body.code).toBe(4010);
    // Nothing changed: the account still logs in.
    expect((await t.call('global', 'POST', '/account/user/login/pwd', { email, password: PASSWORD })).body.code).toBe(2000);
    // Without a session, nothing happens either.
    expect((await t.call('global', 'POST', '/account/user/delete', { email, currentPassword: PASSWORD })).body.code).toBe(4003);

    await t.call('global', 'POST', '/account/user/code/send', { email, purpose: 'login' });
    // The address as typed may differ in case and spaces.
    const deleted = await t.call('global', 'POST', '/account/user/delete', { email: ` ${email.toUpperCase()} `, currentPassword: PASSWORD }, headers);
    expect(deleted.body.code).toBe(2000);
    expect(await database.db.selectFrom('users').selectAll().where('email', '=', email).execute()).toEqual([]);
    expect(await database.db.selectFrom('sessions').selectAll().where('user_id', '=', session.user_id).execute()).toEqual([]);
    expect(await database.db.selectFrom('codes').selectAll().where('email', '=', email).execute()).toEqual([]);
    expect(await database.db.selectFrom('subscriptions').selectAll().where('email', '=', email).execute()).toEqual([]);
    expect((await t.call('global', 'GET', '/account/user/profile', undefined, headers)).body.code).toBe(4003);
    expect((await t.call('global', 'POST', '/account/user/login/pwd', { email, password: PASSWORD })).body.code).toBe(4004);
    // The address is free: a new registration starts from nothing.
    const again = await register(email);
    expect(again.user_id).not.toBe(session.user_id);
  });
});

describe('forgot and reset password', () => {
  it('mails a link; the reset sets the password, logs out everywhere, and the link works once', async () => {
    const email = fresh();
    const session = await register(email, 'europe', { region: 'fr' });
    const forgot = await t.call('europe', 'POST', '/account/user/password/forgot', { email }, { region: 'fr' });
    expect(forgot.body).toMatchObject({ code: 2000, data: { expires_in: 1800 } });
    const mail = await t.lastMail(email);
    expect(mail.kind).toBe('reset');
    expect(mail.subject).toBe('Réinitialisez votre mot de passe Mechanova');
    const link = /https:\/\/\S+/.exec(mail.text)![0];
    expect(link).toMatch(/^https:\/\/www\.mechanova\.example\/fr\/reset-password\?token=/);
    const token = new URL(link).searchParams.get('token')!;

    const mismatch = await t.call('europe', 'POST', '/account/user/password/reset', { token, password: 'newpass2026', confirmPassword: 'newpass2027' });
    expect(mismatch.body.code).toBe(4008);
    const reset = await t.call('europe', 'POST', '/account/user/password/reset', { token, password: 'newpass2026', confirmPassword: 'newpass2026' });
    expect(reset.body.code).toBe(2000);
    expect((await t.call('europe', 'GET', '/account/user/profile', undefined, { apptoken: session.apptoken })).body.code).toBe(4003);
    expect((await t.call('europe', 'POST', '/account/user/login/pwd', { email, password: PASSWORD })).body.code).toBe(4004);
    expect((await t.call('europe', 'POST', '/account/user/login/pwd', { email, password: 'newpass2026' })).body.code).toBe(2000);

    const reused = await t.call('europe', 'POST', '/account/user/password/reset', { token, password: 'newpass2028', confirmPassword: 'newpass2028' }, { region: 'fr' });
    expect(reused.body).toEqual({ code: 4009, msg: 'Ce lien a expiré ou a déjà été utilisé. Veuillez en demander un nouveau.', data: {} });
  });

  it('answers an address without an account as one with an account, and mails its reader so (D65)', async () => {
    const email = fresh();
    await register(email);
    const nobody = fresh('nobody');
    const [known, unknown] = await Promise.all([email, nobody].map((address) => t.call('global', 'POST', '/account/user/password/forgot', { email: address })));
    expect(unknown!.status).toBe(known!.status);
    expect(unknown!.body).toEqual(known!.body);
    expect(unknown!.body).toEqual({ code: 2000, msg: 'success', data: { expires_in: 1800 } });
    const mail = await t.lastMail(nobody);
    expect(mail.kind).toBe('resetNoAccount');
    expect(mail.text).toContain('no Mechanova account uses it');
    expect(mail.text).not.toMatch(/https?:\/\//);
    expect((await t.lastMail(email)).kind).toBe('reset');
  });

  it('refuses a forged token', async () => {
    expect((await t.call('global', 'POST', '/account/user/password/reset', { token: 'forged', password: PASSWORD, confirmPassword: PASSWORD })).body.code).toBe(4009);
  });
});

describe('refusals of hostile requests (D65)', () => {
  const post = (path: string, body: string, headers: Record<string, string>) => fetch(`${t.origin}/api/global${path}`, { method: 'POST', headers, body });

  it('refuses a state-changing call that is not JSON (a form of another site can send text/plain without a preflight)', async () => {
    const body = JSON.stringify({ email: fresh() });
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x']) {
      const answer = await post('/account/user/subscribe/create', body, { 'content-type': type });
      expect(answer.status).toBe(415);
      expect(await answer.json()).toMatchObject({ code: 4000 });
    }
    expect((await post('/account/user/subscribe/create', body, { 'content-type': 'application/json; charset=utf-8' })).status).toBe(200);
  });

  it('refuses a call from a page of another site, by Sec-Fetch-Site or by Origin', async () => {
    const own = new URL(t.origin).host;
    const json = { 'content-type': 'application/json' };
    const from = async (headers: Record<string, string>) => (await post('/account/user/code/send', JSON.stringify({ email: fresh(), purpose: 'login' }), { ...json, ...headers })).status;
    expect(await from({ 'sec-fetch-site': 'cross-site' })).toBe(403);
    expect(await from({ 'sec-fetch-site': 'same-site' })).toBe(403);
    expect(await from({ origin: 'https://evil.example' })).toBe(403);
    expect(await from({ origin: 'null' })).toBe(403);
    expect(await from({ origin: `http://${own}`, 'sec-fetch-site': 'same-origin' })).toBe(200);
    expect(await from({})).toBe(200);
  });

  it('refuses control and bidirectional-override characters in an address and in a text', async () => {
    for (const email of ['\u001b[31mred\u001b[0m@example.com', 'bell\u0007@example.com', '\u202etxt.exe@example.com', 'zw\u200b@example.com']) {
      expect((await t.call('global', 'POST', '/account/user/subscribe/create', { email })).body.code).toBe(4001);
    }
    const form = { email: fresh(), product: 'flagshipBumblebee', serialNumber: 'MN-1234-5678', purchaseDate: '2025-06-01' };
    expect((await t.call('global', 'POST', '/account/product/register', { ...form, name: 'Ana \u202eelpmaxE' })).body.code).toBe(4000);
    expect((await t.call('global', 'POST', '/account/product/register', { ...form, name: 'Ana\u0007' })).body.code).toBe(4000);
    expect((await t.call('global', 'POST', '/account/product/register', { ...form, name: 'Ana Example' })).body.code).toBe(2000);
  });

  it('refuses a purchase date before 2000 (the range of the database is not the check) and a product id that is not the own id of a catalogue product', async () => {
    const form = { email: fresh(), name: 'Ana Example', serialNumber: 'MN-1234-5678' };
    for (const purchaseDate of ['0000-01-01', '1999-12-31']) {
      const answer = await t.call('global', 'POST', '/account/product/register', { ...form, product: 'flagshipBumblebee', purchaseDate });
      expect({ purchaseDate, status: answer.status, code: answer.body.code }).toEqual({ purchaseDate, status: 400, code: 4000 });
    }
    expect((await t.call('global', 'POST', '/account/product/register', { ...form, product: 'flagshipBumblebee', purchaseDate: '2000-01-01' })).body.code).toBe(2000);
    // The server's tomorrow is allowed (a visitor's today may be it), a later day is not.
    const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
    expect((await t.call('global', 'POST', '/account/product/register', { ...form, product: 'flagshipBumblebee', purchaseDate: day(1) })).body.code).toBe(2000);
    expect((await t.call('global', 'POST', '/account/product/register', { ...form, product: 'flagshipBumblebee', purchaseDate: day(3) })).body.code).toBe(4000);
    for (const product of ['constructor', 'toString', 'hasOwnProperty']) {
      expect((await t.call('global', 'POST', '/account/product/register', { ...form, product, purchaseDate: '2025-06-01' })).body.code).toBe(4000);
    }
  });

  it('names a product in plain text in a plain-text mail', async () => {
    const email = fresh();
    const answer = await t.call(
      'europe',
      'POST',
      '/account/product/register',
      { email, name: 'Ana Example', product: 'optimusPrimeRiseOfTheBeastsSignatureLimitedEdition', serialNumber: 'MN-1234-5678', purchaseDate: '2025-06-01' },
      { region: 'eu' },
    );
    expect(answer.body.code).toBe(2000);
    const { text } = await t.lastMail(email);
    expect(text).toContain('Optimus Prime Rise of the Beasts Signature Limited Edition');
    expect(text).not.toMatch(/<\/?(br|small)/);
  });
});

describe('subscribe, product registration, RMA', () => {
  /** The token of the confirmation link in the newest mail to `email`. */
  const confirmToken = async (email: string) => new URL(/https?:\/\/\S+/.exec((await t.lastMail(email)).text)![0]).searchParams.get('token')!;
  const subscription = (email: string) => database.db.selectFrom('subscriptions').selectAll().where('email', '=', email).executeTakeFirst();

  it('asks the owner of the address to confirm, and subscribes only once the mailed link is followed (double opt-in, D35)', async () => {
    const email = fresh();
    expect((await t.call('europe', 'POST', '/account/user/subscribe/create', { email, source: 'footer' }, { region: 'de' })).body.code).toBe(2000);
    const asked = await t.lastMail(email);
    expect([asked.kind, asked.subject]).toEqual(['subscribeConfirm', 'Bitte bestätigen Sie Ihre Anmeldung zum Mechanova-Newsletter']);
    expect(asked.text).toContain('7 Tage');
    const link = new URL(/https?:\/\/\S+/.exec(asked.text)![0]);
    expect([link.pathname, link.searchParams.get('region')]).toEqual(['/forms/newsletter/confirm', 'de']);
    expect(await subscription(email)).toMatchObject({ source: 'footer', confirmed_at: null, region: 'de' });

    const token = await confirmToken(email);
    expect((await t.call('europe', 'POST', '/account/user/subscribe/confirm', { token }, { region: 'de' })).body.code).toBe(2000);
    const confirmed = await subscription(email);
    expect(confirmed?.confirmed_at).toBeInstanceOf(Date);
    expect(confirmed?.confirm_hash).toBeNull();
    expect((await t.lastMail(email)).subject).toBe('Ihre Anmeldung zum Mechanova-Newsletter');
    // The link works once; asking again for a subscribed address mails nothing and answers alike.
    expect((await t.call('europe', 'POST', '/account/user/subscribe/confirm', { token })).body.code).toBe(4009);
    expect((await t.call('europe', 'POST', '/account/user/subscribe/create', { email })).body.code).toBe(2000);
    expect((await t.lastMail(email)).kind).toBe('subscribe');
    expect(await database.db.selectFrom('subscriptions').selectAll().where('email', '=', email).execute()).toHaveLength(1);
    expect((await t.call('europe', 'POST', '/account/user/subscribe/create', { email: 'bad@' }, { region: 'de' })).body.msg).toBe('Bitte geben Sie eine gültige E-Mail-Adresse ein.');
    expect((await t.call('europe', 'POST', '/account/user/subscribe/confirm', { token: 'x'.repeat(43) })).body.code).toBe(4009);
  });

  it('the welcome mail carries a link that unsubscribes without an account, once; its token is kept only as a digest (GDPR art. 7(3))', async () => {
    const email = fresh();
    const session = await register(email, 'europe');
    await t.call('europe', 'POST', '/account/user/subscribe/create', { email, source: 'footer' }, { region: 'fr' });
    expect((await t.call('europe', 'POST', '/account/user/subscribe/confirm', { token: await confirmToken(email) }, { region: 'fr' })).body.code).toBe(2000);
    expect((await t.call('europe', 'GET', '/account/user/profile', undefined, { apptoken: session.apptoken })).body.data.subscribed).toBe(true);
    const welcome = await t.lastMail(email);
    expect(welcome.kind).toBe('subscribe');
    expect(welcome.text).toContain('Pour ne plus recevoir les actualités Mechanova à cette adresse, ouvrez ce lien\u00a0:');
    const link = new URL(/https?:\/\/\S+/.exec(welcome.text)![0]);
    expect([link.pathname, link.searchParams.get('region')]).toEqual(['/forms/newsletter/unsubscribe', 'fr']);
    const token = link.searchParams.get('token')!;
    const stored = await subscription(email);
    expect(stored?.unsubscribe_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(stored)).not.toContain(token);
    // Another family's space knows no such token; a made-up one changes nothing.
    expect((await t.call('global', 'POST', '/account/user/subscribe/withdraw', { token })).body.code).toBe(4009);
    expect((await t.call('europe', 'POST', '/account/user/subscribe/withdraw', { token: 'x'.repeat(43) })).body.code).toBe(4009);
    expect(await subscription(email)).toBeDefined();

    expect((await t.call('europe', 'POST', '/account/user/subscribe/withdraw', { token }, { region: 'fr' })).body.code).toBe(2000);
    expect(await subscription(email)).toBeUndefined();
    // The account of the address says so too; the link works once.
    expect((await t.call('europe', 'GET', '/account/user/profile', undefined, { apptoken: session.apptoken })).body.data.subscribed).toBe(false);
    expect((await t.call('europe', 'POST', '/account/user/subscribe/withdraw', { token })).body.code).toBe(4009);
    expect((await t.call('europe', 'POST', '/account/user/subscribe/withdraw', { token: 'a b' })).body.code).toBe(4000);
  });

  it("never changes an account's consent without its owner: an anonymous request waits for the mailbox, whose confirmation counts", async () => {
    const email = fresh();
    const session = await register(email);
    expect((await t.call('global', 'POST', '/account/user/subscribe/create', { email })).body.code).toBe(2000);
    expect((await t.call('global', 'GET', '/account/user/profile', undefined, { apptoken: session.apptoken })).body.data.subscribed).toBe(false);
    expect(await subscription(email)).toMatchObject({ source: 'api', confirmed_at: null });
    expect((await t.call('global', 'POST', '/account/user/subscribe/confirm', { token: await confirmToken(email) })).body.code).toBe(2000);
    expect((await t.call('global', 'GET', '/account/user/profile', undefined, { apptoken: session.apptoken })).body.data.subscribed).toBe(true);
  });

  it('records the consent of a registration the owner confirmed with its code, and forgets one a stranger ticked', async () => {
    const own = fresh();
    await t.call('global', 'POST', '/account/user/register/pwd', { email: own, password: PASSWORD, confirmPassword: PASSWORD, subscribe: true });
    expect(await subscription(own)).toBeUndefined();
    await t.call('global', 'POST', '/account/user/sign_in', { email: own, code: await t.lastCode(own), password: PASSWORD });
    expect(await subscription(own)).toMatchObject({ source: 'registration' });
    expect((await subscription(own))?.confirmed_at).toBeInstanceOf(Date);

    // A stranger registers the address with the box ticked; its owner logs in by an e-mailed code.
    const victim = fresh('victim');
    await t.call('global', 'POST', '/account/user/register/pwd', { email: victim, password: PASSWORD, confirmPassword: PASSWORD, subscribe: true });
    await t.call('global', 'POST', '/account/user/code/send', { email: victim, purpose: 'login' });
    const owner = await t.call<{ apptoken: string }>('global', 'POST', '/account/user/login/code', { email: victim, code: await t.lastCode(victim) });
    expect((await t.call('global', 'GET', '/account/user/profile', undefined, { apptoken: owner.body.data.apptoken })).body.data.subscribed).toBe(false);
    expect(await subscription(victim)).toBeUndefined();
  });

  it('changes the newsletter preference of the logged-in account (profile/update), and its subscription with it', async () => {
    const email = fresh();
    const session = await register(email);
    const on = await t.call('global', 'POST', '/account/user/profile/update', { subscribed: true }, { apptoken: session.apptoken });
    expect(on.body.data).toMatchObject({ email, subscribed: true });
    // The signed-in owner's own choice counts at once, recorded as the account page's.
    expect(await database.db.selectFrom('subscriptions').selectAll().where('email', '=', email).execute()).toMatchObject([{ source: 'account', confirm_hash: null }]);
    const off = await t.call('global', 'POST', '/account/user/profile/update', { subscribed: false }, { apptoken: session.apptoken });
    expect(off.body.data).toMatchObject({ subscribed: false });
    expect((await t.call('global', 'GET', '/account/user/profile', undefined, { apptoken: session.apptoken })).body.data.subscribed).toBe(false);
    expect(await database.db.selectFrom('subscriptions').selectAll().where('email', '=', email).execute()).toHaveLength(0);
    expect((await t.call('global', 'POST', '/account/user/profile/update', { subscribed: 'yes' }, { apptoken: session.apptoken })).body.code).toBe(4000);
    expect((await t.call('global', 'POST', '/account/user/profile/update', { subscribed: true })).body.code).toBe(4003);
  });

  it('registers a product with a reference and a confirmation, linked to the logged-in user', async () => {
    const email = fresh();
    const session = await register(email);
    const answer = await t.call<{ reference: string }>(
      'global',
      'POST',
      '/account/product/register',
      { email, name: 'Ana Example', product: 'flagshipBumblebee', serialNumber: 'MN-1234-5678', purchaseDate: '2025-06-01', retailer: 'Shop' },
      { apptoken: session.apptoken },
    );
    expect(answer.body.code).toBe(2000);
    expect(answer.body.data.reference).toMatch(/^PR-[2-9A-Z]{10}$/);
    const mail = await t.lastMail(email);
    expect(mail.subject).toBe(`Product registration received: ${answer.body.data.reference}`);
    expect(mail.text).toContain('Flagship Bumblebee');
    const row = await database.db.selectFrom('product_registrations').selectAll().where('reference', '=', answer.body.data.reference).executeTakeFirstOrThrow();
    expect(row.user_id).toBe(session.user_id);
  });

  it('files an RMA request anonymously, and refuses unknown products, bad dates and unknown keys', async () => {
    const email = fresh();
    const good = { email, name: 'Ana', product: 'flagshipMegatron', serialNumber: 'MN-0001', purchaseDate: '2025-01-31', reason: 'defective', description: 'Left arm does not move.' };
    const answer = await t.call<{ reference: string }>('europe', 'POST', '/account/rma/create', good, { region: 'uk' });
    expect(answer.body.code).toBe(2000);
    expect(answer.body.data.reference).toMatch(/^RMA-/);
    expect((await t.lastMail(email)).subject).toBe(`Return request received: ${answer.body.data.reference}`);
    for (const bad of [
      { ...good, product: 'noSuchRobot' },
      { ...good, purchaseDate: '2025-02-30' },
      { ...good, purchaseDate: '2999-01-01' },
      { ...good, reason: 'bored' },
      { ...good, extra: 1 },
    ]) {
      expect((await t.call('europe', 'POST', '/account/rma/create', bad)).body.code).toBe(4000);
    }
  });
});

describe('hostile input', () => {
  it.each(["' OR '1'='1", "admin'--", "x@example.com'; DROP TABLE users; --", '"; select pg_sleep(5); --', '\u0000@example.com'])('treats %j as data, never as SQL', async (evil) => {
    for (const [path, body] of [
      ['/account/user/login/pwd', { email: evil, password: evil }],
      ['/account/user/login/pwd', { email: 'a@example.com', password: evil }],
      ['/account/user/register/pwd', { email: evil, password: 'abc12345', confirmPassword: 'abc12345' }],
      ['/account/user/password/reset', { token: evil, password: 'abc12345', confirmPassword: 'abc12345' }],
    ] as const) {
      const answer = await t.call('global', 'POST', path, body);
      expect(answer.status).toBeLessThan(500);
      expect(JSON.stringify(answer.body)).not.toMatch(/select|syntax|stack|error:/i);
    }
    const users = await sql<{ n: number }>`select count(*)::int as n from users`.execute(database.db);
    expect(users.rows[0]!.n).toBeGreaterThan(0);
  });

  it('answers an oversized body with 413 and its envelope', async () => {
    const answer = await t.call('global', 'POST', '/account/user/login/pwd', JSON.stringify({ email: 'a@example.com', password: 'x'.repeat(100_000) }));
    expect(answer.status).toBe(413);
    expect(answer.body).toEqual({ code: 4013, msg: 'The request is too large.', data: {} });
  });

  it('answers an unknown call with 4040', async () => {
    const answer = await t.call('global', 'POST', '/account/user/nope', {});
    expect(answer.status).toBe(404);
    expect(answer.body.code).toBe(4040);
  });
});

describe('families are separate account spaces', () => {
  it("lets one e-mail have an account per family, and refuses one family's token in another", async () => {
    const email = fresh();
    const global = await register(email, 'global');
    const europe = await register(email, 'europe');
    expect(europe.user_id).not.toBe(global.user_id);
    expect((await t.call('europe', 'GET', '/account/user/profile', undefined, { apptoken: global.apptoken })).body.code).toBe(4003);
    expect((await t.call('china', 'GET', '/account/user/profile', undefined, { apptoken: europe.apptoken })).body.code).toBe(4003);
    expect((await t.call('europe', 'GET', `/account/user/sign_in/refresh?user_id=${global.user_id}`, undefined, { reftoken: global.reftoken })).body.code).toBe(4003);
    expect((await t.call('china', 'POST', '/account/user/login/pwd', { email, password: PASSWORD })).body.code).toBe(4004);
  });
});

describe('races', () => {
  it('20 concurrent registrations of one e-mail make exactly one account', async () => {
    const email = fresh('race');
    const answers = await Promise.all(Array.from({ length: 20 }, () => t.call('global', 'POST', '/account/user/register/pwd', { email, password: PASSWORD, confirmPassword: PASSWORD })));
    // One registration creates the account; the others find it (or lose the insert) and answer alike. Past the
    // mails allowed per address, the mail is dropped, not the answer (D65).
    expect(answers.map((a) => a.body.code)).toEqual(Array.from({ length: 20 }, () => 2000));
    const rows = await database.db.selectFrom('users').select('id').where('email', '=', email).execute();
    expect(rows).toHaveLength(1);
    const mails = await database.db.selectFrom('outbox').select('id').where('recipient', '=', email).execute();
    expect(mails.length).toBeGreaterThanOrEqual(1);
    expect(mails.length).toBeLessThanOrEqual(5);
  });
});

describe('an account a stranger registers before its owner (pre-hijacking, D65)', () => {
  const STRANGER = 'stranger2025';
  type Tokens = { user_id: string; apptoken: string; reftoken: string };
  /** The stranger registers the owner's address with his password; the unconfirmed account also holds a session (as one issued before this fix would). */
  async function preHijacked(email: string) {
    expect((await t.call('global', 'POST', '/account/user/register/pwd', { email, password: STRANGER, confirmPassword: STRANGER })).body.code).toBe(2000);
    const { id } = await database.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow();
    return createSession(database.db, id, new Date(), 'password');
  }

  it("a stranger who registers the address again confirms nothing of his: the owner's code confirms the owner's password", async () => {
    const email = fresh('owner');
    await t.call('global', 'POST', '/account/user/register/pwd', { email, password: PASSWORD, confirmPassword: PASSWORD });
    // The stranger registers it again with his password: a new code goes to the owner, and nothing of the pending one changes.
    await t.call('global', 'POST', '/account/user/register/pwd', { email, password: STRANGER, confirmPassword: STRANGER });
    const code = await t.lastCode(email);
    // The owner's form sends the password he typed with the code: that one becomes the account's.
    expect((await t.call('global', 'POST', '/account/user/sign_in', { email, code, password: PASSWORD })).body.code).toBe(2000);
    expect((await t.call('global', 'POST', '/account/user/login/pwd', { email, password: STRANGER })).body.code).toBe(4004);
    expect((await t.call('global', 'POST', '/account/user/login/pwd', { email, password: PASSWORD })).body.code).toBe(2000);
  });

  it("a confirmation without a password confirms a passwordless account: the pending password may be a stranger's", async () => {
    const email = fresh('owner');
    await t.call('global', 'POST', '/account/user/register/pwd', { email, password: STRANGER, confirmPassword: STRANGER });
    const signedIn = await t.call<Tokens>('global', 'POST', '/account/user/sign_in', { email, code: await t.lastCode(email) });
    expect(signedIn.body.code).toBe(2000);
    expect((await t.call('global', 'GET', '/account/user/profile', undefined, { apptoken: signedIn.body.data.apptoken })).body.data).toMatchObject({ has_password: false, email_verified: true });
    expect((await t.call('global', 'POST', '/account/user/login/pwd', { email, password: STRANGER })).body.code).toBe(4004);
  });

  it.each(['login/code', 'register_or_login'])("the owner's code log-in (%s) forgets the stranger's password and ends his sessions", async (call) => {
    const email = fresh('owner');
    const stranger = await preHijacked(email);
    expect((await t.call('global', 'POST', '/account/user/login/pwd', { email, password: STRANGER })).body.code).toBe(4011);
    await t.call('global', 'POST', '/account/user/code/send', { email, purpose: 'login' });
    const owner = await t.call<Tokens>('global', 'POST', `/account/user/${call}`, { email, code: await t.lastCode(email) });
    expect(owner.body.code).toBe(2000);
    const profile = await t.call('global', 'GET', '/account/user/profile', undefined, { apptoken: owner.body.data.apptoken });
    expect(profile.body.data).toMatchObject({ email, has_password: false, email_verified: true });
    expect((await t.call('global', 'POST', '/account/user/login/pwd', { email, password: STRANGER })).body.code).toBe(4004);
    expect((await t.call('global', 'GET', '/account/user/profile', undefined, { apptoken: stranger.apptoken })).body.code).toBe(4003);
    const refreshed = await t.call('global', 'GET', `/account/user/sign_in/refresh?user_id=${owner.body.data.user_id}`, undefined, { reftoken: stranger.reftoken });
    expect(refreshed.body.code).toBe(4003);
    // The owner's own session holds, and the owner can set a password of his own.
    expect((await t.call('global', 'POST', '/account/user/password/set', { password: PASSWORD, confirmPassword: PASSWORD }, { apptoken: owner.body.data.apptoken })).body.code).toBe(2000);
    expect((await t.call('global', 'POST', '/account/user/login/pwd', { email, password: PASSWORD })).body.code).toBe(2000);
  });

  it("the owner's confirmation ends the sessions a pending registration had, and sets his password", async () => {
    const email = fresh('again');
    const stranger = await preHijacked(email);
    expect((await t.call('global', 'POST', '/account/user/register/pwd', { email, password: PASSWORD, confirmPassword: PASSWORD })).body.code).toBe(2000);
    expect((await t.call('global', 'POST', '/account/user/sign_in', { email, code: await t.lastCode(email), password: PASSWORD })).body.code).toBe(2000);
    expect((await t.call('global', 'GET', '/account/user/profile', undefined, { apptoken: stranger.apptoken })).body.code).toBe(4003);
    expect((await t.call('global', 'POST', '/account/user/login/pwd', { email, password: STRANGER })).body.code).toBe(4004);
    expect((await t.call('global', 'POST', '/account/user/login/pwd', { email, password: PASSWORD })).body.code).toBe(2000);
  });

  it('a confirmed account answers a registration alike, mails its owner, and keeps its password through a code log-in', async () => {
    const email = fresh('confirmed');
    await register(email);
    expect((await t.call('global', 'POST', '/account/user/register/pwd', { email, password: STRANGER, confirmPassword: STRANGER })).body.code).toBe(2000);
    expect((await t.lastMail(email)).kind).toBe('accountExists');
    await t.call('global', 'POST', '/account/user/code/send', { email, purpose: 'login' });
    expect((await t.call('global', 'POST', '/account/user/login/code', { email, code: await t.lastCode(email) })).body.code).toBe(2000);
    expect((await t.call('global', 'POST', '/account/user/login/pwd', { email, password: PASSWORD })).body.code).toBe(2000);
    expect((await t.call('global', 'POST', '/account/user/login/pwd', { email, password: STRANGER })).body.code).toBe(4004);
  });
});

describe('secrets at rest', () => {
  it('no table holds a clear password, token, code or reset token after every flow', async () => {
    const email = fresh('scan');
    const secret = 'cleartext2025';
    await t.call('global', 'POST', '/account/user/register/pwd', { email, password: secret, confirmPassword: secret });
    const registerCode = await t.lastCode(email);
    const session = (await t.call<{ apptoken: string; reftoken: string; user_id: string }>('global', 'POST', '/account/user/sign_in', { email, code: registerCode, password: secret })).body.data;
    await t.call('global', 'POST', '/account/user/code/send', { email, purpose: 'login' });
    const loginCode = await t.lastCode(email);
    const login = (await t.call<{ apptoken: string; reftoken: string }>('global', 'POST', '/account/user/login/code', { email, code: loginCode })).body.data;
    const refreshed = (await t.call<{ apptoken: string; reftoken: string }>('global', 'GET', `/account/user/sign_in/refresh?user_id=${session.user_id}`, undefined, { reftoken: session.reftoken }))
      .body.data;
    await t.call('global', 'POST', '/account/user/password/forgot', { email });
    const resetToken = new URL(/https:\/\/\S+/.exec((await t.lastMail(email)).text)![0]).searchParams.get('token')!;

    const needles = [secret, session.apptoken, session.reftoken, login.apptoken, login.reftoken, refreshed.apptoken, refreshed.reftoken, registerCode, loginCode, resetToken];
    const tables = await sql<{ table_name: string }>`select table_name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE'`.execute(database.db);
    expect(tables.rows.map((r) => r.table_name)).toEqual(expect.arrayContaining(['users', 'sessions', 'codes', 'outbox', 'rate_limits']));
    for (const { table_name } of tables.rows) {
      const rows = await sql<Record<string, unknown>>`select * from ${sql.table(table_name)}`.execute(database.db);
      const dump = JSON.stringify(rows.rows);
      for (const needle of needles) expect(dump.includes(needle), `${table_name} holds ${needle}`).toBe(false);
    }
  });
});

describe('explicit consent to register where the region asks for it (regions.yaml accountConsent: cn)', () => {
  it('register/pwd in cn without the ticked box: 4014 in Chinese, no account and no mail; with it, the registration goes on', async () => {
    const email = fresh('consent');
    const body = { email, password: PASSWORD, confirmPassword: PASSWORD };
    for (const consent of [undefined, false]) {
      const refused = await t.call('china', 'POST', '/account/user/register/pwd', consent === undefined ? body : { ...body, consent });
      expect(refused.status).toBe(400);
      expect(refused.body).toEqual({ code: 4014, msg: '请在注册页面勾选“我已阅读并同意《使用条款》和《隐私政策》”后再创建账户。', data: {} });
    }
    await expect(t.lastCode(email)).rejects.toThrow();
    expect((await t.call('china', 'POST', '/account/user/register/pwd', { ...body, consent: true })).body.code).toBe(2000);
    const signedIn = await t.call('china', 'POST', '/account/user/sign_in', { email, code: await t.lastCode(email), password: PASSWORD });
    expect(signedIn.body.code).toBe(2000);
  });

  it('register_or_login in cn creates no account without the box, but logs an existing account in without it', async () => {
    const email = fresh('consent');
    await t.call('china', 'POST', '/account/user/code/send', { email, purpose: 'login' });
    expect((await t.call('china', 'POST', '/account/user/register_or_login', { email, code: await t.lastCode(email) })).body.code).toBe(4014);
    await t.call('china', 'POST', '/account/user/code/send', { email, purpose: 'login' });
    const created = await t.call('china', 'POST', '/account/user/register_or_login', { email, code: await t.lastCode(email), consent: true });
    expect(created.body.code).toBe(2000);
    await t.call('china', 'POST', '/account/user/code/send', { email, purpose: 'login' });
    const again = await t.call('china', 'POST', '/account/user/register_or_login', { email, code: await t.lastCode(email) });
    expect(again.body.data.user_id).toBe(created.body.data.user_id);
  });

  it('a region without the rule registers without the box (us)', async () => {
    expect((await t.call('global', 'POST', '/account/user/register/pwd', { email: fresh('consent'), password: PASSWORD, confirmPassword: PASSWORD })).body.code).toBe(2000);
  });
});

describe('the welcome code the copy promises', () => {
  it('is mailed once, in the region’s language, when a password registration is confirmed; a later log-in mails nothing', async () => {
    const email = fresh('welcome');
    await register(email, 'europe', { region: 'de' });
    const mail = await t.lastMail(email);
    expect([mail.kind, mail.region]).toEqual(['welcome', 'de']);
    expect(mail.subject).toBe('Willkommen bei Mechanova: Ihr Willkommenscode');
    expect(mail.text).toMatch(/Willkommenscode für 5\s%\sRabatt auf Ihre erste Bestellung im Mechanova-Onlineshop: WELCOME5-SAMPLE\n/);
    expect(mail.text).toContain('/de/account');
    await t.call('europe', 'POST', '/account/user/code/send', { email, purpose: 'login' }, { region: 'de' });
    expect((await t.call('europe', 'POST', '/account/user/login/code', { email, code: await t.lastCode(email) }, { region: 'de' })).body.code).toBe(2000);
    expect((await t.lastMail(email)).kind).toBe('code');
  });

  it('is mailed when a code log-in creates the account (register_or_login), in Japanese for jp', async () => {
    const email = fresh('welcome-code');
    await t.call('global', 'POST', '/account/user/code/send', { email, purpose: 'login' }, { region: 'jp' });
    expect((await t.call('global', 'POST', '/account/user/register_or_login', { email, code: await t.lastCode(email) }, { region: 'jp' })).body.code).toBe(2000);
    const mail = await t.lastMail(email);
    expect([mail.kind, mail.region]).toEqual(['welcome', 'jp']);
    expect(mail.text).toContain('WELCOME5-SAMPLE');
  });
});

describe('a failed challenge at the edge (seed 000 §8 "Please try again to continue.")', () => {
  it('refuses a challenged call with 4015 in the region’s language, before anything is sent', async () => {
    const email = fresh('challenge');
    const refused = await t.call('global', 'POST', '/account/user/register/pwd', { email, password: PASSWORD, confirmPassword: PASSWORD }, { 'x-challenge-verdict': 'failed' });
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ code: 4015, msg: 'Please try again to continue.', data: {} });
    const fr = await t.call('europe', 'POST', '/account/user/code/send', { email, purpose: 'login' }, { region: 'fr', 'x-challenge-verdict': 'failed' });
    expect(fr.body).toEqual({ code: 4015, msg: 'Veuillez réessayer pour continuer.', data: {} });
    const product = { name: 'Ann', email, product: 'aiBase', serialNumber: 'MN-2024-00001', purchaseDate: '2025-01-01' };
    expect((await t.call('global', 'POST', '/account/product/register', product, { 'x-challenge-verdict': 'failed' })).body.code).toBe(4015);
    // No mail went out, and a passed verdict (or none) lets the same call through.
    expect((await t.call('global', 'POST', '/account/product/register', product, { 'x-challenge-verdict': 'passed' })).body.code).toBe(2000);
    expect((await t.lastMail(email)).kind).toBe('productRegistration');
  });

  it('never refuses a call that is not challenged (a log-out, a profile)', async () => {
    const session = await register(fresh('challenge-session'));
    const answer = await t.call('global', 'GET', '/account/user/profile', undefined, { apptoken: session.apptoken, 'x-challenge-verdict': 'failed' });
    expect(answer.body.code).toBe(2000);
  });
});
