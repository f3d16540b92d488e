/**
 * Everything this site keeps in the visitor's browser, in one list: the code
 * that stores a value takes its key from here (runtime/client/session.ts,
 * runtime/client/region-suggestion.ts,
 * runtime/client/analytics.ts), and the cookie policy
 * (content-yaml/us/pages/cookies-policy.yaml, `browser-storage` section) must
 * name exactly these — storage-keys.test.ts compares the two, and
 * e2e/support.e2e.ts checks that what a visit writes is listed. Visitors get no
 * cookie; the one cookie the site sets is the preview cookie, for staff who
 * open /preview with the preview secret (runtime/server/preview-access.ts).
 */

/** The session values of seed 000 §3, stored per account family as `<scope>/<key>` (scope: regions.yaml storageScope). */
export const SESSION_KEYS = ['apptoken', 'reftoken', 'userId', 'userInfo', 'country'] as const;

/** Set when the visitor dismisses or follows the region suggestion banner, so it is not offered again. */
export const SUGGESTION_DISMISSED_KEY = 'regionSuggestionDismissed';

/** The region the visitor chose last, in the chooser or by accepting the suggestion (runtime/client/region-choice.ts); one per host. */
export const REGION_CHOICE_KEY = 'regionChoice';

/** The new-user popup's state per account family: page views so far, then `shown` (runtime/client/new-user-popup.ts). */
export const NEW_USER_POPUP_KEY = 'newUserPopup';

/** Set by /preview (its form posts the secret) for staff checking the site as of another instant (HTTP-only, signed, 8 hours). */
export const PREVIEW_COOKIE = 'mechanovaPreview';

/** The analytics data layer (`window.dataLayer`), page memory only. */
export const DATA_LAYER_KEY = 'dataLayer';

export type StorageArea = 'localStorage' | 'sessionStorage' | 'window' | 'cookie';

export interface StoredValue {
  key: string;
  storage: StorageArea;
  /** Stored once per account family, as `<scope>/<key>` (e.g. `/eu/apptoken`). */
  scoped: boolean;
}

/** What the browser holds for this site, as the cookie policy must list it. */
export const BROWSER_STORAGE: readonly StoredValue[] = [
  ...SESSION_KEYS.map((key) => ({ key, storage: 'localStorage' as const, scoped: true })),
  { key: SUGGESTION_DISMISSED_KEY, storage: 'localStorage', scoped: false },
  { key: REGION_CHOICE_KEY, storage: 'localStorage', scoped: false },
  { key: NEW_USER_POPUP_KEY, storage: 'localStorage', scoped: true },
  { key: DATA_LAYER_KEY, storage: 'window', scoped: false },
  { key: PREVIEW_COOKIE, storage: 'cookie', scoped: false },
];

/**
 * The entry of BROWSER_STORAGE a stored name belongs to, given the storage scopes in use
 * (regions.yaml storageScope: /us, /eu, /cn); undefined for a name this site does not write.
 *
 * @example
 * storedValueOf('localStorage', '/eu/apptoken', ['/us', '/eu', '/cn'])?.key // => 'apptoken'
 * storedValueOf('localStorage', 'apptoken', ['/us', '/eu', '/cn'])          // => undefined (unscoped)
 */
export function storedValueOf(storage: StorageArea, name: string, scopes: readonly string[]): StoredValue | undefined {
  return BROWSER_STORAGE.find((value) => value.storage === storage && (value.scoped ? scopes.some((scope) => name === `${scope}/${value.key}`) : name === value.key));
}
