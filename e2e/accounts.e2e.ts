/**
 * The account screens in a real browser against the built server and its
 * account service on a real (throw-away PGlite) database: every screen, the
 * seed's messages, the codes and links read from the outbox (/dev/mailbox,
 * served because this file asks for DEV_TOOLS=1), fromPath, a 4003 refreshed
 * mid-session, sessions revoked by a reset, and the forms at 390 px.
 *
 * Each browser context claims its own client address (TRUST_PROXY=1 and
 * X-Forwarded-For), so the service's per-address limit (60 calls a minute)
 * sees separate visitors, as it would in production.
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { regionTable } from '../dist/generated/regions.ts';
import { apiBase } from '../core/api-base.ts';
import { axeViolations } from './axe.ts';
import { openPage, ROOT, useSite } from './harness.ts';

// Each test walks several screens with Argon2 hashing behind them: more than the default minute on a busy machine.
vi.setConfig({ testTimeout: 150_000 });

const dbDir = mkdtempSync(join(tmpdir(), 'accounts-e2e-'));
const site = useSite({ DEV_TOOLS: '1', SERVICE_DB_DIR: dbDir, SERVICE_SECRET: 'e2e-service-secret-of-at-least-32-characters', TRUST_PROXY: '1' });
afterAll(() => rmSync(dbDir, { recursive: true, force: true }));
// The service opens its database on the first call under NODE_ENV=test (PGlite's first start takes seconds): do it before the clock of any test runs.
beforeAll(async () => {
  const answer = await fetch(`${site.server.origin}/api/global/account/user/profile`);
  expect(((await answer.json()) as { code: number }).code).toBe(4003);
}, 120_000);

const PASSWORD = 'robots2025';
let visitors = 0;
let addresses = 0;
const freshEmail = (tag: string) => `${tag}.${Date.now().toString(36)}.${visitors++}@example.com`;

/** A visitor: its own browser context and client address; page errors are collected. */
async function visitor(width = 1280) {
  const opened = await openPage(site.browser, {
    viewport: { width, height: 900 },
    extraHTTPHeaders: { 'x-forwarded-for': `10.9.${Math.floor(addresses / 250)}.${(addresses++ % 250) + 1}` },
  });
  return opened;
}

/** Polls for up to 15 s: the machine is shared, and the service's database starts on the first call. */
const poll = <T>(read: () => Promise<T> | T) => expect.poll(read, { timeout: 15_000, interval: 100 });

async function go(page: Page, path: string) {
  await page.goto(`${site.server.origin}${path}`, { waitUntil: 'domcontentloaded' });
  // The submit buttons wait for hydration (until then a submit would be the browser's own POST).
  await poll(() => page.evaluate(() => document.body.classList.contains('no-js'))).toBe(false);
}

/** Page errors, without Chrome's console line for a call the service refused with its real HTTP status (the envelope says why). */
const unexpected = (errors: string[]) => errors.filter((line) => !/Failed to load resource: the server responded with a status of 4\d\d/.test(line));

interface Mail {
  subject: string;
  text: string;
  kind: string;
  region: string;
}
async function lastMail(to: string): Promise<Mail> {
  let mail: Mail | undefined;
  await poll(async () => {
    const answer = await fetch(`${site.server.origin}/dev/mailbox?to=${encodeURIComponent(to)}&limit=1`);
    [mail] = (await answer.json()) as Mail[];
    return mail !== undefined;
  }).toBe(true);
  return mail!;
}
const codeIn = (mail: Mail) => /\b(\d{6})\b/.exec(mail.text)![1]!;
/** The reset link's path and query, opened on the server under test (the mail names the public host). */
const resetPathIn = (mail: Mail) => {
  const url = new URL(/https?:\/\/\S+/.exec(mail.text)![0]);
  return url.pathname + url.search;
};

const heading = (page: Page) => page.locator('main h1').first();
const stored = (page: Page, key: string) => page.evaluate((k) => localStorage.getItem(k), key);

async function loginWithPassword(page: Page, email: string, password: string, path = '/us/login') {
  await go(page, path);
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
}

