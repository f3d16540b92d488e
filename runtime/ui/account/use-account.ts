/**
 * What every account screen needs: the region's API client and session, the
 * typed calls, the api.message texts (the seed's messages), region paths, and
 * where to go after logging in — the fromPath of the URL when it is a same-site
 * path (runtime/shared/guard.ts safeFromPath), else the account page; and the
 * screens' resend countdown and focus on a new step's heading.
 */
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import type { PageContext } from 'vike/types';
import { regionTable } from '../../../dist/generated/regions.ts';
import type { SiteDocument } from '../../../dist/generated/types.ts';
import { accountCalls, type AccountCalls } from '../../client/account.ts';
import { pageApi } from '../../client/page-api.ts';
import { browserSession, type Session } from '../../client/session.ts';
import { safeFromPath } from '../../shared/guard.ts';
import { regionPath, regionPrefixes } from '../../shared/regions.ts';
import { usePageContext } from '../page-context.tsx';

const prefixes = regionPrefixes(regionTable);

/** The region's api.message texts (site.yaml), as the schema types them: the rules' texts and default among them. */
export type MessageTexts = SiteDocument['api']['message'];

/**
 * Where the screens get their account calls: the service's, through the page's API client. A component test
 * provides a fake here, the one edge between a screen and the network.
 */
export const AccountCallsContext = createContext<(pageContext: PageContext, session: Session) => AccountCalls>((pageContext, session) => accountCalls(pageApi(pageContext), session));

export function useAccount() {
  const pageContext = usePageContext();
  const callsOf = useContext(AccountCallsContext);
  const { region, data } = pageContext;
  return useMemo(() => {
    const session = browserSession(data.region.storageScope);
    const texts: MessageTexts = data.site.api.message;
    const path = (logicalPath: string) => regionPath(region, logicalPath, prefixes);
    /** After a login: the same-site fromPath of this page's URL, else the account page. */
    const destination = (): string => {
      const fromPath = typeof window === 'undefined' ? null : new URLSearchParams(window.location.search).get('fromPath');
      return safeFromPath(fromPath) ?? path('/account');
    };
    return { region, session, texts, path, destination, account: callsOf(pageContext, session) };
  }, [region, data, pageContext, callsOf]);
}

/**
 * The href of another account screen (login ⇄ register) carrying this URL's
 * same-site fromPath; the server renders it without (it cannot know the
 * query of a cached page), the browser adds it once mounted.
 */
export function useHrefWithFromPath(logicalPath: string): string {
  const { region } = usePageContext();
  const plain = regionPath(region, logicalPath, prefixes);
  const [href, setHref] = useState(plain);
  useEffect(() => {
    const fromPath = safeFromPath(new URLSearchParams(window.location.search).get('fromPath'));
    setHref(fromPath ? `${plain}?fromPath=${encodeURIComponent(fromPath)}` : plain);
  }, [plain]);
  return href;
}

/** Seconds before a code or link may be sent again (the service allows 5 mails per address in 15 minutes). */
export const RESEND_SECONDS = 60;

/** Seconds left (0: done), and how to start again. */
export interface Countdown {
  left: number;
  start: (seconds: number) => void;
}

/**
 * A countdown in whole seconds (resend buttons, the way back to log-in):
 * `start(60)` counts 60, 59 … 0; `onDone` runs once at 0.
 */
export function useCountdown(onDone?: () => void): Countdown {
  const [left, setLeft] = useState(0);
  const [endsAt, setEndsAt] = useState<number | undefined>();
  const start = useCallback((seconds: number) => {
    setEndsAt(Date.now() + seconds * 1000);
    setLeft(seconds);
  }, []);
  useEffect(() => {
    if (endsAt === undefined) return;
    const timer = setInterval(() => {
      const remaining = Math.max(0, Math.ceil((endsAt - Date.now()) / 1000));
      setLeft(remaining);
      if (remaining === 0) {
        clearInterval(timer);
        setEndsAt(undefined);
        onDone?.();
      }
    }, 250);
    return () => clearInterval(timer);
  }, [endsAt, onDone]);
  return { left, start };
}

/**
 * When a screen moves to another step (check your inbox, success …), its
 * heading takes focus, so a screen reader announces where the visitor now is.
 * Not on the first render: a page load keeps the browser's own focus.
 */
export function useStepFocus(step: string, headingId: string) {
  const first = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: step is the trigger: the heading takes focus when the screen moves to another step
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const heading = document.getElementById(headingId);
    if (!heading) return;
    heading.tabIndex = -1;
    heading.focus();
  }, [step, headingId]);
}
