import type { ReactNode } from 'react';
import { usePageContext } from './page-context.tsx';

/**
 * A part of the page the server renders and the browser never hydrates: in the
 * browser the same element keeps the server's HTML as it is (React leaves an
 * element with dangerouslySetInnerHTML alone while hydrating), and `children`
 * — a function, so nothing of it is computed there — is not called. Neither the
 * part's hydration nor its work (Intl formatters, content walks) reach the
 * browser. Only for content without behaviour: no state, effect or handler
 * would ever run inside it. The element is box-less (`.server-only` is
 * `display: contents`), so it changes no layout: what it holds lays out as the
 * parent's children (flex and grid items alike).
 */
export function ServerOnly({ className, children }: { className?: string; children: () => ReactNode }) {
  const { isClientSide } = usePageContext();
  const classes = className ? `server-only ${className}` : 'server-only';
  // biome-ignore lint/security/noDangerouslySetInnerHtml: an empty __html keeps the server's markup while hydrating; nothing is injected
  if (isClientSide) return <div className={classes} dangerouslySetInnerHTML={{ __html: '' }} suppressHydrationWarning />;
  return <div className={classes}>{children()}</div>;
}
