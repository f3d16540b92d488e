/**
 * Brute force and time: the seed's rate-limit messages with Retry-After, and
 * codes, app tokens and windows that expire (the service's clock is set by the test).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OpenedDatabase } from './db.ts';
import { openTestDatabase } from './test-db.ts';
import { createSecrets } from './secrets.ts';
import { startTestService, TEST_SECRET, type TestService } from './test-server.ts';

let database: OpenedDatabase;
let t: TestService;
let limited: TestService;
/** Behind one trusted proxy: each call claims its client address with X-Forwarded-For. */
let proxied: TestService;
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
  proxied = await startTestService(database, { now, trustedProxies: 1 });
});
afterAll(async () => {
  await proxied?.close();
  await limited?.close();
  await t?.close();
  await database?.close();
});

describe('brute force', () => {
  it('limits password guesses per account and address with the seed message and Retry-After, then lets the owner in again', async () => {
    const email = fresh();
    expect((await t.call('global', 'POST', '/account/user/register/pwd', { email, password: PASSWORD, confirmPassword: PASSWORD })).body.code).toBe(2000);
    expect((await t.call('global', 'POST', '/account/user/sign_in', { email, code: await t.lastCode(email), password: PASSWORD })).body.code).toBe(2000);
    for (let i = 0; i < 10; i++) expect((await t.call('global', 'POST', '/account/user/login/pwd', { email, password: `guess${i}xx` })).body.code).toBe(4004);
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

  it('limits e-mails sent to one address: past the quota the mail is dropped and the answer is the same', async () => {
    const email = fresh();
    for (let i = 0; i < 6; i++)
      expect((await t.call('global', 'POST', '/account/user/code/send', { email, purpose: 'login' })).body).toEqual({ code: 2000, msg: 'success', data: { expires_in: 600 } });
    expect(await database.db.selectFrom('outbox').select('id').where('recipient', '=', email).execute()).toHaveLength(5);
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

/** A confirmed account with the password PASSWORD. */
async function confirmedAccount(service: TestService, email = fresh()): Promise<string> {
  await service.call('global', 'POST', '/account/user/register/pwd', { email, password: PASSWORD, confirmPassword: PASSWORD });
  expect((await service.call('global', 'POST', '/account/user/sign_in', { email, code: await service.lastCode(email), password: PASSWORD })).body.code).toBe(2000);
  return email;
}
const from = (address: string) => ({ 'x-forwarded-for': address });
const logIn = (service: TestService, email: string, password: string, address: string) =>
  service.call('global', 'POST', '/account/user/login/pwd', { email, password }, from(address)).then((answer) => answer.body.code);

describe('nobody locks the owner out (D65: tries count per account and address)', () => {
  it('wrong passwords from many addresses leave the right one of the owner working', async () => {
    const email = await confirmedAccount(proxied);
    for (let i = 0; i < 20; i++) expect(await logIn(proxied, email, `guess${i}xx`, `203.0.113.${i}`)).toBe(4004);
    expect(await logIn(proxied, email, PASSWORD, '198.51.100.1')).toBe(2000);
  });

  it('ten wrong tries from one address refuse that address only', async () => {
    const email = await confirmedAccount(proxied);
    for (let i = 0; i < 10; i++) expect(await logIn(proxied, email, `guess${i}xx`, '203.0.113.50')).toBe(4004);
    expect(await logIn(proxied, email, PASSWORD, '203.0.113.50')).toBe(4030);
    expect(await logIn(proxied, email, PASSWORD, '198.51.100.2')).toBe(2000);
  });

  it('counts parallel tries before checking them: twenty at once from one address get ten checks', async () => {
    const email = await confirmedAccount(proxied);
    const codes = await Promise.all(Array.from({ length: 20 }, (_, i) => logIn(proxied, email, `guess${i}xx`, '203.0.113.60')));
    expect(codes.filter((code) => code === 4004)).toHaveLength(10);
    expect(codes.filter((code) => code === 4030)).toHaveLength(10);
  });

  it('a right password clears the counts: the address has ten tries again', async () => {
    const email = await confirmedAccount(proxied);
    for (let i = 0; i < 9; i++) expect(await logIn(proxied, email, `guess${i}xx`, '203.0.113.70')).toBe(4004);
    expect(await logIn(proxied, email, PASSWORD, '203.0.113.70')).toBe(2000);
    for (let i = 0; i < 10; i++) expect(await logIn(proxied, email, `again${i}xx`, '203.0.113.70')).toBe(4004);
    expect(await logIn(proxied, email, PASSWORD, '203.0.113.70')).toBe(4030);
  });

  it('a password reset clears the counts of the address that was refused', async () => {
    const email = await confirmedAccount(proxied);
    for (let i = 0; i < 10; i++) expect(await logIn(proxied, email, `guess${i}xx`, '203.0.113.80')).toBe(4004);
    expect(await logIn(proxied, email, PASSWORD, '203.0.113.80')).toBe(4030);
    await proxied.call('global', 'POST', '/account/user/password/forgot', { email }, from('203.0.113.80'));
    const token = new URL(/https:\/\/\S+/.exec((await proxied.lastMail(email)).text)![0]).searchParams.get('token')!;
    const reset = await proxied.call('global', 'POST', '/account/user/password/reset', { token, password: 'newpass2026', confirmPassword: 'newpass2026' }, from('203.0.113.80'));
    expect(reset.body.code).toBe(2000);
    expect(await logIn(proxied, email, 'newpass2026', '203.0.113.80')).toBe(2000);
  });

  it('wrong codes count like wrong passwords, per address', async () => {
    const email = await confirmedAccount(proxied);
    const tryCode = (address: string) => proxied.call('global', 'POST', '/account/user/login/code', { email, code: '000000' }, from(address)).then((a) => a.body.code);
    for (let i = 0; i < 10; i++) expect(await tryCode('203.0.113.90')).toBe(4007);
    expect(await tryCode('203.0.113.90')).toBe(4030);
    await proxied.call('global', 'POST', '/account/user/code/send', { email, purpose: 'login' }, from('198.51.100.3'));
    const code = await proxied.lastCode(email);
    expect((await proxied.call('global', 'POST', '/account/user/login/code', { email, code }, from('198.51.100.3'))).body.code).toBe(2000);
  });

  it('past the ceiling of wrong tries on an account, each address has fewer tries, and the owner still gets in', async () => {
    const ceiling = await startTestService(database, {
      now,
      trustedProxies: 1,
      limits: { perAddress: { hits: 100_000, windowSeconds: 60 }, failuresPerAccount: { hits: 6, windowSeconds: 900, triesUnderAttack: 2 } },
    });
    try {
      const email = await confirmedAccount(ceiling);
      for (let i = 0; i < 6; i++) expect(await logIn(ceiling, email, `guess${i}xx`, `203.0.113.${100 + i}`)).toBe(4004);
      // A new address of the guesser: two tries, not ten.
      expect(await logIn(ceiling, email, 'guessaxx', '203.0.113.120')).toBe(4004);
      expect(await logIn(ceiling, email, 'guessbxx', '203.0.113.120')).toBe(4004);
      expect(await logIn(ceiling, email, 'guesscxx', '203.0.113.120')).toBe(4030);
      // The owner, from an address of his own, is not refused.
      expect(await logIn(ceiling, email, PASSWORD, '198.51.100.4')).toBe(2000);
      // His log-in cleared the account's counts: below the ceiling again, an address has more than two tries.
      for (let i = 0; i < 5; i++) expect(await logIn(ceiling, email, `later${i}xx`, '203.0.113.121')).toBe(4004);
    } finally {
      await ceiling.close();
    }
  });
});

describe('the rate-limit table and its cost (D65)', () => {
  it('counts one limit per client address for every API family', async () => {
    const shared = await startTestService(database, { now, limits: { perAddress: { hits: 4, windowSeconds: 60 } } });
    try {
      advance(3600);
      const codes: number[] = [];
      for (const family of ['global', 'europe', 'china', 'global', 'europe', 'china'] as const) {
        codes.push((await shared.call(family, 'POST', '/account/user/login/pwd', { email: fresh(), password: 'guessxx1' })).body.code);
      }
      expect(codes).toEqual([4004, 4004, 4004, 4004, 4029, 4029]);
    } finally {
      await shared.close();
    }
  });

  it('refuses a flood of refused calls without a database write each', async () => {
    const flood = await startTestService(database, { now, limits: { perAddress: { hits: 3, windowSeconds: 60 } } });
    try {
      advance(3600);
      const key = `addr:${createSecrets(TEST_SECRET).keyDigest('127.0.0.1')}`;
      const hitsOf = async () => (await database.db.selectFrom('rate_limits').select('hits').where('key', '=', key).execute()).map((r) => r.hits);
      for (let i = 0; i < 20; i++) await flood.call('global', 'POST', '/account/user/subscribe/create', { email: fresh() });
      // Three counted, the fourth found the limit in the database; the other sixteen never reached it.
      expect(await hitsOf()).toEqual([4]);
      const refused = await flood.call('global', 'POST', '/account/user/subscribe/create', { email: fresh() });
      expect([refused.body.code, Number(refused.headers.get('retry-after'))]).toEqual([4029, 60]);
    } finally {
      await flood.close();
    }
  });

  it('holds no e-mail address and no client address in clear', async () => {
    const email = await confirmedAccount(proxied);
    await logIn(proxied, email, 'guessxxx1', '203.0.113.77');
    const keys = (await database.db.selectFrom('rate_limits').select('key').execute()).map((r) => r.key);
    expect(keys.length).toBeGreaterThan(0);
    expect(keys.filter((key) => key.includes('@') || key.includes('203.0.113.77') || key.includes('127.0.0.1'))).toEqual([]);
  });
});

describe('the client address behind trusted proxies (the address the limits count)', () => {
  it('is the entry the proxy appended, not one the client wrote before it', async () => {
    const behind = await startTestService(database, { now, trustedProxies: 1, limits: { perAddress: { hits: 5, windowSeconds: 60 } } });
    try {
      const codes: number[] = [];
      for (let i = 0; i < 7; i++) {
        const answer = await behind.call('global', 'POST', '/account/user/login/pwd', { email: fresh(), password: 'guessxx1' }, from(`192.0.2.${i}, 198.51.100.7`));
        codes.push(answer.body.code);
      }
      expect(codes).toEqual([4004, 4004, 4004, 4004, 4004, 4029, 4029]);
      // Another client behind the same proxy is counted apart.
      expect((await behind.call('global', 'POST', '/account/user/login/pwd', { email: fresh(), password: 'guessxx1' }, from('198.51.100.8'))).body.code).toBe(4004);
    } finally {
      await behind.close();
    }
  });
});

describe('sessions (D65)', () => {
  type Tokens = { user_id: string; apptoken: string; reftoken: string };
  const profileCode = (apptoken: string) => t.call('global', 'GET', '/account/user/profile', undefined, { apptoken }).then((a) => a.body.code);
  const refresh = (tokens: Tokens, reftoken = tokens.reftoken) => t.call<Tokens>('global', 'GET', `/account/user/sign_in/refresh?user_id=${tokens.user_id}`, undefined, { reftoken });
  const logIn = async (email: string) => (await t.call<Tokens>('global', 'POST', '/account/user/login/pwd', { email, password: PASSWORD })).body.data;

  it('a password change logs out every other session, and keeps the one that made it', async () => {
    const email = await confirmedAccount(t);
    const here = await logIn(email);
    const elsewhere = await logIn(email);
    const changed = await t.call('global', 'POST', '/account/user/password/set', { currentPassword: PASSWORD, password: 'newpass2026', confirmPassword: 'newpass2026' }, { apptoken: here.apptoken });
    expect(changed.body.code).toBe(2000);
    expect(await profileCode(here.apptoken)).toBe(2000);
    expect(await profileCode(elsewhere.apptoken)).toBe(4003);
    expect((await refresh(elsewhere)).body.code).toBe(4003);
  });

  it('lives at most 90 days from its log-in, however often it is refreshed', async () => {
    const email = await confirmedAccount(t);
    let tokens = await logIn(email);
    for (let day = 0; day < 3; day++) {
      advance(29 * 86_400);
      const renewed = await refresh(tokens);
      expect(renewed.body.code).toBe(2000);
      tokens = { ...tokens, ...renewed.body.data };
    }
    // Day 87: renewed, but only until day 90.
    advance(3 * 86_400 + 1);
    expect((await refresh(tokens)).body.code).toBe(4003);
  });

  it('a refresh token used again after its rotation revokes the session (its tokens were copied)', async () => {
    const email = await confirmedAccount(t);
    const first = await logIn(email);
    const second = { ...first, ...(await refresh(first)).body.data };
    // A second tab racing the first within the grace: refused, nothing revoked.
    expect((await refresh(first)).body.code).toBe(4003);
    expect(await profileCode(second.apptoken)).toBe(2000);
    advance(31);
    expect((await refresh(first)).body.code).toBe(4003);
    expect(await profileCode(second.apptoken)).toBe(4003);
    expect((await refresh(second)).body.code).toBe(4003);
  });

  it('an app token alone sets no first password: it takes a code log-in of the last 10 minutes', async () => {
    const email = fresh();
    await t.call('global', 'POST', '/account/user/code/send', { email, purpose: 'login' });
    const session = (await t.call<Tokens>('global', 'POST', '/account/user/register_or_login', { email, code: await t.lastCode(email) })).body.data;
    advance(11 * 60);
    const refused = await t.call('global', 'POST', '/account/user/password/set', { password: 'newpass2026', confirmPassword: 'newpass2026' }, { apptoken: session.apptoken });
    expect([refused.status, refused.body.code, refused.body.msg]).toEqual([403, 4012, 'For your security, log in again with a code sent to your email, then set your password.']);
    await t.call('global', 'POST', '/account/user/code/send', { email, purpose: 'login' });
    const again = (await t.call<Tokens>('global', 'POST', '/account/user/login/code', { email, code: await t.lastCode(email) })).body.data;
    expect((await t.call('global', 'POST', '/account/user/password/set', { password: 'newpass2026', confirmPassword: 'newpass2026' }, { apptoken: again.apptoken })).body.code).toBe(2000);
  });
});

describe('deleting an account (user/delete)', () => {
  type Tokens = { user_id: string; apptoken: string; reftoken: string };
  const profileCode = (apptoken: string) => t.call('global', 'GET', '/account/user/profile', undefined, { apptoken }).then((a) => a.body.code);
  it('an app token alone deletes no passwordless account: it takes a code log-in of the last 10 minutes (4016)', async () => {
    const email = fresh();
    await t.call('global', 'POST', '/account/user/code/send', { email, purpose: 'login' });
    const session = (await t.call<Tokens>('global', 'POST', '/account/user/register_or_login', { email, code: await t.lastCode(email) })).body.data;
    advance(11 * 60);
    const refused = await t.call('global', 'POST', '/account/user/delete', { email }, { apptoken: session.apptoken });
    expect([refused.status, refused.body.code, refused.body.msg]).toEqual([403, 4016, 'For your security, log in again with a code sent to your email, then delete your account.']);
    expect(await profileCode(session.apptoken)).toBe(2000);
    await t.call('global', 'POST', '/account/user/code/send', { email, purpose: 'login' });
    const again = (await t.call<Tokens>('global', 'POST', '/account/user/login/code', { email, code: await t.lastCode(email) })).body.data;
    expect((await t.call('global', 'POST', '/account/user/delete', { email }, { apptoken: again.apptoken })).body.code).toBe(2000);
    // Both sessions went with the account.
    expect(await profileCode(again.apptoken)).toBe(4003);
    expect(await profileCode(session.apptoken)).toBe(4003);
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

  it('a newer code from the same client address keeps the one before it, and ends the older', async () => {
    const email = fresh();
    const codes: string[] = [];
    for (let i = 0; i < 3; i++) {
      await t.call('global', 'POST', '/account/user/code/send', { email, purpose: 'login' });
      codes.push(await t.lastCode(email));
    }
    const [first, second] = codes as [string, string, string];
    if (first !== second && first !== codes[2]) expect((await t.call('global', 'POST', '/account/user/register_or_login', { email, code: first })).body.code).toBe(4007);
    expect((await t.call('global', 'POST', '/account/user/register_or_login', { email, code: second })).body.code).toBe(2000);
  });

  it('app tokens last 30 minutes; the refresh token still renews them', async () => {
    const email = fresh();
    await t.call('global', 'POST', '/account/user/register/pwd', { email, password: PASSWORD, confirmPassword: PASSWORD });
    const session = (await t.call<{ apptoken: string; reftoken: string; user_id: string }>('global', 'POST', '/account/user/sign_in', { email, code: await t.lastCode(email), password: PASSWORD }))
      .body.data;
    advance(29 * 60);
    expect((await t.call('global', 'GET', '/account/user/profile', undefined, { apptoken: session.apptoken })).body.code).toBe(2000);
    advance(2 * 60);
    expect((await t.call('global', 'GET', '/account/user/profile', undefined, { apptoken: session.apptoken })).body.code).toBe(4003);
    const renewed = await t.call<{ apptoken: string }>('global', 'GET', `/account/user/sign_in/refresh?user_id=${session.user_id}`, undefined, { reftoken: session.reftoken });
    expect((await t.call('global', 'GET', '/account/user/profile', undefined, { apptoken: renewed.body.data.apptoken })).body.code).toBe(2000);
  });

  it('refuses a newsletter confirmation link after 7 days', async () => {
    const email = fresh();
    await t.call('global', 'POST', '/account/user/subscribe/create', { email });
    const token = new URL(/https:\/\/\S+/.exec((await t.lastMail(email)).text)![0]).searchParams.get('token')!;
    advance(7 * 86_400 + 1);
    expect((await t.call('global', 'POST', '/account/user/subscribe/confirm', { token })).body.code).toBe(4009);
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
