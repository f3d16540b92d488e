import { lazy, type ReactNode } from 'react';
import type { PageContext } from 'vike/types';
import { Footer } from './Footer.tsx';
import { Header } from './Header.tsx';
import { fillArguments } from '../../core/message-fill.ts';
import { PageContextProvider } from './page-context.tsx';
import { afterHydration } from './after-hydration.tsx';
import { LazyPart, PageHydrated } from './interactive.tsx';
import { NewUserPopupSlot } from './newsletter/NewUserPopupSlot.tsx';

// Loaded once the page is hydrated, not with it: the region suggestion is decided by the browser's
// languages, and the quick-chat icon stays hidden until the chat widget has loaded and been closed.
const RegionSuggestion = afterHydration(() => import('./RegionSuggestion.tsx').then((m) => m.RegionSuggestion));
const QuickChat = afterHydration(() => import('./QuickChat.tsx').then((m) => m.QuickChat));
// Server-rendered (its live regions are in the HTML from the start) but hydrated once its code has
// loaded, as a LazyPart: the signals library it reads stays out of first-load JavaScript.
const Messages = import.meta.env.SSR ? (await import('./Messages.tsx')).Messages : lazy(() => import('./Messages.tsx').then((m) => ({ default: m.Messages })));

/**
 * The app shell around every page: skip link, header, main landmark, footer
 * (seed 000 §2.3). The skip link comes first so it is the first tab stop; the
 * region suggestion follows the header, laid over the top of the page.
 */
export function Shell({ pageContext, children }: { pageContext: PageContext; children: ReactNode }) {
  const { site } = pageContext.data;
  return (
    <PageContextProvider pageContext={pageContext}>
      <a className="skip-link" href="#main">
        {site.ui.skipToContent}
      </a>
      {pageContext.preview && (
        <div className="preview-ribbon" role="status">
          {fillArguments(site.ui.preview, { at: new Date(pageContext.serverNow).toISOString() })}
        </div>
      )}
      <Header />
      <RegionSuggestion />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <Footer />
      <LazyPart>
        <Messages closeLabel={site.ui.close} />
      </LazyPart>
      <NewUserPopupSlot />
      {pageContext.data.region.quickChat && <QuickChat label={site.ui.chat} />}
      <PageHydrated />
    </PageContextProvider>
  );
}
