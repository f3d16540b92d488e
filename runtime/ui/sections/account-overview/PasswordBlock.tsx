import { Form, FormMessage, requiredProblem, SubmitButton, TextField, useForm } from '../../forms/index.ts';
import { NEW_PASSWORD_FIELDS, NewPasswordFields, newPasswordProblems } from '../../account/NewPasswordFields.tsx';
import { useAccount } from '../../account/use-account.ts';
import { AccountBlock, type BlockProps } from './AccountBlock.tsx';
import { SavedLine, type SavedProps } from './SavedLine.tsx';

/** A new password: the current one first where the account has one; an account made by code log-in sets its first without. */
export function PasswordBlock({ section, level, profile, saved, setSaved }: BlockProps & SavedProps) {
  const { account, texts } = useAccount();
  const form = useForm({
    id: `${section.id}-password`,
    validate: (v) => ({
      ...(profile.has_password ? { currentPassword: requiredProblem(v.currentPassword ?? '', section.password.currentRequired) } : {}),
      ...newPasswordProblems(v, texts),
    }),
    submit: async (v) => {
      setSaved(undefined);
      await account.setPassword(
        {
          ...(profile.has_password ? { currentPassword: v.currentPassword! } : {}),
          password: v.password!,
          confirmPassword: v.confirmPassword!,
        },
        { showErrorMessage: false },
      );
      form.formRef.current?.reset();
      setSaved('password');
    },
    fieldOfCode: { ...NEW_PASSWORD_FIELDS, 4010: 'currentPassword' },
  });
  return (
    <AccountBlock name="password" title={section.password.title} level={level} sectionId={section.id}>
      <p>{section.password.text}</p>
      <Form form={form}>
        <input type="text" name="username" autoComplete="username" value={profile.email} readOnly hidden />
        {profile.has_password && <TextField form={form} name="currentPassword" label={section.password.current} type="password" autoComplete="current-password" />}
        <NewPasswordFields form={form} texts={section.password.fields} />
        <FormMessage form={form} />
        <SavedLine text={saved === 'password' ? section.password.saved : ''} />
        <SubmitButton form={form}>{section.password.submit}</SubmitButton>
      </Form>
    </AccountBlock>
  );
}
