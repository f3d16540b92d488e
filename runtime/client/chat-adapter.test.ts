// @vitest-environment happy-dom
// The widget script is never fetched in tests: happy-dom treats the disabled load as a success.
// @vitest-environment-options {"settings":{"handleDisabledFileLoadingAsSuccess":true}}
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createChatAdapter, loadChatWidget, type ChatWidget } from './chat-adapter.ts';

/** A stand-in for the third-party widget: ready after `readyAfterMs`, records calls, fires close on demand. */
function fakeWidget(readyAfterMs = 0) {
  const calls: string[] = [];
  const closeHandlers: Array<() => void> = [];
  let isReady = false;
  const readyQueue: Array<() => void> = [];
  const widget: ChatWidget = {
    open: () => {
      calls.push('open');
    },
    close: () => {
      calls.push('close');
    },
    on: (event, cb) => {
      if (event === 'close') closeHandlers.push(cb);
    },
    ready: (cb) => {
      if (isReady) cb();
      else readyQueue.push(cb);
    },
  };
  setTimeout(() => {
    isReady = true;
    readyQueue.splice(0).forEach((cb) => cb());
  }, readyAfterMs);
  return { widget, calls, fireClose: () => closeHandlers.forEach((cb) => cb()) };
}

const globals = window as unknown as Record<string, unknown>;

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  delete globals.MechanovaChat;
  delete globals.OtherChat;
  document.head.innerHTML = '';
});

describe('createChatAdapter', () => {
  it('reports ready once the global appears later and the widget says it is ready', () => {
    const adapter = createChatAdapter(window);
    const onReady = vi.fn();
    adapter.onReady(onReady);
    vi.advanceTimersByTime(1000);
    expect(onReady).not.toHaveBeenCalled();
    const fake = fakeWidget(200);
    globals.MechanovaChat = fake.widget;
    vi.advanceTimersByTime(100);
    expect(onReady).not.toHaveBeenCalled(); // found, but the widget is not ready yet
    vi.advanceTimersByTime(200);
    expect(onReady).toHaveBeenCalledTimes(1);
  });

  it('uses a global that is already there', () => {
    globals.MechanovaChat = fakeWidget(0).widget;
    const adapter = createChatAdapter(window);
    const onReady = vi.fn();
    adapter.onReady(onReady);
    vi.advanceTimersByTime(0);
    expect(onReady).toHaveBeenCalledTimes(1);
  });

  it('calls a ready listener added after readiness at once', () => {
    globals.MechanovaChat = fakeWidget(0).widget;
    const adapter = createChatAdapter(window);
    vi.advanceTimersByTime(0);
    const late = vi.fn();
    adapter.onReady(late);
    expect(late).toHaveBeenCalledTimes(1);
  });

  it('honours globalName', () => {
    globals.MechanovaChat = fakeWidget(0).widget;
    const adapter = createChatAdapter(window, { globalName: 'OtherChat' });
    const onReady = vi.fn();
    adapter.onReady(onReady);
    vi.advanceTimersByTime(500);
    expect(onReady).not.toHaveBeenCalled();
    globals.OtherChat = fakeWidget(0).widget;
    vi.advanceTimersByTime(100);
    expect(onReady).toHaveBeenCalledTimes(1);
  });

  it('waits for a global that has all four methods, not a half-initialised object', () => {
    const adapter = createChatAdapter(window);
    const onReady = vi.fn();
    adapter.onReady(onReady);
    globals.MechanovaChat = { open() {} };
    vi.advanceTimersByTime(500);
    expect(onReady).not.toHaveBeenCalled();
    globals.MechanovaChat = fakeWidget(0).widget;
    vi.advanceTimersByTime(100);
    expect(onReady).toHaveBeenCalledTimes(1);
  });

  it('gives up silently after timeoutMs (default 15000 ms): nothing ever fires', () => {
    const adapter = createChatAdapter(window);
    const onReady = vi.fn();
    adapter.onReady(onReady);
    vi.advanceTimersByTime(15_100);
    globals.MechanovaChat = fakeWidget(0).widget;
    vi.advanceTimersByTime(10_000);
    expect(onReady).not.toHaveBeenCalled();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('honours timeoutMs', () => {
    const adapter = createChatAdapter(window, { timeoutMs: 1000 });
    const onReady = vi.fn();
    adapter.onReady(onReady);
    vi.advanceTimersByTime(1100);
    globals.MechanovaChat = fakeWidget(0).widget;
    vi.advanceTimersByTime(1000);
    expect(onReady).not.toHaveBeenCalled();
  });

  it('opens and closes the widget once ready, and does nothing before', () => {
    const fake = fakeWidget(200);
    globals.MechanovaChat = fake.widget;
    const adapter = createChatAdapter(window);
    adapter.open();
    expect(fake.calls).toEqual([]);
    vi.advanceTimersByTime(200);
    adapter.open();
    adapter.close();
    expect(fake.calls).toEqual(['open', 'close']);
  });

  it('relays each close event to every close listener', () => {
    const fake = fakeWidget(0);
    globals.MechanovaChat = fake.widget;
    const adapter = createChatAdapter(window);
    const a = vi.fn();
    const b = vi.fn();
    adapter.onClose(a);
    const unsubscribeB = adapter.onClose(b);
    vi.advanceTimersByTime(0);
    fake.fireClose();
    unsubscribeB();
    fake.fireClose();
    expect(a).toHaveBeenCalledTimes(2);
    expect(b).toHaveBeenCalledTimes(1);
  });

  it('after dispose: stops polling, relays no events and opens nothing', () => {
    const adapter = createChatAdapter(window);
    const onReady = vi.fn();
    adapter.onReady(onReady);
    adapter.dispose();
    expect(vi.getTimerCount()).toBe(0);
    const fake = fakeWidget(0);
    globals.MechanovaChat = fake.widget;
    vi.advanceTimersByTime(1000);
    expect(onReady).not.toHaveBeenCalled();

    const live = createChatAdapter(window);
    const onClose = vi.fn();
    live.onClose(onClose);
    vi.advanceTimersByTime(0);
    live.dispose();
    fake.fireClose();
    live.open();
    expect(onClose).not.toHaveBeenCalled();
    expect(fake.calls).toEqual([]);
  });
});

describe('loadChatWidget', () => {
  const src = 'https://chat.example.com/widget.js';

  it('appends an async script when a URL is configured', () => {
    const script = loadChatWidget(document, src);
    const scripts = [...document.querySelectorAll('script')];
    expect(scripts).toHaveLength(1);
    expect(scripts[0]).toBe(script);
    expect(scripts[0]!.getAttribute('src')).toBe(src);
    expect(scripts[0]!.async).toBe(true);
  });

  it('appends nothing without a URL', () => {
    expect(loadChatWidget(document, undefined)).toBeUndefined();
    expect(loadChatWidget(document, '')).toBeUndefined();
    expect(document.querySelectorAll('script')).toHaveLength(0);
  });

  it('loads the script once when called again (the component remounts on client navigation)', () => {
    const first = loadChatWidget(document, src);
    const second = loadChatWidget(document, src);
    expect(second).toBe(first);
    expect(document.querySelectorAll('script')).toHaveLength(1);
  });
});
