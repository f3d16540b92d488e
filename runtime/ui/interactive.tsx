import { Suspense, useEffect, useId, type ReactNode } from 'react';
import { setBodyFlags } from '../client/body-flags.ts';

/**
 * When the page announces itself interactive (drops `no-js` and sets the WebP flag,
 * runtime/client/body-flags.ts): once the page has hydrated, every part that hydrates on its own
 * included. Parts whose code loads after the page's (the sections' islands, the footer's newsletter
 * form, the message live regions) are each a `LazyPart`; the shell renders `PageHydrated` last.
 * Announcing earlier would promise handlers that are not attached yet: a tap then is a plain link or
 * form submission, and a visitor, a test or an audit takes the page for one it is not.
 */

/**
 * Whether the page stays once hydrated: false when something decided on arrival that the page is
 * leaving (the account guard sending a visitor without a token to the login page). Until it settles
 * the page does not announce itself interactive.
 */
let staying: Promise<boolean> = Promise.resolve(true);

/** Holds the body flags until `decision` settles; `false` keeps them off (the page is being left). */
export function holdInteractiveUntil(decision: Promise<boolean>): void {
  staying = decision.catch(() => true);
}

/** The lazy parts rendered but not hydrated yet, by their React id (stable across a retried render). */
const waiting = new Set<string>();
const hydrated = new Set<string>();
let pageCommitted = false;
let announced = false;

function settle() {
  if (!pageCommitted || waiting.size > 0 || announced) return;
  announced = true;
  void staying.then((stay) => {
    if (stay) void setBodyFlags(document);
  });
}

/**
 * A part hydrated once its own code has loaded, inside its own Suspense boundary (server-rendered
 * as it is: the boundary costs no markup). The page is not announced interactive before it has
 * hydrated.
 */
export function LazyPart({ children }: { children: ReactNode }) {
  const id = useId();
  // Registered while rendering, so the part is counted before the page's commit; never on the server.
  if (!import.meta.env.SSR && !hydrated.has(id)) waiting.add(id);
  return (
    <Suspense fallback={null}>
      {children}
      <PartHydrated id={id} />
    </Suspense>
  );
}

/** Rendered after a lazy part's content inside its boundary: its effect runs when that content has hydrated. */
function PartHydrated({ id }: { id: string }) {
  useEffect(() => {
    waiting.delete(id);
    hydrated.add(id);
    settle();
  }, [id]);
  return null;
}

/** Rendered last by the shell: its effect runs when everything outside the lazy parts has hydrated. */
export function PageHydrated() {
  useEffect(() => {
    pageCommitted = true;
    settle();
  }, []);
  return null;
}
