import { Fragment } from 'react';
import { parseMarkup } from '../../core/markup.ts';

/** Renders a text that may hold the allow-listed markup (<br>, <small>) as elements — never as HTML. */
export function RichText({ text }: { text: string }) {
  return <>{parseMarkup(text).map((part, i) => (part.kind === 'br' ? <br key={i} /> : part.kind === 'small' ? <small key={i}>{part.text}</small> : <Fragment key={i}>{part.text}</Fragment>))}</>;
}
