import type { FormState } from './use-form.ts';
import { fieldId } from './Field.tsx';

interface Described {
  form: FormState;
  name: string;
  hint?: string | undefined;
}

/** aria-describedby of a field: its hint, then its error when one applies (the pattern of TextField). */
function describedBy({ form, name, hint }: Described): { id: string; error: string | undefined; describedBy: string | undefined } {
  const id = fieldId(form, name);
  const error = form.errors[name];
  return { id, error, describedBy: [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined };
}

function Parts({ id, label, hint, error, children }: { id: string; label: string; hint?: string | undefined; error: string | undefined; children: React.ReactNode }) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {hint ? (
        <p className="field-hint" id={`${id}-hint`}>
          {hint}
        </p>
      ) : null}
      {children}
      {error ? (
        <p className="field-error" id={`${id}-error`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** A labelled choice; the first option is the empty "Choose …" one, so nothing is chosen for the visitor. */
export function SelectField({
  form,
  name,
  label,
  hint,
  choose,
  options,
  required = true,
  defaultValue = '',
}: Described & {
  label: string;
  choose: string;
  options: readonly { value: string; label: string }[];
  required?: boolean;
  /** The value chosen before (a form the server answered without JavaScript). */
  defaultValue?: string | undefined;
}) {
  const { id, error, describedBy: described } = describedBy({ form, name, hint });
  return (
    <Parts id={id} label={label} hint={hint} error={error}>
      <select
        id={id}
        name={name}
        defaultValue={defaultValue}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={described}
        // biome-ignore lint/a11y/noAutofocus: only on the page the server sends back for a refused post without JavaScript, where a script would move the focus to the first refusal (use-form.ts postedFocus)
        autoFocus={form.postedFocus === name}
      >
        <option value="">{choose}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </Parts>
  );
}

/** A labelled multi-line text (a description of a fault). */
export function TextAreaField({
  form,
  name,
  label,
  hint,
  maxLength,
  required = true,
  defaultValue,
}: Described & { label: string; maxLength?: number | undefined; required?: boolean; defaultValue?: string | undefined }) {
  const { id, error, describedBy: described } = describedBy({ form, name, hint });
  return (
    <Parts id={id} label={label} hint={hint} error={error}>
      <textarea
        id={id}
        name={name}
        defaultValue={defaultValue}
        rows={5}
        maxLength={maxLength}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={described}
        // biome-ignore lint/a11y/noAutofocus: only on the page the server sends back for a refused post without JavaScript, where a script would move the focus to the first refusal (use-form.ts postedFocus)
        autoFocus={form.postedFocus === name}
      />
    </Parts>
  );
}
