/**
 * The third-party chat widget's global interface (seed 000 §7: open, close, the
 * close event and the ready hook). Its <script> is not ours; we only call this.
 */
export interface ChatWidget {
  open(): void;
  close(): void;
  on(event: 'close', cb: () => void): void;
  ready(cb: () => void): void;
}

export interface ChatAdapterOptions {
  /** The global the widget script defines; default 'MechanovaChat'. */
  globalName?: string;
  /** How long to wait for the global before giving up silently; default 15000 ms. */
  timeoutMs?: number;
}

const POLL_MS = 100;

function isChatWidget(value: unknown): value is ChatWidget {
  const widget = value as Partial<ChatWidget> | null | undefined;
  return typeof widget?.open === 'function' && typeof widget.close === 'function' && typeof widget.on === 'function' && typeof widget.ready === 'function';
}

/**
 * Waits for the widget's global (polled every 100 ms, since the script loads
 * async and announces nothing), then hooks its ready hook and close event.
 * If the global never appears within `timeoutMs`, nothing ever fires: the
 * quick-chat icon stays hidden. `open`/`close` do nothing until the widget is ready.
 * Listeners are kept by the adapter, so `dispose()` detaches them even though
 * the widget offers no way to unsubscribe.
 *
 * @example
 * const chat = createChatAdapter(window);
 * chat.onReady(() => console.log('chat ready'));
 * chat.onClose(() => console.log('chat closed'));
 * button.onclick = () => chat.open();
 */
export function createChatAdapter(win: Window, options: ChatAdapterOptions = {}) {
  const { globalName = 'MechanovaChat', timeoutMs = 15_000 } = options;
  const readyListeners = new Set<() => void>();
  const closeListeners = new Set<() => void>();
  let widget: ChatWidget | undefined;
  let disposed = false;
  let pollTimer: number | undefined;
  const deadline = Date.now() + timeoutMs;

  const attach = (found: ChatWidget) => {
    found.ready(() => {
      if (disposed || widget) return;
      widget = found;
      found.on('close', () => {
        if (!disposed) for (const cb of [...closeListeners]) cb();
      });
      for (const cb of [...readyListeners]) cb();
    });
  };

  const poll = () => {
    pollTimer = undefined;
    if (disposed) return;
    const candidate = (win as unknown as Record<string, unknown>)[globalName];
    if (isChatWidget(candidate)) attach(candidate);
    else if (Date.now() < deadline) pollTimer = win.setTimeout(poll, POLL_MS);
  };
  poll();

  return {
    /** Calls `cb` once the widget is ready (at once if it already is). Returns an unsubscribe function. */
    onReady(cb: () => void): () => void {
      if (disposed) return () => {};
      if (widget) {
        cb();
        return () => {};
      }
      readyListeners.add(cb);
      return () => void readyListeners.delete(cb);
    },
    /** Calls `cb` each time the widget fires its close event. Returns an unsubscribe function. */
    onClose(cb: () => void): () => void {
      if (disposed) return () => {};
      closeListeners.add(cb);
      return () => void closeListeners.delete(cb);
    },
    open(): void {
      if (!disposed) widget?.open();
    },
    close(): void {
      if (!disposed) widget?.close();
    },
    /** Stops polling and detaches every listener; the widget itself stays on the page. */
    dispose(): void {
      disposed = true;
      if (pollTimer !== undefined) win.clearTimeout(pollTimer);
      readyListeners.clear();
      closeListeners.clear();
    },
  };
}

export type ChatAdapter = ReturnType<typeof createChatAdapter>;

/**
 * Appends the widget's `<script async>` when a URL is configured; with none,
 * nothing is loaded and the quick-chat icon stays hidden (docs/decisions.md D28). A script
 * already on the page (an earlier mount) is reused, not loaded twice.
 *
 * @example
 * loadChatWidget(document, siteConfig().chatWidgetUrl ?? undefined);
 */
export function loadChatWidget(doc: Document, src: string | undefined): HTMLScriptElement | undefined {
  if (!src) return undefined;
  const existing = [...doc.scripts].find((script) => script.getAttribute('src') === src);
  if (existing) return existing;
  const script = doc.createElement('script');
  script.async = true;
  script.src = src;
  doc.head.appendChild(script);
  return script;
}
