import type { HTMLInputAutoCompleteAttribute, HTMLInputTypeAttribute, ReactNode } from 'react';
import type { FormState } from './use-form.ts';

export const fieldId = (form: Pick<FormState, 'id'>, name: string) => `${form.id}-${name}`;

interface TextFieldProps {
  form: FormState;
  name: string;
  label: string;
  type?: HTMLInputTypeAttribute;
  /** For password managers: email, current-password, new-password, one-time-code. */
  autoComplete: HTMLInputAutoCompleteAttribute;
  hint?: string;
  defaultValue?: string | undefined;
  inputMode?: 'numeric' | 'email' | 'text';
  maxLength?: number;
  /** Fields the form cannot do without (marked for assistive technology; the check is the form's). */
  required?: boolean;
}

/** A field's id, its error when one applies, and its aria-describedby: its hint, then its error. */
export function described(form: FormState, name: string, hint: string | undefined): { id: string; error: string | undefined; describedBy: string | undefined } {
  const id = fieldId(form, name);
  const error = form.errors[name];
  return { id, error, describedBy: [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined };
}

/** A field's error, the paragraph its control's aria-describedby names. */
function FieldError({ id, error }: { id: string; error: string | undefined }) {
  return error ? (
    <p className="field-error" id={`${id}-error`}>
      {error}
    </p>
  ) : null;
}

/** A labelled control (`children`: an input, a select, a text area) with its hint above and its error below. */
export function FieldParts({ id, label, hint, error, children }: { id: string; label: string; hint?: string | undefined; error: string | undefined; children: ReactNode }) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {hint ? (
        <p className="field-hint" id={`${id}-hint`}>
          {hint}
        </p>
      ) : null}
      {children}
      <FieldError id={id} error={error} />
    </div>
  );
}

/**
 * A labelled input; its hint and its error are tied to it by aria-describedby,
 * and aria-invalid says when the error applies.
 */
export function TextField({ form, name, label, type = 'text', autoComplete, hint, defaultValue, inputMode, maxLength, required = true }: TextFieldProps) {
  const { id, error, describedBy } = described(form, name, hint);
  return (
    <FieldParts id={id} label={label} hint={hint} error={error}>
      <input
        id={id}
        name={name}
        type={type}
        autoComplete={autoComplete}
        defaultValue={defaultValue}
        inputMode={inputMode}
        maxLength={maxLength}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        // biome-ignore lint/a11y/noAutofocus: only on the page the server sends back for a refused post without JavaScript, where a script would move the focus to the first refusal (use-form.ts postedFocus)
        autoFocus={form.postedFocus === name}
        spellCheck={type === 'email' || type === 'password' ? false : undefined}
        autoCapitalize={type === 'email' ? 'none' : undefined}
      />
    </FieldParts>
  );
}

/**
 * A checkbox with its label beside it (the weekly e-mail opt-in, a consent box); `children` may hold links.
 * `required`: a box that must be ticked (the check is the form's); its error is tied to it like a text field's.
 */
export function CheckboxField({ form, name, children, defaultChecked, required }: { form: FormState; name: string; children?: ReactNode; defaultChecked?: boolean; required?: boolean }) {
  const { id, error, describedBy } = described(form, name, undefined);
  return (
    <div className="field field-checkbox">
      <input
        id={id}
        name={name}
        type="checkbox"
        defaultChecked={defaultChecked}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        // biome-ignore lint/a11y/noAutofocus: only on the page the server sends back for a refused post without JavaScript, where a script would move the focus to the first refusal (use-form.ts postedFocus)
        autoFocus={form.postedFocus === name}
      />
      <label htmlFor={id}>{children}</label>
      <FieldError id={id} error={error} />
    </div>
  );
}
