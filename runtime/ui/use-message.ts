import { formatMessage, type Message, type MessageValues } from '../../core/message.ts';
import { usePageContext } from './page-context.tsx';

/**
 * Fills a message's arguments and plurals for the page's region (core/message.ts): the message is a text codegen
 * parsed, typed by the arguments its field declares, so leaving one out, or passing one it does not declare, is a type error.
 *
 * @example
 * const message = useMessage();
 * message(section.sessions.loggedOutAll, { count: 3 }) // => 'Logged out on 3 devices.'
 */
export function useMessage(): <A extends MessageValues>(message: Message<A>, values: NoInfer<A>) => string {
  const locale = usePageContext().data.region.formatLocale;
  return (message, values) => formatMessage(message, values, locale);
}
