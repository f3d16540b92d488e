import { useEffect } from 'react';
import { setBodyFlags } from '../client/body-flags.ts';

/**
 * Whether the page stays once hydrated: false when something decided on arrival that the page is
 * leaving (the account guard sending a visitor without a token to the login page). Until it settles
 * the page does not announce itself interactive, so nothing — a visitor's tap, a test, an audit —
 * takes a page that is about to be replaced for the one they will use.
 */
let staying: Promise<boolean> = Promise.resolve(true);

/** Holds the body flags until `decision` settles; `false` keeps them off (the page is being left). */
export function holdInteractiveUntil(decision: Promise<boolean>): void {
  staying = decision.catch(() => true);
}

const announce = () => {
  void staying.then((stay) => {
    if (stay) void setBodyFlags(document);
  });
};

/**
 * Removes `no-js` (and sets the WebP flag, runtime/client/body-flags.ts) once the page responds:
 * rendered last in a page, inside its Suspense boundary when its parts hydrate lazily, so its effect
 * runs when they have hydrated — not when the first script ran, which under lazy hydration would
 * announce handlers that are not attached yet (a tap then is a plain link or form submission).
 */
export function Interactive() {
  useEffect(announce, []);
  return null;
}

/**
 * For parts hydrated one by one (the sections' islands): rendered at the end of each part's Suspense
 * boundary, its effect runs when that part has hydrated; `last()` counts it and says whether it was the
 * last one, and the last one sets the body flags.
 */
export function OnHydrated({ last }: { last: () => boolean }) {
  // Once, when the part has hydrated (mount), whatever its parent re-renders later.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the part has hydrated (mount), whatever its parent re-renders later
  useEffect(() => {
    if (last()) announce();
  }, []);
  return null;
}
