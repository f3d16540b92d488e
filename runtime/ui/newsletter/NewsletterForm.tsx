import { useRef, useState, type FormEvent } from 'react';
import { isValidEmail, MAX_EMAIL_LENGTH, normalizeEmail } from '../../../core/email-address.ts';
import { SUBSCRIBE_FALLBACK_PATH, type NewsletterSource } from '../../../core/newsletter.ts';
import { usePageContext } from '../page-context.tsx';

type State = { kind: 'idle' } | { kind: 'pending' } | { kind: 'done' } | { kind: 'error'; message: string };

/**
 * The newsletter form (the region's `subscribe` texts): the e-mail is checked
 * with the shared rule before sending, with the region's invalid message; the
 * success message is announced (role=status). Without JavaScript it is a
 * plain form POST that the site server answers with a redirect back here.
 * `onSubscribed` lets the new-user popup move to its next step; `autoFocus` is where its modal puts focus.
 */
export function NewsletterForm({
  id,
  source,
  onSubscribed,
  className = '',
  autoFocus,
}: {
  id: string;
  /** Where the form is, recorded with the consent. */
  source: NewsletterSource;
  onSubscribed?: () => void;
  className?: string;
  autoFocus?: boolean;
}) {
  const pageContext = usePageContext();
  const { subscribe: texts } = pageContext.data.site;
  const [state, setState] = useState<State>({ kind: 'idle' });
  const inputRef = useRef<HTMLInputElement>(null);
  const error = state.kind === 'error' ? state.message : undefined;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (state.kind === 'pending') return;
    const email = normalizeEmail(inputRef.current?.value ?? '');
    if (!isValidEmail(email)) {
      setState({ kind: 'error', message: texts.invalid });
      inputRef.current?.focus();
      return;
    }
    setState({ kind: 'pending' });
    try {
      const { subscribe } = await import('../../client/subscribe.ts');
      await subscribe(pageContext, email, source);
      setState({ kind: 'done' });
      onSubscribed?.();
    } catch (failure) {
      setState({ kind: 'error', message: failure instanceof Error && failure.message ? failure.message : pageContext.data.site.api.message.default });
      inputRef.current?.focus();
    }
  }

  const describedBy = error ? `${id}-error` : undefined;
  return (
    <form
      id={id}
      className={`newsletter-form ${className}`.trim()}
      method="post"
      action={SUBSCRIBE_FALLBACK_PATH}
      noValidate
      onSubmit={(event) => {
        void onSubmit(event);
      }}
      onInput={() => {
        if (state.kind === 'error') setState({ kind: 'idle' });
      }}
    >
      <input type="hidden" name="region" value={pageContext.region} />
      <input type="hidden" name="back" value={backPath(pageContext.urlOriginal)} />
      <input type="hidden" name="source" value={source} />
      <div className="newsletter-row">
        <label htmlFor={`${id}-email`} className="visually-hidden">
          {texts.placeholder}
        </label>
        <input
          ref={inputRef}
          id={`${id}-email`}
          name="email"
          type="email"
          autoComplete="email"
          inputMode="email"
          spellCheck={false}
          autoCapitalize="none"
          placeholder={texts.placeholder}
          maxLength={MAX_EMAIL_LENGTH}
          // biome-ignore lint/a11y/noAutofocus: only the new-user modal sets it, to move focus into the dialog it opened
          autoFocus={autoFocus}
          required
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
        />
        <button type="submit" className="button" disabled={state.kind === 'pending'}>
          {texts.button}
        </button>
      </div>
      {error ? (
        <p className="field-error" id={`${id}-error`}>
          {error}
        </p>
      ) : null}
      <p className="newsletter-status" role="status">
        {state.kind === 'done' ? texts.success : ''}
      </p>
    </form>
  );
}

/** The visitor's path, for the no-JS form's way back: server routing passes no urlOriginal to the browser, whose own location is the same URL. */
const backPath = (urlOriginal: string | undefined) => (urlOriginal === undefined ? window.location.pathname : new URL(urlOriginal, 'http://site.invalid').pathname);
