import { effect, signal, type Signal } from '@preact/signals-react';
import { SESSION_KEYS } from '../shared/storage-keys.ts';

/** The stored session values (seed 000 §3), each a signal persisted in localStorage; the keys are listed, for the cookie policy, in storage-keys.ts. */
export type SessionKey = (typeof SESSION_KEYS)[number];
export type Session = Record<SessionKey, Signal<string | null>>;

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const sessions = new Map<string, Session>();

/**
 * The session of one storage scope ('/us', '/eu', '/cn'): regions of one API
 * family share it, and a token of one family is never read by another.
 * Keys are stored as `<scope>/<key>`, e.g. `/eu/apptoken`.
 *
 * @example
 * const session = sessionFor('/eu', localStorage);
 * session.apptoken.value = 'token'; // persisted
 */
export function sessionFor(scope: string, storage: KeyValueStorage | undefined): Session {
  const existing = sessions.get(scope);
  if (existing) return existing;
  const session = {} as Session;
  for (const key of SESSION_KEYS) {
    const name = `${scope}/${key}`;
    let initial: string | null = null;
    try {
      initial = storage?.getItem(name) ?? null;
    } catch {
      /* storage blocked: keep the session in memory */
    }
    const value = signal<string | null>(initial);
    effect(() => {
      const current = value.value;
      try {
        if (current === null) storage?.removeItem(name);
        else storage?.setItem(name, current);
      } catch {
        /* quota or privacy mode: the signal still holds the value */
      }
    });
    session[key] = value;
  }
  sessions.set(scope, session);
  return session;
}

/** Logout and failed refresh clear every stored session value except the chosen country. */
export function clearSession(session: Session): void {
  for (const key of SESSION_KEYS) if (key !== 'country') session[key].value = null;
}

/** The browser's session of the given scope, or an in-memory one on the server. */
export function browserSession(scope: string): Session {
  return sessionFor(scope, typeof localStorage === 'undefined' ? undefined : localStorage);
}
