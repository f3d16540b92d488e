import { formatMessage } from '../../core/message.ts';
import { usePageContext } from './page-context.tsx';

/**
 * Fills a text's arguments and plurals for the page's region (core/message.ts, the site's one message grammar).
 *
 * @example
 * const message = useMessage();
 * message(section.sessions.loggedOutAll, { count: 3 }) // => 'Logged out on 3 devices.'
 */
export function useMessage(): (text: string, values: Readonly<Record<string, string | number>>) => string {
  const locale = usePageContext().data.region.formatLocale;
  return (text, values) => formatMessage(text, values, locale);
}
