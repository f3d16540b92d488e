import type { FormState } from './use-form.ts';
import { described, FieldParts } from './Field.tsx';

interface Described {
  form: FormState;
  name: string;
  hint?: string | undefined;
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
  const { id, error, describedBy } = described(form, name, hint);
  return (
    <FieldParts id={id} label={label} hint={hint} error={error}>
      <select
        id={id}
        name={name}
        defaultValue={defaultValue}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
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
    </FieldParts>
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
  const { id, error, describedBy } = described(form, name, hint);
  return (
    <FieldParts id={id} label={label} hint={hint} error={error}>
      <textarea
        id={id}
        name={name}
        defaultValue={defaultValue}
        rows={5}
        maxLength={maxLength}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        // biome-ignore lint/a11y/noAutofocus: only on the page the server sends back for a refused post without JavaScript, where a script would move the focus to the first refusal (use-form.ts postedFocus)
        autoFocus={form.postedFocus === name}
      />
    </FieldParts>
  );
}
