/**
 * Newsletter consent with double opt-in (docs/decisions.md D35): a subscription asked for without a session waits until
 * the owner of the address follows the link mailed to it; one the owner gives himself (signed in, or at a
 * registration he confirmed with a mailed code) counts at once. Each records where it was given and when
 * it was confirmed; nothing but its owner changes it.
 */
import { randomToken, sha256 } from './secrets.ts';
import type { ServiceDb } from './db.ts';
import type { Family, SubscriptionSource } from './tables.ts';

/** How long a confirmation link works. */
export const CONFIRM_DAYS = 7;

interface Subscriber {
  family: Family;
  email: string;
  region: string;
  source: SubscriptionSource;
}

/**
 * Asks the owner of the address: the token for the link to mail, or undefined when the address is already
 * subscribed (nothing to mail). Asking again replaces the earlier link.
 */
export async function requestSubscription(db: ServiceDb, subscriber: Subscriber, now: Date): Promise<string | undefined> {
  const token = randomToken();
  const pending = {
    region: subscriber.region,
    source: subscriber.source,
    created_at: now,
    confirm_hash: sha256(token),
    confirm_expires_at: new Date(now.getTime() + CONFIRM_DAYS * 86_400_000),
  };
  const row = await db
    .insertInto('subscriptions')
    .values({ family: subscriber.family, email: subscriber.email, ...pending })
    .onConflict((oc) => oc.columns(['family', 'email']).doUpdateSet(pending).where('subscriptions.confirmed_at', 'is', null))
    .returning('id')
    .executeTakeFirst();
  return row ? token : undefined;
}

/**
 * Confirms the subscription of a link's token: its address and region, and the token of its unsubscribe link (for
 * the welcome mail), or undefined (unknown, expired or used).
 */
export async function confirmSubscription(db: ServiceDb, family: Family, token: string, now: Date): Promise<{ email: string; region: string; unsubscribe: string } | undefined> {
  const unsubscribe = randomToken();
  const row = await db
    .updateTable('subscriptions')
    .set({ confirmed_at: now, confirm_hash: null, confirm_expires_at: null, unsubscribe_hash: sha256(unsubscribe) })
    .where('family', '=', family)
    .where('confirm_hash', '=', sha256(token))
    .where('confirm_expires_at', '>', now)
    .where('confirmed_at', 'is', null)
    .returning(['email', 'region'])
    .executeTakeFirst();
  if (!row) return undefined;
  await db.updateTable('users').set({ subscribed: true, updated_at: now }).where('family', '=', family).where('email', '=', row.email).execute();
  return { ...row, unsubscribe };
}

/**
 * The owner of the address followed the unsubscribe link of the welcome mail: the subscription is deleted, and the
 * account of the address (if any) no longer subscribed. False when no subscription has that token (already gone).
 */
export async function unsubscribeByLink(db: ServiceDb, family: Family, token: string, now: Date): Promise<boolean> {
  const row = await db.deleteFrom('subscriptions').where('family', '=', family).where('unsubscribe_hash', '=', sha256(token)).returning('email').executeTakeFirst();
  if (!row) return false;
  await db.updateTable('users').set({ subscribed: false, updated_at: now }).where('family', '=', family).where('email', '=', row.email).execute();
  return true;
}

/** The owner's own consent (signed in, or a registration he confirmed): subscribed at once, a waiting link dropped. */
export async function consent(db: ServiceDb, subscriber: Subscriber, now: Date): Promise<void> {
  const given = { region: subscriber.region, source: subscriber.source, created_at: now, confirmed_at: now, confirm_hash: null, confirm_expires_at: null };
  await db
    .insertInto('subscriptions')
    .values({ family: subscriber.family, email: subscriber.email, ...given })
    .onConflict((oc) => oc.columns(['family', 'email']).doUpdateSet(given).where('subscriptions.confirmed_at', 'is', null))
    .execute();
}

/** The owner withdraws: the subscription, confirmed or waiting, is deleted. */
export async function withdraw(db: ServiceDb, family: Family, email: string): Promise<void> {
  await db.deleteFrom('subscriptions').where('family', '=', family).where('email', '=', email).execute();
}