async function registerWithPassword(page: Page, email: string) {
  await go(page, '/us/register');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  await page.getByLabel(/weekly emails/).check();
  await page.getByRole('button', { name: 'Create Account' }).click();
  await poll(() => heading(page).textContent()).toBe('Check Your Inbox');
  await page.getByLabel('Verification code').fill(codeIn(await lastMail(email)));
  await page.getByRole('button', { name: 'Verify' }).click();
  await poll(() => heading(page).textContent()).toBe('Account Verified');
}

describe('server-rendered screens (no JavaScript needed to read them)', () => {
  const pages = ['/login', '/register', '/forgot-password', '/reset-password', '/account'];
  const prefixes = ['/us', '/uk', '/eu', '/fr', '/de', '/jp', ''];

  it.each(prefixes)('region %j: every account page answers 200 with its labels and the JavaScript note', async (prefix) => {
    for (const path of pages) {
      const answer = await fetch(`${site.server.origin}${prefix}${path}`);
      expect(answer.status, `${prefix}${path}`).toBe(200);
      const html = await answer.text();
      expect(html, `${prefix}${path}`).toMatch(/<h1[^>]*>[^<]+<\/h1>/);
      expect(html, `${prefix}${path}`).toContain('<noscript>');
      if (path === '/login') expect(html).toMatch(/<label for="sign-in-password-email">[^<]+<\/label>/);
    }
  });

  it('without a token the account page goes to log-in and is never announced interactive on the way (no-js stays)', async () => {
    for (let run = 0; run < 3; run++) {
      const { context, page } = await openPage(site.browser);
      // Where the page was when `no-js` went: the guard decides first, so only the log-in page may say so.
      const announced: string[] = [];
      await page.exposeFunction('reportInteractive', (path: string) => {
        announced.push(path);
      });
      await context.addInitScript(() => {
        addEventListener('DOMContentLoaded', () => {
          const observer = new MutationObserver(() => {
            if (document.body.classList.contains('no-js')) return;
            observer.disconnect();
            (window as unknown as { reportInteractive: (p: string) => void }).reportInteractive(location.pathname);
          });
          observer.observe(document.body, { attributes: true, attributeFilter: ['class'] });
        });
      });
      await page.goto(`${site.server.origin}/us/account`);
      await page.waitForURL(/\/us\/login\?fromPath=%2Fus%2Faccount$/);
      await page.waitForFunction(() => !document.body.classList.contains('no-js'));
      expect(announced).toEqual(['/us/login']);
      await context.close();
    }
  });

  it('kr has no account pages', async () => {
    expect((await fetch(`${site.server.origin}/kr/login`)).status).toBe(404);
  });

  it('with JavaScript off the log-in form is all there, its button waiting for the script', async () => {
    const { context, page } = await openPage(site.browser, { javaScriptEnabled: false });
    await page.goto(`${site.server.origin}/fr/login`);
    expect(await heading(page).textContent()).toBe('Connexion');
    expect(await page.getByLabel('Adresse e-mail', { exact: true }).getAttribute('autocomplete')).toBe('username');
    expect(await page.getByLabel('Mot de passe', { exact: true }).getAttribute('autocomplete')).toBe('current-password');
    expect(await page.locator('main noscript').first().textContent()).toContain('JavaScript');
    expect(await page.getByRole('button', { name: 'Se connecter', exact: true }).isDisabled()).toBe(true);
    await context.close();
  });
});

