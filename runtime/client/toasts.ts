import { signal } from '@preact/signals-react';

/** Seed 000 §9: toasts last 3 s at 8 px from the top; notifications 4.5 s, 384 px wide, 24 px from the top right. */
export const TOAST_DEFAULTS = { durationMs: 3000, topOffsetPx: 8 } as const;
export const NOTIFICATION_DEFAULTS = { durationMs: 4500, widthPx: 384, offsetPx: 24 } as const;

export interface Toast {
  id: number;
  message: string;
}
export interface Notification {
  id: number;
  title: string;
  message: string;
}

let nextId = 1;

/**
 * The message queues as signals; components subscribe with useSignals().
 * A factory, so tests get their own queues and timers.
 *
 * @example
 * const messages = createMessages();
 * messages.toast('Please log in');            // 3 s
 * messages.toast('Saved', { max: 1 });        // keeps only the newest
 * messages.notify('Subscribed', 'Thank you'); // 4.5 s, top right
 */
export function createMessages(timers: { setTimeout: typeof setTimeout } = globalThis) {
  const toasts = signal<Toast[]>([]);
  const notifications = signal<Notification[]>([]);
  const dismissToast = (id: number) => {
    toasts.value = toasts.value.filter((t) => t.id !== id);
  };
  const dismissNotification = (id: number) => {
    notifications.value = notifications.value.filter((n) => n.id !== id);
  };
  return {
    toasts,
    notifications,
    toast(message: string, options: { durationMs?: number; max?: number } = {}): number {
      const id = nextId++;
      const kept = options.max !== undefined ? toasts.value.slice(Math.max(0, toasts.value.length - options.max + 1)) : toasts.value;
      toasts.value = [...kept, { id, message }];
      timers.setTimeout(() => dismissToast(id), options.durationMs ?? TOAST_DEFAULTS.durationMs);
      return id;
    },
    notify(title: string, message: string, options: { durationMs?: number } = {}): number {
      const id = nextId++;
      notifications.value = [...notifications.value, { id, title, message }];
      timers.setTimeout(() => dismissNotification(id), options.durationMs ?? NOTIFICATION_DEFAULTS.durationMs);
      return id;
    },
    dismissToast,
    dismissNotification,
  };
}
export type Messages = ReturnType<typeof createMessages>;

/** The page's message queues. */
export const messages = createMessages();
