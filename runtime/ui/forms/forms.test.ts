// @vitest-environment happy-dom
/**
 * The forms kit in a DOM: labels tied to inputs, inline errors with
 * aria-invalid and aria-describedby, focus on the first error, a pending
 * submit disabled, a service refusal placed beside its field.
 */
import { act, createElement as h } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import type { PageContext } from 'vike/types';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ApiError, TransportError } from '../../client/api.ts';
import { PageContextProvider } from '../page-context.tsx';
import { CheckboxField, Form, TextField, emailProblem, newPasswordProblem, useForm, type FormOptions } from './index.ts';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const texts = { '4001': 'Please enter a valid email address.', '4002': 'Please use a more complex password format.' };
let container: HTMLElement;
let root: Root;

beforeEach(() => {
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
});
afterEach(() => {
  act(() => root.unmount());
  container.remove();
});

/** The page's region texts: a call that fails without a message shows its api.message.default. */
const pageContext = { data: { site: { api: { message: { default: 'Server error, please try again later.' } } } } } as unknown as PageContext;

function TestForm(props: Partial<FormOptions>) {
  return h(PageContextProvider, { pageContext, children: h(SignupForm, props) });
}

function SignupForm(props: Partial<FormOptions>) {
  const form = useForm({
    id: 'signup',
    validate: (v) => ({ email: emailProblem(v.email!, texts), password: newPasswordProblem(v.password!, texts) }),
    submit: async () => {},
    fieldOfCode: { 4005: 'email' },
    ...props,
  });
  return h(
    Form,
    { form, label: 'Create account', noScript: 'JavaScript is required.', submit: 'Create account' },
    h(TextField, { form, name: 'email', label: 'Email', type: 'email', autoComplete: 'email' }),
    h(TextField, { form, name: 'password', label: 'Password', type: 'password', autoComplete: 'new-password', hint: 'At least 8 characters' }),
    h(CheckboxField, { form, name: 'subscribe' }, 'Weekly e-mails'),
  );
}

const $ = <T extends Element>(selector: string) => container.querySelector<T>(selector)!;
const type = (selector: string, value: string) =>
  act(() => {
    const input = $<HTMLInputElement>(selector);
    input.value = value;
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
const submit = () =>
  act(async () => {
    $<HTMLButtonElement>('button[type=submit]').click();
    await Promise.resolve();
  });

describe('forms kit', () => {
  it('labels every field, with autocomplete for password managers', () => {
    act(() => root.render(h(TestForm)));
    expect($('label[for=signup-email]').textContent).toBe('Email');
    expect($('#signup-email').getAttribute('autocomplete')).toBe('email');
    expect($('#signup-password').getAttribute('autocomplete')).toBe('new-password');
    expect($('#signup-password').getAttribute('aria-describedby')).toBe('signup-password-hint');
    expect($('label[for=signup-subscribe]').textContent).toBe('Weekly e-mails');
    expect($('form').hasAttribute('novalidate')).toBe(true);
  });

  it('shows the seed messages inline, tied by aria-describedby, and focuses the first error', async () => {
    act(() => root.render(h(TestForm)));
    type('#signup-email', 'ana@');
    type('#signup-password', 'short');
    await submit();
    expect($('#signup-email').getAttribute('aria-invalid')).toBe('true');
    expect($('#signup-email').getAttribute('aria-describedby')).toBe('signup-email-error');
    expect($('#signup-email-error').textContent).toBe('Please enter a valid email address.');
    expect($('#signup-password').getAttribute('aria-describedby')).toBe('signup-password-hint signup-password-error');
    expect($('#signup-password-error').textContent).toBe('Please use a more complex password format.');
    expect(document.activeElement).toBe($('#signup-email'));

    type('#signup-email', 'ana@example.com');
    expect($('#signup-email').hasAttribute('aria-invalid')).toBe(false);
    await submit();
    expect(document.activeElement).toBe($('#signup-password'));
  });

  it('disables the submit button while the call runs, and passes the values', async () => {
    let release!: () => void;
    const received: Record<string, string>[] = [];
    act(() =>
      root.render(
        h(TestForm, {
          submit: (values) => {
            received.push(values);
            return new Promise<void>((resolve) => {
              release = resolve;
            });
          },
        }),
      ),
    );
    type('#signup-email', 'ana@example.com');
    type('#signup-password', 'robots2025');
    act(() => {
      $<HTMLInputElement>('#signup-subscribe').checked = true;
    });
    await submit();
    expect($<HTMLButtonElement>('button[type=submit]').disabled).toBe(true);
    expect(received).toEqual([{ email: 'ana@example.com', password: 'robots2025', subscribe: 'on' }]);
    await act(async () => {
      release();
      await Promise.resolve();
    });
    expect($<HTMLButtonElement>('button[type=submit]').disabled).toBe(false);
  });

  it('puts a refusal beside its field, others above the button, transport failures as the default text', async () => {
    let failure: unknown = new ApiError(4005, 'This email is already in use. Log in.', {}, 409);
    act(() =>
      root.render(
        h(TestForm, {
          submit: async () => {
            throw failure;
          },
        }),
      ),
    );
    type('#signup-email', 'ana@example.com');
    type('#signup-password', 'robots2025');
    await submit();
    expect($('#signup-email-error').textContent).toBe('This email is already in use. Log in.');
    expect(document.activeElement).toBe($('#signup-email'));

    failure = new ApiError(4029, 'Too many requests. Please wait a moment.', {}, 429);
    await submit();
    expect($('.form-message').textContent).toBe('Too many requests. Please wait a moment.');
    expect($<HTMLElement>('.form-message').hidden).toBe(false);
    expect(document.activeElement).toBe($('.form-message'));

    failure = new TransportError('network', 'offline');
    await submit();
    expect($('.form-message').textContent).toBe('Server error, please try again later.');
  });
});