describe('create account → check your inbox → verified → account page → log out', () => {
  it('registers with a password, verifies the code from the outbox and shows the account', async () => {
    const { context, page, errors } = await visitor();
    const email = freshEmail('register');
    await registerWithPassword(page, email);
    await page.getByRole('button', { name: 'Go to My Account' }).click();
    await page.waitForURL('**/us/account');
    await poll(() => page.getByTestId('account-email').textContent()).toBe(email);
    expect(await page.locator('main').textContent()).toContain('Verified');
    expect(await page.getByLabel(/weekly emails/).isChecked()).toBe(true);
    // The welcome code the popup and the sale pages promise (docs/decisions.md D45): mailed once the address is confirmed, and on the account page.
    const welcome = await lastMail(email);
    expect([welcome.kind, welcome.subject]).toEqual(['welcome', 'Welcome to Mechanova: your welcome code']);
    expect(welcome.text).toContain('5% off your first order in the Mechanova online store: WELCOME5-SAMPLE');
    expect(await page.getByRole('heading', { name: 'Your welcome code' }).isVisible()).toBe(true);
    expect(await page.getByTestId('welcome-code').textContent()).toBe('WELCOME5-SAMPLE');

    await page.getByLabel(/weekly emails/).uncheck();
    await page.getByRole('button', { name: 'Save Preference' }).click();
    await poll(() => page.locator('.form-saved').first().textContent()).toBe('Your newsletter preference is saved.');

    // Changing the password takes the current one: empty, then wrong, then right.
    const current = page.getByLabel('Current password');
    expect(await current.getAttribute('autocomplete')).toBe('current-password');
    await page.getByLabel('New password', { exact: true }).fill('newrobots2026');
    await page.getByLabel('Confirm new password').fill('newrobots2026');
    await page.getByRole('button', { name: 'Save Password' }).click();
    await poll(() => page.locator('#account-password-currentPassword-error').textContent()).toBe('Please enter your current password.');
    expect(await current.getAttribute('aria-invalid')).toBe('true');
    await current.fill('not-my-password-1');
    await page.getByRole('button', { name: 'Save Password' }).click();
    await poll(() => page.locator('#account-password-currentPassword-error').textContent()).toBe('The current password is incorrect. Please try again.');
    await current.fill(PASSWORD);
    await page.getByLabel('New password', { exact: true }).fill('newrobots2026');
    await page.getByLabel('Confirm new password').fill('newrobots2026');
    await page.getByRole('button', { name: 'Save Password' }).click();
    await poll(() => page.locator('.form-saved').nth(1).textContent()).toBe('Your new password is saved.');

    await page.getByRole('button', { name: 'Log Out', exact: true }).click();
    await page.waitForURL('**/us/login');
    expect(await stored(page, '/us/apptoken')).toBeNull();
    expect(await stored(page, '/us/userInfo')).toBeNull();
    // The guard now sends the account page to log-in, with fromPath.
    await page.goto(`${site.server.origin}/us/account`);
    await page.waitForURL(/\/us\/login\?fromPath=%2Fus%2Faccount$/);
    expect(unexpected(errors)).toEqual([]);
    await context.close();
  });

  it('answers a taken e-mail as any other (its owner is mailed instead, D65) and refuses a weak password with the seed message, inline', async () => {
    const { context, page } = await visitor();
    const email = freshEmail('taken');
    await registerWithPassword(page, email);
    await context.clearCookies();
    await page.evaluate(() => localStorage.clear());
    await go(page, '/us/register');
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill('short');
    await page.getByLabel('Confirm password').fill('short');
    await page.getByRole('button', { name: 'Create Account' }).click();
    const password = page.getByLabel('Password', { exact: true });
    expect(await password.getAttribute('aria-invalid')).toBe('true');
    expect(await page.locator(`#${await password.getAttribute('aria-describedby').then((ids) => ids!.split(' ').pop())}`).textContent()).toBe('Please use a more complex password format.');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('create-account-password');

    await password.fill(PASSWORD);
    await page.getByLabel('Confirm password').fill('robots2026');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await poll(() => page.locator('#create-account-confirmPassword-error').textContent()).toBe('Confirmed password does not match the new password. Please enter again.');

    await page.getByLabel('Confirm password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Create Account' }).click();
    // No "in use" that would tell a stranger the address has an account: the same inbox step, and the owner's mail says why.
    await poll(() => heading(page).textContent()).toBe('Check Your Inbox');
    await poll(async () => (await lastMail(email)).kind).toBe('accountExists');
    await context.close();
  });

  it('cn: an unticked consent box that must be ticked (regions.yaml accountConsent, PIPL); the form refuses without it, then registers', async () => {
    const { context, page, errors } = await visitor(390);
    const email = freshEmail('consent');
    await go(page, '/register');
    const box = page.getByRole('checkbox', { name: '我已阅读并同意《使用条款》和《隐私政策》' });
    expect(await box.isChecked()).toBe(false);
    expect(await page.locator('#create-account-consent + label a').allTextContents()).toEqual(['《使用条款》', '《隐私政策》']);
    expect(await page.locator('.account-agreement').textContent()).not.toContain('即表示');
    await page.getByLabel('电子邮箱', { exact: true }).fill(email);
    await page.getByLabel('密码', { exact: true }).fill(PASSWORD);
    await page.getByLabel('确认密码').fill(PASSWORD);
    await page.getByRole('button', { name: '创建账户' }).click();
    await poll(() => page.locator('#create-account-consent-error').textContent()).toBe('请在注册页面勾选“我已阅读并同意《使用条款》和《隐私政策》”后再创建账户。');
    expect(await box.getAttribute('aria-invalid')).toBe('true');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('create-account-consent');
    expect(await axeViolations(page)).toEqual([]);
    const mails = await fetch(`${site.server.origin}/dev/mailbox?to=${encodeURIComponent(email)}&limit=1`);
    expect(await mails.json()).toEqual([]);
    await box.check();
    await page.getByRole('button', { name: '创建账户' }).click();
    await poll(() => heading(page).textContent()).toBe('请查收邮件');
    expect(codeIn(await lastMail(email))).toMatch(/^\d{6}$/);
    expect(unexpected(errors)).toEqual([]);
    await context.close();
  });
});

