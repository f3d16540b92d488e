/**
 * Every e-mail is a row of the outbox, sealed (it may carry a code or a reset
 * link). With SMTP_URL the mailer sends unsent rows and erases their content;
 * without it, development reads them at /dev/mailbox.
 */
import type { ServiceDb } from './db.ts';
import type { Secrets } from './secrets.ts';
import type { Family } from './tables.ts';

export interface OutgoingMail {
  family: Family;
  region: string;
  recipient: string;
  kind: string;
  subject: string;
  text: string;
}
export interface MailboxEntry {
  id: number;
  to: string;
  kind: string;
  region: string;
  subject: string;
  text: string;
  createdAt: string;
  sentAt: string | null;
}

export async function enqueueMail(db: ServiceDb, secrets: Secrets, mail: OutgoingMail, now: Date): Promise<number> {
  const row = await db
    .insertInto('outbox')
    .values({
      family: mail.family,
      region: mail.region,
      recipient: mail.recipient,
      kind: mail.kind,
      sealed: secrets.seal(JSON.stringify({ subject: mail.subject, text: mail.text })),
      created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The latest messages, newest first (optionally to one address), opened. */
export async function latestMail(db: ServiceDb, secrets: Secrets, options: { limit?: number; to?: string } = {}): Promise<MailboxEntry[]> {
  let query = db
    .selectFrom('outbox')
    .selectAll()
    .orderBy('id', 'desc')
    .limit(Math.min(options.limit ?? 20, 200));
  if (options.to) query = query.where('recipient', '=', options.to);
  const rows = await query.execute();
  return rows.map((row) => {
    const content = row.sealed ? (JSON.parse(secrets.open(row.sealed)) as { subject: string; text: string }) : { subject: '(sent)', text: '' };
    return {
      id: row.id,
      to: row.recipient,
      kind: row.kind,
      region: row.region,
      ...content,
      createdAt: new Date(row.created_at).toISOString(),
      sentAt: row.sent_at ? new Date(row.sent_at).toISOString() : null,
    };
  });
}

export interface Transport {
  sendMail(message: { from: string; to: string; subject: string; text: string }): Promise<unknown>;
}

/** Rows one transaction of the mailer locks and sends. */
const BATCH = 20;

/**
 * Sends unsent rows (oldest first, a batch at a time); rows another process
 * holds are skipped (FOR UPDATE SKIP LOCKED). Failures are counted and retried
 * on the next flush; after 5 the row is left for an operator.
 */
export function createMailer(deps: { db: ServiceDb; secrets: Secrets; transport: Transport; from: string; now?: () => Date; onError?: (error: unknown) => void }) {
  const now = deps.now ?? (() => new Date());
  let running: Promise<number> | undefined;
  let following: Promise<number> | undefined;

  /** Sends batches of up to BATCH rows until one comes back short. */
  async function flushAll(): Promise<number> {
    let sent = 0;
    for (;;) {
      const batch = await flushOnce();
      sent += batch.sent;
      // A full batch may have more behind it; one that sent nothing (the transport fails) is retried on a later run.
      if (batch.rows < BATCH || batch.sent === 0) return sent;
    }
  }

  async function flushOnce(): Promise<{ rows: number; sent: number }> {
    let sent = 0;
    let count = 0;
    await deps.db.transaction().execute(async (tx) => {
      const rows = await tx
        .selectFrom('outbox')
        .select(['id', 'recipient', 'sealed'])
        .where('sent_at', 'is', null)
        .where('attempts', '<', 5)
        .orderBy('id')
        .limit(BATCH)
        .forUpdate()
        .skipLocked()
        .execute();
      count = rows.length;
      for (const row of rows) {
        try {
          const { subject, text } = JSON.parse(deps.secrets.open(row.sealed ?? '')) as { subject: string; text: string };
          await deps.transport.sendMail({ from: deps.from, to: row.recipient, subject, text });
          await tx
            .updateTable('outbox')
            .set({ sent_at: now(), sealed: null, attempts: (eb) => eb('attempts', '+', 1), last_error: null })
            .where('id', '=', row.id)
            .execute();
          sent++;
        } catch (error) {
          deps.onError?.(error);
          const reason = error instanceof Error ? error.message.slice(0, 200) : 'send failed';
          await tx
            .updateTable('outbox')
            .set({ attempts: (eb) => eb('attempts', '+', 1), last_error: reason })
            .where('id', '=', row.id)
            .execute();
        }
      }
    });
    return { rows: count, sent };
  }

  function flush(): Promise<number> {
    // A row queued while a run is under way may not be in the batch it selected: one more run follows it, shared by
    // every call made meanwhile (a mail must never wait for the next mail to be sent).
    if (running !== undefined) {
      const next = () => {
        following = undefined;
        return flush();
      };
      following ??= running.then(next, next);
      return following;
    }
    running = flushAll().finally(() => {
      running = undefined;
    });
    return running;
  }

  return {
    /** Sends what is waiting, including what is queued while a run is under way (one more run follows it). */
    flush,
  };
}
