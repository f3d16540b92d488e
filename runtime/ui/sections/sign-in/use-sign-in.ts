import { useCallback, useState } from 'react';
import { normalizeEmail } from '../../../../core/email-address.ts';
import { emailProblem, requiredProblem, useForm } from '../../forms/index.ts';
import { NEW_PASSWORD_FIELDS, newPasswordProblems } from '../../account/AccountStep.tsx';
import { useAccount, RESEND_SECONDS, useCountdown } from '../../account/use-account.ts';
import type { SectionProps } from '../props.ts';

export type SignInStep = 'password' | 'code' | 'inbox' | 'set-password';

/**
 * The log-in screen's steps and their forms: by password, or a code mailed to the address (check your inbox; an
 * unknown address gets a new account, register_or_login), then a first password offered to an account without
 * one; each ends at the same-site fromPath or the account page (`done`).
 */
export function useSignIn(section: SectionProps<'sign-in'>['section']) {
  const { account, texts, destination } = useAccount();
  const [step, setStep] = useState<SignInStep>('password');
  const [email, setEmail] = useState('');
  const countdown = useCountdown();
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
