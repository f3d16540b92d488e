/**
 * The newsletter call for the footer form and the new-user popup, loaded on
 * the first submit (dynamic import) so the API client stays out of the
 * first-load script of pages that only show the form. Its toast is
 * suppressed (seed 000 §7): the form shows the refusal itself.
 */
import type { PageContext } from 'vike/types';
import type { NewsletterSource } from '../../core/newsletter.ts';
import { accountCalls } from './account.ts';
import { ApiError } from './api.ts';
import { pageApi } from './page-api.ts';
import { browserSession } from './session.ts';

/**
 * Resolves once the subscription is asked for (the confirmation mail is on its way); rejects with the text to show
 * (the service's localised msg, else api.message.default). `source` is recorded with the consent.
 */
export async function subscribe(pageContext: Pick<PageContext, 'region' | 'data'>, email: string, source: NewsletterSource): Promise<void> {
  const calls = accountCalls(pageApi(pageContext), browserSession(pageContext.data.region.storageScope));
  try {
    await calls.subscribe({ email, source }, { showErrorMessage: false });
  } catch (error) {
    const texts = pageContext.data.site.api.message;
    throw new Error(error instanceof ApiError && error.msg ? error.msg : texts.default);
  }
}
