import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { PageContext } from 'vike/types';
import { describe, expect, it, vi } from 'vitest';
import { PageContextProvider } from './page-context.tsx';
import { ServerOnly } from './ServerOnly.tsx';

const render = (isClientSide: boolean, children: () => React.ReactNode, className?: string) =>
  renderToStaticMarkup(createElement(PageContextProvider, { pageContext: { isClientSide } as PageContext, children: createElement(ServerOnly, { className, children }) }));

describe('ServerOnly', () => {
  it('on the server: what its function renders, in a box-less element', () => {
    expect(render(false, () => createElement('p', null, 'Hello'), 'hero-copy')).toBe('<div class="server-only hero-copy"><p>Hello</p></div>');
  });

  it("in the browser: the same element, empty (React keeps the server's content), and the function is never called", () => {
    const children = vi.fn(() => createElement('p', null, 'Hello'));
    expect(render(true, children)).toBe('<div class="server-only"></div>');
    expect(children).not.toHaveBeenCalled();
  });
});
