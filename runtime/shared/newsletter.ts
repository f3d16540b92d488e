/**
 * The footer newsletter's no-JavaScript path, shared by the form (runtime/ui)
 * and the server that answers it (runtime/server/subscribe-fallback.ts): the
 * form posts here, the server redirects back to `#newsletter-<outcome>`.
 */
export const SUBSCRIBE_FALLBACK_PATH = '/forms/subscribe';
export const NEWSLETTER_OUTCOMES = ['subscribed', 'invalid', 'failed'] as const;
export type NewsletterOutcome = (typeof NEWSLETTER_OUTCOMES)[number];
