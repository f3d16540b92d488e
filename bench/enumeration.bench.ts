/**
 * Account enumeration by timing (docs/decisions.md D65): the median answer time of the calls that take an address,
 * for an address with an account and one without, each probed once as an attacker would (fresh addresses
 * every round), at the production Argon2 cost. The two columns should agree within noise; the answers
 * themselves are equal by test (service/api.test.ts). Prints figures; asserts nothing.
 *
 *   node bench/enumeration.bench.ts      (ROUNDS=40 by default)
 */
import { openTestDatabase } from '../service/test-db.ts';
import { startTestService } from '../service/test-server.ts';
import { median } from './stats.ts';

const ROUNDS = Number(process.env.ROUNDS ?? 40);
const PASSWORD = 'robots2025';

const database = await openTestDatabase();
const service = await startTestService(database, {
  passwordCost: 'production',
  limits: {
    perAddress: { hits: 1e7, windowSeconds: 60 },
    mailsPerEmailAddress: { hits: 1e7, windowSeconds: 60 },
    mailsPerEmail: { hits: 1e7, windowSeconds: 60, underAttack: 1e7 },
    unknownTokensPerAddress: { hits: 1e7, windowSeconds: 60 },
  },
});
try {
  const probes: { label: string; probe: (email: string) => Promise<unknown> }[] = [
    { label: 'login/pwd (wrong password)', probe: (email) => service.call('global', 'POST', '/account/user/login/pwd', { email, password: 'guess2026x' }) },
    { label: 'login/code (wrong code)', probe: (email) => service.call('global', 'POST', '/account/user/login/code', { email, code: '000000' }) },
    { label: 'sign_in (wrong code)', probe: (email) => service.call('global', 'POST', '/account/user/sign_in', { email, code: '000000', password: PASSWORD }) },
    { label: 'code/send', probe: (email) => service.call('global', 'POST', '/account/user/code/send', { email, purpose: 'login' }) },
    { label: 'password/forgot', probe: (email) => service.call('global', 'POST', '/account/user/password/forgot', { email }) },
    { label: 'register/pwd', probe: (email) => service.call('global', 'POST', '/account/user/register/pwd', { email, password: PASSWORD, confirmPassword: PASSWORD }) },
  ];
  // Accounts made beforehand, one per round and probe, so each probe meets a fresh address of either kind.
  const accounts: string[] = [];
  for (let i = 0; i < ROUNDS * probes.length; i++) {
    const email = `enum-known-${i}@example.com`;
    await service.call('global', 'POST', '/account/user/register/pwd', { email, password: PASSWORD, confirmPassword: PASSWORD });
    await service.call('global', 'POST', '/account/user/sign_in', { email, code: await service.lastCode(email), password: PASSWORD });
    accounts.push(email);
  }
  console.log(`Enumeration by timing: median ms over ${ROUNDS} fresh addresses of each kind, probed in turn (Argon2id at its production cost)`);
  console.log(`   ${'call'.padEnd(30)} ${'account'.padStart(8)} ${'none'.padStart(8)}`);
  let n = 0;
  for (const { label, probe } of probes) {
    const known: number[] = [];
    const unknown: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      for (const [email, into] of [
        [accounts[n++]!, known],
        [`enum-none-${label.length}-${round}@example.com`, unknown],
      ] as const) {
        const start = performance.now();
        await probe(email);
        into.push(performance.now() - start);
      }
    }
    console.log(`   ${label.padEnd(30)} ${median(known).toFixed(2).padStart(8)} ${median(unknown).toFixed(2).padStart(8)}`);
  }
} finally {
  await service.close();
  await database.close();
}
