import { useEffect, useState, type ComponentType } from 'react';
import { ACCOUNT_FLOW_PAGES, fromThisSite, popupOpens, rememberClosed } from '../../client/new-user-popup.ts';
import { usePageContext } from '../page-context.tsx';

/**
 * Where the new-user popup may open: decides on each page view (runtime/client/new-user-popup.ts: from the
 * second page of a visit, counted by nothing stored) and, on the one that opens it, loads the popup's module — so
 * pages that never show it never download it; its closing is remembered for the tab. Part of first-load
 * JavaScript (small: no route table, no session library).
 */
export function NewUserPopupSlot() {
  const { urlPathname, data } = usePageContext();
  const [Popup, setPopup] = useState<ComponentType<{ onClosed: () => void }> | undefined>();
  // Decided by the server into page data (runtime/server/page-data.ts): a login-only path or an account flow page.
  const accountPage = data.entry.needsLogin || ACCOUNT_FLOW_PAGES.has(data.entry.page ?? '');

  // biome-ignore lint/correctness/useExhaustiveDependencies: urlPathname is the trigger: each navigation is a page view the popup counts
  useEffect(() => {
    if (accountPage) {
      setPopup(undefined);
      return;
    }
    const storage = (() => {
      try {
        return sessionStorage;
      } catch {
        return undefined;
      }
    })();
    // The stored app token (runtime/client/session.ts keeps it under `<scope>/apptoken`), read without the session's signals.
    const loggedIn = (() => {
      try {
        return Boolean(localStorage.getItem(`${data.region.storageScope}/apptoken`));
      } catch {
        return false;
      }
    })();
    const visitor = { loggedIn, accountPage, formPage: data.entry.formPage, fromThisSite: fromThisSite(document.referrer, location.origin) };
    if (!popupOpens(storage, data.region.storageScope, visitor)) return;
    let current = true;
    import('./NewUserPopup.tsx').then(
      (module) => {
        if (current) setPopup(() => module.NewUserPopup);
      },
      () => {
        /* a failed chunk load (preload-errors.ts reports it): the page goes on without the popup */
      },
    );
    return () => {
      current = false;
    };
  }, [urlPathname, accountPage, data.entry.formPage, data.region.storageScope]);

  const closed = () => {
    try {
      rememberClosed(sessionStorage, data.region.storageScope);
    } catch {
      /* no session storage: nothing to remember it in */
    }
    setPopup(undefined);
  };
  return Popup ? <Popup onClosed={closed} /> : null;
}
