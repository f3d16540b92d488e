import { NEW_USER_POPUP_KEY } from '../shared/storage-keys.ts';

/**
 * When the new-user popup (seed 000 §2.4) opens: from the visitor's second page view, for a visitor who is not
 * logged in, never on an account page or over a form (the next page then), and not again in the tab once closed.
 *
 * Nothing is stored to count the page views (copy review N-EU3: a counter that is not strictly necessary may not
 * be written without consent, PECR reg. 6, ePrivacy Art. 5(3), TDDDG § 25): a view is a second one when the
 * visitor came to it from another page of this site (`document.referrer` of the same origin; the site's
 * Referrer-Policy, strict-origin-when-cross-origin, keeps it on same-origin navigations). Only the visitor's own
 * choice is kept, once he closes the popup: `<scope>/newUserPopup` = `closed` in sessionStorage, gone when the tab
 * closes (the storage notices say so). When storage is blocked the popup never opens: its closing could not be
 * remembered, and it would come back on every page.
 *
 * @example
 * popupOpens(sessionStorage, '/us', { loggedIn: false, accountPage: false, fromThisSite: false }) // a first view: false
 * popupOpens(sessionStorage, '/us', { loggedIn: false, accountPage: false, fromThisSite: true })  // a later one: true
 * rememberClosed(sessionStorage, '/us') // closed: false from then on, in this tab
 */
type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem'>;

/** The key's name; listed for the cookie policy in storage-keys.ts. */
export { NEW_USER_POPUP_KEY };

const CLOSED = 'closed';

/** The login, registration and password pages: account pages without `auth` (their visitors are logging in). */
export const ACCOUNT_FLOW_PAGES: ReadonlySet<string> = new Set(['login', 'register', 'forgot-password', 'reset-password']);

export const popupStorageKey = (scope: string) => `${scope}/${NEW_USER_POPUP_KEY}`;

/** Whether a page came from another page of this site: its referrer has the page's origin. */
export function fromThisSite(referrer: string, origin: string): boolean {
  try {
    return referrer !== '' && new URL(referrer).origin === origin;
  } catch {
    return false;
  }
}

/** Whether the popup opens on this page view. Reads the storage, never writes it. */
export function popupOpens(storage: KeyValueStorage | undefined, scope: string, visitor: { loggedIn: boolean; accountPage: boolean; formPage?: boolean; fromThisSite: boolean }): boolean {
  if (!storage || !visitor.fromThisSite || visitor.loggedIn || visitor.accountPage || visitor.formPage) return false;
  try {
    return storage.getItem(popupStorageKey(scope)) !== CLOSED;
  } catch {
    return false;
  }
}

/** The visitor closed the popup: it stays closed in this tab (sessionStorage). */
export function rememberClosed(storage: KeyValueStorage | undefined, scope: string): void {
  try {
    storage?.setItem(popupStorageKey(scope), CLOSED);
  } catch {
    /* storage refused the write: the popup may open again on a later page */
  }
}
