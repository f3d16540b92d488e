import { useCallback, useEffect, useRef } from 'react';

/**
 * A native modal `<dialog>` (https://html.spec.whatwg.org/multipage/interactive-elements.html#the-dialog-element):
 * showModal() moves focus in, makes the rest of the page inert and closes on
 * Escape; this hook adds what browsers differ on — focus goes back to the
 * element that opened it.
 *
 * @example
 * const modal = useModalDialog();
 * <button onClick={(e) => modal.open(e.currentTarget)}>Open</button>
 * <dialog ref={modal.ref}>…<button onClick={modal.close}>Close</button></dialog>
 */
export function useModalDialog() {
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const restore = () => {
      opener.current?.focus();
      opener.current = null;
    };
    dialog.addEventListener('close', restore);
    return () => dialog.removeEventListener('close', restore);
  }, []);
  const open = useCallback((from: HTMLElement | null) => {
    const dialog = ref.current;
    if (!dialog || dialog.open) return;
    opener.current = from;
    dialog.showModal();
  }, []);
  const close = useCallback(() => ref.current?.close(), []);
  return { ref, open, close };
}