describe('log in', () => {
  it('by a code for a new e-mail: check your inbox → set password → account; the password then works', async () => {
    const { context, page, errors } = await visitor();
    const email = freshEmail('code');
    await go(page, '/us/login');
    await page.getByRole('button', { name: 'Log in with a verification code' }).click();
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByRole('button', { name: 'Send Code' }).click();
    await poll(() => heading(page).textContent()).toBe('Check Your Inbox');
    expect(await page.locator('main').textContent()).toContain(`We sent a 6-digit code to ${email}.`);
    expect(await page.getByRole('button', { name: /Resend code in \d+ s/ }).isDisabled()).toBe(true);

    await page.getByLabel('Verification code').fill('000000');
    await page.getByRole('button', { name: 'Verify' }).click();
    await poll(() => page.locator('#sign-in-inbox-code-error').textContent()).toBe('Invalid code. Please try again.');

    await page.getByLabel('Verification code').fill(codeIn(await lastMail(email)));
    await page.getByRole('button', { name: 'Verify' }).click();
    await poll(() => heading(page).textContent()).toBe('Set a Password');
    await page.getByLabel('New password').fill(PASSWORD);
    await page.getByLabel('Confirm password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Save Password' }).click();
    await page.waitForURL('**/us/account');
    await poll(() => page.getByTestId('account-email').textContent()).toBe(email);

    await page.getByRole('button', { name: 'Log Out', exact: true }).click();
    await page.waitForURL('**/us/login');
    await loginWithPassword(page, email, PASSWORD);
    await page.waitForURL('**/us/account');
    expect(unexpected(errors)).toEqual([]);
    await context.close();
  });

  it('by a code for an existing account', async () => {
    const { context, page } = await visitor();
    const email = freshEmail('code-existing');
    await registerWithPassword(page, email);
    await page.evaluate(() => localStorage.clear());
    await go(page, '/us/login');
    await page.getByRole('button', { name: 'Log in with a verification code' }).click();
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByRole('button', { name: 'Send Code' }).click();
    await poll(() => heading(page).textContent()).toBe('Check Your Inbox');
    await page.getByLabel('Verification code').fill(codeIn(await lastMail(email)));
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.waitForURL('**/us/account');
    await context.close();
  });

  it('a wrong password shows the seed message; an empty form marks both fields and focuses the first', async () => {
    const { context, page } = await visitor();
    await go(page, '/us/login');
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    expect(await page.getByLabel('Email', { exact: true }).getAttribute('aria-invalid')).toBe('true');
    expect(await page.locator('#sign-in-password-email-error').textContent()).toBe('Please enter a valid email address.');
    expect(await page.locator('#sign-in-password-password-error').textContent()).toBe('Please enter your password.');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('sign-in-password-email');

    await page.getByLabel('Email', { exact: true }).fill(freshEmail('nobody'));
    await page.getByLabel('Password', { exact: true }).fill('wrong-password-1');
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await poll(() => page.getByRole('alert').filter({ hasText: 'Incorrect' }).textContent()).toBe('Incorrect email or password. Please try again.');
    // login/pwd suppresses its toast (seed 000 §7): the message is shown once, in the form.
    expect(await page.locator('.toast').count()).toBe(0);
    await context.close();
  });

  it('in French, with the French message', async () => {
    const { context, page } = await visitor();
    await go(page, '/fr/login');
    await page.getByLabel('Adresse e-mail', { exact: true }).fill(freshEmail('fr'));
    await page.getByLabel('Mot de passe', { exact: true }).fill('mauvais-mdp-1');
    await page.getByRole('button', { name: 'Se connecter', exact: true }).click();
    await poll(() => page.locator('.form-message').first().textContent()).toBe('Adresse e-mail ou mot de passe incorrect. Veuillez réessayer.');
    await context.close();
  });

  it('honours fromPath only as a same-site path', async () => {
    const { context, page } = await visitor();
    const email = freshEmail('from');
    await registerWithPassword(page, email);
    await page.evaluate(() => localStorage.clear());

    await loginWithPassword(page, email, PASSWORD, `/us/login?fromPath=${encodeURIComponent('/us/manuals?tab=1')}`);
    await page.waitForURL('**/us/manuals?tab=1');

    await page.evaluate(() => localStorage.clear());
    await loginWithPassword(page, email, PASSWORD, `/us/login?fromPath=${encodeURIComponent('//evil.example/x')}`);
    await page.waitForURL('**/us/account');
    expect(new URL(page.url()).host).toBe(new URL(site.server.origin).host);
    await context.close();
  });
});

