import { emailProblem, Form, requiredProblem, TextField, useForm } from '../../forms/index.ts';
import { useAccount } from '../../account/use-account.ts';
import { AccountBlock, type BlockProps } from './AccountBlock.tsx';

/**
 * Deleting the account (docs/decisions.md D64): the address typed again (no slip of a button), and the current
 * password where there is one. `onDeleted`: the page says so in place (the session is gone: a reload would send
 * the visitor to log in).
 */
export function DeleteBlock({ section, level, profile, onDeleted }: BlockProps & { onDeleted: () => void }) {
  const { account, texts } = useAccount();
  const form = useForm({
    id: `${section.id}-delete`,
    validate: (v) => ({
      // An empty or malformed address gets the forms' own message; a well-formed one that is not the account's, this one's.
      email: emailProblem(v.email ?? '', texts) ?? ((v.email ?? '').trim().toLowerCase() !== profile.email.toLowerCase() ? section.delete.emailMismatch : undefined),
      ...(profile.has_password ? { currentPassword: requiredProblem(v.currentPassword ?? '', section.delete.passwordRequired) } : {}),
    }),
    submit: async (v) => {
      await account.deleteAccount({ email: v.email!, ...(profile.has_password ? { currentPassword: v.currentPassword! } : {}) }, { showErrorMessage: false });
      onDeleted();
    },
    fieldOfCode: { 4000: 'email', 4010: 'currentPassword' },
  });
  return (
    <AccountBlock name="delete" title={section.delete.title} className="account-delete" level={level} sectionId={section.id}>
      <p>{section.delete.text}</p>
      <Form form={form} submit={section.delete.submit}>
        <TextField form={form} name="email" label={section.delete.email} type="email" autoComplete="off" />
        {profile.has_password && <TextField form={form} name="currentPassword" label={section.delete.password} type="password" autoComplete="current-password" />}
      </Form>
    </AccountBlock>
  );
}
