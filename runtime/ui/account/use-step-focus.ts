import { useEffect, useRef } from 'react';

/**
 * When a screen moves to another step (check your inbox, success …), its
 * heading takes focus, so a screen reader announces where the visitor now is.
 * Not on the first render: a page load keeps the browser's own focus.
 */
export function useStepFocus(step: string, headingId: string) {
  const first = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: step is the trigger: the heading takes focus when the screen moves to another step
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const heading = document.getElementById(headingId);
    if (!heading) return;
    heading.tabIndex = -1;
    heading.focus();
  }, [step, headingId]);
}
