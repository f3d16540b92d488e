import { createContext, useContext, type ReactNode } from 'react';
import { formatMessage } from '../../core/message.ts';
import type { PageContext } from 'vike/types';

const Context = createContext<PageContext | undefined>(undefined);

export function PageContextProvider({ pageContext, children }: { pageContext: PageContext; children: ReactNode }) {
  return <Context.Provider value={pageContext}>{children}</Context.Provider>;
}

/** The current pageContext (region, texts, time). */
export function usePageContext(): PageContext {
  const pageContext = useContext(Context);
  if (!pageContext) throw new Error('usePageContext() outside <PageContextProvider>');
  return pageContext;
}

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
