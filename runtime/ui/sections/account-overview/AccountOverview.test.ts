// @vitest-environment happy-dom
/**
 * The account page in a browser, against a fake of the account calls: the profile (the stored one at once, then
 * the service's), the newsletter preference, a new password (the current one first where there is one), logging
 * out, and the delete-account block (the address typed again, the current password, then the page says so in
 * place). The walk against the real service is e2e/accounts.e2e.ts.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { Profile } from '../../../../dist/generated/api.ts';
import { messages } from '../../../client/toasts.ts';
import { renderScreen, type Screen } from '../../account/test-screen.ts';
import { AccountOverview } from './AccountOverview.tsx';

const withPassword: Profile = { user_id: 'u1', region: 'us', email: 'ana@example.com', email_verified: true, subscribed: false, has_password: true, created_at: '2026-01-02T10:00:00Z' };
const passwordless: Profile = { ...withPassword, has_password: false };

let screen: Screen<'account-overview'>;
/** The account page of a visitor with a session, whose profile the service answers with `profile`. */
const open = (profile: Profile = withPassword, stored: Profile | undefined = undefined) => {
  screen = renderScreen(AccountOverview, {
    logicalPath: '/account',
    type: 'account-overview',
    stored: { apptoken: 'token', ...(stored ? { userInfo: JSON.stringify(stored) } : {}) },
    before: (account) => account.profile.mockResolvedValue(profile),
  });
  return screen;
};
afterEach(() => screen.close());

describe('the account page', () => {
  it('without a session shows only its loading line (the guard sends the visitor to log in)', () => {
    screen = renderScreen(AccountOverview, { logicalPath: '/account', type: 'account-overview' });
    expect(screen.text('#account [role=status]')).toBe(screen.section.loading);
    expect(screen.account.profile).not.toHaveBeenCalled();
  });

  it('shows the stored profile at once, then the service’s: address, member since, status, welcome code', async () => {
    const s = open(withPassword, { ...withPassword, email: 'old@example.com' });
    expect(s.text('[data-testid=account-email]')).toBe('old@example.com');
    await s.settle();
    expect(s.text('[data-testid=account-email]')).toBe('ana@example.com');
    expect(s.text('#account .account-facts')).toContain('January 2, 2026');
    expect(s.text('#account .account-facts')).toContain(s.section.profile.verified);
    expect(s.text('[data-testid=welcome-code]')).toBe(s.section.welcome?.code);
  });
});

describe('the newsletter preference', () => {
  it('saves the box as it is and says so', async () => {
    const s = open();
    await s.settle();
    s.account.updateProfile.mockResolvedValue({ ...withPassword, subscribed: true });
    s.tick('#account-newsletter-subscribed');
    await s.submit('#account-newsletter-form');
    expect(s.account.updateProfile).toHaveBeenCalledWith({ subscribed: true }, { showErrorMessage: false });
    expect(s.text('#account-newsletter-form .form-saved')).toBe(s.section.newsletter.saved);
  });
});

describe('a new password', () => {
  it('takes the current one first; the service’s "wrong" goes beside it', async () => {
    const s = open();
    await s.settle();
    s.type('#account-password-password', 'robots2026');
    s.type('#account-password-confirmPassword', 'robots2026');
    await s.submit('#account-password-form');
    expect(s.text('#account-password-currentPassword-error')).toBe(s.section.password.currentRequired);
    expect(s.account.setPassword).not.toHaveBeenCalled();

    s.account.setPassword.mockRejectedValue(s.refusal('4010'));
    s.type('#account-password-currentPassword', 'robots2024');
    await s.submit('#account-password-form');
    expect(s.account.setPassword).toHaveBeenCalledWith({ currentPassword: 'robots2024', password: 'robots2026', confirmPassword: 'robots2026' }, { showErrorMessage: false });
    expect(s.text('#account-password-currentPassword-error')).toBe('The current password is incorrect. Please try again.');

    s.account.setPassword.mockResolvedValue({});
    s.type('#account-password-currentPassword', 'robots2025');
    await s.submit('#account-password-form');
    expect(s.text('#account-password-form .form-saved')).toBe(s.section.password.saved);
    expect(s.$<HTMLInputElement>('#account-password-password').value).toBe('');
  });

  it('sets a passwordless account’s first one without asking for a current one', async () => {
    const s = open(passwordless);
    await s.settle();
    expect(s.text('#account-password-currentPassword')).toBeUndefined();
    s.account.setPassword.mockResolvedValue({});
    s.type('#account-password-password', 'robots2026');
    s.type('#account-password-confirmPassword', 'robots2026');
    await s.submit('#account-password-form');
    expect(s.account.setPassword).toHaveBeenCalledWith({ password: 'robots2026', confirmPassword: 'robots2026' }, { showErrorMessage: false });
  });
});

