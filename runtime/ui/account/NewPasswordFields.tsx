import type { AccountNewPassword } from '../../../dist/generated/types.ts';
import { confirmationProblem, newPasswordProblem, TextField, type FormState, type Values } from '../forms/index.ts';
import type { MessageTexts } from './use-account.ts';

/** A new password and its confirmation, with the rule as a hint (seed 000 §5); autocomplete new-password for password managers. */
export function NewPasswordFields({ form, texts }: { form: FormState; texts: AccountNewPassword }) {
  return (
    <>
      <TextField form={form} name="password" label={texts.password} type="password" autoComplete="new-password" hint={texts.hint} />
      <TextField form={form} name="confirmPassword" label={texts.confirmPassword} type="password" autoComplete="new-password" />
    </>
  );
}

/** The messages of a new password's fields (weak first, then the confirmation). */
export function newPasswordProblems(values: Values, messages: MessageTexts) {
  const password = values.password ?? '';
  return {
    password: newPasswordProblem(password, messages),
    confirmPassword: newPasswordProblem(password, messages) ? undefined : confirmationProblem(password, values.confirmPassword ?? '', messages),
  };
}

/** Where the service's refusals of a new password belong. */
export const NEW_PASSWORD_FIELDS = { 4002: 'password', 4008: 'confirmPassword' } as const;
