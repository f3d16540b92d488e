/**
 * The one decision between production behaviour and the development tools (the account service's /dev/mailbox,
 * which shows every login code and reset link, its generated secret, PREVIEW=1 and PSEUDO_LOCALE=1), shared by
 * the built server, `make dev` and the service (security review 2026-12-07, N2). Production is the default: the
 * tools run only when asked for by name, DEV_TOOLS=1 or NODE_ENV=development, and only on a loopback HOST; a
 * server started with them on another address does not start. NODE_ENV unset or test is production behaviour.
 *
 * @example
 * developmentTools({}) // => false
 * developmentTools({ DEV_TOOLS: '1' }) // => true
 * developmentTools({ DEV_TOOLS: '1', HOST: '0.0.0.0' }) // throws: refused on a non-loopback HOST
 */
export function developmentTools(env: Record<string, string | undefined>): boolean {
  if (env.DEV_TOOLS !== '1' && env.NODE_ENV !== 'development') return false;
  const asked = env.DEV_TOOLS === '1' ? 'DEV_TOOLS=1' : 'NODE_ENV=development';
  if (env.NODE_ENV === 'production') throw new Error(`${asked} and NODE_ENV=production contradict each other: unset DEV_TOOLS for production.`);
  const host = env.HOST || '127.0.0.1';
  if (!isLoopback(host)) {
    throw new Error(
      `${asked} turns on the development tools (/dev/mailbox shows every login code and reset link), which are refused on HOST=${host}: serve them on loopback (HOST unset, 127.0.0.1 or localhost), or unset ${asked.split('=')[0]} for production.`,
    );
  }
  return true;
}

/** Whether a listening host is reachable from this machine only. */
export const isLoopback = (host: string): boolean => /^(localhost|127(\.\d{1,3}){3}|::1|\[::1\])$/i.test(host);
