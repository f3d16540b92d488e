import { useEffect, useRef, useState } from 'react';
import { routes } from '../../../dist/generated/routes.ts';
import { regionTable } from '../../../dist/generated/regions.ts';
import { matchRoute } from '../../../core/routing.ts';
import { regionPath, regionPrefixes } from '../../shared/regions.ts';
import { Link } from '../Link.tsx';
import { usePageContext } from '../page-context.tsx';
import { NewsletterForm } from './NewsletterForm.tsx';
import { NewsletterNotice } from './NewsletterNotice.tsx';

/**
 * The new-user popup (seed 000 §2.4): subscribe, then thanks with the
 * new-user rewards and "Unlock My Rewards" to the region's create-account
 * page. A native modal <dialog>: labelled by its heading, focus inside while
 * open (the background is inert), Escape closes it, and focus goes back to
 * where it was. Loaded on demand by NewUserPopupSlot.
 */
export function NewUserPopup({ onClosed }: { onClosed: () => void }) {
  const { region, data } = usePageContext();
  const texts = data.site.newUserPopup;
  const dialogRef = useRef<HTMLDialogElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [step, setStep] = useState<'subscribe' | 'thanks'>('subscribe');
  const register = matchRoute(routes, region, '/register');
  const registerHref = register?.status === 'live' ? regionPath(region, '/register', regionPrefixes(regionTable)) : undefined;

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : undefined;
    if (!dialog.open) dialog.showModal();
    const closed = () => {
      if (previous?.isConnected) previous.focus();
      onClosed();
    };
    dialog.addEventListener('close', closed);
    return () => {
      dialog.removeEventListener('close', closed);
      if (dialog.open) dialog.close();
    };
  }, [onClosed]);

  useEffect(() => {
    if (step === 'thanks') headingRef.current?.focus();
  }, [step]);

  if (!texts) return null;
  const close = () => dialogRef.current?.close();
  return (
    <dialog ref={dialogRef} className="new-user-popup" aria-labelledby="new-user-popup-title">
      <button type="button" className="new-user-popup-close" aria-label={texts.close} onClick={close}>
        <span aria-hidden="true">×</span>
      </button>
      {step === 'subscribe' ? (
        <>
          <h2 id="new-user-popup-title">{texts.title}</h2>
          <p>{texts.describe}</p>
          <NewsletterForm id="popup-newsletter" source="popup" autoFocus onSubscribed={() => setStep('thanks')} />
          <NewsletterNotice />
        </>
      ) : (
        <>
          <h2 id="new-user-popup-title" ref={headingRef} tabIndex={-1}>
            {texts.thanksTitle}
          </h2>
          <p>{texts.thanksText}</p>
          {registerHref ? (
            <Link href={registerHref} className="button" onClick={close}>
              {texts.rewards}
            </Link>
          ) : null}
        </>
      )}
    </dialog>
  );
}
