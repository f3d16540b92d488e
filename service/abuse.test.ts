/**
 * What a stranger does against the owner of an address (the security retest of 2026-12-07, M1, M2, N3, N4), each
 * attack reproduced against the real service over HTTP on PGlite, behind one trusted proxy so that every request
 * claims its client address (X-Forwarded-For), as the test's `curl --interface` did: each now does no harm.
 */
import type { KyselyPlugin } from 'kysely';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OpenedDatabase } from './db.ts';
import { defaultLimits } from './family-app.ts';
import { openTestDatabase } from './test-db.ts';
import { startTestService, type TestService } from './test-server.ts';

let database: OpenedDatabase;
/** The default limits of production (the mail quotas above all), but for the client address's own, which the tests would pass. */
let t: TestService;
let n = 0;
const fresh = (tag = 'owner') => `${tag}.${Date.now().toString(36)}.${n++}@example.com`;
const PASSWORD = 'robots2025';
const STRANGER = 'stranger2025';
const OWNER_ADDRESS = '198.51.100.10';
const from = (address: string) => ({ 'x-forwarded-for': address });
const user = (path: string) => `/account/user/${path}`;

beforeAll(async () => {
  database = await openTestDatabase();
  t = await startTestService(database, { trustedProxies: 1, limits: { ...defaultLimits, perAddress: { hits: 100_000, windowSeconds: 60 } } });
});
afterAll(async () => {
  await t?.close();
  await database?.close();
});

const mailsTo = async (email: string, kind?: string) =>
  (await database.db.selectFrom('outbox').select(['id', 'kind']).where('recipient', '=', email).execute()).filter((row) => kind === undefined || row.kind === kind).length;
const linkToken = async (email: string) => new URL(/https:\/\/\S+/.exec((await t.lastMail(email)).text)![0]).searchParams.get('token')!;

/** A confirmed account with the password PASSWORD, made from the owner's address. */
async function confirmedAccount(email = fresh()): Promise<string> {
  await t.call('global', 'POST', user('register/pwd'), { email, password: PASSWORD, confirmPassword: PASSWORD }, from(OWNER_ADDRESS));
  expect((await t.call('global', 'POST', user('sign_in'), { email, code: await t.lastCode(email), password: PASSWORD }, from(OWNER_ADDRESS))).body.code).toBe(2000);
  return email;
}

/** The owner asks for a log-in code from his own address and logs in with it. */
async function ownerLogsInByCode(email: string) {
  const before = await mailsTo(email, 'code');
  expect((await t.call('global', 'POST', user('code/send'), { email, purpose: 'login' }, from(OWNER_ADDRESS))).body.code).toBe(2000);
  expect(await mailsTo(email, 'code')).toBe(before + 1);
  return (await t.call('global', 'POST', user('login/code'), { email, code: await t.lastCode(email) }, from(OWNER_ADDRESS))).body.code;
}

