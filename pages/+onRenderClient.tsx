// https://vike.dev/onRenderClient
import { hydrateRoot, type Root } from 'react-dom/client';
import type { PageContextClient } from 'vike/types';
import { Shell } from '../runtime/ui/Shell.tsx';
import { headFor } from '../runtime/ui/head.ts';
import { jsonLdFor } from '../runtime/ui/json-ld.ts';
import { jsonLdScript } from '../runtime/shared/head.ts';
import { applyHead } from '../runtime/client/apply-head.ts';
import { pushPageview } from '../runtime/client/analytics.ts';
import { setBodyFlags } from '../runtime/client/body-flags.ts';
import { afterRender } from '../runtime/client/login-tip.ts';
import { markRendered } from '../runtime/client/first-render.ts';
import { installPreloadErrorHandling } from '../runtime/client/preload-errors.ts';
import { applyEntryScroll } from '../runtime/client/scroll.ts';
import { startTextFloat } from '../runtime/client/text-float.ts';
import { routes } from '../dist/generated/routes.ts';
import { matchRoute } from '../core/routing.ts';
import '../runtime/ui/styles.css';

let root: Root | undefined;

export function onRenderClient(pageContext: PageContextClient) {
  const { Page } = pageContext;
  const app = <Shell pageContext={pageContext}><Page /></Shell>;
  const container = document.getElementById('root')!;
  if (pageContext.isHydration || !root) {
    root = hydrateRoot(container, app, {
      // A hydration mismatch names the component where it happened (production builds hide the details otherwise).
      onRecoverableError: (error, info) => console.error('Recoverable render error:', error, info.componentStack),
    });
    void setBodyFlags(document);
    installPreloadErrorHandling(window);
    startTextFloat(document);
    // The route's entry anchor on a first visit too (client navigations get it in onPageTransitionEnd);
    // not when the browser restored a scroll position or the URL names its own #hash.
    if (window.scrollY === 0) {
      applyEntryScroll(window, matchRoute(routes, pageContext.region, pageContext.logicalPath), { isBackwardNavigation: null, hash: window.location.hash });
    }
  } else {
    root.render(app);
    startTextFloat(document);
    // Client navigation does not update <html lang>, the title or the head links by itself.
    const head = headFor(pageContext);
    applyHead(document, head, pageContext.region, jsonLdScript(jsonLdFor(pageContext, head)));
  }
  markRendered();
  pushPageview(window, pageContext.urlOriginal);
  const login = afterRender(pageContext);
  if (login) window.location.replace(login);
}
