import { useCallback, useEffect, useState } from 'react';

/** Seconds before a code or link may be sent again (the service allows 5 mails per address in 15 minutes). */
export const RESEND_SECONDS = 60;

/** Seconds left (0: done), and how to start again. */
export interface Countdown {
  left: number;
  start: (seconds: number) => void;
}

/**
 * A countdown in whole seconds (resend buttons, the way back to log-in):
 * `start(60)` counts 60, 59 … 0; `onDone` runs once at 0.
 */
export function useCountdown(onDone?: () => void): Countdown {
  const [left, setLeft] = useState(0);
  const [endsAt, setEndsAt] = useState<number | undefined>();
  const start = useCallback((seconds: number) => {
    setEndsAt(Date.now() + seconds * 1000);
    setLeft(seconds);
  }, []);
  useEffect(() => {
    if (endsAt === undefined) return;
    const timer = setInterval(() => {
      const remaining = Math.max(0, Math.ceil((endsAt - Date.now()) / 1000));
      setLeft(remaining);
      if (remaining === 0) {
        clearInterval(timer);
        setEndsAt(undefined);
        onDone?.();
      }
    }, 250);
    return () => clearInterval(timer);
  }, [endsAt, onDone]);
  return { left, start };
}
