import { useEffect, useState, type ComponentType } from 'react';
import { routes } from '../../../dist/generated/routes.ts';
import { matchRoute } from '../../../core/routing.ts';
import { ACCOUNT_FLOW_PAGES, countPageView } from '../../client/new-user-popup.ts';
import { browserSession } from '../../client/session.ts';
import { needsLogin } from '../../shared/guard.ts';
import { usePageContext } from '../page-context.tsx';

/**
 * Where the new-user popup may open: counts each page view (runtime/client/new-user-popup.ts)
 * and, on the one that opens it, loads the popup's module — so pages that never
 * show it never download it.
 */
export function NewUserPopupSlot() {
  const { region, logicalPath, urlPathname, data } = usePageContext();
  const [Popup, setPopup] = useState<ComponentType<{ onClosed: () => void }> | undefined>();
  const accountPage = needsLogin(routes, region, logicalPath) || ACCOUNT_FLOW_PAGES.has(matchRoute(routes, region, logicalPath)?.page ?? '');

  useEffect(() => {
    if (accountPage) { setPopup(undefined); return; }
    const storage = (() => { try { return localStorage; } catch { return undefined; } })();
    const loggedIn = Boolean(browserSession(data.region.storageScope).apptoken.value);
    if (!countPageView(storage, data.region.storageScope, { loggedIn, accountPage })) return;
    let current = true;
    import('./NewUserPopup.tsx').then(
      (module) => { if (current) setPopup(() => module.NewUserPopup); },
      () => { /* a failed chunk load (preload-errors.ts reports it): the page goes on without the popup */ },
    );
    return () => { current = false; };
  }, [urlPathname, accountPage, data.region.storageScope]);

  return Popup ? <Popup onClosed={() => setPopup(undefined)} /> : null;
}