describe("M1: a stranger does not spend the owner's mails (repro-mail-lockout.sh)", () => {
  it('five newsletter requests leave the owner his log-in code and his reset link', async () => {
    const email = await confirmedAccount();
    for (let i = 0; i < 5; i++) expect((await t.call('global', 'POST', user('subscribe/create'), { email }, from('203.0.113.63'))).body.code).toBe(2000);
    expect(await ownerLogsInByCode(email)).toBe(2000);
    expect((await t.call('global', 'POST', user('password/forgot'), { email }, from(OWNER_ADDRESS))).body.code).toBe(2000);
    expect((await t.lastMail(email)).kind).toBe('reset');
    const reset = await t.call('global', 'POST', user('password/reset'), { token: await linkToken(email), password: 'newpass2026', confirmPassword: 'newpass2026' }, from(OWNER_ADDRESS));
    expect(reset.body.code).toBe(2000);
  });

  it('a passwordless account still logs in after a stranger asked for twenty log-in codes and twenty resets from one address', async () => {
    const email = fresh();
    await t.call('global', 'POST', user('code/send'), { email, purpose: 'login' }, from(OWNER_ADDRESS));
    expect((await t.call('global', 'POST', user('register_or_login'), { email, code: await t.lastCode(email) }, from(OWNER_ADDRESS))).body.code).toBe(2000);
    for (let i = 0; i < 20; i++) {
      // Answered alike all along: the stranger cannot tell when his mails stop being sent.
      expect((await t.call('global', 'POST', user('code/send'), { email, purpose: 'login' }, from('203.0.113.64'))).body).toEqual({ code: 2000, msg: 'success', data: { expires_in: 600 } });
      expect((await t.call('global', 'POST', user('password/forgot'), { email }, from('203.0.113.64'))).body).toEqual({ code: 2000, msg: 'success', data: { expires_in: 1800 } });
    }
    expect(await ownerLogsInByCode(email)).toBe(2000);
  });

  it("the newsletter and the forms have quotas of their own: spent, they drop their mails and leave the log-in codes' whole", async () => {
    const email = await confirmedAccount();
    for (let i = 0; i < 8; i++) await t.call('global', 'POST', user('subscribe/create'), { email }, from(OWNER_ADDRESS));
    const form = { email, name: 'Kim', product: 'flagshipBumblebee', serialNumber: 'SN-1', purchaseDate: '2025-01-01' };
    for (let i = 0; i < 8; i++) expect((await t.call('global', 'POST', '/account/product/register', form, from(OWNER_ADDRESS))).body.code).toBe(2000);
    expect(await mailsTo(email, 'subscribeConfirm')).toBe(5);
    expect(await mailsTo(email, 'productRegistration')).toBe(5);
    // From the same address that spent them, the log-in code still goes.
    expect(await ownerLogsInByCode(email)).toBe(2000);
  });

  it("a stranger's codes do not end the code the owner is typing", async () => {
    const email = await confirmedAccount();
    await t.call('global', 'POST', user('code/send'), { email, purpose: 'login' }, from(OWNER_ADDRESS));
    const owners = await t.lastCode(email);
    for (let i = 0; i < 5; i++) await t.call('global', 'POST', user('code/send'), { email, purpose: 'login' }, from('203.0.113.65'));
    expect((await t.call('global', 'POST', user('login/code'), { email, code: owners }, from(OWNER_ADDRESS))).body.code).toBe(2000);
  });

  it('strangers at many addresses: the address gets a bounded number of mails, and the owner his code', async () => {
    const email = await confirmedAccount();
    const { mailsPerEmail, mailsPerEmailAddress } = defaultLimits;
    const addresses = Array.from({ length: 12 }, (_, i) => `203.0.113.${100 + i}`);
    for (const address of addresses) for (let i = 0; i < mailsPerEmailAddress.hits; i++) await t.call('global', 'POST', user('code/send'), { email, purpose: 'login' }, from(address));
    // 60 requests; once the address had its `hits`, each client address has `underAttack` mails of the window.
    const strangers = await mailsTo(email, 'code');
    expect(strangers - 1).toBeLessThanOrEqual(mailsPerEmail.hits + addresses.length * mailsPerEmail.underAttack);
    expect(strangers - 1).toBeLessThan(addresses.length * mailsPerEmailAddress.hits);
    expect(await ownerLogsInByCode(email)).toBe(2000);
  });
});

