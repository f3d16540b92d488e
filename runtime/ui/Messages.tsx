import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useState } from 'react';
import { messages as defaultMessages, type Messages as Queues } from '../client/toasts.ts';

/**
 * Toasts (top centre, 8 px) and notifications (top right, 24 px, 384 px wide),
 * announced politely to screen readers. Offsets live in styles.css: the CSP
 * refuses inline style attributes.
 */
export function Messages({ queues = defaultMessages, closeLabel }: { queues?: Queues; closeLabel: string }) {
  useSignals();
  // Messages queued while hydrating must not change the server's HTML: show them once mounted.
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  const toasts = mounted ? queues.toasts.value : [];
  const notifications = mounted ? queues.notifications.value : [];
  return (
    <>
      <div className="toasts" role="status" aria-live="polite">
        {toasts.map((t) => (
          <p key={t.id} className="toast">
            {t.message}
          </p>
        ))}
      </div>
      <div className="notifications" aria-live="polite">
        {notifications.map((n) => (
          <div key={n.id} className="notification" role="status">
            <strong>{n.title}</strong>
            <p>{n.message}</p>
            <button type="button" onClick={() => queues.dismissNotification(n.id)} aria-label={closeLabel}>
              ×
            </button>
          </div>
        ))}
      </div>
    </>
  );
}
