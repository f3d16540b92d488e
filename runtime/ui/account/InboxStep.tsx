import type { AccountInbox } from '../../../dist/generated/types.ts';
import type { CodeSendBody } from '../../../dist/generated/api.ts';
import { ApiError } from '../../client/api.ts';
import { codeProblem, Form, TextField, useForm } from '../forms/index.ts';
import { useAccount, RESEND_SECONDS, type Countdown } from './use-account.ts';
import { useMessage } from '../use-message.ts';

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
