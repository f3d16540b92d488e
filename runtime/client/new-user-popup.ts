import { NEW_USER_POPUP_KEY } from '../shared/storage-keys.ts';

/**
 * When the new-user popup (seed 000 §2.4) opens: once per browser and storage
 * scope, for a visitor who is not logged in, from the second page view, never
 * on an account page or over a form (the next page then). The state is one localStorage value beside the
 * session's, namespaced the same way: `<scope>/newUserPopup` (e.g.
 * `/eu/newUserPopup`) holding the number of page views so far, then `shown`.
 * When storage is blocked the popup never opens: a dismissal could not be
 * remembered, and it would come back on every page.
 *
 * @example
 * countPageView(localStorage, '/us', { loggedIn: false, accountPage: false }) // first view: false
 * countPageView(localStorage, '/us', { loggedIn: false, accountPage: false }) // second: true (then never again)
 */
type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem'>;

/** The page view on which the popup first opens. */
export const POPUP_FROM_VIEW = 2;
const SHOWN = 'shown';

/** The login, registration and password pages: account pages without `auth` (their visitors are logging in). */
export const ACCOUNT_FLOW_PAGES: ReadonlySet<string> = new Set(['login', 'register', 'forgot-password', 'reset-password']);

export const popupStorageKey = (scope: string) => `${scope}/${NEW_USER_POPUP_KEY}`;

/** Counts this page view and says whether the popup opens on it; opening marks it shown for good. */
export function countPageView(storage: KeyValueStorage | undefined, scope: string, visitor: { loggedIn: boolean; accountPage: boolean; formPage?: boolean }): boolean {
  if (!storage) return false;
  const key = popupStorageKey(scope);
  try {
    const stored = storage.getItem(key);
    if (stored === SHOWN) return false;
    const views = (Number.parseInt(stored ?? '0', 10) || 0) + 1;
    // Never over a form the visitor is filling in (a service request, a registration): the view counts, and the popup waits for the next page.
    const opens = views >= POPUP_FROM_VIEW && !visitor.loggedIn && !visitor.accountPage && !visitor.formPage;
    storage.setItem(key, opens ? SHOWN : String(views));
    // Read back: a storage that accepts writes and forgets them (some privacy modes) must not open it every time.
    return opens && storage.getItem(key) === SHOWN;
  } catch {
    return false;
  }
}
