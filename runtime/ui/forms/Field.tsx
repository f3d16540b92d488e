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

/**
 * A labelled input; its hint and its error are tied to it by aria-describedby,
 * and aria-invalid says when the error applies.
 */
export function TextField({ form, name, label, type = 'text', autoComplete, hint, defaultValue, inputMode, maxLength, required = true }: TextFieldProps) {
  const id = fieldId(form, name);
  const error = form.errors[name];
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {hint ? (
        <p className="field-hint" id={`${id}-hint`}>
          {hint}
        </p>
      ) : null}
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
      {error ? (
        <p className="field-error" id={`${id}-error`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

/**
 * A checkbox with its label beside it (the weekly e-mail opt-in, a consent box); `children` may hold links.
 * `required`: a box that must be ticked (the check is the form's); its error is tied to it like a text field's.
 */
export function CheckboxField({ form, name, children, defaultChecked, required }: { form: FormState; name: string; children?: ReactNode; defaultChecked?: boolean; required?: boolean }) {
  const id = fieldId(form, name);
  const error = form.errors[name];
  return (
    <div className="field field-checkbox">
      <input
        id={id}
        name={name}
        type="checkbox"
        defaultChecked={defaultChecked}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        // biome-ignore lint/a11y/noAutofocus: only on the page the server sends back for a refused post without JavaScript, where a script would move the focus to the first refusal (use-form.ts postedFocus)
        autoFocus={form.postedFocus === name}
      />
      <label htmlFor={id}>{children}</label>
      {error ? (
        <p className="field-error" id={`${id}-error`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
