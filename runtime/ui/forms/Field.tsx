import type { HTMLInputAutoCompleteAttribute, HTMLInputTypeAttribute, ReactNode } from 'react';
import type { FormState } from './use-form.ts';

export const fieldId = (form: Pick<FormState, 'id'>, name: string) => `${form.id}-${name}`;

interface FieldProps {
  form: FormState;
  name: string;
  label: string;
  hint?: string | undefined;
  /** Fields the form cannot do without (marked for assistive technology; the check is the form's). */
  required?: boolean;
  /** The value typed or chosen before (a form the server answered without JavaScript). */
  defaultValue?: string | undefined;
}

/**
 * What every control of a form carries: its id and name; aria-invalid when its error applies, and aria-describedby
 * naming its hint, then its error; autofocus only on the page the server sends back for a refused post without
 * JavaScript, where a script would move the focus to the first refusal (use-form.ts postedFocus).
 */
function controlOf(form: FormState, name: string, hint: string | undefined, required: boolean | undefined) {
  const id = fieldId(form, name);
  const error = form.errors[name];
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return { error, control: { id, name, required, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy, autoFocus: form.postedFocus === name } };
}
type Control = ReturnType<typeof controlOf>['control'];

/** A field's error, the paragraph its control's aria-describedby names. */
function FieldError({ id, error }: { id: string; error: string | undefined }) {
  return error ? (
    <p className="field-error" id={`${id}-error`}>
      {error}
    </p>
  ) : null;
}

/** A labelled control (`children` draws it: an input, a select, a text area) with its hint above and its error below. */
function LabelledField({ form, name, label, hint, required = true, children }: Omit<FieldProps, 'defaultValue'> & { children: (control: Control) => ReactNode }) {
  const { error, control } = controlOf(form, name, hint, required);
  return (
    <div className="field">
      <label htmlFor={control.id}>{label}</label>
      {hint ? (
        <p className="field-hint" id={`${control.id}-hint`}>
          {hint}
        </p>
      ) : null}
      {children(control)}
      <FieldError id={control.id} error={error} />
    </div>
  );
}

/** A labelled input; its hint and its error are tied to it by aria-describedby, and aria-invalid says when the error applies. */
export function TextField({
  type = 'text',
  autoComplete,
  defaultValue,
  inputMode,
  maxLength,
  ...field
}: FieldProps & {
  type?: HTMLInputTypeAttribute;
  /** For password managers: email, current-password, new-password, one-time-code. */
  autoComplete: HTMLInputAutoCompleteAttribute;
  inputMode?: 'numeric' | 'email' | 'text';
  maxLength?: number | undefined;
}) {
  return (
    <LabelledField {...field}>
      {(control) => (
        <input
          {...control}
          type={type}
          autoComplete={autoComplete}
          defaultValue={defaultValue}
          inputMode={inputMode}
          maxLength={maxLength}
          spellCheck={type === 'email' || type === 'password' ? false : undefined}
          autoCapitalize={type === 'email' ? 'none' : undefined}
        />
      )}
    </LabelledField>
  );
}

/** A labelled choice; the first option is the empty "Choose …" one, so nothing is chosen for the visitor. */
export function SelectField({ choose, options, defaultValue = '', ...field }: FieldProps & { choose: string; options: readonly { value: string; label: string }[] }) {
  return (
    <LabelledField {...field}>
      {(control) => (
        <select {...control} defaultValue={defaultValue}>
          <option value="">{choose}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </LabelledField>
  );
}

/** A labelled multi-line text (a description of a fault). */
export function TextAreaField({ maxLength, defaultValue, ...field }: FieldProps & { maxLength?: number | undefined }) {
  return <LabelledField {...field}>{(control) => <textarea {...control} defaultValue={defaultValue} rows={5} maxLength={maxLength} />}</LabelledField>;
}

/**
 * A checkbox with its label beside it (the weekly e-mail opt-in, a consent box); `children` may hold links.
 * `required`: a box that must be ticked (the check is the form's); its error is tied to it like a text field's.
 */
export function CheckboxField({ form, name, children, defaultChecked, required }: { form: FormState; name: string; children?: ReactNode; defaultChecked?: boolean; required?: boolean }) {
  const { error, control } = controlOf(form, name, undefined, required);
  return (
    <div className="field field-checkbox">
      <input {...control} type="checkbox" defaultChecked={defaultChecked} />
      <label htmlFor={control.id}>{children}</label>
      <FieldError id={control.id} error={error} />
    </div>
  );
}
