/**
 * `make mailbox`: prints the latest e-mails of a running development server's
 * outbox (GET /dev/mailbox; PORT, default 3000; TO=address, LIMIT=n).
 * The production server never serves it.
 */
import { showInvisible } from '../../core/invisible.ts';

const origin = process.env.MAILBOX_ORIGIN ?? `http://localhost:${process.env.PORT ?? 3000}`;
const query = new URLSearchParams({ limit: process.env.LIMIT ?? '5', ...(process.env.TO ? { to: process.env.TO } : {}) });
const response = await fetch(`${origin}/dev/mailbox?${query}`).catch(() => undefined);
if (!response?.ok) {
  console.error(`No mailbox at ${origin}/dev/mailbox: start a development server (make serve-dev, or make dev), not the production one.`);
  process.exit(1);
}
const mails = (await response.json()) as { id: number; to: string; kind: string; region: string; subject: string; text: string; createdAt: string; sentAt: string | null }[];
if (!mails.length) console.log('The outbox is empty.');
for (const mail of mails.reverse()) {
  console.log(showInvisible(`#${mail.id}  ${mail.createdAt}  to ${mail.to}  (${mail.kind}, ${mail.region}${mail.sentAt ? `, sent ${mail.sentAt}` : ''})`));
  console.log(`${showInvisible(`Subject: ${mail.subject}\n\n${mail.text}`)}\n${'─'.repeat(60)}`);
}
