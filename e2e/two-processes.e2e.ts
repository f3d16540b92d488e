/**
 * Many servers, one database: two built page-and-service processes on one PostgreSQL (a database of its own on
 * the server of TEST_DATABASE_URL, which .ci/run provides), sending mail through one SMTP server (a sink on
 * loopback: the edge of the system). What one process writes, the other honours: a code sent through one is
 * accepted by the other, a session and a reset link work on both, a mail limit reached through one holds on
 * the other, and the outbox sends each message once although both processes send. A SIGTERM during a burst
 * of registrations loses none that was answered, and leaves none half written.
 */
import { createServer, type Server, type Socket } from 'node:net';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from './harness.ts';

const DATABASE = process.env.TEST_DATABASE_URL;
const PASSWORD = 'robots2025';
const NEW_PASSWORD = 'robots2026';

interface Sent {
  to: string;
  text: string;
}

/**
 * An SMTP server that accepts every message and keeps it (RFC 5321's minimum: no TLS, no auth), its body
 * decoded from quoted-printable or base64 as nodemailer encodes it.
 */
function smtpSink(): Promise<{ port: number; sent: Sent[]; close(): Promise<void> }> {
  const sent: Sent[] = [];
  const sockets = new Set<Socket>();
  const server: Server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    let buffer = '';
    let data = false;
    let to: string[] = [];
    socket.write('220 sink ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('latin1');
      for (;;) {
        if (data) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end < 0) return;
          const message = buffer.slice(0, end);
          buffer = buffer.slice(end + 5);
          data = false;
          const split = message.indexOf('\r\n\r\n');
          const headers = message.slice(0, split);
          let body = message.slice(split + 4).replace(/^\.\./gm, '.');
          if (/content-transfer-encoding:\s*quoted-printable/i.test(headers))
            body = body.replace(/=\r\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
          else if (/content-transfer-encoding:\s*base64/i.test(headers)) body = Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('latin1');
          for (const recipient of to) sent.push({ to: recipient, text: Buffer.from(body, 'latin1').toString('utf8') });
          to = [];
          socket.write('250 kept\r\n');
          continue;
        }
        const newline = buffer.indexOf('\r\n');
        if (newline < 0) return;
        const line = buffer.slice(0, newline);
        buffer = buffer.slice(newline + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') socket.write('250 sink\r\n');
        else if (verb === 'RCPT') {
          to.push(/<([^>]+)>/.exec(line)?.[1] ?? '');
          socket.write('250 ok\r\n');
        } else if (verb === 'DATA') {
          data = true;
          socket.write('354 go on\r\n');
        } else if (verb === 'QUIT') {
          socket.end('221 bye\r\n');
          return;
        } else socket.write('250 ok\r\n');
      }
    });
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({
        port: (server.address() as { port: number }).port,
        sent,
        close: () =>
          new Promise<void>((done) => {
            for (const socket of sockets) socket.destroy();
            server.close(() => done());
          }),
      }),
    ),
  );
}

