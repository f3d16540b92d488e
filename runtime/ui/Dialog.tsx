import { useCallback, useEffect, useRef, useState, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { usePageContext } from './page-context.tsx';

export interface DialogProps {
  /** The dialog element's id, unique on the page; its title is `${id}-title`. */
  id: string;
  /** The dialog's heading; it is also the dialog's accessible name. */
  title: ReactNode;
  /** The opener's label. */
  opener: ReactNode;
  /**
   * Where the opener leads without JavaScript: the dialog itself (`#${id}`: the
   * stylesheet shows a dialog that is the :target in place, styles.css), an anchor
   * on the page that shows the same content, or the content itself (a video file).
   * Only a dialog shown in place (`#${id}`) has its content in the server's HTML; any other renders it when first
   * opened, so its content is mounted by the press that opened it (a video there plays at once, Video.tsx).
   */
  fallbackHref: string;
  openerClassName?: string;
  /** An extra class on the dialog (its width, e.g. `dialog-video`). */
  className?: string;
  children: ReactNode;
}

/**
 * A native modal `<dialog>` (https://html.spec.whatwg.org/multipage/interactive-elements.html#the-dialog-element):
 * showModal() moves focus in, makes the rest of the page inert and closes on Escape; this hook adds what browsers
 * differ on (focus goes back to the element that opened it) and pauses the videos inside when it closes.
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
    const onClose = () => {
      for (const media of dialog.querySelectorAll<HTMLMediaElement>('video, audio')) media.pause?.();
      opener.current?.focus();
      opener.current = null;
    };
    dialog.addEventListener('close', onClose);
    return () => dialog.removeEventListener('close', onClose);
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

/** `${id}-title`: the heading that labels the dialog. */
export const dialogTitleId = (id: string): string => `${id}-title`;

/**
 * The one accessible dialog of the site, on the native `<dialog>` element
 * (https://html.spec.whatwg.org/multipage/interactive-elements.html#the-dialog-element):
 * `showModal()` makes the rest of the page inert and puts the dialog in the top
 * layer; the dialog is named by its title; focus moves to its close button and
 * returns to the opener when it closes (by the close button, Escape, or a click
 * on the backdrop); videos inside are paused on close.
 *
 * Without JavaScript — and in the server's HTML, until hydration — the opener is
 * a plain link to `fallbackHref`, so the content stays reachable; after
 * hydration it becomes a button. The dialog's content is in the HTML either way.
 *
 * @example
 * <Dialog id="banner-dialog" title="Flagship Megatron in action" opener="Watch Video" fallbackHref="#banner-video">
 *   <video controls preload="none" poster="/artwork/flagship-megatron-video.svg" />
 * </Dialog>
 */
export function Dialog({ id, title, opener, fallbackHref, openerClassName = 'button secondary', className, children }: DialogProps) {
  const { ui } = usePageContext().data.site;
  const modal = useModalDialog();
  // The server's HTML and the first client render agree (a link); the button replaces it once hydrated.
  const [enhanced, setEnhanced] = useState(false);
  useEffect(() => setEnhanced(true), []);
  const [opened, setOpened] = useState(fallbackHref === `#${id}`);

  const { ref, close } = modal;
  const open = (event: MouseEvent<HTMLButtonElement>) => {
    if (ref.current?.open) return;
    // The content is in the document before the dialog shows and moves the focus into it.
    if (!opened) flushSync(() => setOpened(true));
    modal.open(event.currentTarget);
    // Browsers move focus into a modal dialog themselves; say where, so every engine agrees.
    if (!ref.current?.contains(document.activeElement)) ref.current?.querySelector<HTMLElement>('.dialog-close')?.focus();
  };

  // Escape closes natively (the cancel event); handled here too for engines without it.
  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      close();
    }
  };
  // A click on the backdrop lands on the dialog element itself, outside its content box.
  const onClick = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === ref.current) close();
  };

  return (
    <>
      {enhanced ? (
        <button type="button" className={openerClassName} aria-haspopup="dialog" aria-controls={id} onClick={open}>
          {opener}
        </button>
      ) : (
        <a className={openerClassName} href={fallbackHref}>
          {opener}
        </a>
      )}
      <dialog ref={ref} id={id} className={className ? `dialog ${className}` : 'dialog'} aria-labelledby={dialogTitleId(id)} onKeyDown={onKeyDown} onClick={onClick}>
        <div className="dialog-body">
          <div className="dialog-head">
            <h2 id={dialogTitleId(id)}>{title}</h2>
            <button type="button" className="dialog-close" onClick={close} aria-label={ui.close}>
              <span aria-hidden="true">×</span>
            </button>
          </div>
          {opened && children}
        </div>
      </dialog>
    </>
  );
}
