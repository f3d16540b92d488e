/**
 * Brute force and time: the seed's rate-limit messages with Retry-After, and
 * codes, app tokens and windows that expire (the service's clock is set by the test).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OpenedDatabase } from './db.ts';
import { openTestDatabase } from './test-db.ts';
import { startTestService, type TestService } from './test-server.ts';

let database: OpenedDatabase;
let t: TestService;
let limited: TestService;
let clock = new Date('2026-01-01T00:00:00Z').getTime();
const now = () => new Date(clock);
const advance = (seconds: number) => {
  clock += seconds * 1000;
};
let n = 0;
const fresh = () => `limits.${n++}.${Date.now().toString(36)}@example.com`;
const PASSWORD = 'robots2025';

beforeAll(async () => {
  database = await openTestDatabase();
  t = await startTestService(database, { now });
  // Default limits, per client address included: its own database keys (another family prefix is not needed).
  limited = await startTestService(database, { now, limits: {} });
});
afterAll(async () => {
  await limited?.close();
  await t?.close();
  await database?.close();
});

describe('brute force', () => {
  it('limits password guesses per e-mail with the seed message and Retry-After, then lets the owner in again', async () => {
    const email = fresh();
    expect((await t.call('global', 'POST', '/account/user/register/pwd', { email, password: PASSWORD, confirmPassword: PASSWORD })).body.code).toBe(2000);
    expect((await t.call('global', 'POST', '/account/user/sign_in', { email, code: await t.lastCode(email) })).body.code).toBe(2000);
    // Confirming the address with its code was the first of the ten attempts the window allows.
    for (let i = 0; i < 9; i++) expect((await t.call('global', 'POST', '/account/user/login/pwd', { email, password: `guess${i}xx` })).body.code).toBe(4004);
    const blocked = await t.call('global', 'POST', '/account/user/login/pwd', { email, password: PASSWORD });
    expect(blocked.status).toBe(429);
    expect(blocked.body.code).toBe(4030);
    expect(blocked.body.msg).toBe('Too many attempts. Please try again in 900 seconds.');
    expect(blocked.headers.get('retry-after')).toBe('900');
    advance(300);
    const later = await t.call('global', 'POST', '/account/user/login/pwd', { email, password: PASSWORD }, { region: 'jp' });
    expect(later.headers.get('retry-after')).toBe('600');
    expect(later.body.msg).toBe('試行回数が多すぎます。600秒後にもう一度お試しください。');
    advance(601);
    expect((await t.call('global', 'POST', '/account/user/login/pwd', { email, password: PASSWORD })).body.code).toBe(2000);
  });

  it('counts each family apart', async () => {
    const email = fresh();
    for (let i = 0; i < 11; i++) await t.call('europe', 'POST', '/account/user/login/pwd', { email, password: `guess${i}xx` });
    expect((await t.call('europe', 'POST', '/account/user/login/pwd', { email, password: 'guessxx1' })).body.code).toBe(4030);
    expect((await t.call('global', 'POST', '/account/user/login/pwd', { email, password: 'guessxx1' })).body.code).toBe(4004);
  });

  it('limits e-mails sent to one address', async () => {
    const email = fresh();
    for (let i = 0; i < 5; i++) expect((await t.call('global', 'POST', '/account/user/code/send', { email, purpose: 'login' })).body.code).toBe(2000);
    const blocked = await t.call('global', 'POST', '/account/user/code/send', { email, purpose: 'login' });
    expect(blocked.body.code).toBe(4030);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('limits one client address across e-mails with "Too many requests"', async () => {
    advance(3600);
    let answer = await limited.call('china', 'POST', '/account/user/login/pwd', { email: fresh(), password: 'guessxx1' });
    for (let i = 0; i < 60 && answer.body.code !== 4029; i++) answer = await limited.call('china', 'POST', '/account/user/login/pwd', { email: fresh(), password: 'guessxx1' }, { region: 'us' });
    expect(answer.status).toBe(429);
    expect(answer.body).toEqual({ code: 4029, msg: '请求过于频繁，请稍候。', data: {} });
    expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(0);
    advance(61);
    expect((await limited.call('china', 'POST', '/account/user/login/pwd', { email: fresh(), password: 'guessxx1' })).body.code).toBe(4004);
  });
});

describe('expiry', () => {
  it('refuses a code after 10 minutes', async () => {
    const email = fresh();
    await t.call('global', 'POST', '/account/user/code/send', { email, purpose: 'login' });
    const code = await t.lastCode(email);
    advance(10 * 60 + 1);
    expect((await t.call('global', 'POST', '/account/user/register_or_login', { email, code })).body.code).toBe(4007);
  });

  it('a newer code replaces the older one', async () => {
    const email = fresh();
    await t.call('global', 'POST', '/account/user/code/send', { email, purpose: 'login' });
    const first = await t.lastCode(email);
    await t.call('global', 'POST', '/account/user/code/send', { email, purpose: 'login' });
    const second = await t.lastCode(email);
    if (first !== second) expect((await t.call('global', 'POST', '/account/user/register_or_login', { email, code: first })).body.code).toBe(4007);
    expect((await t.call('global', 'POST', '/account/user/register_or_login', { email, code: second })).body.code).toBe(2000);
  });

  it('app tokens last 30 minutes; the refresh token still renews them', async () => {
    const email = fresh();
    await t.call('global', 'POST', '/account/user/register/pwd', { email, password: PASSWORD, confirmPassword: PASSWORD });
    const session = (await t.call<{ apptoken: string; reftoken: string; user_id: string }>('global', 'POST', '/account/user/sign_in', { email, code: await t.lastCode(email) })).body.data;
    advance(29 * 60);
    expect((await t.call('global', 'GET', '/account/user/profile', undefined, { apptoken: session.apptoken })).body.code).toBe(2000);
    advance(2 * 60);
    expect((await t.call('global', 'GET', '/account/user/profile', undefined, { apptoken: session.apptoken })).body.code).toBe(4003);
    const renewed = await t.call<{ apptoken: string }>('global', 'GET', `/account/user/sign_in/refresh?user_id=${session.user_id}`, undefined, { reftoken: session.reftoken });
    expect((await t.call('global', 'GET', '/account/user/profile', undefined, { apptoken: renewed.body.data.apptoken })).body.code).toBe(2000);
  });

  it('refuses a reset link after 30 minutes', async () => {
    const email = fresh();
    await t.call('global', 'POST', '/account/user/register/pwd', { email, password: PASSWORD, confirmPassword: PASSWORD });
    await t.call('global', 'POST', '/account/user/password/forgot', { email });
    const token = new URL(/https:\/\/\S+/.exec((await t.lastMail(email)).text)![0]).searchParams.get('token')!;
    advance(31 * 60);
    expect((await t.call('global', 'POST', '/account/user/password/reset', { token, password: 'newpass2026', confirmPassword: 'newpass2026' })).body.code).toBe(4009);
  });
});
