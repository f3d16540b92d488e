// https://vike.dev/onPageTransitionStart — remember where the visitor is going (preload-error reload target).
import type { PageContextClient } from 'vike/types';
import { rememberIntendedUrl } from '../runtime/client/preload-errors.ts';

export function onPageTransitionStart(pageContext: Partial<PageContextClient>) {
  if (pageContext.urlOriginal) rememberIntendedUrl(pageContext.urlOriginal);
}
