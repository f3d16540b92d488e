import { type ReactNode, useEffect, useRef, useState } from 'react';
import type { Profile } from '../../../../dist/generated/api.ts';
import { storedProfile } from '../../../client/account.ts';
import { messages } from '../../../client/toasts.ts';
import { CheckboxField, emailProblem, Form, FormMessage, requiredProblem, SubmitButton, TextField, useForm } from '../../forms/index.ts';
import { NEW_PASSWORD_FIELDS, NewPasswordFields, newPasswordProblems } from '../../account/NewPasswordFields.tsx';
import { useAccount } from '../../account/use-account.ts';
import { usePageContext } from '../../page-context.tsx';
import { useMessage } from '../../use-message.ts';
import { below, Heading, type HeadingLevel } from '../Heading.tsx';
import { headingId, type SectionProps } from '../props.ts';

/**
 * My Account: the profile, the newsletter preference, a new password, log out,
 * log out everywhere, and deleting the account. The server renders the texts and a loading line (it
 * cannot see the session, which lives in the browser); the browser shows the
 * stored profile at once and then the service's.
 */
export function AccountOverview({ section, level }: SectionProps<'account-overview'>) {
  const message = useMessage();
  const { account, texts, path, session } = useAccount();
  const { data } = usePageContext();
  const [profile, setProfile] = useState<Profile | undefined>();
  const [saved, setSaved] = useState<'newsletter' | 'password' | undefined>();
  const [deleted, setDeleted] = useState(false);
  const deletedRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (deleted) deletedRef.current?.focus();
  }, [deleted]);

  useEffect(() => {
    if (!session.apptoken.value) return;
    setProfile(storedProfile(session));
    account.profile().then(setProfile, () => undefined);
  }, [account, session]);

  const newsletter = useForm({
    id: `${section.id}-newsletter`,
    submit: async (v) => {
      setSaved(undefined);
      setProfile(await account.updateProfile({ subscribed: v.subscribed === 'on' }, { showErrorMessage: false }));
      setSaved('newsletter');
    },
    fallbackMessage: texts.default,
  });
  const password = useForm({
    id: `${section.id}-password`,
    // Changing a password takes the current one; an account made by code login sets its first without.
    validate: (v) => ({
      ...(profile?.has_password ? { currentPassword: requiredProblem(v.currentPassword ?? '', section.password.currentRequired) } : {}),
      ...newPasswordProblems(v, texts),
    }),
    submit: async (v) => {
      setSaved(undefined);
      await account.setPassword(
        {
          ...(profile?.has_password ? { currentPassword: v.currentPassword! } : {}),
          password: v.password!,
          confirmPassword: v.confirmPassword!,
        },
        { showErrorMessage: false },
      );
      password.formRef.current?.reset();
      setSaved('password');
    },
    fieldOfCode: { ...NEW_PASSWORD_FIELDS, 4010: 'currentPassword' },
    fallbackMessage: texts.default,
  });
  const logout = () => {
    account
      .logout()
      .catch(() => undefined)
      .finally(() => {
        window.location.assign(path('/login'));
      });
  };
  const logoutAll = () => {
    account
      .logoutEverywhere()
      .then(
        ({ sessions }) => {
          messages.toast(message(section.sessions.loggedOutAll, { count: sessions }));
        },
        () => undefined,
      )
      .finally(() => {
        window.location.assign(path('/login'));
      });
  };
  // Deleting the account: the address typed again (no slip of a button), and the current password where there is one.
  const remove = useForm({
    id: `${section.id}-delete`,
    validate: (v) => ({
      // An empty or malformed address gets the forms' own message; a well-formed one that is not the account's, this one's.
      email: emailProblem(v.email ?? '', texts) ?? ((v.email ?? '').trim().toLowerCase() !== profile?.email.toLowerCase() ? section.delete.emailMismatch : undefined),
      ...(profile?.has_password ? { currentPassword: requiredProblem(v.currentPassword ?? '', section.delete.passwordRequired) } : {}),
    }),
    submit: async (v) => {
      await account.deleteAccount({ email: v.email!, ...(profile?.has_password ? { currentPassword: v.currentPassword! } : {}) }, { showErrorMessage: false });
      // The page says so in place (the session is gone: a reload would send the visitor to log in).
      setDeleted(true);
    },
    fieldOfCode: { 4000: 'email', 4010: 'currentPassword' },
    fallbackMessage: texts.default,
  });
  const sub = below(level);

  return (
    <section id={section.id} className="account-screen account-overview" aria-labelledby={headingId(section)}>
      <Heading level={level} id={headingId(section)}>
        {section.title}
      </Heading>
      <noscript>
        <p className="form-note">{section.noScript}</p>
      </noscript>
      {deleted ? (
        <>
          <p className="account-lead" role="status" tabIndex={-1} ref={deletedRef} data-testid="account-deleted">
            {section.delete.deleted}
          </p>
          <p>
            <a href={path('/')}>{data.site.notFound.homeLink}</a>
          </p>
        </>
      ) : !profile ? (
        <p className="account-lead" role="status">
          {section.loading}
        </p>
      ) : (
        <>
          <AccountBlock name="profile" title={section.profile.title} level={sub} sectionId={section.id}>
            <dl className="account-facts">
              <dt>{section.profile.email}</dt>
              <dd data-testid="account-email">{profile.email}</dd>
              <dt>{section.profile.memberSince}</dt>
              <dd>{new Intl.DateTimeFormat(data.region.formatLocale, { dateStyle: 'long' }).format(new Date(profile.created_at))}</dd>
              <dt>{section.profile.status}</dt>
              <dd>{profile.email_verified ? section.profile.verified : section.profile.unverified}</dd>
            </dl>
          </AccountBlock>
          {section.welcome && profile.email_verified ? (
            <AccountBlock name="welcome" title={section.welcome.title} className="account-welcome" level={sub} sectionId={section.id}>
              <p>{section.welcome.text}</p>
              <p className="account-welcome-code" data-testid="welcome-code">
                {section.welcome.code}
              </p>
            </AccountBlock>
          ) : null}
          <AccountBlock name="newsletter" title={section.newsletter.title} level={sub} sectionId={section.id}>
            <Form form={newsletter}>
              <CheckboxField form={newsletter} name="subscribed" defaultChecked={profile.subscribed}>
                {section.newsletter.label}
              </CheckboxField>
              <FormMessage form={newsletter} />
              <p className="form-saved" role="status">
                {saved === 'newsletter' ? section.newsletter.saved : ''}
              </p>
              <SubmitButton form={newsletter}>{section.newsletter.save}</SubmitButton>
            </Form>
          </AccountBlock>
          <AccountBlock name="password" title={section.password.title} level={sub} sectionId={section.id}>
            <p>{section.password.text}</p>
            <Form form={password}>
              <input type="text" name="username" autoComplete="username" value={profile.email} readOnly hidden />
              {profile.has_password && <TextField form={password} name="currentPassword" label={section.password.current} type="password" autoComplete="current-password" />}
              <NewPasswordFields form={password} texts={section.password.fields} />
              <FormMessage form={password} />
              <p className="form-saved" role="status">
                {saved === 'password' ? section.password.saved : ''}
              </p>
              <SubmitButton form={password}>{section.password.submit}</SubmitButton>
            </Form>
          </AccountBlock>
          <AccountBlock name="sessions" title={section.sessions.title} level={sub} sectionId={section.id}>
            <p>{section.sessions.text}</p>
            <div className="account-actions">
              <button type="button" className="button" onClick={logout}>
                {section.sessions.logout}
              </button>
              <button type="button" className="button secondary" onClick={logoutAll}>
                {section.sessions.logoutAll}
              </button>
            </div>
          </AccountBlock>
          <AccountBlock name="delete" title={section.delete.title} className="account-delete" level={sub} sectionId={section.id}>
            <p>{section.delete.text}</p>
            <Form form={remove}>
              <TextField form={remove} name="email" label={section.delete.email} type="email" autoComplete="off" />
              {profile.has_password && <TextField form={remove} name="currentPassword" label={section.delete.password} type="password" autoComplete="current-password" />}
              <FormMessage form={remove} />
              <SubmitButton form={remove}>{section.delete.submit}</SubmitButton>
            </Form>
          </AccountBlock>
        </>
      )}
    </section>
  );
}

/** One block of the account page: a region of its own, named by its heading (`<section id>-<name>-title`). */
function AccountBlock({ name, title, className, level, sectionId, children }: { name: string; title: string; className?: string; level: HeadingLevel; sectionId: string; children: ReactNode }) {
  const id = `${sectionId}-${name}-title`;
  return (
    <section className={className ? `account-block ${className}` : 'account-block'} aria-labelledby={id}>
      <Heading level={level} id={id}>
        {title}
      </Heading>
      {children}
    </section>
  );
}
