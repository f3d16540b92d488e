import { messages } from '../../../client/toasts.ts';
import { useAccount } from '../../account/use-account.ts';
import { useMessage } from '../../use-message.ts';
import { AccountBlock, type BlockProps } from './AccountBlock.tsx';

/** Log out, or log out everywhere (every session of the account, told how many); either way, then the log-in page. */
export function SessionsBlock({ section, level }: Omit<BlockProps, 'profile'>) {
  const message = useMessage();
  const { account, path } = useAccount();
  const toLogin = () => {
    window.location.assign(path('/login'));
  };
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
