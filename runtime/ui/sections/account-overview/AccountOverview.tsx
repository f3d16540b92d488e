import { useEffect, useRef, useState } from 'react';
import type { Profile } from '../../../../dist/generated/api.ts';
import { storedProfile } from '../../../client/account.ts';
import { useAccount } from '../../account/use-account.ts';
import { usePageContext } from '../../page-context.tsx';
import { below, TitledSection } from '../Heading.tsx';
import type { SectionProps } from '../props.ts';
import { AccountBlock, type BlockProps } from './AccountBlock.tsx';
import { DeleteBlock } from './DeleteBlock.tsx';
import { NewsletterBlock } from './NewsletterBlock.tsx';
import { PasswordBlock } from './PasswordBlock.tsx';
import type { Saved } from './SavedLine.tsx';
import { SessionsBlock } from './SessionsBlock.tsx';

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
