import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { Profile } from '../../../../dist/generated/api.ts';
import { storedProfile } from '../../../client/account.ts';
import { messages } from '../../../client/toasts.ts';
import { NEW_PASSWORD_FIELDS, NewPasswordFields, newPasswordProblems } from '../../account/AccountStep.tsx';
import { useAccount } from '../../account/use-account.ts';
import { CheckboxField, emailProblem, Form, requiredProblem, TextField, useForm } from '../../forms/index.ts';
import { usePageContext } from '../../page-context.tsx';
import { useMessage } from '../../use-message.ts';
import { below, Heading, TitledSection, type HeadingLevel } from '../Heading.tsx';
import type { SectionProps } from '../props.ts';

/**
 * My Account: the profile, the newsletter preference, a new password, log out,
 * log out everywhere, and deleting the account, each a block of its own. The server renders the texts and a
 * loading line (it cannot see the session, which lives in the browser); the browser shows the
 * stored profile at once and then the service's.
 */
export function AccountOverview({ section, level }: SectionProps<'account-overview'>) {
  const { account, session } = useAccount();
  const [profile, setProfile] = useState<Profile | undefined>();
  const [saved, setSaved] = useState<Saved | undefined>();
  const [deleted, setDeleted] = useState(false);

  useEffect(() => {
    if (!session.apptoken.value) return;
    setProfile(storedProfile(session));
    account.profile().then(setProfile, () => undefined);
  }, [account, session]);

  const sub = below(level);
  return (
    <TitledSection section={section} level={level} className="account-screen account-overview">
      <noscript>
        <p className="form-note">{section.noScript}</p>
      </noscript>
      {deleted ? (
        <AccountDeleted section={section} />
      ) : !profile ? (
        <p className="account-lead" role="status">
          {section.loading}
        </p>
      ) : (
        <>
          <ProfileBlock section={section} level={sub} profile={profile} />
          <NewsletterBlock section={section} level={sub} profile={profile} onProfile={setProfile} saved={saved} setSaved={setSaved} />
          <PasswordBlock section={section} level={sub} profile={profile} saved={saved} setSaved={setSaved} />
          <SessionsBlock section={section} level={sub} />
          <DeleteBlock section={section} level={sub} profile={profile} onDeleted={() => setDeleted(true)} />
        </>
      )}
    </TitledSection>
  );
}

/** The account's facts, and the welcome code the region's copy promises to a confirmed account (docs/decisions.md D45). */
function ProfileBlock({ section, level, profile }: BlockProps) {
  const { data } = usePageContext();
  return (
    <>
      <AccountBlock name="profile" title={section.profile.title} level={level} sectionId={section.id}>
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
        <AccountBlock name="welcome" title={section.welcome.title} className="account-welcome" level={level} sectionId={section.id}>
          <p>{section.welcome.text}</p>
          <p className="account-welcome-code" data-testid="welcome-code">
            {section.welcome.code}
          </p>
        </AccountBlock>
      ) : null}
    </>
  );
}

/** The account is gone: the page says so in place, focused (a reload would send the visitor to log in), with the way home. */
function AccountDeleted({ section }: { section: BlockProps['section'] }) {
  const { path } = useAccount();
  const { data } = usePageContext();
  const ref = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  return (
    <>
      <p className="account-lead" role="status" tabIndex={-1} ref={ref} data-testid="account-deleted">
        {section.delete.deleted}
      </p>
      <p>
        <a href={path('/')}>{data.site.notFound.homeLink}</a>
      </p>
    </>
  );
}