describe('delete account', () => {
  it('takes the address typed again and the current password, then says so in place; the account no longer logs in', async () => {
    const { context, page, errors } = await visitor();
    const email = freshEmail('delete');
    await registerWithPassword(page, email);
    await go(page, '/us/account');
    const block = page.locator('.account-delete');
    await poll(() => block.getByRole('heading').textContent()).toBe('Delete Account');
    // Pressed at once: the forms' own message at the empty address.
    await block.getByRole('button', { name: 'Delete My Account' }).click();
    await poll(() => block.locator('.field-error').allTextContents()).toEqual(['Please enter a valid email address.', 'Please enter your current password.']);
    // A slip: another address, no password. Nothing is sent; each field says why.
    await block.getByLabel('Type your email address to confirm').fill(`other-${email}`);
    await block.getByRole('button', { name: 'Delete My Account' }).click();
    await poll(() => block.locator('.field-error').allTextContents()).toEqual(['This is not the email address of your account.', 'Please enter your current password.']);
    // The right address, a wrong password: the service refuses, at the password.
    await block.getByLabel('Type your email address to confirm').fill(email.toUpperCase());
    await block.getByLabel('Password', { exact: true }).fill('not-it-2025');
    await block.getByRole('button', { name: 'Delete My Account' }).click();
    await poll(() => block.locator('.field-error').allTextContents()).toEqual(['The current password is incorrect. Please try again.']);
    await block.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await block.getByRole('button', { name: 'Delete My Account' }).click();
    const done = page.getByTestId('account-deleted');
    await poll(() => done.textContent()).toBe('Your account has been deleted.');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('account-deleted');
    expect(await page.getByRole('link', { name: 'Back to the home page' }).getAttribute('href')).toBe('/us');
    expect(await page.evaluate(() => Object.keys(localStorage).filter((k) => /token/i.test(k) && localStorage.getItem(k)))).toEqual([]);
    await loginWithPassword(page, email, PASSWORD);
    await poll(() => page.locator('.form-message, .field-error').first().textContent()).toBe('Incorrect email or password. Please try again.');
    expect(errors.filter((e) => !/status of 40[01]/.test(e))).toEqual([]);
    await context.close();
  });
});