describe("N4: a stranger who registers a pending address again breaks nothing of the owner's", () => {
  it.each(['first', 'latest'] as const)("the owner confirms with the %s code mailed to him and his password; the stranger's password opens nothing", async (which) => {
    const email = fresh();
    await t.call('global', 'POST', user('register/pwd'), { email, password: PASSWORD, confirmPassword: PASSWORD }, from(OWNER_ADDRESS));
    const first = await t.lastCode(email);
    for (let i = 0; i < 3; i++) expect((await t.call('global', 'POST', user('register/pwd'), { email, password: STRANGER, confirmPassword: STRANGER }, from('203.0.113.70'))).body.code).toBe(2000);
    const code = which === 'first' ? first : await t.lastCode(email);
    expect((await t.call('global', 'POST', user('sign_in'), { email, code, password: PASSWORD }, from(OWNER_ADDRESS))).body.code).toBe(2000);
    expect((await t.call('global', 'POST', user('login/pwd'), { email, password: STRANGER }, from('203.0.113.70'))).body.code).toBe(4004);
    expect((await t.call('global', 'POST', user('login/pwd'), { email, password: PASSWORD }, from(OWNER_ADDRESS))).body.code).toBe(2000);
  });
});

describe('M2: sign-up does not tell a registered address apart', () => {
  it('answers a registered and a new address alike, and tells only the owner, by mail', async () => {
    const registered = await confirmedAccount();
    const unknown = fresh('nobody');
    const body = (email: string) => ({ email, password: STRANGER, confirmPassword: STRANGER });
    const a = await t.call('global', 'POST', user('register/pwd'), body(registered), from('203.0.113.80'));
    const b = await t.call('global', 'POST', user('register/pwd'), body(unknown), from('203.0.113.80'));
    expect([a.status, a.body, a.headers.get('content-type')]).toEqual([b.status, b.body, b.headers.get('content-type')]);
    expect((await t.lastMail(registered)).kind).toBe('accountExists');
    expect((await t.lastMail(unknown)).kind).toBe('code');
    // Either way the password was hashed (the same work, so the same time class); the account's stays the owner's.
    expect((await t.call('global', 'POST', user('login/pwd'), { email: registered, password: PASSWORD }, from(OWNER_ADDRESS))).body.code).toBe(2000);
  });
});

describe('N3: made-up app tokens cost the database a bounded number of lookups', () => {
  it('a flood of made-up tokens from one address queries the database at most `unknownTokensPerAddress` times; malformed ones never', async () => {
    let queries = 0;
    const counting: KyselyPlugin = {
      transformQuery: (args) => {
        queries++;
        return args.node;
      },
      transformResult: async (args) => args.result,
    };
    const rule = { hits: 30, windowSeconds: 60 };
    const counted = await startTestService(
      { ...database, db: database.db.withPlugin(counting) },
      { trustedProxies: 1, limits: { perAddress: { hits: 100_000, windowSeconds: 60 }, unknownTokensPerAddress: rule } },
    );
    try {
      const profile = (apptoken: string, address: string) => counted.call('global', 'GET', user('profile'), undefined, { apptoken, ...from(address) }).then((a) => a.body.code);
      queries = 0;
      for (const apptoken of ['forged', 'x'.repeat(5000), 'a b', `${'x'.repeat(42)}=`, '%'.repeat(43)]) expect(await profile(apptoken, '203.0.113.90')).toBe(4003);
      expect(queries).toBe(0);

      const codes: number[] = [];
      for (let i = 0; i < 300; i++) codes.push(await profile(randomBytes(32).toString('base64url'), '203.0.113.91'));
      expect(queries).toBeLessThanOrEqual(rule.hits);
      expect(codes.filter((code) => code === 4003)).toHaveLength(rule.hits);
      expect(codes.filter((code) => code === 4029)).toHaveLength(300 - rule.hits);

      // Another address is looked up as before, and a real session works.
      const email = await confirmedAccount();
      const session = await t.call<{ apptoken: string }>('global', 'POST', user('login/pwd'), { email, password: PASSWORD }, from(OWNER_ADDRESS));
      expect(await profile(session.body.data.apptoken, OWNER_ADDRESS)).toBe(2000);
      // The flooding address is refused a lookup even for a real token until its window ends.
      queries = 0;
      expect(await profile(session.body.data.apptoken, '203.0.113.91')).toBe(4029);
      expect(queries).toBe(0);
    } finally {
      await counted.close();
    }
  });
});
