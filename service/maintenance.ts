/**
 * Housekeeping the service runs now and then (every 10 minutes per process;
 * harmless when several run it): rate-limit windows, codes and sessions long
 * over, newsletter subscriptions nobody confirmed in time, and sent e-mails
 * after 30 days leave the database.
 */
import type { ServiceDb } from './db.ts';

const DAY = 24 * 3600 * 1000;

export async function pruneExpired(db: ServiceDb, now: Date): Promise<void> {
  const dayAgo = new Date(now.getTime() - DAY);
  await db.deleteFrom('rate_limits').where('window_start', '<', dayAgo).execute();
  await db.deleteFrom('codes').where('expires_at', '<', dayAgo).execute();
  await db
    .deleteFrom('sessions')
    .where((eb) => eb.or([eb('refresh_expires_at', '<', dayAgo), eb('revoked_at', '<', dayAgo)]))
    .execute();
  await db.deleteFrom('subscriptions').where('confirmed_at', 'is', null).where('confirm_expires_at', '<', dayAgo).execute();
  await db
    .deleteFrom('outbox')
    .where('sent_at', '<', new Date(now.getTime() - 30 * DAY))
    .execute();
}
