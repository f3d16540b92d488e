import { useEffect, useState, type ComponentType } from 'react';
import { ACCOUNT_FLOW_PAGES, countPageView } from '../../client/new-user-popup.ts';
import { usePageContext } from '../page-context.tsx';

/**
 * Where the new-user popup may open: counts each page view (runtime/client/new-user-popup.ts)
 * and, on the one that opens it, loads the popup's module — so pages that never
 * show it never download it. Part of first-load JavaScript (small: no route table, no session
 * library), so a page view counts even when the visitor leaves before anything loads on demand.
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
        return localStorage;
      } catch {
        return undefined;
      }
    })();
    // The stored app token (runtime/client/session.ts keeps it under `<scope>/apptoken`), read without the session's signals.
    const loggedIn = (() => {
      try {
        return Boolean(storage?.getItem(`${data.region.storageScope}/apptoken`));
      } catch {
        return false;
      }
    })();
    if (!countPageView(storage, data.region.storageScope, { loggedIn, accountPage, formPage: data.entry.formPage })) return;
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

  return Popup ? <Popup onClosed={() => setPopup(undefined)} /> : null;
}
