/**
 * The state of one account form: values read from the form itself (so
 * password managers' autofill counts), errors per field, a form-level message,
 * pending while the call runs, and focus on the first error after a refused
 * submit. A refusal of the service lands beside the field it concerns
 * (`fieldOfCode`), anything else above the submit button.
 *
 * @example
 * const form = useForm({
 *   id: 'login',
 *   validate: (v) => ({ email: emailProblem(v.email, texts) }),
 *   submit: async (v) => { await account.loginWithPassword(v); },
 *   fieldOfCode: { 4001: 'email' },
 * });
 */
import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { ApiError } from '../../client/api.ts';
import { usePageContext } from '../page-context.tsx';

export type Values = Record<string, string>;
export type Problems = Record<string, string | undefined>;

export interface FormOptions {
  /** Unique on the page: field ids are `<id>-<name>`. */
  id: string;
  validate?: (values: Values) => Problems;
  submit: (values: Values) => Promise<void>;
  /** Which field a service refusal belongs to, by code (the rest is form-level). */
  fieldOfCode?: Readonly<Record<number, string>>;
  /**
   * The form also works without JavaScript (its POST is answered by the server, runtime/server/request-form-post.ts):
   * its button is live before the page hydrates, and the server's answer to a post seeds the messages.
   */
  postedWithoutScript?: { errors?: Problems; formError?: string | undefined } | true;
}

/** The values of a form's named controls; an unchecked checkbox is '' and a checked one 'on'. */
export function formValues(form: HTMLFormElement): Values {
  const values: Values = {};
  for (const element of Array.from(form.elements)) {
    const control = element as HTMLInputElement;
    if (!control.name || control.type === 'submit') continue;
    values[control.name] = control.type === 'checkbox' ? (control.checked ? 'on' : '') : control.value;
  }
  return values;
}

/** Field and form messages for a failed submit. */
export function problemsOf(error: unknown, fieldOfCode: Readonly<Record<number, string>>, fallback: string): { fields: Problems; form?: string } {
  if (error instanceof ApiError) {
    const field = fieldOfCode[error.code];
    return field ? { fields: { [field]: error.msg } } : { fields: {}, form: error.msg || fallback };
  }
  return { fields: {}, form: fallback };
}

/** The form-level message's key in `postedFocus`. */
export const FORM_MESSAGE = '';

/**
 * Where the page the server sent back for a refused post (no JavaScript) puts the focus, as a script does after a
 * refused submit: the first refused field (the server checks them in the form's order), else the form's message.
 * The control renders `autofocus`, so the browser focuses it and scrolls it into view on load.
 */
function postedFocus(posted: { errors?: Problems; formError?: string | undefined } | undefined): string | undefined {
  if (!posted) return undefined;
  const field = Object.entries(posted.errors ?? {}).find(([, message]) => message)?.[0];
  return field ?? (posted.formError ? FORM_MESSAGE : undefined);
}

export function useForm(options: FormOptions) {
  // Shown when the call fails without a message (network, timeout): the region's api.message.default.
  const fallbackMessage = usePageContext().data.site.api.message.default;
  const posted = typeof options.postedWithoutScript === 'object' ? options.postedWithoutScript : undefined;
  const [errors, setErrors] = useState<Problems>(posted?.errors ?? {});
  const [formError, setFormError] = useState<string | undefined>(posted?.formError);
  const [pending, setPending] = useState(false);
  const [attempt, setAttempt] = useState(0);
  // Until hydrated, a submit would be the browser's own POST to the page: the button waits for the script, unless the server answers that POST.
  const [ready, setReady] = useState(options.postedWithoutScript !== undefined);
  useEffect(() => setReady(true), []);
  const formRef = useRef<HTMLFormElement>(null);
  const optionsRef = useRef(options);
  optionsRef.current = options;

  // After a refused submit: the first invalid field, else the form message, takes focus.
  useEffect(() => {
    if (attempt === 0) return;
    const form = formRef.current;
    const target = form?.querySelector<HTMLElement>('[aria-invalid="true"]') ?? form?.querySelector<HTMLElement>('.form-message');
    target?.focus();
  }, [attempt]);

  const fail = useCallback((fields: Problems, message?: string) => {
    setErrors(fields);
    setFormError(message);
    setAttempt((n) => n + 1);
  }, []);

  const onSubmit = useCallback(
    async (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      const form = event.currentTarget;
      const { validate, submit, fieldOfCode = {} } = optionsRef.current;
      const values = formValues(form);
      const problems = Object.fromEntries(Object.entries(validate?.(values) ?? {}).filter(([, message]) => message));
      if (Object.keys(problems).length > 0) return fail(problems);
      setErrors({});
      setFormError(undefined);
      setPending(true);
      try {
        await submit(values);
      } catch (error) {
        const found = problemsOf(error, fieldOfCode, fallbackMessage);
        fail(found.fields, found.form);
      } finally {
        setPending(false);
      }
    },
    [fail, fallbackMessage],
  );

  /** Typing in a field clears its message (the next submit checks it again). */
  const onInput = useCallback((event: FormEvent<HTMLFormElement>) => {
    const name = (event.target as HTMLInputElement).name;
    if (name) setErrors((current) => (current[name] ? { ...current, [name]: undefined } : current));
  }, []);

  return { id: options.id, formRef, errors, formError, pending, ready, onSubmit, onInput, fail, postedFocus: postedFocus(posted) };
}
export type FormState = ReturnType<typeof useForm>;
