/**
 * The footer newsletter's no-JavaScript path, shared by the form (runtime/ui),
 * the server that answers it (runtime/server/subscribe-fallback.ts) and the
 * service that mails the links (service/form-calls.ts): the form posts here,
 * the server redirects back to `#newsletter-<outcome>`.
 */
export const SUBSCRIBE_FALLBACK_PATH = '/forms/subscribe';
/** Where a newsletter form is (recorded with the consent; service/schemas/subscribe-create.schema.json `source`). */
export const NEWSLETTER_SOURCES = ['footer', 'popup', 'sale-page', 'product-page'] as const;
export type NewsletterSource = (typeof NEWSLETTER_SOURCES)[number];
/**
 * Where the link of a newsletter confirmation mail leads (`?region=<code>&token=<token>`): a page with one
 * button that confirms (a GET changes nothing, so a mail scanner that opens the link subscribes no one).
 */
export const SUBSCRIBE_CONFIRM_PATH = '/forms/newsletter/confirm';
/**
 * Where the unsubscribe link of the welcome mail leads (`?region=<code>&token=<token>`): a page with one button
 * that unsubscribes, without an account (a GET changes nothing, as for the confirmation link).
 */
export const UNSUBSCRIBE_PATH = '/forms/newsletter/unsubscribe';
/**
 * subscribed: asked, the confirmation mail is on its way; confirmed: the link was followed; expired: the link no
 * longer works; unsubscribed: the unsubscribe link was followed (or its subscription was already gone).
 */
export const NEWSLETTER_OUTCOMES = ['subscribed', 'confirmed', 'expired', 'unsubscribed', 'invalid', 'failed'] as const;
export type NewsletterOutcome = (typeof NEWSLETTER_OUTCOMES)[number];
