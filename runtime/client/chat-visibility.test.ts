import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHAT_REAPPEAR_MS, createChatVisibility } from './chat-visibility.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

function setup() {
  const visibility = createChatVisibility({ setTimeout, clearTimeout });
  const changes: boolean[] = [];
  visibility.subscribe((visible) => changes.push(visible));
  return { visibility, changes };
}

/** Ready and closed once: the icon's resting state. */
function shown() {
  const result = setup();
  result.visibility.widgetReady();
  result.visibility.widgetClosed();
  result.changes.length = 0;
  return result;
}

describe('before the widget has loaded and been closed', () => {
  it('is hidden at first', () => {
    const { visibility, changes } = setup();
    expect(visibility.visible).toBe(false);
    expect(changes).toEqual([]);
  });

  it('stays hidden when the widget is only ready (it opens itself on load)', () => {
    const { visibility, changes } = setup();
    visibility.widgetReady();
    expect(visibility.visible).toBe(false);
    expect(changes).toEqual([]);
  });

  it('stays hidden on a close event from a widget that never became ready', () => {
    const { visibility } = setup();
    visibility.widgetClosed();
    expect(visibility.visible).toBe(false);
  });

  it('shows once the widget is ready and has been closed, in either order', () => {
    const a = setup();
    a.visibility.widgetReady();
    a.visibility.widgetClosed();
    expect(a.changes).toEqual([true]);
    const b = setup();
    b.visibility.widgetClosed();
    b.visibility.widgetReady();
    expect(b.changes).toEqual([true]);
  });

  it('notifies changes only: a second close event is not a change', () => {
    const { visibility, changes } = shown();
    visibility.widgetClosed();
    visibility.widgetReady();
    expect(changes).toEqual([]);
    expect(visibility.visible).toBe(true);
  });

  it('does not show early when the visitor scrolled while the widget loaded', () => {
    const { visibility } = setup();
    visibility.scrolled(300);
    visibility.widgetReady();
    visibility.widgetClosed();
    expect(visibility.visible).toBe(false);
    vi.advanceTimersByTime(CHAT_REAPPEAR_MS);
    expect(visibility.visible).toBe(true);
  });

  it('does not show on an upward scroll alone', () => {
    const { visibility } = setup();
    visibility.scrolled(300);
    visibility.scrolled(100);
    vi.advanceTimersByTime(CHAT_REAPPEAR_MS * 2);
    expect(visibility.visible).toBe(false);
  });
});

describe('scrolling', () => {
  it('reappears after 3000 ms (seed 000 §9)', () => {
    expect(CHAT_REAPPEAR_MS).toBe(3000);
  });

  it('hides on any scroll, the first one included', () => {
    const { visibility, changes } = shown();
    visibility.scrolled(0);
    expect(visibility.visible).toBe(false);
    expect(changes).toEqual([false]);
  });

  it('shows again after CHAT_REAPPEAR_MS without scrolling, not before', () => {
    const { visibility, changes } = shown();
    visibility.scrolled(200);
    vi.advanceTimersByTime(CHAT_REAPPEAR_MS - 1);
    expect(visibility.visible).toBe(false);
    vi.advanceTimersByTime(1);
    expect(visibility.visible).toBe(true);
    expect(changes).toEqual([false, true]);
  });

  it('restarts the wait on each downward scroll', () => {
    const { visibility, changes } = shown();
    visibility.scrolled(100);
    vi.advanceTimersByTime(2000);
    visibility.scrolled(400);
    vi.advanceTimersByTime(CHAT_REAPPEAR_MS - 1);
    expect(visibility.visible).toBe(false);
    vi.advanceTimersByTime(1);
    expect(visibility.visible).toBe(true);
    expect(changes).toEqual([false, true]);
  });

  it('shows at once when the visitor scrolls upward, and the pending timer does not fire again', () => {
    const { visibility, changes } = shown();
    visibility.scrolled(100);
    visibility.scrolled(600);
    visibility.scrolled(550);
    expect(visibility.visible).toBe(true);
    vi.advanceTimersByTime(CHAT_REAPPEAR_MS * 2);
    expect(changes).toEqual([false, true]);
  });

  it('hides again on scrolling down after an upward scroll', () => {
    const { visibility } = shown();
    visibility.scrolled(600);
    visibility.scrolled(500);
    visibility.scrolled(700);
    expect(visibility.visible).toBe(false);
  });

  it('treats a scroll event at the same position as a scroll, not as upward', () => {
    const { visibility } = shown();
    visibility.scrolled(300);
    vi.advanceTimersByTime(CHAT_REAPPEAR_MS);
    visibility.scrolled(300);
    expect(visibility.visible).toBe(false);
  });
});

describe('subscriptions and disposal', () => {
  it('stops notifying an unsubscribed listener', () => {
    const visibility = createChatVisibility({ setTimeout, clearTimeout });
    const changes: boolean[] = [];
    const unsubscribe = visibility.subscribe((visible) => changes.push(visible));
    visibility.widgetReady();
    unsubscribe();
    visibility.widgetClosed();
    expect(changes).toEqual([]);
    expect(visibility.visible).toBe(true);
  });

  it('after dispose, a pending reappearance notifies no one', () => {
    const { visibility, changes } = shown();
    visibility.scrolled(100);
    visibility.dispose();
    vi.advanceTimersByTime(CHAT_REAPPEAR_MS * 2);
    expect(changes).toEqual([false]);
    expect(vi.getTimerCount()).toBe(0);
  });
});
