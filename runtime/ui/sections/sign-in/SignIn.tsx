import { useCallback, useState } from 'react';
import { emailProblem, Form, FormMessage, requiredProblem, SubmitButton, TextField, useForm } from '../../forms/index.ts';
import { InboxStep } from '../../account/InboxStep.tsx';
import { NEW_PASSWORD_FIELDS, NewPasswordFields, newPasswordProblems } from '../../account/NewPasswordFields.tsx';
import { useAccount, useHrefWithFromPath } from '../../account/use-account.ts';
import { RESEND_SECONDS, useCountdown } from '../../account/use-countdown.ts';
import { useStepFocus } from '../../account/use-step-focus.ts';
import { normalizeEmail } from '../../../../core/email-address.ts';
import { Heading } from '../Heading.tsx';
import { headingId, type SectionProps } from '../props.ts';

type Step = 'password' | 'code' | 'inbox' | 'set-password';

/**
 * Log in (seed 000 §2.4, §4): by password, or by a code e-mailed to the
 * visitor (an unknown address gets a new account, register_or_login); an
 * account without a password is offered one; then fromPath (same-site only)
 * or the account page.
 */
export function SignIn({ section, level }: SectionProps<'sign-in'>) {
  const { account, texts, path, destination } = useAccount();
  const registerHref = useHrefWithFromPath('/register');
  const [step, setStep] = useState<Step>('password');
  const [email, setEmail] = useState('');
  const countdown = useCountdown();
  useStepFocus(step, headingId(section));
  const done = useCallback(() => {
    window.location.assign(destination());
  }, [destination]);

  const passwordForm = useForm({
    id: `${section.id}-password`,
    validate: (v) => ({ email: emailProblem(v.email ?? '', texts), password: requiredProblem(v.password ?? '', section.passwordRequired) }),
    submit: async (v) => {
      await account.loginWithPassword({ email: normalizeEmail(v.email!), password: v.password! });
      done();
    },
    fieldOfCode: { 4001: 'email' },
    fallbackMessage: texts.default,
  });
  const codeForm = useForm({
    id: `${section.id}-code`,
    validate: (v) => ({ email: emailProblem(v.email ?? '', texts) }),
    submit: async (v) => {
      const address = normalizeEmail(v.email!);
      await account.sendCode({ email: address, purpose: 'login' }, { showErrorMessage: false });
      setEmail(address);
      countdown.start(RESEND_SECONDS);
      setStep('inbox');
    },
    fieldOfCode: { 4001: 'email' },
    fallbackMessage: texts.default,
  });
  const setPasswordForm = useForm({
    id: `${section.id}-set-password`,
    validate: (v) => newPasswordProblems(v, texts),
    submit: async (v) => {
      await account.setPassword({ password: v.password!, confirmPassword: v.confirmPassword! }, { showErrorMessage: false });
      done();
    },
    fieldOfCode: NEW_PASSWORD_FIELDS,
    fallbackMessage: texts.default,
  });

  /** Switching method keeps what was typed in the e-mail field. */
  const typedEmail = () => (document.getElementById(`${section.id}-${step === 'code' ? 'code' : 'password'}-email`) as HTMLInputElement | null)?.value ?? email;
  const switchTo = (next: Step) => () => {
    setEmail(typedEmail());
    setStep(next);
  };

  const title = step === 'inbox' ? section.inbox.title : step === 'set-password' ? section.setPassword.title : section.title;
  return (
    <section id={section.id} className="account-screen" aria-labelledby={headingId(section)}>
      <Heading level={level} id={headingId(section)}>
        {title}
      </Heading>
      {step === 'password' && (
        <>
          <Form form={passwordForm} noScript={section.noScript}>
            <TextField form={passwordForm} name="email" label={section.email} type="email" autoComplete="username" defaultValue={email} />
            <TextField form={passwordForm} name="password" label={section.password} type="password" autoComplete="current-password" />
            <p className="account-inline-link">
              <a href={path('/forgot-password')}>{section.forgotPassword}</a>
            </p>
            <FormMessage form={passwordForm} />
            <SubmitButton form={passwordForm}>{section.submit}</SubmitButton>
          </Form>
          <div className="account-actions">
            <button type="button" className="button secondary" onClick={switchTo('code')}>
              {section.useCode}
            </button>
          </div>
        </>
      )}
      {step === 'code' && (
        <>
          <p className="account-lead">{section.codeIntro}</p>
          <Form form={codeForm} noScript={section.noScript}>
            <TextField form={codeForm} name="email" label={section.email} type="email" autoComplete="email" defaultValue={email} />
            <FormMessage form={codeForm} />
            <SubmitButton form={codeForm}>{section.sendCode}</SubmitButton>
          </Form>
          <div className="account-actions">
            <button type="button" className="button secondary" onClick={switchTo('password')}>
              {section.usePassword}
            </button>
          </div>
        </>
      )}
      {step === 'inbox' && (
        <InboxStep
          id={`${section.id}-inbox`}
          texts={section.inbox}
          messages={texts}
          email={email}
          resendIn={countdown.left}
          verify={async (code) => {
            await account.registerOrLogin({ email, code }, { showErrorMessage: false });
            const profile = await account.profile({ showErrorMessage: false }).catch(() => undefined);
            if (profile && !profile.has_password) setStep('set-password');
            else done();
          }}
          resend={async () => {
            await account.sendCode({ email, purpose: 'login' }, { showErrorMessage: false });
            countdown.start(RESEND_SECONDS);
          }}
          otherEmail={() => setStep('code')}
        />
      )}
      {step === 'set-password' && (
        <>
          <p className="account-lead">{section.setPassword.text}</p>
          <Form form={setPasswordForm}>
            <input type="text" name="username" autoComplete="username" value={email} readOnly hidden />
            <NewPasswordFields form={setPasswordForm} texts={section.setPassword.fields} />
            <FormMessage form={setPasswordForm} />
            <SubmitButton form={setPasswordForm}>{section.setPassword.submit}</SubmitButton>
          </Form>
          <div className="account-actions">
            <button type="button" className="button secondary" onClick={done}>
              {section.setPassword.skip}
            </button>
          </div>
        </>
      )}
      {(step === 'password' || step === 'code') && (
        <p className="account-switch">
          {section.newHere} <a href={registerHref}>{section.createAccount}</a>
        </p>
      )}
    </section>
  );
}
