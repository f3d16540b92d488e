import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OpenedDatabase } from './db.ts';
import { createMailer, enqueueMail, latestMail, type Transport } from './outbox.ts';
import { createSecrets } from './secrets.ts';
import { openTestDatabase } from './test-db.ts';

let database: OpenedDatabase;
const secrets = createSecrets('outbox-test-secret-of-32-characters!!');
const mail = (to: string) => ({ family: 'global' as const, region: 'us', recipient: to, kind: 'code', subject: 'Your code', text: 'Your code is 123456.' });

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

describe('outbox', () => {
  it('keeps messages sealed and reads them back for the development mailbox', async () => {
    await enqueueMail(database.db, secrets, mail('a@example.com'), new Date());
    const row = await database.db.selectFrom('outbox').selectAll().where('recipient', '=', 'a@example.com').executeTakeFirstOrThrow();
    expect(row.sealed).not.toContain('123456');
    const [latest] = await latestMail(database.db, secrets, { to: 'a@example.com' });
    expect(latest).toMatchObject({ to: 'a@example.com', subject: 'Your code', text: 'Your code is 123456.', sentAt: null });
  });

  it('sends over the transport, erases what it sent, and retries a failure later', async () => {
    const sent: { to: string; subject: string; text: string }[] = [];
    let fail = true;
    // A real SMTP server is out of reach in CI: the transport is nodemailer's interface, recorded here.
    const transport: Transport = {
      async sendMail(message) {
        if (message.to === 'flaky@example.com' && fail) throw new Error('421 try later');
        sent.push(message);
        return {};
      },
    };
    await enqueueMail(database.db, secrets, mail('b@example.com'), new Date());
    await enqueueMail(database.db, secrets, mail('flaky@example.com'), new Date());
    const mailer = createMailer({ db: database.db, secrets, transport, from: 'no-reply@example.com' });
    await mailer.flush();
    expect(sent.map((m) => m.to)).toEqual(expect.arrayContaining(['a@example.com', 'b@example.com']));
    const flaky = await database.db.selectFrom('outbox').selectAll().where('recipient', '=', 'flaky@example.com').executeTakeFirstOrThrow();
    expect(flaky).toMatchObject({ sent_at: null, attempts: 1, last_error: '421 try later' });
    const done = await database.db.selectFrom('outbox').selectAll().where('recipient', '=', 'b@example.com').executeTakeFirstOrThrow();
    expect(done.sent_at).not.toBeNull();
    expect(done.sealed).toBeNull();
    fail = false;
    expect(await mailer.flush()).toBe(1);
    expect(sent.at(-1)).toMatchObject({ to: 'flaky@example.com', subject: 'Your code' });
    expect(await mailer.flush()).toBe(0);
  });
});
