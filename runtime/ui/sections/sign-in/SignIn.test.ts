// @vitest-environment happy-dom
/**
 * The log-in screen in a browser, against a fake of the account calls: by password (the region's messages inline,
 * the service's refusal above the button), and by an e-mailed code (check your inbox, a first password offered to
 * an account without one), then the account page. What the whole walk does against the real service is
 * e2e/accounts.e2e.ts.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { LoginData, Profile } from '../../../../dist/generated/api.ts';
import { renderScreen, type Screen } from '../../account/test-screen.ts';
import { SignIn } from './SignIn.tsx';

const login: LoginData = { user_id: 'u1', apptoken: 'a', reftoken: 'r' };
const profile = (hasPassword: boolean): Profile => ({
  user_id: 'u1',
  region: 'us',
  email: 'ana@example.com',
  email_verified: true,
  subscribed: false,
  has_password: hasPassword,
  created_at: '2026-01-01T00:00:00Z',
});

let screen: Screen<'sign-in'>;
const open = (region: 'us' | 'fr' = 'us') => {
  screen = renderScreen(SignIn, { region, logicalPath: '/login', type: 'sign-in' });
  return screen;
};
afterEach(() => screen.close());

describe('log-in by password', () => {
  it('logs in with the address as typed, normalized, then goes to the account page', async () => {
    const { account, type, submit, visits } = open();
    account.loginWithPassword.mockResolvedValue(login);
    type('#sign-in-password-email', 'Ana@Example.com');
    type('#sign-in-password-password', 'robots2025');
    await submit('#sign-in-password-form');
    expect(account.loginWithPassword).toHaveBeenCalledWith({ email: 'ana@example.com', password: 'robots2025' });
    expect(visits).toEqual(['/us/account']);
  });

  it('marks an empty form field by field with the region’s messages, focuses the first, and calls nothing', async () => {
    const { account, submit, text, $, texts, section } = open();
    await submit('#sign-in-password-form');
    expect(text('#sign-in-password-email-error')).toBe(texts['4001']);
    expect(text('#sign-in-password-password-error')).toBe(section.passwordRequired);
    expect($('#sign-in-password-email').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe($('#sign-in-password-email'));
    expect(account.loginWithPassword).not.toHaveBeenCalled();
  });

  it('shows a wrong password’s refusal above the button and stays on the page', async () => {
    const { account, type, submit, text, $, visits, refusal } = open();
    account.loginWithPassword.mockRejectedValue(refusal('4004'));
    type('#sign-in-password-email', 'ana@example.com');
    type('#sign-in-password-password', 'wrong-password1');
    await submit('#sign-in-password-form');
    expect(text('#sign-in-password-form .form-message')).toBe('Incorrect email or password. Please try again.');
    expect($('#sign-in-password-form .form-message').hidden).toBe(false);
    expect(visits).toEqual([]);
  });

  it('says it in the region’s language (fr)', async () => {
    const { submit, text } = open('fr');
    await submit('#sign-in-password-form');
    expect(text('#sign-in-password-email-error')).toBe('Veuillez saisir une adresse e-mail valide.');
  });
});

describe('log-in by an e-mailed code', () => {
  /** The code form with the address typed in the password form (switching keeps it), its code sent. */
  async function toInbox() {
    const s = open();
    s.account.sendCode.mockResolvedValue({ expires_in: 600 });
    s.type('#sign-in-password-email', 'ana@example.com');
    await s.click(`#sign-in .account-actions button`);
    expect(s.$<HTMLInputElement>('#sign-in-code-email').value).toBe('ana@example.com');
    await s.submit('#sign-in-code-form');
    return s;
  }

  it('mails a code to the address, then asks for it, naming the address, with a resend that waits', async () => {
    const { account, text, section, button } = await toInbox();
    expect(account.sendCode).toHaveBeenCalledWith({ email: 'ana@example.com', purpose: 'login' }, { showErrorMessage: false });
    expect(text('#sign-in-title')).toBe(section.inbox.title);
    expect(text('#sign-in .account-lead')).toBe('We sent a 6-digit code to ana@example.com. Enter it below within 10 minutes.');
    expect(button('Resend code in 60 s')?.disabled).toBe(true);
  });

  it('offers an account without a password its first one, which it saves before the account page', async () => {
    const { account, type, submit, text, section, visits } = await toInbox();
    account.registerOrLogin.mockResolvedValue(login);
    account.profile.mockResolvedValue(profile(false));
    account.setPassword.mockResolvedValue({});
    type('#sign-in-inbox-code', ' 123456 ');
    await submit('#sign-in-inbox-form');
    expect(account.registerOrLogin).toHaveBeenCalledWith({ email: 'ana@example.com', code: '123456' }, { showErrorMessage: false });
    expect(text('#sign-in-title')).toBe(section.setPassword.title);
    expect(visits).toEqual([]);
    type('#sign-in-set-password-password', 'robots2025');
    type('#sign-in-set-password-confirmPassword', 'robots2025');
    await submit('#sign-in-set-password-form');
    expect(account.setPassword).toHaveBeenCalledWith({ password: 'robots2025', confirmPassword: 'robots2025' }, { showErrorMessage: false });
    expect(visits).toEqual(['/us/account']);
  });

  it('sends an account that has a password straight to the account page', async () => {
    const { account, type, submit, visits } = await toInbox();
    account.registerOrLogin.mockResolvedValue(login);
    account.profile.mockResolvedValue(profile(true));
    type('#sign-in-inbox-code', '123456');
    await submit('#sign-in-inbox-form');
    expect(visits).toEqual(['/us/account']);
  });

  it('puts a wrong code’s refusal beside the code field', async () => {
    const { account, type, submit, text, refusal, visits } = await toInbox();
    account.registerOrLogin.mockRejectedValue(refusal('4007'));
    type('#sign-in-inbox-code', '000000');
    await submit('#sign-in-inbox-form');
    expect(text('#sign-in-inbox-code-error')).toBe('Invalid code. Please try again.');
    expect(visits).toEqual([]);
  });
});
