import { useEffect } from 'react';
import { setBodyFlags } from '../client/body-flags.ts';

/**
 * Removes `no-js` (and sets the WebP flag, runtime/client/body-flags.ts) once the page responds:
 * rendered last in a page, inside its Suspense boundary when its parts hydrate lazily, so its effect
 * runs when they have hydrated — not when the first script ran, which under lazy hydration would
 * announce handlers that are not attached yet (a tap then is a plain link or form submission).
 */
export function Interactive() {
  useEffect(() => { void setBodyFlags(document); }, []);
  return null;
}

/**
 * For parts hydrated one by one (the sections' islands): rendered at the end of each part's Suspense
 * boundary, its effect runs when that part has hydrated; `last()` counts it and says whether it was the
 * last one, and the last one sets the body flags.
 */
export function OnHydrated({ last }: { last: () => boolean }) {
  // Once, when the part has hydrated (mount), whatever its parent re-renders later.
  useEffect(() => { if (last()) void setBodyFlags(document); }, []);
  return null;
}
