// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installPreloadErrorHandling } from './preload-errors.ts';

/**
 * Vite's preload helper as it ships (vite/dist/node/chunks/node.js,
 * `handlePreloadError`): the importer gets the error unless a
 * `vite:preloadError` listener called preventDefault().
 */
function vitePreloadFailure(error: Error): void {
  const event = new Event('vite:preloadError', { cancelable: true }) as Event & { payload: Error };
  event.payload = error;
  window.dispatchEvent(event);
  if (!event.defaultPrevented) throw error;
}

/**
 * Browsers never let an exception thrown inside an event listener escape from
 * dispatchEvent(): it is reported on window ('error') instead. Vitest turns
 * happy-dom's error capturing off (errors would escape); this restores the
 * browser's behaviour for a test and collects what was reported.
 */
function browserErrorSemantics(): { reported: unknown[]; restore: () => void } {
  const settings = (window as unknown as { happyDOM: { settings: { disableErrorCapturing: boolean } } }).happyDOM.settings;
  const before = settings.disableErrorCapturing;
  settings.disableErrorCapturing = false;
  const reported: unknown[] = [];
  const onError = (event: Event) => {
    reported.push((event as ErrorEvent).error);
    event.preventDefault();
  };
  window.addEventListener('error', onError);
  const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  return {
    reported,
    restore: () => {
      settings.disableErrorCapturing = before;
      window.removeEventListener('error', onError);
      quiet.mockRestore();
    },
  };
}

const SCRIPT = 'https://www.mechanova.example/assets/flagship-bumblebee-3f2a1c.js';
const scriptError = () => new TypeError(`Failed to fetch dynamically imported module: ${SCRIPT}`);
const cssError = () => new Error('Unable to preload CSS for /assets/flagship-bumblebee-3f2a1c.css');

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
const answering = (status: number) => vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => new Response(null, { status }));

let uninstall: (() => void) | undefined;
let assign: ReturnType<typeof vi.spyOn>;
let semantics: ReturnType<typeof browserErrorSemantics>;

beforeEach(() => {
  assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
  semantics = browserErrorSemantics();
});
afterEach(() => {
  uninstall?.();
  uninstall = undefined;
  semantics.restore();
  vi.restoreAllMocks();
});

describe('the preload-error event', () => {
  it('is dispatched on window, cancelable, with the error as detail', () => {
    uninstall = installPreloadErrorHandling(window, answering(200));
    const seen: CustomEvent[] = [];
    window.addEventListener(
      'preload-error',
      (event) => {
        seen.push(event as CustomEvent);
        event.preventDefault();
      },
      { once: true },
    );
    const error = cssError();
    vitePreloadFailure(error);
    expect(seen).toHaveLength(1);
    expect(seen[0]!.cancelable).toBe(true);
    expect(seen[0]!.detail).toBe(error);
  });

  it('is no longer dispatched once uninstalled', () => {
    installPreloadErrorHandling(window, answering(200))();
    const seen: Event[] = [];
    window.addEventListener('preload-error', (event) => seen.push(event), { once: true });
    expect(() => vitePreloadFailure(cssError())).toThrow();
    expect(seen).toEqual([]);
  });
});

describe('a module that fails for another reason than a missing script', () => {
  // Seed 000 §2.5: "the error is rethrown unless a handler prevents it";
  // a failed style sheet "throws 'Unable to preload CSS'".
  it('reaches the importer when no listener prevents it', () => {
    uninstall = installPreloadErrorHandling(window, answering(200));
    const error = cssError();
    expect(() => vitePreloadFailure(error)).toThrow(error);
  });

  it('is not reported as an uncaught error from inside the event listener', () => {
    uninstall = installPreloadErrorHandling(window, answering(200));
    try {
      vitePreloadFailure(cssError());
    } catch {
      /* the importer's rejection */
    }
    expect(semantics.reported).toEqual([]);
  });

  it('is swallowed when a preload-error listener prevents it', () => {
    uninstall = installPreloadErrorHandling(window, answering(200));
    window.addEventListener('preload-error', (event) => event.preventDefault(), { once: true });
    expect(() => vitePreloadFailure(cssError())).not.toThrow();
    expect(semantics.reported).toEqual([]);
  });

  it('does not probe the server or reload', async () => {
    const fetchImpl = answering(404);
    uninstall = installPreloadErrorHandling(window, fetchImpl);
    window.addEventListener('preload-error', (event) => event.preventDefault(), { once: true });
    vitePreloadFailure(cssError());
    await flush();
    expect(fetchImpl).not.toHaveBeenCalled();
    expect(assign).not.toHaveBeenCalled();
  });
});

describe('a failed script (a new deploy removed the old chunk)', () => {
  it('asks the server for the script with an uncached HEAD', async () => {
    const fetchImpl = answering(404);
    uninstall = installPreloadErrorHandling(window, fetchImpl);
    try {
      vitePreloadFailure(scriptError());
    } catch {
      /* the importer may see it too */
    }
    await flush();
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    const [url, init] = fetchImpl.mock.calls[0]!;
    expect(String(url)).toBe(SCRIPT);
    expect(init).toMatchObject({ method: 'HEAD', cache: 'no-store' });
  });

  it('reloads the page (server routing: the visitor is where he was going) when the script answers 404', async () => {
    uninstall = installPreloadErrorHandling(window, answering(404));
    try {
      vitePreloadFailure(scriptError());
    } catch {
      /* whether the importer also sees it does not matter: the page reloads */
    }
    await flush();
    expect(assign).toHaveBeenCalledTimes(1);
    expect(assign).toHaveBeenCalledWith(window.location.href);
  });

  it('also recognises a site-relative script path', async () => {
    const fetchImpl = answering(404);
    uninstall = installPreloadErrorHandling(window, fetchImpl);
    try {
      vitePreloadFailure(new TypeError('error loading dynamically imported module: /assets/manuals-9a8b7c.mjs'));
    } catch {
      /* reloading */
    }
    await flush();
    expect(String(fetchImpl.mock.calls[0]![0])).toBe('/assets/manuals-9a8b7c.mjs');
    expect(assign).toHaveBeenCalledWith(window.location.href);
  });

  it('does not reload when the script is still there', async () => {
    uninstall = installPreloadErrorHandling(window, answering(200));
    try {
      vitePreloadFailure(scriptError());
    } catch {
      /* see the next test */
    }
    await flush();
    expect(assign).not.toHaveBeenCalled();
  });

  it('does not reload, and raises nothing unhandled, when the HEAD request itself fails', async () => {
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', onUnhandled);
    try {
      uninstall = installPreloadErrorHandling(
        window,
        vi.fn(async () => {
          throw new TypeError('offline');
        }),
      );
      try {
        vitePreloadFailure(scriptError());
      } catch {
        /* see the next test */
      }
      await flush();
      await flush();
      expect(assign).not.toHaveBeenCalled();
      expect(unhandled).toEqual([]);
    } finally {
      process.off('unhandledRejection', onUnhandled);
    }
  });

  // Seed 000 §2.5: only a 404 reloads; any module that fails to load is
  // otherwise rethrown unless a handler prevents it. A script that failed for a
  // passing network error is still on the server, so nothing reloads — the
  // importer must then get the error rather than an undefined module.
  it('still reaches the importer when the script is not gone (no reload will follow)', async () => {
    uninstall = installPreloadErrorHandling(window, answering(200));
    const error = scriptError();
    expect(() => vitePreloadFailure(error)).toThrow(error);
  });
});
