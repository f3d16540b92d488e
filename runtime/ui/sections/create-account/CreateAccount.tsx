import { useRef, useState } from 'react';
import { normalizeEmail } from '../../../../core/email-address.ts';
import { CheckboxField, emailProblem, TextField, useForm } from '../../forms/index.ts';
import { AccountStep, InboxStep, NEW_PASSWORD_FIELDS, NewPasswordFields, newPasswordProblems } from '../../account/AccountStep.tsx';
import { useAccount, useHrefWithFromPath, RESEND_SECONDS, useCountdown, useStepFocus } from '../../account/use-account.ts';
import { TitledSection } from '../Heading.tsx';
import { usePageContext } from '../../page-context.tsx';
import { Blocks, InlineText } from '../prose/Prose.tsx';
import { headingId, type SectionProps } from '../props.ts';

type Step = 'form' | 'inbox' | 'verified';

/**
 * Create account (seed 000 §2.4): e-mail, password, confirmation, the weekly
 * e-mail opt-in and the privacy and terms text (and, where the region's rule asks for explicit consent,
 * regions.yaml accountConsent: checkbox, an unticked box that must be ticked); register/pwd mails a code,
 * check your inbox verifies it (sign_in), then the verification success.
 */
export function CreateAccount({ section, level }: SectionProps<'create-account'>) {
  const { account, texts, destination } = useAccount();
  const { data } = usePageContext();
  // cn (PIPL): the box is the user's explicit consent; the service refuses a new account without it too (4014).
  const consentBox = data.region.accountConsent === 'checkbox' && section.agreement.consent ? section.agreement.consent : undefined;
  const loginHref = useHrefWithFromPath('/login');
  const [step, setStep] = useState<Step>('form');
  const [email, setEmail] = useState('');
  // The password typed at registration, kept in memory for the code step: the service confirms the address only
  // with the password it was registered with (docs/decisions.md D65).
  const password = useRef('');
  const countdown = useCountdown();
  useStepFocus(step, headingId(section));

  const form = useForm({
    id: section.id,
    validate: (v) => ({ email: emailProblem(v.email ?? '', texts), ...newPasswordProblems(v, texts), consent: consentBox && v.consent !== 'on' ? texts['4014'] : undefined }),
    submit: async (v) => {
      const address = normalizeEmail(v.email!);
      await account.register(
        { email: address, password: v.password!, confirmPassword: v.confirmPassword!, subscribe: v.subscribe === 'on', ...(consentBox ? { consent: v.consent === 'on' } : {}) },
        { showErrorMessage: false },
      );
      setEmail(address);
      password.current = v.password!;
      countdown.start(RESEND_SECONDS);
      setStep('inbox');
    },
    fieldOfCode: { 4001: 'email', 4005: 'email', 4014: 'consent', ...NEW_PASSWORD_FIELDS },
  });

  /** The mailed code confirms the address, with the password typed at registration. */
  const verify = async (code: string) => {
    await account.verifyEmail({ email, code, password: password.current }, { showErrorMessage: false });
    setStep('verified');
  };

  const title = step === 'inbox' ? section.inbox.title : step === 'verified' ? section.verified.title : section.title;
  return (
    <TitledSection section={section} level={level} title={title} className="account-screen">
      {step === 'form' && (
        <AccountStep
          lead={section.intro}
          form={form}
          noScript={section.noScript}
          submit={section.submit}
          after={
            <p className="account-switch">
              {section.haveAccount} <a href={loginHref}>{section.login}</a>
            </p>
          }
        >
          <TextField form={form} name="email" label={section.email} type="email" autoComplete="email" defaultValue={email} />
          <NewPasswordFields form={form} texts={section.fields} />
          <CheckboxField form={form} name="subscribe">
            {section.subscribe}
          </CheckboxField>
          <div className="account-agreement">
            <Blocks blocks={section.agreement.body} level={level} />
          </div>
          {consentBox && (
            <CheckboxField form={form} name="consent" required>
              <InlineText blocks={consentBox} />
            </CheckboxField>
          )}
        </AccountStep>
      )}
      {step === 'inbox' && <InboxStep id={`${section.id}-inbox`} texts={section.inbox} email={email} countdown={countdown} purpose="register" verify={verify} otherEmail={() => setStep('form')} />}
      {step === 'verified' && (
        <>
          <p className="account-lead" role="status">
            {section.verified.text}
          </p>
          <button type="button" className="button" onClick={() => window.location.assign(destination())}>
            {section.verified.continue}
          </button>
        </>
      )}
    </TitledSection>
  );
}
