import type { AccountInbox } from '../../../dist/generated/types.ts';
import { ApiError } from '../../client/api.ts';
import { codeProblem, Form, FormMessage, SubmitButton, TextField, useForm } from '../forms/index.ts';
import type { MessageTexts } from './use-account.ts';
import { useMessage } from '../use-message.ts';

interface InboxStepProps {
  id: string;
  texts: AccountInbox;
  messages: MessageTexts;
  email: string;
  /** Seconds before the code may be sent again (0: now). */
  resendIn: number;
  verify: (code: string) => Promise<void>;
  resend: () => Promise<void>;
  otherEmail: () => void;
}

/** Check your inbox (seed 000 §2.4): the 6-digit code, resend with a countdown, or another address. */
export function InboxStep({ id, texts, messages, email, resendIn, verify, resend, otherEmail }: InboxStepProps) {
  const message = useMessage();
  const form = useForm({
    id,
    validate: (values) => ({ code: codeProblem(values.code ?? '', messages) }),
    submit: (values) => verify(values.code!.trim()),
    fieldOfCode: { 4007: 'code' },
    fallbackMessage: messages.default,
  });
  const onResend = () => {
    resend().catch((error: unknown) => form.fail({}, error instanceof ApiError ? error.msg : messages.default));
  };
  return (
    <>
      <p className="account-lead">{message(texts.text, { email })}</p>
      <Form form={form}>
        <TextField form={form} name="code" label={texts.code} autoComplete="one-time-code" inputMode="numeric" maxLength={6} />
        <FormMessage form={form} />
        <SubmitButton form={form}>{texts.submit}</SubmitButton>
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