describe('logging out', () => {
  it('logs this session out and goes to log-in', async () => {
    const s = open();
    await s.settle();
    s.account.logout.mockResolvedValue(undefined);
    s.button(s.section.sessions.logout)?.click();
    await s.settle();
    expect(s.account.logout).toHaveBeenCalled();
    expect(s.visits).toEqual(['/us/login']);
  });

  it('everywhere: says on how many devices, then goes to log-in', async () => {
    const s = open();
    await s.settle();
    s.account.logoutEverywhere.mockResolvedValue({ sessions: 3 });
    s.button(s.section.sessions.logoutAll)?.click();
    await s.settle();
    expect(messages.toasts.value.map((toast) => toast.message)).toContain('Logged out on 3 devices.');
    expect(s.visits).toEqual(['/us/login']);
  });
});

describe('deleting the account', () => {
  it('takes the account’s address typed again: an empty or malformed one gets the forms’ message, another one its own', async () => {
    const s = open();
    await s.settle();
    s.type('#account-delete-currentPassword', 'robots2025');
    await s.submit('#account-delete-form');
    expect(s.text('#account-delete-email-error')).toBe(s.texts['4001']);
    s.type('#account-delete-email', 'ana@');
    await s.submit('#account-delete-form');
    expect(s.text('#account-delete-email-error')).toBe(s.texts['4001']);
    s.type('#account-delete-email', 'bob@example.com');
    await s.submit('#account-delete-form');
    expect(s.text('#account-delete-email-error')).toBe(s.section.delete.emailMismatch);
    expect(s.account.deleteAccount).not.toHaveBeenCalled();
  });

  it('with the current password, deletes it and says so in place, focused, instead of the blocks', async () => {
    const s = open();
    await s.settle();
    s.account.deleteAccount.mockResolvedValue(undefined);
    s.type('#account-delete-email', 'Ana@Example.com');
    await s.submit('#account-delete-form');
    expect(s.text('#account-delete-currentPassword-error')).toBe(s.section.delete.passwordRequired);
    s.type('#account-delete-currentPassword', 'robots2025');
    await s.submit('#account-delete-form');
    expect(s.account.deleteAccount).toHaveBeenCalledWith({ email: 'Ana@Example.com', currentPassword: 'robots2025' }, { showErrorMessage: false });
    expect(s.text('[data-testid=account-deleted]')).toBe(s.section.delete.deleted);
    expect(document.activeElement).toBe(s.$('[data-testid=account-deleted]'));
    expect(s.text('#account-delete-form')).toBeUndefined();
  });

  it('puts a wrong current password beside its field and keeps the account', async () => {
    const s = open();
    await s.settle();
    s.account.deleteAccount.mockRejectedValue(s.refusal('4010'));
    s.type('#account-delete-email', 'ana@example.com');
    s.type('#account-delete-currentPassword', 'robots2024');
    await s.submit('#account-delete-form');
    expect(s.text('#account-delete-currentPassword-error')).toBe('The current password is incorrect. Please try again.');
    expect(s.text('[data-testid=account-deleted]')).toBeUndefined();
  });

  it('asks a passwordless account for the address only', async () => {
    const s = open(passwordless);
    await s.settle();
    s.account.deleteAccount.mockResolvedValue(undefined);
    expect(s.text('#account-delete-currentPassword')).toBeUndefined();
    s.type('#account-delete-email', 'ana@example.com');
    await s.submit('#account-delete-form');
    expect(s.account.deleteAccount).toHaveBeenCalledWith({ email: 'ana@example.com' }, { showErrorMessage: false });
  });
});