describe('no password log-in before the address is confirmed (D65)', () => {
  it.each([
    ['de', 'Bitte bestätigen Sie zuerst Ihre E-Mail-Adresse'],
    ['jp', '先にメールアドレスの確認を完了してください'],
  ] as const)('%s at 390 px: the right password of an unconfirmed registration is refused in the form, in the region language', async (region, message) => {
    // Someone registered the address and never entered the mailed code (the pre-hijacking attempt of the security review).
    const email = freshEmail(`unconfirmed-${region}`);
    const base = apiBase(regionTable, region, 'test');
    const registered = await fetch(`${site.server.origin}${base}/account/user/register/pwd`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', region },
      body: JSON.stringify({ email, password: PASSWORD, confirmPassword: PASSWORD }),
    });
    expect(((await registered.json()) as { code: number; data: Record<string, unknown> }).data).toEqual({ expires_in: 600 });
    const { context, page, errors } = await visitor(390);
    await go(page, `/${region}/login`);
    await page.locator('#sign-in-password-email').fill(email);
    await page.locator('#sign-in-password-password').fill(PASSWORD);
    await page.locator('#sign-in-password-form button[type=submit]').click();
    await poll(() => page.locator('#sign-in-password-form .form-message').textContent()).toContain(message);
    // No session was stored, the visitor stays on the log-in page, and the long message wraps inside a phone's width.
    expect(await stored(page, `${regionTable.regions[region].storageScope}/apptoken`)).toBeNull();
    expect(new URL(page.url()).pathname).toBe(`/${region}/login`);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    // Kept for a look at the wrapped message (git-ignored).
    mkdirSync(join(ROOT, 'dist/test-artifacts/accounts'), { recursive: true });
    await page.screenshot({ path: join(ROOT, 'dist/test-artifacts/accounts', `${region}-login-unconfirmed-390.png`) });
    expect(unexpected(errors)).toEqual([]);
    await context.close();
  });
});

describe('forgot → reset', () => {
  it('mails a link, resets the password, counts back to log-in; the new password works and old sessions are revoked', async () => {
    const email = freshEmail('reset');
    const before = await visitor();
    await registerWithPassword(before.page, email);
    await before.page.getByRole('button', { name: 'Go to My Account' }).click();
    await poll(() => before.page.getByTestId('account-email').textContent()).toBe(email);

    const { context, page, errors } = await visitor();
    // An address without an account gets the same answer, so the form tells nobody which addresses have one (D65);
    // only its mailbox learns it.
    const unknown = freshEmail('unknown');
    await go(page, '/us/forgot-password');
    await page.getByLabel('Email', { exact: true }).fill(unknown);
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await poll(() => heading(page).textContent()).toBe('Check Your Inbox');
    expect(await page.locator('.account-lead').textContent()).toBe(
      `We sent an email to ${unknown}. If the address has a Mechanova account, the email holds a secure link that works once, within 30 minutes.`,
    );
    expect((await lastMail(unknown)).kind).toBe('resetNoAccount');

    await go(page, '/us/forgot-password');
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await poll(() => heading(page).textContent()).toBe('Check Your Inbox');
    expect(await page.getByRole('button', { name: /Resend link in \d+ s/ }).isDisabled()).toBe(true);

    const mail = await lastMail(email);
    expect(mail.kind).toBe('reset');
    await go(page, resetPathIn(mail));
    await page.getByLabel('New password', { exact: true }).fill('newrobots2026');
    await page.getByLabel('Confirm new password').fill('newrobots2026');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await poll(() => heading(page).textContent()).toBe('Password Reset Successful');
    expect(await page.locator('.account-countdown').textContent()).toMatch(/^Back to log in in [1-5] s\.$/);
    await page.waitForURL('**/us/login', { timeout: 10_000 });

    // The link works once.
    await go(page, resetPathIn(mail));
    await page.getByLabel('New password', { exact: true }).fill('another2027');
    await page.getByLabel('Confirm new password').fill('another2027');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await poll(() => page.locator('.form-message').first().textContent()).toBe('This link has expired or has already been used. Please request a new one.');

    await loginWithPassword(page, email, PASSWORD);
    await poll(() => page.locator('.form-message').first().textContent()).toBe('Incorrect email or password. Please try again.');
    await loginWithPassword(page, email, 'newrobots2026');
    await page.waitForURL('**/us/account');
    expect(unexpected(errors)).toEqual([]);

    // The session from before the reset is revoked: its refresh is refused, the stored session cleared, log-in shown.
    await before.page.reload();
    await before.page.waitForURL('**/us/login**', { timeout: 15_000 });
    expect(await stored(before.page, '/us/reftoken')).toBeNull();
    await before.context.close();
    await context.close();
  });

  it('without its token the reset page says so', async () => {
    const { context, page } = await visitor();
    await go(page, '/de/reset-password');
    await poll(() => page.getByRole('alert').first().textContent()).toContain('Dieser Link ist unvollständig.');
    await context.close();
  });
});

