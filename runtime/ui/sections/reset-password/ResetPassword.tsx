import { useCallback, useEffect, useState } from 'react';
import { clearSession } from '../../../client/session.ts';
import { useForm } from '../../forms/index.ts';
import { AccountStep, NEW_PASSWORD_FIELDS, NewPasswordFields, newPasswordProblems } from '../../account/AccountStep.tsx';
import { useAccount, useCountdown, useStepFocus } from '../../account/use-account.ts';
import { TitledSection } from '../Heading.tsx';
import { headingId, type SectionProps } from '../props.ts';
import { useMessage } from '../../use-message.ts';

/** Seconds of the success screen before it goes back to log-in. */
export const BACK_TO_LOGIN_SECONDS = 5;

/**
 * Reset password (seed 000 §2.4, §4): the e-mailed link's token (?token=), a
 * new password, then the success with a countdown back to log-in. The reset
 * logs out every session, this browser's included.
 */
export function ResetPassword({ section, level }: SectionProps<'reset-password'>) {
  const message = useMessage();
  const { account, texts, path, session } = useAccount();
  // The page is cached without its query: the token is read in the browser.
  const [token, setToken] = useState<string | null | undefined>();
  const [done, setDone] = useState(false);
  const toLogin = useCallback(() => window.location.assign(path('/login')), [path]);
  const countdown = useCountdown(toLogin);
  useStepFocus(done ? 'success' : 'form', headingId(section));
  useEffect(() => setToken(new URLSearchParams(window.location.search).get('token')), []);

  const form = useForm({
    id: section.id,
    validate: (v) => newPasswordProblems(v, texts),
    submit: async (v) => {
      await account.resetPassword({ token: token ?? '', password: v.password!, confirmPassword: v.confirmPassword! }, { showErrorMessage: false });
      clearSession(session);
      setDone(true);
      countdown.start(BACK_TO_LOGIN_SECONDS);
    },
    fieldOfCode: NEW_PASSWORD_FIELDS,
  });

  return (
    <TitledSection section={section} level={level} title={done ? section.success.title : section.title} className="account-screen">
      {done ? (
        <>
          <p className="account-lead" role="status">
            {section.success.text}
          </p>
          <p className="account-countdown">{message(section.success.countdown, { seconds: countdown.left })}</p>
          <button type="button" className="button" onClick={toLogin}>
            {section.success.login}
          </button>
        </>
      ) : token === null ? (
        <>
          <p className="form-message" role="alert">
            {section.missingToken}
          </p>
          <p className="account-switch">
            <a href={path('/forgot-password')}>{section.requestNew}</a>
          </p>
        </>
      ) : (
        <AccountStep
          lead={section.intro}
          form={form}
          noScript={section.noScript}
          submit={section.submit}
          after={
            form.formError && (
              <p className="account-switch">
                <a href={path('/forgot-password')}>{section.requestNew}</a>
              </p>
            )
          }
        >
          <NewPasswordFields form={form} texts={section.fields} />
        </AccountStep>
      )}
    </TitledSection>
  );
}
