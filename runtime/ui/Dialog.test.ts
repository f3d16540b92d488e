// @vitest-environment happy-dom
import { act, createElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import type { PageContext } from 'vike/types';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Dialog, dialogTitleId } from './Dialog.tsx';
import { PageContextProvider } from './page-context.tsx';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const pageContext = { data: { site: { ui: { close: 'Close' } } } } as unknown as PageContext;
const tree = (fallbackHref = '#voice-commands') =>
  createElement(PageContextProvider, {
    pageContext,
    children: createElement(Dialog, {
      id: 'voice-dialog',
      title: 'Voice commands',
      opener: 'Show commands',
      fallbackHref,
      children: createElement('video', { preload: 'none' }),
    }),
  });

describe('Dialog without JavaScript (the server HTML)', () => {
  it('renders the opener as a link to the fallback and the dialog closed, named by its title', () => {
    const html = renderToString(tree());
    expect(html).toMatch(/<a class="button secondary" href="#voice-commands">Show commands<\/a>/);
    expect(html).toContain(`<dialog id="voice-dialog" class="dialog" aria-labelledby="${dialogTitleId('voice-dialog')}">`);
    expect(html).toContain(`<h2 id="voice-dialog-title">Voice commands</h2>`);
    expect(html).not.toMatch(/<dialog[^>]* open/);
    expect(html).toContain('aria-label="Close"');
  });

  it('holds its content only when the fallback shows the dialog in place; any other dialog is empty until opened', () => {
    expect(renderToString(tree())).not.toContain('<video');
    expect(renderToString(tree('#voice-dialog'))).toContain('<video preload="none">');
  });
});

describe('Dialog in the browser', () => {
  let container: HTMLElement;
  let root: Root;
  beforeEach(async () => {
    container = document.createElement('div');
    document.body.append(container);
    root = createRoot(container);
    await act(async () => root.render(tree()));
  });
  afterEach(async () => {
    await act(async () => root.unmount());
    container.remove();
  });

  const opener = () => container.querySelector<HTMLButtonElement>('button[aria-haspopup="dialog"]')!;
  const dialog = () => container.querySelector<HTMLDialogElement>('dialog')!;
  const openIt = async () => {
    opener().focus();
    await act(async () => opener().click());
  };

  it('turns the link into a button that controls the dialog', () => {
    expect(container.querySelector('a')).toBeNull();
    expect(opener().getAttribute('aria-controls')).toBe('voice-dialog');
    expect(opener().textContent).toBe('Show commands');
  });

  it('opens modally and moves focus into the dialog', async () => {
    expect(dialog().querySelector('video')).toBeNull();
    await openIt();
    expect(dialog().querySelector('video')).not.toBeNull();
    expect(dialog().open).toBe(true);
    expect(dialog().contains(document.activeElement)).toBe(true);
  });

  it('closes with Escape and gives focus back to the opener', async () => {
    await openIt();
    await act(async () => {
      dialog().dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true }));
    });
    expect(dialog().open).toBe(false);
    expect(document.activeElement).toBe(opener());
  });

  it('closes with its close button and gives focus back to the opener', async () => {
    await openIt();
    await act(async () => dialog().querySelector<HTMLButtonElement>('.dialog-close')!.click());
    expect(dialog().open).toBe(false);
    expect(document.activeElement).toBe(opener());
  });

  it('closes on a click on the backdrop (the dialog element itself), not inside its content', async () => {
    await openIt();
    await act(async () => dialog().querySelector<HTMLElement>('h2')!.click());
    expect(dialog().open).toBe(true);
    await act(async () => dialog().click());
    expect(dialog().open).toBe(false);
  });

  it('pauses a video inside when it closes', async () => {
    await openIt();
    const video = dialog().querySelector('video')!;
    let paused = 0;
    video.pause = () => {
      paused += 1;
    };
    await act(async () => dialog().querySelector<HTMLButtonElement>('.dialog-close')!.click());
    expect(paused).toBe(1);
  });
});
