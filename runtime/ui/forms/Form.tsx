import type { ReactNode } from 'react';
import { FORM_MESSAGE, type FormState } from './use-form.ts';

/**
 * An account form: `noValidate` so the region's messages (not the browser's)
 * are shown, posted by script. Without JavaScript the labels and texts are
 * all there and `noScript` says why nothing happens; a form the server answers
 * without JavaScript (the request forms) has no such note. The fields (`children`) are followed by the form's
 * message, the `saved` line (announced; empty, it takes no room) and the submit button, labelled `submit`.
 */
export function Form({ form, label, noScript, submit, saved, children }: { form: FormState; label?: string; noScript?: string | undefined; submit: ReactNode; saved?: string; children?: ReactNode }) {
  return (
    <form
      ref={form.formRef}
      id={`${form.id}-form`}
      className="account-form"
      method="post"
      noValidate
      aria-label={label}
      onSubmit={(event) => {
        void form.onSubmit(event);
      }}
      onInput={form.onInput}
      aria-busy={form.pending || undefined}
    >
      {noScript ? (
        <noscript>
          <p className="form-note">{noScript}</p>
        </noscript>
      ) : null}
      {children}
      {/* The form-level message (a refusal that is no field's): announced, and focused after a refused submit. */}
      <p
        className="form-message"
        role="alert"
        tabIndex={-1}
        hidden={!form.formError}
        // biome-ignore lint/a11y/noAutofocus: only on the page the server sends back for a refused post without JavaScript, where a script would move the focus to the first refusal (use-form.ts postedFocus)
        autoFocus={form.postedFocus === FORM_MESSAGE}
      >
        {form.formError}
      </p>
      {saved !== undefined && (
        <p className="form-saved" role="status">
          {saved}
        </p>
      )}
      {/* Disabled while the call runs, so a double click sends one request, and until the page is hydrated (without JavaScript the form cannot be sent). */}
      <button type="submit" className="button account-submit" disabled={form.pending || !form.ready}>
        {submit}
      </button>
    </form>
  );
}
