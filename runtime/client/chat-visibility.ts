/** The quick-chat icon reappears after this long without scrolling (seed 000 §9). */
export const CHAT_REAPPEAR_MS = 3000;

export interface VisibilityTimers {
  setTimeout(cb: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

/**
 * When the quick-chat icon shows (seed 000 §4), as a pure state machine fed by
 * events: hidden at first; shown once the widget is ready and has been closed
 * (it opens itself on load); hidden on any scroll; shown again after
 * CHAT_REAPPEAR_MS without scrolling, or at once when the visitor scrolls up.
 * Timers are injected so tests drive time.
 *
 * @example
 * const visibility = createChatVisibility({ setTimeout, clearTimeout });
 * visibility.subscribe((visible) => { button.hidden = !visible; });
 * visibility.widgetReady();
 * visibility.widgetClosed(); // -> true
 * visibility.scrolled(400);  // -> false, true again 3 s later
 */
export function createChatVisibility(timers: VisibilityTimers) {
  const { setTimeout: schedule, clearTimeout: cancel } = timers;
  const listeners = new Set<(visible: boolean) => void>();
  let ready = false;
  let closedOnce = false;
  let scrollHidden = false;
  let lastY: number | undefined;
  let timer: unknown;
  let visible = false;

  const update = () => {
    const next = ready && closedOnce && !scrollHidden;
    if (next === visible) return;
    visible = next;
    for (const cb of [...listeners]) cb(visible);
  };
  const stopTimer = () => {
    if (timer !== undefined) cancel(timer);
    timer = undefined;
  };

  return {
    get visible(): boolean {
      return visible;
    },
    widgetReady(): void {
      ready = true;
      update();
    },
    widgetClosed(): void {
      closedOnce = true;
      update();
    },
    /** A scroll event at vertical position `y`: upward shows the icon at once, anything else hides it for a while. */
    scrolled(y: number): void {
      const upward = lastY !== undefined && y < lastY;
      lastY = y;
      stopTimer();
      scrollHidden = !upward;
      if (!upward) {
        timer = schedule(() => {
          timer = undefined;
          scrollHidden = false;
          update();
        }, CHAT_REAPPEAR_MS);
      }
      update();
    },
    /** Calls `cb` with each change of visibility. Returns an unsubscribe function. */
    subscribe(cb: (visible: boolean) => void): () => void {
      listeners.add(cb);
      return () => void listeners.delete(cb);
    },
    /** Cancels the pending reappear timer and drops all subscribers. */
    dispose(): void {
      stopTimer();
      listeners.clear();
    },
  };
}

export type ChatVisibility = ReturnType<typeof createChatVisibility>;
