/**
 * The service's tables as Kysely sees them (service/migrations.ts creates them).
 * Secrets never appear in clear: passwords as Argon2id hashes, tokens and codes
 * as SHA-256/HMAC digests, outbox messages encrypted (service/secrets.ts).
 */
import type { ColumnType, Generated, Selectable } from 'kysely';
import { API_FAMILIES, type ApiFamily } from '../dist/generated/regions.ts';

/** The account spaces, one per API family of regions.yaml (`api.families`): one e-mail may have an account in each. */
export type Family = ApiFamily;
export const families: readonly Family[] = API_FAMILIES;

type Timestamp = ColumnType<Date, Date | string, Date | string>;
type CreatedAt = ColumnType<Date, Date | string | undefined, never>;

export interface UsersTable {
  id: string;
  family: Family;
  /** Lower-cased and trimmed; unique per family (the index, not a check-then-insert, decides). */
  email: string;
  password_hash: string | null;
  subscribed: boolean;
  /** Set when the owner proved the mailbox with a code (sign_in, login/code, register_or_login). */
  email_verified_at: Timestamp | null;
  region: string;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export interface SessionsTable {
  id: string;
  user_id: string;
  app_hash: string;
  app_expires_at: Timestamp;
  refresh_hash: string;
  refresh_expires_at: Timestamp;
  created_at: CreatedAt;
  revoked_at: Timestamp | null;
  /** How the log-in that began it proved the account: a password, or a code mailed to the address. */
  method: Generated<SessionMethod>;
}

export type SessionMethod = 'password' | 'code';

/** Refresh tokens a rotation replaced: one used again says the session's tokens were copied. */
export interface RetiredRefreshTokensTable {
  hash: string;
  session_id: string;
  retired_at: Timestamp;
}

export type CodePurpose = 'login' | 'register' | 'reset';

export interface CodesTable {
  id: Generated<number>;
  family: Family;
  email: string;
  purpose: CodePurpose;
  /** HMAC of the 6-digit code, or SHA-256 of a reset link's token. */
  secret_hash: string;
  expires_at: Timestamp;
  tries: Generated<number>;
  used_at: Timestamp | null;
  created_at: CreatedAt;
  /** A keyed digest of the client address that asked for the code: a new code ends only that requester's older ones. */
  requester: string | null;
}

export interface RateLimitsTable {
  key: string;
  window_start: Timestamp;
  hits: number;
}

export interface OutboxTable {
  id: Generated<number>;
  family: Family;
  region: string;
  recipient: string;
  kind: string;
  /** AES-256-GCM of {subject, text}: the messages carry codes and reset links. Erased once sent. */
  sealed: string | null;
  created_at: CreatedAt;
  sent_at: Timestamp | null;
  attempts: Generated<number>;
  last_error: string | null;
}

/** Where a newsletter consent was given: a site form, the account page, a registration, another API client, or before double opt-in. */
export type SubscriptionSource = 'footer' | 'popup' | 'sale-page' | 'product-page' | 'account' | 'registration' | 'api' | 'legacy';

export interface SubscriptionsTable {
  id: Generated<number>;
  family: Family;
  email: string;
  region: string;
  /** When it was asked for (last asked, while it waits for its confirmation). */
  created_at: Timestamp;
  source: SubscriptionSource;
  /** When the owner of the address confirmed it; null while it waits (nothing is sent to it until then). */
  confirmed_at: Timestamp | null;
  /** SHA-256 of the confirmation link's token, while it waits. */
  confirm_hash: string | null;
  confirm_expires_at: Timestamp | null;
  /** SHA-256 of the token of the unsubscribe link the welcome mail carries (null: no link was sent). */
  unsubscribe_hash: string | null;
}

/** What a product registration and a return request both hold (migrations.ts creates their tables alike). */
interface ProductRequestTable {
  id: Generated<number>;
  reference: string;
  family: Family;
  region: string;
  user_id: string | null;
  email: string;
  name: string;
  product: string;
  serial_number: string;
  purchase_date: string;
  created_at: CreatedAt;
}

export interface ProductRegistrationsTable extends ProductRequestTable {
  retailer: string | null;
}

export interface RmaRequestsTable extends ProductRequestTable {
  order_number: string | null;
  reason: string;
  description: string;
  status: Generated<string>;
}

export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  codes: CodesTable;
  rate_limits: RateLimitsTable;
  outbox: OutboxTable;
  subscriptions: SubscriptionsTable;
  retired_refresh_tokens: RetiredRefreshTokensTable;
  product_registrations: ProductRegistrationsTable;
  rma_requests: RmaRequestsTable;
}

export type User = Selectable<UsersTable>;
