/**
 * The form calls of an API family: the newsletter (double opt-in), product registration and returns (RMA). One
 * handler per call, mounted by family-app.ts, which reads each call's body with its schema before its handler runs.
 */
import type { Context } from 'hono';
import { plainText } from '../core/markup.ts';
import { isPurchaseDate, utcDay } from '../core/purchase-date.ts';
import type { ProductRegistrationBody } from '../dist/generated/api.ts';
import { bundle } from '../dist/generated/bundles.ts';
import { SUBSCRIBE_CONFIRM_PATH, UNSUBSCRIBE_PATH } from '../core/newsletter.ts';
import { success } from './envelope.ts';
import { ApiError } from './errors.ts';
import { regionOrigin } from './locale.ts';
import { createReference } from './reference.ts';
import { CONFIRM_DAYS, confirmSubscription, requestSubscription, unsubscribeByLink } from './subscriptions.ts';
import type { CallHandlers, CallKit, Env } from './call-kit.ts';

/** The calls of the contract this file handles; account-calls.ts handles every other. */
export type FormCall = 'subscribe' | 'confirmSubscription' | 'unsubscribe' | 'registerProduct' | 'createRma';

export const formCalls: CallHandlers<FormCall> = {
  /**
   * A newsletter subscription asked for without a session waits for its confirmation (double opt-in, docs/decisions.md
   * D35, D65): a link is mailed to the address, and nothing else changes, not an account's preference either. The same
   * answer whether the address was subscribed or not; a subscribed one is not mailed again.
   */
  subscribe: async (c, body, kit) => {
    const { db, family, deps } = kit;
    const email = kit.emailOf(body.email);
    // Past the newsletter's own mail quota the request is dropped, answered alike; it never spends a log-in code's (D65).
    if (!(await kit.mayMail(c, email, 'newsletter'))) return success(c);
    const region = c.get('region');
    const token = await requestSubscription(db, { family, email, region, source: body.source ?? 'api' }, deps.now());
    if (token) await kit.sendMail(c, email, 'subscribeConfirm', { link: newsletterLink(c, kit, SUBSCRIBE_CONFIRM_PATH, token), days: CONFIRM_DAYS });
    return success(c);
  },

  /** The owner of the address followed the mailed link: subscribed (an account of the address too), and welcomed. */
  confirmSubscription: async (c, body, kit) => {
    const confirmed = await confirmSubscription(kit.db, kit.family, body.token, kit.deps.now());
    if (!confirmed) throw new ApiError('invalidConfirmLink');
    await kit.sendMail(c, confirmed.email, 'subscribe', { link: newsletterLink(c, kit, UNSUBSCRIBE_PATH, confirmed.unsubscribe) });
    return success(c);
  },

  /** The owner of the address followed the welcome mail's unsubscribe link: no longer subscribed, no account needed. */
  unsubscribe: async (c, body, { db, family, deps }) => {
    if (!(await unsubscribeByLink(db, family, body.token, deps.now()))) throw new ApiError('invalidConfirmLink');
    return success(c);
  },

  registerProduct: async (c, body, kit) => {
    const { row, product, mail } = await received(c, kit, body, 'PR');
    await kit.db
      .insertInto('product_registrations')
      .values({ ...row, retailer: body.retailer ?? null })
      .execute();
    if (mail) await kit.sendMail(c, row.email, 'productRegistration', { reference: row.reference, product });
    return success(c, { reference: row.reference });
  },

  createRma: async (c, body, kit) => {
    const { row, product, mail } = await received(c, kit, body, 'RMA');
    await kit.db
      .insertInto('rma_requests')
      .values({ ...row, order_number: body.orderNumber ?? null, reason: body.reason, description: body.description })
      .execute();
    if (mail) await kit.sendMail(c, row.email, 'rma', { reference: row.reference, product });
    return success(c, { reference: row.reference });
  },
};

/** A mailed newsletter link of the request's region: the page at `path` (confirm, unsubscribe) with its token. */
function newsletterLink(c: Context<Env>, { deps }: CallKit, path: string, token: string): string {
  const region = c.get('region');
  return `${regionOrigin(region, deps.siteOrigin)}${path}?region=${region}&token=${encodeURIComponent(token)}`;
}

/**
 * The product's name in the region's catalogue, as plain text for the mail; an id the region does not sell is
 * refused, and only the catalogue's own ids count ('constructor' or 'toString' is no product, D65).
 */
function productName(c: Context<Env>, product: string): string {
  const products = bundle(c.get('region')).catalog.products as Record<string, { name: string } | undefined>;
  const entry = Object.hasOwn(products, product) ? products[product] : undefined;
  if (!entry) throw new ApiError('invalidRequest');
  return plainText(entry.name);
}

/** The shared purchase-date rule up to the server's tomorrow (UTC): a visitor's today may be the server's tomorrow. */
function checkPurchaseDate(date: string, now: Date) {
  if (!isPurchaseDate(date, utcDay(new Date(now.getTime() + 86_400_000)))) throw new ApiError('invalidRequest');
}

/**
 * What a product registration and a return request share before their own row: the address, the product's name,
 * the purchase date, whether the forms' mail quota lets the confirmation go (else it is kept, unmailed), the account
 * when signed in (optional: a made-up token is looked up within the client address's bound, kit.findSession), and
 * a new reference with `prefix`.
 */
async function received(c: Context<Env>, kit: CallKit, body: Pick<ProductRegistrationBody, 'email' | 'name' | 'product' | 'serialNumber' | 'purchaseDate'>, prefix: 'PR' | 'RMA') {
  const { family, deps } = kit;
  const email = kit.emailOf(body.email);
  const product = productName(c, body.product);
  checkPurchaseDate(body.purchaseDate, deps.now());
  const mail = await kit.mayMail(c, email, 'forms');
  const session = await kit.findSession(c, c.req.header('apptoken'));
  const row = {
    reference: createReference(prefix),
    family,
    region: c.get('region'),
    user_id: session?.user.id ?? null,
    email,
    name: body.name,
    product: body.product,
    serial_number: body.serialNumber,
    purchase_date: body.purchaseDate,
    created_at: deps.now(),
  };
  return { row, product, mail };
}
