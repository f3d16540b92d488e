/**
 * The form calls of an API family: the newsletter (double opt-in), product registration and returns (RMA).
 * Mounted by family-app.ts, which gives what every call shares (CallKit).
 */
import type { Hono, Context } from 'hono';
import { plainText } from '../core/markup.ts';
import { isPurchaseDate, utcDay } from '../core/purchase-date.ts';
import { bundle } from '../dist/generated/bundles.ts';
import { SUBSCRIBE_CONFIRM_PATH, UNSUBSCRIBE_PATH } from '../core/newsletter.ts';
import { API_CALLS } from '../dist/generated/api.ts';
import { success } from './envelope.ts';
import { ApiError } from './errors.ts';
import { regionOrigin } from './locale.ts';
import { createReference } from './reference.ts';
import { authenticate } from './sessions.ts';
import { CONFIRM_DAYS, confirmSubscription, requestSubscription, unsubscribeByLink } from './subscriptions.ts';
import type { CallKit, Env } from './call-kit.ts';

export function mountFormCalls(app: Hono<Env>, kit: CallKit) {
  const { deps, db, family, limit, mailLimitKey, readBody, emailOf, sendMail } = kit;

  /**
   * A newsletter subscription asked for without a session waits for its confirmation (double opt-in, issue 22): a
   * link is mailed to the address, and nothing else changes, not an account's preference either. The same answer
   * whether the address was subscribed or not; a subscribed one is not mailed again.
   */
  app.post(API_CALLS.subscribe.path, async (c) => {
    const body = await readBody(c, 'subscribe');
    const email = emailOf(body.email);
    await limit(mailLimitKey(email), deps.limits.mailsPerEmail, 'tooManyAttempts');
    const region = c.get('region');
    const token = await requestSubscription(db, { family, email, region, source: body.source ?? 'api' }, deps.now());
    if (token) {
      const link = `${regionOrigin(region, deps.siteOrigin)}${SUBSCRIBE_CONFIRM_PATH}?region=${region}&token=${encodeURIComponent(token)}`;
      await sendMail(c, email, 'subscribeConfirm', { link, days: CONFIRM_DAYS });
    }
    return success(c);
  });

  /** The owner of the address followed the mailed link: subscribed (an account of the address too), and welcomed. */
  app.post(API_CALLS.confirmSubscription.path, async (c) => {
    const body = await readBody(c, 'confirmSubscription');
    const confirmed = await confirmSubscription(db, family, body.token, deps.now());
    if (!confirmed) throw new ApiError('invalidConfirmLink');
    const region = c.get('region');
    const link = `${regionOrigin(region, deps.siteOrigin)}${UNSUBSCRIBE_PATH}?region=${region}&token=${encodeURIComponent(confirmed.unsubscribe)}`;
    await sendMail(c, confirmed.email, 'subscribe', { link });
    return success(c);
  });

  /** The owner of the address followed the welcome mail's unsubscribe link: no longer subscribed, no account needed. */
  app.post(API_CALLS.unsubscribe.path, async (c) => {
    const body = await readBody(c, 'unsubscribe');
    if (!(await unsubscribeByLink(db, family, body.token, deps.now()))) throw new ApiError('invalidConfirmLink');
    return success(c);
  });

  /**
   * The product's name in the region's catalogue, as plain text for the mail; an id the region does not sell is
   * refused, and only the catalogue's own ids count ('constructor' or 'toString' is no product, issue 22).
   */
  function productName(c: Context<Env>, product: string): string {
    const products = bundle(c.get('region')).catalog.products as Record<string, { name: string } | undefined>;
    const entry = Object.hasOwn(products, product) ? products[product] : undefined;
    if (!entry) throw new ApiError('invalidRequest');
    return plainText(entry.name);
  }

  /** The shared purchase-date rule up to the server's tomorrow (UTC): a visitor's today may be the server's tomorrow. */
  function checkPurchaseDate(date: string) {
    if (!isPurchaseDate(date, utcDay(new Date(deps.now().getTime() + 86_400_000)))) throw new ApiError('invalidRequest');
  }

  /**
   * What a product registration and a return request share before their own row: the address, the product's name,
   * the purchase date, the mail limit, the account when signed in (optional), and a new reference with `prefix`.
   */
  async function received(c: Context<Env>, body: { email: string; name: string; product: string; serialNumber: string; purchaseDate: string }, prefix: 'PR' | 'RMA') {
    const email = emailOf(body.email);
    const product = productName(c, body.product);
    checkPurchaseDate(body.purchaseDate);
    await limit(mailLimitKey(email), deps.limits.mailsPerEmail, 'tooManyAttempts');
    const session = await authenticate(db, family, c.req.header('apptoken'), deps.now());
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
    return { row, product };
  }

  app.post(API_CALLS.registerProduct.path, async (c) => {
    const body = await readBody(c, 'registerProduct');
    const { row, product } = await received(c, body, 'PR');
    await db
      .insertInto('product_registrations')
      .values({ ...row, retailer: body.retailer ?? null })
      .execute();
    await sendMail(c, row.email, 'productRegistration', { reference: row.reference, product });
    return success(c, { reference: row.reference });
  });

  app.post(API_CALLS.createRma.path, async (c) => {
    const body = await readBody(c, 'createRma');
    const { row, product } = await received(c, body, 'RMA');
    await db
      .insertInto('rma_requests')
      .values({ ...row, order_number: body.orderNumber ?? null, reason: body.reason, description: body.description })
      .execute();
    await sendMail(c, row.email, 'rma', { reference: row.reference, product });
    return success(c, { reference: row.reference });
  });
}
