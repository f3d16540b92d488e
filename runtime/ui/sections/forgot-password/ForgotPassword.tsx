import { useState } from 'react';
import { normalizeEmail } from '../../../../core/email-address.ts';
import { ApiError } from '../../../client/api.ts';
import { emailProblem, TextField, useForm } from '../../forms/index.ts';
import { AccountStep } from '../../account/AccountStep.tsx';
import { useAccount, RESEND_SECONDS, useCountdown, useStepFocus } from '../../account/use-account.ts';
import { TitledSection } from '../Heading.tsx';
import { headingId, type SectionProps } from '../props.ts';
import { useMessage } from '../../use-message.ts';

/** Forgot password (seed 000 §2.4, §4): a secure link by e-mail; resend after a countdown in seconds. */
export function ForgotPassword({ section, level }: SectionProps<'forgot-password'>) {
  const message = useMessage();
  const { account, texts, path } = useAccount();
  const [email, setEmail] = useState<string | undefined>();
  // How long the link works, as the service answered (its expires_in): the text states it, never a number of its own.
  const [minutes, setMinutes] = useState(0);
  const [resendError, setResendError] = useState<string | undefined>();
  const countdown = useCountdown();
  useStepFocus(email ? 'sent' : 'form', headingId(section));

  const form = useForm({
    id: section.id,
    validate: (v) => ({ email: emailProblem(v.email ?? '', texts) }),
    submit: async (v) => {
      const address = normalizeEmail(v.email!);
      const { expires_in } = await account.forgotPassword({ email: address }, { showErrorMessage: false });
      setMinutes(Math.round(expires_in / 60));
      countdown.start(RESEND_SECONDS);
      setEmail(address);
    },
    fieldOfCode: { 4001: 'email' },
  });
  const resend = () => {
    if (!email) return;
    setResendError(undefined);
    account
      .forgotPassword({ email }, { showErrorMessage: false })
      .then(() => countdown.start(RESEND_SECONDS))
      .catch((error: unknown) => setResendError(error instanceof ApiError ? error.msg : texts.default));
  };

  return (
    <TitledSection section={section} level={level} title={email ? section.sent.title : section.title} className="account-screen">
      {email === undefined ? (
        <AccountStep lead={section.intro} form={form} noScript={section.noScript} submit={section.submit}>
          <TextField form={form} name="email" label={section.email} type="email" autoComplete="email" />
        </AccountStep>
      ) : (
        <>
          <p className="account-lead">{message(section.sent.text, { email, minutes })}</p>
          <p className="form-message" role="alert" hidden={!resendError}>
            {resendError}
          </p>
          <button type="button" className="button secondary" onClick={resend} disabled={countdown.left > 0}>
            {countdown.left > 0 ? message(section.sent.resendIn, { seconds: countdown.left }) : section.sent.resend}
          </button>
        </>
      )}
      <p className="account-switch">
        <a href={path('/login')}>{section.backToLogin}</a>
      </p>
    </TitledSection>
  );
}
