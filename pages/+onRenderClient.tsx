// https://vike.dev/onRenderClient — server routing: called once per page load, to hydrate.
import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import type { PageContextClient } from 'vike/types';
import { holdInteractiveUntil } from '../runtime/ui/interactive.tsx';
import { Shell } from '../runtime/ui/Shell.tsx';
import { pushPageview } from '../runtime/client/analytics.ts';
import { installPreloadErrorHandling } from '../runtime/client/preload-errors.ts';
import { applyEntryScroll, isHistoryLoad } from '../runtime/client/scroll.ts';
import { startTextFloat } from '../runtime/client/text-float.ts';
import { adoptSiteSettings } from '../runtime/shared/site-config.ts';
import '../runtime/ui/styles.css';

export function onRenderClient(pageContext: PageContextClient) {
  const { Page, data } = pageContext;
  // Server routing passes no urlOriginal to the client: the visitor's own URL is the location.
  const url = `${window.location.pathname}${window.location.search}`;
  installPreloadErrorHandling(window);
  // Pictures and the chat widget use the server's settings, as its Content-Security-Policy does.
  adoptSiteSettings(pageContext.siteSettings);
  // The account guard and the login page's fromPath (the token lives in the browser): loaded only where they
  // apply. The page is not announced interactive (no-js) before the guard has decided whether it stays.
  if (data.entry.needsLogin || pageContext.logicalPath === '/login') {
    holdInteractiveUntil(
      import('../runtime/client/login-tip.ts').then(({ afterRender }) => {
        const login = afterRender(pageContext, url);
        if (login) window.location.replace(login);
        return !login;
      }),
    );
  }
  // In a transition React hydrates in slices and yields to the browser between them:
  // no single long task for the whole page (what total blocking time counts).
  startTransition(() => {
    hydrateRoot(
      document.getElementById('root')!,
      <Shell pageContext={pageContext}>
        <Page />
      </Shell>,
      {
        // A hydration mismatch names the component where it happened (production builds hide the details otherwise).
        onRecoverableError: (error, info) => console.error('Recoverable render error:', error, info.componentStack),
      },
    );
  });
  // `no-js` goes once the page has hydrated: its last component does it (runtime/ui/interactive.tsx).
  startTextFloat(document);
  pushPageview(window, url);
  // The route's entry scroll (anchor or position), decided by the server into page data; not when the
  // browser restores a position (back/forward, reload, or already scrolled) or the URL names its own #hash.
  if (window.scrollY === 0) {
    applyEntryScroll(window, { meta: data.entry }, { isBackwardNavigation: isHistoryLoad(window), hash: window.location.hash });
  }
}
