// @vitest-environment happy-dom
/**
 * The create-account screen in a browser, against a fake of the account calls: the region's messages by field,
 * the service's refusals beside their fields, check your inbox with the password typed at registration, the
 * verified step, and cn's consent box that must be ticked. The walk against the real service is
 * e2e/accounts.e2e.ts.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { renderScreen, type Screen } from '../../account/test-screen.ts';
import { CreateAccount } from './CreateAccount.tsx';

let screen: Screen<'create-account'>;
const open = (region: 'us' | 'cn' = 'us') => {
  screen = renderScreen(CreateAccount, { region, logicalPath: '/register', type: 'create-account' });
  return screen;
};
afterEach(() => screen.close());

/** Types an address and a password twice into the form. */
function fill({ type }: Screen<'create-account'>, password = 'robots2025', confirm = password) {
  type('#create-account-email', 'Ana@Example.com');
  type('#create-account-password', password);
  type('#create-account-confirmPassword', confirm);
}

describe('create account', () => {
  it('registers the normalized address with the newsletter box, asks for the code, confirms with the password typed, then goes on', async () => {
    const s = open();
    s.account.register.mockResolvedValue({ expires_in: 600 });
    s.account.verifyEmail.mockResolvedValue({ user_id: 'u1', apptoken: 'a', reftoken: 'r' });
    fill(s);
    s.tick('#create-account-subscribe');
    await s.submit('#create-account-form');
    expect(s.account.register).toHaveBeenCalledWith({ email: 'ana@example.com', password: 'robots2025', confirmPassword: 'robots2025', subscribe: true }, { showErrorMessage: false });
    expect(s.text('#create-account-title')).toBe(s.section.inbox.title);
    expect(s.text('#create-account .account-lead')).toBe('We sent a 6-digit code to ana@example.com. Enter it below within 10 minutes to verify your account.');

    s.type('#create-account-inbox-code', '654321');
    await s.submit('#create-account-inbox-form');
    expect(s.account.verifyEmail).toHaveBeenCalledWith({ email: 'ana@example.com', code: '654321', password: 'robots2025' }, { showErrorMessage: false });
    expect(s.text('#create-account-title')).toBe(s.section.verified.title);
    expect(s.text('#create-account [role=status]')).toBe(s.section.verified.text);
    await s.click('#create-account button.button');
    expect(s.visits).toEqual(['/us/account']);
  });

  it('refuses a weak password and a confirmation that differs by their fields, without a call', async () => {
    const s = open();
    fill(s, 'robots', 'robots');
    await s.submit('#create-account-form');
    expect(s.text('#create-account-password-error')).toBe(s.texts['4002']);
    expect(s.text('#create-account-confirmPassword-error')).toBeUndefined();
    fill(s, 'robots2025', 'robots2026');
    await s.submit('#create-account-form');
    expect(s.text('#create-account-password-error')).toBeUndefined();
    expect(s.text('#create-account-confirmPassword-error')).toBe(s.texts['4008']);
    expect(s.account.register).not.toHaveBeenCalled();
  });

  it('puts the service’s "in use" beside the address and stays on the form', async () => {
    const s = open();
    s.account.register.mockRejectedValue(s.refusal('4005'));
    fill(s);
    await s.submit('#create-account-form');
    expect(s.text('#create-account-email-error')).toBe('This email is already in use. Log in.');
    expect(document.activeElement).toBe(s.$('#create-account-email'));
    expect(s.text('#create-account-title')).toBe(s.section.title);
  });

  it('asks for the code again, and goes back to the form for another address', async () => {
    const s = open();
    s.account.register.mockResolvedValue({ expires_in: 600 });
    fill(s);
    await s.submit('#create-account-form');
    expect(s.button('Resend code in 60 s')?.disabled).toBe(true);
    await s.click('#create-account .account-actions button:last-child');
    expect(s.text('#create-account-title')).toBe(s.section.title);
  });
});

describe('create account where the rule asks for explicit consent (cn, regions.yaml accountConsent)', () => {
  it('has an unticked box that must be ticked: refused by its field without it, sent as consent with it', async () => {
    const s = open('cn');
    s.account.register.mockResolvedValue({ expires_in: 600 });
    expect(s.$<HTMLInputElement>('#create-account-consent').checked).toBe(false);
    fill(s);
    await s.submit('#create-account-form');
    expect(s.text('#create-account-consent-error')).toBe(s.texts['4014']);
    expect(s.account.register).not.toHaveBeenCalled();
    s.tick('#create-account-consent');
    await s.submit('#create-account-form');
    expect(s.account.register).toHaveBeenCalledWith(expect.objectContaining({ consent: true, subscribe: false }), { showErrorMessage: false });
  });

  it('has no such box where the rule does not ask (us)', () => {
    const s = open('us');
    expect(s.text('#create-account-consent')).toBeUndefined();
  });
});
