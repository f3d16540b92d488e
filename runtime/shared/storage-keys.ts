/**
 * Everything this site keeps in the visitor's browser, in one list: the code
 * that stores a value takes its key from here (runtime/client/session.ts,
 * runtime/client/region-suggestion.ts, runtime/client/region-choice.ts,
 * runtime/client/new-user-popup.ts, runtime/client/analytics.ts,
 * runtime/staff/preview-access.ts), and every region's storage notice
 * (content-yaml/<region>/pages/cookies-policy.yaml, `browser-storage` section)
 * has one row per entry, named by its `id`: the row holds only the region's
 * words (purpose, lifetime); the key, where it is kept and whether it is
 * scoped are read from here, so they are stated once. storage-keys.test.ts
 * checks that every region's table has exactly these ids, and
 * e2e/privacy-notices.e2e.ts that what a visit of each region writes is listed.
 * Visitors get no cookie; the one cookie the site sets is the preview cookie,
 * for staff who open /preview with the preview secret.
 */

/** The session values of seed 000 §3, stored per account family as `<scope>/<key>` (scope: regions.yaml storageScope). */
export const SESSION_KEYS = ['apptoken', 'reftoken', 'userId', 'userInfo', 'country'] as const;

/** Set when the visitor dismisses or follows the region suggestion banner, so it is not offered again. */
export const SUGGESTION_DISMISSED_KEY = 'regionSuggestionDismissed';

/** The region the visitor chose last, in the chooser or by accepting the suggestion (runtime/client/region-choice.ts); one per host. */
export const REGION_CHOICE_KEY = 'regionChoice';

/** Set in the tab's session storage, per account family, when the visitor closes the new-user popup (runtime/client/new-user-popup.ts). */
export const NEW_USER_POPUP_KEY = 'newUserPopup';

/** Set by /preview (its form posts the secret) for staff checking the site as of another instant (HTTP-only, signed, 8 hours). */
export const PREVIEW_COOKIE = 'mechanovaPreview';

/** The analytics data layer (`window.dataLayer`), page memory only. */
export const DATA_LAYER_KEY = 'dataLayer';

export type StorageArea = 'localStorage' | 'sessionStorage' | 'window' | 'cookie';

export interface StoredValue {
  /** The id of its row in each region's storage notice (`browser-storage` items). */
  id: string;
  key: string;
  storage: StorageArea;
  /** Stored once per account family, as `<scope>/<key>` (e.g. `/eu/apptoken`). */
  scoped: boolean;
}

/** The storage notice's row id of each session value (a new session key does not compile without one). */
const SESSION_ROW_IDS: Record<(typeof SESSION_KEYS)[number], string> = { apptoken: 'apptoken', reftoken: 'reftoken', userId: 'user-id', userInfo: 'user-info', country: 'country' };

/** What the browser holds for this site, as every region's storage notice lists it (one row per id). */
export const BROWSER_STORAGE: readonly StoredValue[] = [
  ...SESSION_KEYS.map((key) => ({ id: SESSION_ROW_IDS[key], key, storage: 'localStorage' as const, scoped: true })),
  { id: 'region-suggestion', key: SUGGESTION_DISMISSED_KEY, storage: 'localStorage', scoped: false },
  { id: 'region-choice', key: REGION_CHOICE_KEY, storage: 'localStorage', scoped: false },
  { id: 'new-user-popup', key: NEW_USER_POPUP_KEY, storage: 'sessionStorage', scoped: true },
  { id: 'data-layer', key: DATA_LAYER_KEY, storage: 'window', scoped: false },
  { id: 'preview', key: PREVIEW_COOKIE, storage: 'cookie', scoped: false },
];

/**
 * The stored value a storage notice's row names by its id.
 * Throws on an id this list does not have: the row would describe nothing the site stores.
 *
 * @example
 * storedValueById('user-id').key // => 'userId'
 */
export function storedValueById(id: string): StoredValue {
  const value = BROWSER_STORAGE.find((v) => v.id === id);
  if (!value) throw new Error(`The storage notice has a row "${id}", which runtime/shared/storage-keys.ts BROWSER_STORAGE does not list: use one of ${BROWSER_STORAGE.map((v) => v.id).join(', ')}.`);
  return value;
}

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
