import { useEffect, useRef, useState } from 'react';
import type { ChatAdapter } from '../client/chat-adapter.ts';
import { siteConfig } from '../shared/site-config.ts';
import { Icon } from './icons.tsx';
import './quick-chat.css';

// The widget outlives this component (client navigation away from /us unmounts
// it), so a close seen once in this document still counts after a remount.
let closedInThisDocument = false;

/**
 * The floating quick-chat button (seed 000 §4): rendered hidden on the server
 * and until the chat widget has loaded and been closed; then hidden while the
 * visitor scrolls down, back after 3 s without scrolling or at once on
 * scrolling up. Clicking it opens the widget. With no widget configured
 * (CHAT_WIDGET_URL unset where the server runs, see site-config.ts, and no global
 * present) it never shows.
 *
 * @example
 * {pageContext.data.region.quickChat && <QuickChat label={site.ui.chat} />}
 */
export function QuickChat({ label }: { label: string }) {
  const [visible, setVisible] = useState(false);
  const chat = useRef<ChatAdapter | undefined>(undefined);

  // biome-ignore lint/correctness/useExhaustiveDependencies: wire() is redeclared each render; the widget is wired once, on mount
  useEffect(() => {
    let cleanup: (() => void) | undefined;
    let cancelled = false;
    // The adapter and the visibility machine load only where the icon exists (/us), not with every page.
    void Promise.all([import('../client/chat-adapter.ts'), import('../client/chat-visibility.ts')]).then(([{ createChatAdapter, loadChatWidget }, { createChatVisibility }]) => {
      if (cancelled) return;
      loadChatWidget(document, siteConfig().chatWidgetUrl ?? undefined);
      cleanup = wire(createChatAdapter(window), createChatVisibility);
    });
    return () => {
      cancelled = true;
      cleanup?.();
    };
  }, []);

  function wire(adapter: ChatAdapter, createChatVisibility: typeof import('../client/chat-visibility.ts').createChatVisibility): () => void {
    const visibility = createChatVisibility({
      setTimeout: (cb, ms) => window.setTimeout(cb, ms),
      clearTimeout: (handle) => window.clearTimeout(handle as number),
    });
    const unsubscribe = visibility.subscribe(setVisible);
    adapter.onReady(() => {
      visibility.widgetReady();
      if (closedInThisDocument) visibility.widgetClosed();
    });
    adapter.onClose(() => {
      closedInThisDocument = true;
      visibility.widgetClosed();
    });
    const onScroll = () => visibility.scrolled(window.scrollY);
    window.addEventListener('scroll', onScroll, { passive: true });
    chat.current = adapter;
    return () => {
      window.removeEventListener('scroll', onScroll);
      unsubscribe();
      visibility.dispose();
      adapter.dispose();
      chat.current = undefined;
    };
  }

  return (
    <button type="button" className="quick-chat" aria-label={label} hidden={!visible} onClick={() => chat.current?.open()}>
      <Icon name="chat" size={28} />
    </button>
  );
}
