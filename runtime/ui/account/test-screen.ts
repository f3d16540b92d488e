/**
 * For component tests of the account screens (in happy-dom): one section of a region's page rendered in the
 * browser as the site does (the page's own data, the region's texts), with a fake of the account calls at the
 * edge (AccountCallsContext), and what a visitor does and sees: type, tick, click, submit, read.
 */
import { act, createElement as h, type FunctionComponent } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import type { PageContext } from 'vike/types';
import { vi, type Mock } from 'vitest';
import { apiMessage } from '../../../core/message.ts';
import type { Section } from '../../../dist/generated/types.ts';
import type { AccountCalls } from '../../client/account.ts';
import { ApiError } from '../../client/api.ts';
import { browserSession, clearSession, type SessionKey } from '../../client/session.ts';
import { pageDataFor } from '../../server/page-data.ts';
import { PageContextProvider } from '../page-context.tsx';
import type { SectionProps } from '../sections/props.ts';
import { AccountCallsContext } from './use-account.ts';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** The account calls, each a mock that fails the test's call unless the test says what it answers. */
export type FakeAccount = { [K in keyof AccountCalls]: Mock<AccountCalls[K]> };

function fakeAccount(): FakeAccount {
  const made: Record<string, Mock> = {};
  return new Proxy(made, {
    get: (_, name: string) => {
      made[name] ??= vi.fn(async () => {
        throw new Error(`unexpected account call ${name}`);
      });
      return made[name];
    },
  }) as unknown as FakeAccount;
}

type MessageTexts = PageContext['data']['site']['api']['message'];

export interface Screen<T extends Section['type']> {
  account: FakeAccount;
  /** The region's api.message texts, the messages the screen and the service show. */
  texts: MessageTexts;
  section: Extract<Section, { type: T }>;
  /** A refusal of the service, with the message the region's service answers for `code` (site.yaml api.message). */
  refusal: (code: keyof MessageTexts & `${number}`) => ApiError;
  /** Where the screen sent the visitor (window.location.assign), in order. */
  visits: string[];
  $: <T extends Element = HTMLElement>(selector: string) => T;
  /** The element's text, or undefined when the page has none. */
  text: (selector: string) => string | undefined;
  type: (selector: string, value: string) => void;
  tick: (selector: string) => void;
  click: (selector: string) => Promise<void>;
  /** Submits the form `selector` (its button), and lets the calls it makes answer. */
  submit: (selector: string) => Promise<void>;
  /** Lets the calls under way answer (the profile fetched on mounting, a click's call). */
  settle: () => Promise<void>;
  /** The button whose text is `label`, or undefined. */
  button: (label: string) => HTMLButtonElement | undefined;
  close: () => void;
}

/**
 * Renders the section of type `type` of the page at `logicalPath` of `region` (e.g. the us log-in page's sign-in
 * section). `stored`: the session the browser holds before (a token, the stored profile); `before` runs before the
 * first render (answers of the fake a screen asks for on mounting).
 */
export function renderScreen<T extends Section['type']>(
  component: FunctionComponent<SectionProps<T>>,
  {
    region = 'us',
    logicalPath,
    type,
    stored = {},
    before,
  }: { region?: PageContext['region']; logicalPath: string; type: T; stored?: Partial<Record<SessionKey, string>>; before?: (account: FakeAccount) => void },
): Screen<T> {
  const data = pageDataFor(region, logicalPath);
  const section = data.page?.sections.find((candidate): candidate is Extract<Section, { type: T }> => candidate.type === type);
  if (!section) throw new Error(`no ${type} section on ${region} ${logicalPath}`);
  const pageContext = { region, logicalPath, serverNow: Date.now(), preview: false, data } as unknown as PageContext;
  const session = browserSession(data.region.storageScope);
  for (const [key, value] of Object.entries(stored)) session[key as SessionKey].value = value;
  const account = fakeAccount();
  before?.(account);
  const visits: string[] = [];
  vi.spyOn(window.location, 'assign').mockImplementation((url) => {
    visits.push(String(url));
  });
  const container = document.createElement('div');
  document.body.append(container);
  const root: Root = createRoot(container);
  const calls = () => account as unknown as AccountCalls;
  act(() => root.render(h(PageContextProvider, { pageContext, children: h(AccountCallsContext.Provider, { value: calls }, h(component, { section, level: 1 })) })));

  const $ = <E extends Element = HTMLElement>(selector: string): E => {
    const found = container.querySelector<E>(selector);
    if (!found) throw new Error(`nothing matches ${selector}`);
    return found;
  };
  const settle = async () => {
    for (let i = 0; i < 5; i++) await Promise.resolve();
  };
  return {
    account,
    texts: data.site.api.message,
    section,
    refusal: (code) => new ApiError(Number(code), apiMessage(data.site.api.message[code] ?? '', undefined, data.region.formatLocale), {}, 400),
    visits,
    $,
    text: (selector) => container.querySelector(selector)?.textContent ?? undefined,
    type: (selector, value) =>
      act(() => {
        const input = $<HTMLInputElement>(selector);
        input.value = value;
        input.dispatchEvent(new Event('input', { bubbles: true }));
      }),
    tick: (selector) =>
      act(() => {
        $<HTMLInputElement>(selector).checked = true;
      }),
    click: (selector) =>
      act(async () => {
        $<HTMLElement>(selector).click();
        await settle();
      }),
    submit: (selector) =>
      act(async () => {
        $<HTMLButtonElement>(`${selector} button[type=submit]`).click();
        await settle();
      }),
    settle: () => act(settle),
    button: (label) => Array.from(container.querySelectorAll('button')).find((button) => button.textContent === label),
    close: () => {
      act(() => root.unmount());
      container.remove();
      clearSession(session);
    },
  };
}
