/**
 * The types an API family's calls share (service/family-app.ts builds them; account-calls.ts and form-calls.ts
 * use them): the family's settings, its limits, and the kit of what every call does the same way.
 */
import type { Context } from 'hono';
import type { API_CALL_SCHEMAS, ApiBodies } from '../dist/generated/api.ts';
import type { RegionCode } from '../dist/generated/types.ts';
import type { ServiceDb } from './db.ts';
import type { MailKind } from './locale.ts';
import type { Limit } from './rate-limits.ts';
import type { PasswordHasher, Secrets } from './secrets.ts';
import type { Family } from './tables.ts';

export interface Limits {
  /** Every call from one client address (4029). */
  perAddress: Limit;
  /** Log-in, code and current-password tries on one account from one client address (4030); a right one clears them. */
  triesPerAccountAddress: Limit;
  /**
   * Wrong tries on one account from every address together: past `hits`, each address has `triesUnderAttack`
   * tries in its window instead of `triesPerAccountAddress.hits`, which slows a guess spread over many addresses
   * without refusing the owner, who tries from an address of his own.
   */
  failuresPerAccount: Limit & { triesUnderAttack: number };
  /** E-mails sent to one address: codes, reset links (4030). */
  mailsPerEmail: Limit;
}

export interface FamilyAppDeps {
  family: Family;
  db: ServiceDb;
  secrets: Secrets;
  passwords: PasswordHasher;
  limits: Limits;
  now: () => Date;
  /** The client's address (from the socket, or a trusted proxy's header). */
  clientAddress: (c: Context) => string;
  /** Called after a message is queued (the SMTP mailer sends it). */
  mailQueued: () => void;
  /** Origin for links in e-mails (reset); default the region's host from regions.yaml. */
  siteOrigin?: string;
}

export type Env = { Variables: { region: RegionCode } };

/** What every call shares, built once per family by createFamilyApp. */
export interface CallKit {
  deps: FamilyAppDeps;
  db: ServiceDb;
  family: Family;
  /** Counts a hit of `key` against `rule`; past it, refuses with `error` (and Retry-After). */
  limit: (key: string, rule: Limit, error: 'tooManyRequests' | 'tooManyAttempts') => Promise<void>;
  /** The rate-limit key of every call from the request's client address. */
  addressLimitKey: (c: Context<Env>) => string;
  /** The rate-limit key of the mails sent to one address. */
  mailLimitKey: (email: string) => string;
  /** The key of an account's failure count (cleared by a right credential or a reset). */
  failureKey: (email: string) => string;
  /** One try to prove an account's credential, counted per (account, client address). */
  prove: <T>(c: Context<Env>, email: string, proof: () => Promise<T | false>, wrong: 'wrongCredentials' | 'wrongCurrentPassword' | 'invalidCode') => Promise<T>;
  /** The body of a call, read with the call's schema in the contract. */
  readBody: <C extends keyof typeof API_CALL_SCHEMAS>(c: Context<Env>, call: C) => Promise<ApiBodies[(typeof API_CALL_SCHEMAS)[C]]>;
  /** The normalized address, or 4001. */
  emailOf: (raw: string) => string;
  /** Queues a mail of the region's language to `to`. */
  sendMail: (c: Context<Env>, to: string, kind: MailKind, values: Record<string, string | number>) => Promise<void>;
}
