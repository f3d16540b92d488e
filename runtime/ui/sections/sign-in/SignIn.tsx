import { useCallback, useState } from 'react';
import { normalizeEmail } from '../../../../core/email-address.ts';
import { AccountStep, InboxStep, NEW_PASSWORD_FIELDS, NewPasswordFields, newPasswordProblems, OtherWay } from '../../account/AccountStep.tsx';
import { RESEND_SECONDS, useAccount, useCountdown, useHrefWithFromPath, useStepFocus } from '../../account/use-account.ts';
import { emailProblem, requiredProblem, TextField, useForm } from '../../forms/index.ts';
import { TitledSection } from '../Heading.tsx';
import { headingId, type SectionProps } from '../props.ts';

/**
 * Log in (seed 000 §2.4, §4): by password, or by a code e-mailed to the
 * visitor (an unknown address gets a new account, register_or_login); an
 * account without a password is offered one; then fromPath (same-site only)
 * or the account page. The steps and their forms are useSignIn's.
 */
export function SignIn({ section, level }: SectionProps<'sign-in'>) {
  const { path } = useAccount();
  const registerHref = useHrefWithFromPath('/register');
  const { step, setStep, email, countdown, done, passwordForm, codeForm, setPasswordForm, switchTo, verifyCode } = useSignIn(section);
  useStepFocus(step, headingId(section));

  const title = step === 'inbox' ? section.inbox.title : step === 'set-password' ? section.setPassword.title : section.title;
  return (
    <TitledSection section={section} level={level} title={title} className="account-screen">
      {step === 'password' && (
        <AccountStep form={passwordForm} noScript={section.noScript} submit={section.submit} after={<OtherWay label={section.useCode} onClick={switchTo('code')} />}>
          <TextField form={passwordForm} name="email" label={section.email} type="email" autoComplete="username" defaultValue={email} />
          <TextField form={passwordForm} name="password" label={section.password} type="password" autoComplete="current-password" />
          <p className="account-inline-link">
            <a href={path('/forgot-password')}>{section.forgotPassword}</a>
          </p>
        </AccountStep>
      )}
      {step === 'code' && (
        <AccountStep lead={section.codeIntro} form={codeForm} noScript={section.noScript} submit={section.sendCode} after={<OtherWay label={section.usePassword} onClick={switchTo('password')} />}>
          <TextField form={codeForm} name="email" label={section.email} type="email" autoComplete="email" defaultValue={email} />
        </AccountStep>
      )}
      {step === 'inbox' && <InboxStep id={`${section.id}-inbox`} texts={section.inbox} email={email} countdown={countdown} purpose="login" verify={verifyCode} otherEmail={() => setStep('code')} />}
      {step === 'set-password' && (
        <AccountStep lead={section.setPassword.text} form={setPasswordForm} submit={section.setPassword.submit} after={<OtherWay label={section.setPassword.skip} onClick={done} />}>
          <input type="text" name="username" autoComplete="username" value={email} readOnly hidden />
          <NewPasswordFields form={setPasswordForm} texts={section.setPassword.fields} />
        </AccountStep>
      )}
      {(step === 'password' || step === 'code') && (
        <p className="account-switch">
          {section.newHere} <a href={registerHref}>{section.createAccount}</a>
        </p>
      )}
    </TitledSection>
  );
}

type SignInStep = 'password' | 'code' | 'inbox' | 'set-password';

/**
 * The log-in screen's steps and their forms: by password, or a code mailed to the address (check your inbox; an
 * unknown address gets a new account, register_or_login), then a first password offered to an account without
 * one; each ends at the same-site fromPath or the account page (`done`).
 */
function useSignIn(section: SectionProps<'sign-in'>['section']) {
  const { account, texts, destination } = useAccount();
  const [step, setStep] = useState<SignInStep>('password');
  const [email, setEmail] = useState('');
  const countdown = useCountdown();
  const done = useCallback(() => window.location.assign(destination()), [destination]);

  const passwordForm = useForm({
    id: `${section.id}-password`,
    validate: (v) => ({ email: emailProblem(v.email ?? '', texts), password: requiredProblem(v.password ?? '', section.passwordRequired) }),
    submit: async (v) => {
      await account.loginWithPassword({ email: normalizeEmail(v.email!), password: v.password! });
      done();
    },
    fieldOfCode: { 4001: 'email' },
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
  });
  const setPasswordForm = useForm({
    id: `${section.id}-set-password`,
    validate: (v) => newPasswordProblems(v, texts),
    submit: async (v) => {
      await account.setPassword({ password: v.password!, confirmPassword: v.confirmPassword! }, { showErrorMessage: false });
      done();
    },
    fieldOfCode: NEW_PASSWORD_FIELDS,
  });

  /** Switching method keeps what was typed in the e-mail field. */
  const typedEmail = () => (document.getElementById(`${section.id}-${step === 'code' ? 'code' : 'password'}-email`) as HTMLInputElement | null)?.value ?? email;
  const switchTo = (next: SignInStep) => () => {
    setEmail(typedEmail());
    setStep(next);
  };
  /** The mailed code logs in (or makes the account); an account without a password is offered one. */
  const verifyCode = async (code: string) => {
    await account.registerOrLogin({ email, code }, { showErrorMessage: false });
    const profile = await account.profile({ showErrorMessage: false }).catch(() => undefined);
    if (profile && !profile.has_password) setStep('set-password');
    else done();
  };

  return { step, setStep, email, countdown, done, passwordForm, codeForm, setPasswordForm, switchTo, verifyCode };
}
