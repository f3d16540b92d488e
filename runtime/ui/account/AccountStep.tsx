import type { ReactNode } from 'react';
import type { CodeSendBody } from '../../../dist/generated/api.ts';
import type { AccountInbox, AccountNewPassword } from '../../../dist/generated/types.ts';
import { ApiError } from '../../client/api.ts';
import { codeProblem, confirmationProblem, Form, newPasswordProblem, TextField, useForm, type FormState, type Values } from '../forms/index.ts';
import { useMessage } from '../use-message.ts';
import { RESEND_SECONDS, useAccount, type Countdown, type MessageTexts } from './use-account.ts';

/**
 * One step of an account screen that is a form: its lead, the form (its fields, then the refusal that is no
 * field's, then the submit button) and what follows it (`after`: another way, a link to another screen).
 */
export function AccountStep({
  lead,
  form,
  noScript,
  submit,
  after,
  children,
}: {
  lead?: string | undefined;
  form: FormState;
  noScript?: string | undefined;
  submit: string;
  after?: ReactNode;
  children: ReactNode;
}) {
  return (
    <>
      {lead ? <p className="account-lead">{lead}</p> : null}
      <Form form={form} noScript={noScript} submit={submit}>
        {children}
      </Form>
      {after}
    </>
  );
}

/** The other way a step offers (log in with a code instead, not now), below its form. */
export function OtherWay({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <div className="account-actions">
      <button type="button" className="button secondary" onClick={onClick}>
        {label}
      </button>
    </div>
  );
}

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

interface InboxStepProps {
  id: string;
  texts: AccountInbox;
  email: string;
  /** The countdown before the code may be sent again, started when the code was sent. */
  countdown: Countdown;
  /** What the code is for: a resend mails a code of the same purpose. */
  purpose: CodeSendBody['purpose'];
  verify: (code: string) => Promise<void>;
  otherEmail: () => void;
}

/** Check your inbox (seed 000 §2.4): the 6-digit code, resend with a countdown, or another address. */
export function InboxStep({ id, texts, email, countdown, purpose, verify, otherEmail }: InboxStepProps) {
  const message = useMessage();
  const { account, texts: messages } = useAccount();
  const form = useForm({
    id,
    validate: (values) => ({ code: codeProblem(values.code ?? '', messages) }),
    submit: (values) => verify(values.code!.trim()),
    fieldOfCode: { 4007: 'code' },
  });
  const onResend = () => {
    account
      .sendCode({ email, purpose }, { showErrorMessage: false })
      .then(() => countdown.start(RESEND_SECONDS))
      .catch((error: unknown) => form.fail({}, error instanceof ApiError ? error.msg : messages.default));
  };
  const resendIn = countdown.left;
  return (
    <>
      <p className="account-lead">{message(texts.text, { email })}</p>
      <Form form={form} submit={texts.submit}>
        <TextField form={form} name="code" label={texts.code} autoComplete="one-time-code" inputMode="numeric" maxLength={6} />
      </Form>
      <div className="account-actions">
        <button type="button" className="link-button" onClick={onResend} disabled={resendIn > 0}>
          {resendIn > 0 ? message(texts.resendIn, { seconds: resendIn }) : texts.resend}
        </button>
        <button type="button" className="link-button" onClick={otherEmail}>
          {texts.otherEmail}
        </button>
      </div>
    </>
  );
}