describe.skipIf(!DATABASE)('two processes on one PostgreSQL (TEST_DATABASE_URL)', () => {
  const name = `e2e_two_${process.pid}_${Date.now().toString(36)}`;
  let admin: pg.Client;
  /** A connection to the processes' database, to look at what they wrote. */
  let db: pg.Client;
  let sink: Awaited<ReturnType<typeof smtpSink>>;
  let a: RunningServer;
  let b: RunningServer;
  let visitors = 0;

  const start = () =>
    startServer({
      DATABASE_URL: databaseUrl(),
      SERVICE_SECRET: 'two-processes-secret-of-at-least-32-characters',
      SMTP_URL: `smtp://127.0.0.1:${sink.port}`,
      MAIL_FROM: 'Mechanova <no-reply@mechanova.example>',
      TRUST_PROXY: '1',
    });
  const databaseUrl = () => {
    const url = new URL(DATABASE!);
    url.pathname = `/${name}`;
    return url.toString();
  };

  beforeAll(async () => {
    admin = new pg.Client({ connectionString: DATABASE });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    sink = await smtpSink();
    // One after the other: the first creates the tables (its migrations), the second finds them.
    a = await start();
    await call(a, 'GET', '/account/user/profile');
    b = await start();
    await call(b, 'GET', '/account/user/profile');
    db = new pg.Client({ connectionString: databaseUrl() });
    await db.connect();
  }, 120_000);

  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await sink?.close();
    await db?.end();
    if (admin) {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    }
  });

  /** One call of the global family's API on `server`, from its own client address unless one is given. */
  async function call(server: RunningServer, method: 'GET' | 'POST', path: string, body?: object, headers: Record<string, string> = {}) {
    const response = await fetch(`${server.origin}/api/global${path}`, {
      method,
      headers: { 'content-type': 'application/json', region: 'us', 'x-forwarded-for': `10.20.${Math.floor(visitors / 250)}.${(visitors++ % 250) + 1}`, ...headers },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    return (await response.json()) as { code: number; msg: string; data: Record<string, string> };
  }

  /** The mails the sink received for `to`, once there are `count` of them. */
  async function mailsTo(to: string, count: number): Promise<Sent[]> {
    await expect.poll(() => sink.sent.filter((m) => m.to === to).length, { timeout: 20_000, interval: 100 }).toBeGreaterThanOrEqual(count);
    return sink.sent.filter((m) => m.to === to);
  }
  const codeIn = (mail: Sent) => /\b(\d{6})\b/.exec(mail.text)![1]!;

  const email = (tag: string) => `${tag}.${Date.now().toString(36)}.${visitors}@example.com`;

  it('a code mailed through one process signs in on the other; the session works on both; a reset link from one works on the other', async () => {
    const address = email('across');
    expect((await call(a, 'POST', '/account/user/register/pwd', { email: address, password: PASSWORD, confirmPassword: PASSWORD })).code).toBe(2000);
    const [codeMail] = await mailsTo(address, 1);
    const signedIn = await call(b, 'POST', '/account/user/sign_in', { email: address, code: codeIn(codeMail!), password: PASSWORD });
    expect(signedIn.code, signedIn.msg).toBe(2000);
    const { apptoken } = signedIn.data;
    for (const server of [a, b]) expect((await call(server, 'GET', '/account/user/profile', undefined, { apptoken: apptoken! })).code).toBe(2000);

    expect((await call(b, 'POST', '/account/user/password/forgot', { email: address })).code).toBe(2000);
    // (The mail before it is the welcome mail of the confirmed account.)
    let resetMail: Sent | undefined;
    await expect.poll(() => (resetMail = sink.sent.find((m) => m.to === address && /[?&]token=/.test(m.text))), { timeout: 20_000, interval: 100 }).toBeDefined();
    const token = new URL(/https?:\/\/\S+[?&]token=\S+/.exec(resetMail!.text)![0]).searchParams.get('token')!;
    expect((await call(a, 'POST', '/account/user/password/reset', { token, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD })).code).toBe(2000);
    // The reset ended the session on both processes, and the link is spent on both.
    for (const server of [a, b]) expect((await call(server, 'GET', '/account/user/profile', undefined, { apptoken: apptoken! })).code).toBe(4003);
    expect((await call(b, 'POST', '/account/user/password/reset', { token, password: PASSWORD, confirmPassword: PASSWORD })).code).not.toBe(2000);
    expect((await call(b, 'POST', '/account/user/login/pwd', { email: address, password: NEW_PASSWORD })).code).toBe(2000);
  });

  it('a mail limit reached through both processes holds on each: 5 codes to one address in 15 minutes from one client, wherever they are asked', async () => {
    const address = email('limit');
    const answers: number[] = [];
    // Past the quota the mail is dropped and the answer is the same (D65): whoever asks cannot tell.
    // One client address throughout (call() gives each request its own unless told): the quota is per client.
    for (const server of [a, b, a, b, a, b, a]) answers.push((await call(server, 'POST', '/account/user/code/send', { email: address, purpose: 'login' }, { 'x-forwarded-for': '10.99.0.1' })).code);
    expect(answers).toEqual([2000, 2000, 2000, 2000, 2000, 2000, 2000]);
    // Each of the five mails went out once, though both processes send the outbox, and no sixth was queued.
    expect(await mailsTo(address, 5)).toHaveLength(5);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(sink.sent.filter((m) => m.to === address)).toHaveLength(5);
  });

  it('a SIGTERM during a burst of registrations loses none that was answered and leaves none half written; every mail goes out once', async () => {
    const addresses = Array.from({ length: 24 }, (_, i) => email(`burst${i}`));
    const register = (server: RunningServer, address: string) =>
      call(server, 'POST', '/account/user/register/pwd', { email: address, password: PASSWORD, confirmPassword: PASSWORD }).then(
        (answer) => answer.code,
        () => 'refused' as const,
      );
    const burst = addresses.map((address, i) => register(i % 2 ? b : a, address));
    // Stop A once its half of the burst is under way (each registration hashes a password: they queue), not before.
    const viaA = addresses.filter((_, i) => i % 2 === 0);
    await expect
      .poll(async () => (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM users WHERE email = ANY($1)', [viaA])).rows[0]!.n, { timeout: 30_000, interval: 20 })
      .toBeGreaterThan(0);
    const stopped = a.stop();
    const answers = await Promise.all(burst);
    await stopped;
    // What A refused once it stopped accepting, the visitor sends again, to B.
    const retried = await Promise.all(addresses.map((address, i) => (answers[i] === 'refused' ? register(b, address) : answers[i])));
    expect(retried.every((code) => code === 2000)).toBe(true);

    const { rows: users } = await db.query<{ email: string; codes: number; mails: number }>(
      `SELECT u.email, (SELECT count(*) FROM codes c WHERE c.email = u.email)::int AS codes, (SELECT count(*) FROM outbox o WHERE o.recipient = u.email)::int AS mails
       FROM users u WHERE u.email = ANY($1)`,
      [addresses],
    );
    // One account per address, each with the code and the mail its registration wrote.
    expect(users.map((u) => u.email).sort()).toEqual([...addresses].sort());
    for (const user of users) {
      expect(user.codes, user.email).toBeGreaterThanOrEqual(1);
      expect(user.mails, user.email).toBeGreaterThanOrEqual(1);
    }
    // Every mail of the outbox reached the SMTP server exactly once (B sends what A left).
    for (const user of users) expect(await mailsTo(user.email, user.mails), user.email).toHaveLength(user.mails);
    const { rows: unsent } = await db.query(`SELECT id FROM outbox WHERE sent_at IS NULL AND recipient = ANY($1)`, [addresses]);
    expect(unsent).toEqual([]);
    a = await start();
  });
});