describe('a 4003 mid-session', () => {
  it('refreshes once and retries the call', async () => {
    const { context, page, errors } = await visitor();
    const email = freshEmail('refresh');
    await registerWithPassword(page, email);
    const reftoken = await stored(page, '/us/reftoken');
    // The app token the service issued is no longer valid (as when its 30 minutes are over).
    await page.evaluate(() => localStorage.setItem('/us/apptoken', 'expired-app-token'));
    const calls: string[] = [];
    page.on('request', (request: Request) => {
      if (request.url().includes('/api/')) calls.push(new URL(request.url()).pathname);
    });
    await go(page, '/us/account');
    // The stored profile shows at once; the retried call comes after the refresh.
    await poll(() => calls.filter((path) => path.endsWith('/profile')).length).toBe(2);
    await poll(() => page.getByTestId('account-email').textContent()).toBe(email);
    expect(calls.filter((path) => path.endsWith('/sign_in/refresh'))).toHaveLength(1);
    expect(await stored(page, '/us/apptoken')).not.toBe('expired-app-token');
    expect(await stored(page, '/us/reftoken')).not.toBe(reftoken);
    expect(await page.locator('.toast').count()).toBe(0);
    expect(unexpected(errors)).toEqual([]);
    await context.close();
  });
});

describe('at 390 px', () => {
  it('the forms fit the screen and work', async () => {
    const { context, page } = await visitor(390);
    const email = freshEmail('narrow');
    await registerWithPassword(page, email);
    for (const path of ['/us/login', '/us/register', '/us/forgot-password', '/us/reset-password?token=x', '/us/account']) {
      await go(page, path);
      // At most 0: the root's scrollbar gutter (D39) may leave the content narrower than the window, never wider.
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, path).toBeLessThanOrEqual(0);
      const box = await page.locator('main input:not([type=checkbox]):not([hidden]), main button').first().boundingBox();
      expect(box!.x, path).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width, path).toBeLessThanOrEqual(390);
    }
    await page.evaluate(() => localStorage.clear());
    await loginWithPassword(page, email, PASSWORD);
    await page.waitForURL('**/us/account');
    await context.close();
  });
});

// axe on the steps the site-wide gate cannot reach: those after a call, and the logged-in account page.
describe('accessibility of every step', () => {
  it('has no axe violation on refused forms, check your inbox, set password, the account page, the reset link sent', async () => {
    const { context, page } = await visitor(390);
    const found: string[] = [];
    const check = async (step: string) => {
      for (const v of await axeViolations(page)) found.push(`${step}: ${v}`);
    };

    await go(page, '/us/login');
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await check('login with errors');
    const email = freshEmail('axe');
    await page.getByRole('button', { name: 'Log in with a verification code' }).click();
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByRole('button', { name: 'Send Code' }).click();
    await poll(() => heading(page).textContent()).toBe('Check Your Inbox');
    await check('inbox');
    await page.getByLabel('Verification code').fill(codeIn(await lastMail(email)));
    await page.getByRole('button', { name: 'Verify' }).click();
    await poll(() => heading(page).textContent()).toBe('Set a Password');
    await check('set password');
    await page.getByRole('button', { name: 'Not now' }).click();
    await page.waitForURL('**/us/account');
    await poll(() => page.getByTestId('account-email').textContent()).toBe(email);
    await check('account');
    await go(page, '/jp/register');
    await page.getByRole('button', { name: 'アカウントを作成' }).click();
    await check('register with errors (jp)');
    await go(page, '/us/forgot-password');
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await poll(() => heading(page).textContent()).toBe('Check Your Inbox');
    await check('reset link sent');
    expect(found).toEqual([]);
    await context.close();
  });
});
