import { TextField } from '../../forms/index.ts';
import { AccountStep, OtherWay, InboxStep, NewPasswordFields } from '../../account/AccountStep.tsx';
import { useAccount, useHrefWithFromPath, useStepFocus } from '../../account/use-account.ts';
import { TitledSection } from '../Heading.tsx';
import { headingId, type SectionProps } from '../props.ts';
import { useSignIn } from './use-sign-in.ts';

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
