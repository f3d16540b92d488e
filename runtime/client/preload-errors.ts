/**
 * Seed 000 §2.5, on top of Vite's preload helper (which already throws
 * 'Unable to preload CSS for …' when a style sheet fails):
 * - a lazily loaded module that fails fires a cancelable `preload-error` event
 *   on window; unless a handler prevents it, the error is rethrown;
 * - a failed script whose URL answers 404 (a new deploy removed the old chunk)
 *   reloads the page (server routing: the visitor is on the page he was going to).
 */

type PreloadErrorEvent = Event & { payload: Error };

export function installPreloadErrorHandling(win: Window, fetchImpl: typeof fetch = fetch.bind(win)): () => void {
  const onPreloadError = (event: Event) => {
    const error = (event as PreloadErrorEvent).payload;
    const ours = new CustomEvent('preload-error', { cancelable: true, detail: error });
    win.dispatchEvent(ours);
    // Only a listener that prevented our event stops Vite from rethrowing to the importer.
    // (A throw from inside this listener would not reach the importer: browsers report it on window.)
    if (ours.defaultPrevented) event.preventDefault();
    const script = /(https?:\/\/[^\s'"]+|\/[^\s'"]+)\.m?js/.exec(error?.message ?? '')?.[0];
    if (script) {
      void fetchImpl(script, { method: 'HEAD', cache: 'no-store' }).then(
        (response) => {
          if (response.status === 404) win.location.assign(win.location.href);
        },
        () => undefined,
      );
    }
  };
  win.addEventListener('vite:preloadError', onPreloadError);
  return () => win.removeEventListener('vite:preloadError', onPreloadError);
}