/** What each block of the account page gets: the page's section (its texts), the level of its heading, the profile. */
interface BlockProps {
  section: SectionProps<'account-overview'>['section'];
  level: HeadingLevel;
  profile: Profile;
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

/** Which of the account page's forms was saved last: its line says so until another form is sent. */
type Saved = 'newsletter' | 'password';

interface SavedProps {
  saved: Saved | undefined;
  setSaved: (saved: Saved | undefined) => void;
}

/** The newsletter preference: the account's flag and the address's subscription together (the service's profile/update). */
function NewsletterBlock({ section, level, profile, onProfile, saved, setSaved }: BlockProps & SavedProps & { onProfile: (profile: Profile) => void }) {
  const { account } = useAccount();
  const form = useForm({
    id: `${section.id}-newsletter`,
    submit: async (v) => {
      setSaved(undefined);
      onProfile(await account.updateProfile({ subscribed: v.subscribed === 'on' }, { showErrorMessage: false }));
      setSaved('newsletter');
    },
  });
  return (
    <AccountBlock name="newsletter" title={section.newsletter.title} level={level} sectionId={section.id}>
      <Form form={form} submit={section.newsletter.save} saved={saved === 'newsletter' ? section.newsletter.saved : ''}>
        <CheckboxField form={form} name="subscribed" defaultChecked={profile.subscribed}>
          {section.newsletter.label}
        </CheckboxField>
      </Form>
    </AccountBlock>
  );
}

/** A new password: the current one first where the account has one; an account made by code log-in sets its first without. */
function PasswordBlock({ section, level, profile, saved, setSaved }: BlockProps & SavedProps) {
  const { account, texts } = useAccount();
  const form = useForm({
    id: `${section.id}-password`,
    validate: (v) => ({
      ...(profile.has_password ? { currentPassword: requiredProblem(v.currentPassword ?? '', section.password.currentRequired) } : {}),
      ...newPasswordProblems(v, texts),
    }),
    submit: async (v) => {
      setSaved(undefined);
      await account.setPassword(
        {
          ...(profile.has_password ? { currentPassword: v.currentPassword! } : {}),
          password: v.password!,
          confirmPassword: v.confirmPassword!,
        },
        { showErrorMessage: false },
      );
      form.formRef.current?.reset();
      setSaved('password');
    },
    fieldOfCode: { ...NEW_PASSWORD_FIELDS, 4010: 'currentPassword' },
  });
  return (
    <AccountBlock name="password" title={section.password.title} level={level} sectionId={section.id}>
      <p>{section.password.text}</p>
      <Form form={form} submit={section.password.submit} saved={saved === 'password' ? section.password.saved : ''}>
        <input type="text" name="username" autoComplete="username" value={profile.email} readOnly hidden />
        {profile.has_password && <TextField form={form} name="currentPassword" label={section.password.current} type="password" autoComplete="current-password" />}
        <NewPasswordFields form={form} texts={section.password.fields} />
      </Form>
    </AccountBlock>
  );
}

/** Log out, or log out everywhere (every session of the account, told how many); either way, then the log-in page. */
function SessionsBlock({ section, level }: Omit<BlockProps, 'profile'>) {
  const message = useMessage();
  const { account, path } = useAccount();
  const toLogin = () => window.location.assign(path('/login'));
  const logout = () => {
    account
      .logout()
      .catch(() => undefined)
      .finally(toLogin);
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
      .finally(toLogin);
  };
  return (
    <AccountBlock name="sessions" title={section.sessions.title} level={level} sectionId={section.id}>
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
  );
}

/**
 * Deleting the account (docs/decisions.md D64): the address typed again (no slip of a button), and the current
 * password where there is one. `onDeleted`: the page says so in place (the session is gone: a reload would send
 * the visitor to log in).
 */
function DeleteBlock({ section, level, profile, onDeleted }: BlockProps & { onDeleted: () => void }) {
  const { account, texts } = useAccount();
  const form = useForm({
    id: `${section.id}-delete`,
    validate: (v) => ({
      // An empty or malformed address gets the forms' own message; a well-formed one that is not the account's, this one's.
      email: emailProblem(v.email ?? '', texts) ?? ((v.email ?? '').trim().toLowerCase() !== profile.email.toLowerCase() ? section.delete.emailMismatch : undefined),
      ...(profile.has_password ? { currentPassword: requiredProblem(v.currentPassword ?? '', section.delete.passwordRequired) } : {}),
    }),
    submit: async (v) => {
      await account.deleteAccount({ email: v.email!, ...(profile.has_password ? { currentPassword: v.currentPassword! } : {}) }, { showErrorMessage: false });
      onDeleted();
    },
    fieldOfCode: { 4000: 'email', 4010: 'currentPassword' },
  });
  return (
    <AccountBlock name="delete" title={section.delete.title} className="account-delete" level={level} sectionId={section.id}>
      <p>{section.delete.text}</p>
      <Form form={form} submit={section.delete.submit}>
        <TextField form={form} name="email" label={section.delete.email} type="email" autoComplete="off" />
        {profile.has_password && <TextField form={form} name="currentPassword" label={section.delete.password} type="password" autoComplete="current-password" />}
      </Form>
    </AccountBlock>
  );
}
