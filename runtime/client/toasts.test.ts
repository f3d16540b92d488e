import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMessages, NOTIFICATION_DEFAULTS, TOAST_DEFAULTS } from './toasts.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const texts = (messages: ReturnType<typeof createMessages>) => messages.toasts.value.map((t) => t.message);

describe('toasts (seed 000 §9: 3 s by default)', () => {
  it('uses the seed constants', () => {
    expect(TOAST_DEFAULTS.durationMs).toBe(3000);
    expect(NOTIFICATION_DEFAULTS.durationMs).toBe(4500);
  });

  it('shows a toast until 3 s have passed, then removes it', () => {
    const messages = createMessages();
    messages.toast('Please log in');
    expect(texts(messages)).toEqual(['Please log in']);
    vi.advanceTimersByTime(2999);
    expect(texts(messages)).toEqual(['Please log in']);
    vi.advanceTimersByTime(1);
    expect(texts(messages)).toEqual([]);
  });

  it('honours a duration given by the caller', () => {
    const messages = createMessages();
    messages.toast('Saved', { durationMs: 500 });
    vi.advanceTimersByTime(499);
    expect(texts(messages)).toEqual(['Saved']);
    vi.advanceTimersByTime(1);
    expect(texts(messages)).toEqual([]);
  });

  it('expires each toast on its own clock', () => {
    const messages = createMessages();
    messages.toast('first');
    vi.advanceTimersByTime(2000);
    messages.toast('second');
    vi.advanceTimersByTime(1000);
    expect(texts(messages)).toEqual(['second']);
    vi.advanceTimersByTime(2000);
    expect(texts(messages)).toEqual([]);
  });

  it('gives every toast its own id', () => {
    const messages = createMessages();
    const a = messages.toast('a');
    const b = messages.toast('b');
    expect(a).not.toBe(b);
    expect(messages.toasts.value.map((t) => t.id)).toEqual([a, b]);
  });

  it('with max, keeps only the newest toasts, the new one included', () => {
    const messages = createMessages();
    messages.toast('one');
    messages.toast('two');
    messages.toast('three');
    messages.toast('four', { max: 2 });
    expect(texts(messages)).toEqual(['three', 'four']);
    messages.toast('five', { max: 1 });
    expect(texts(messages)).toEqual(['five']);
  });

  it('with max larger than the queue, drops nothing', () => {
    const messages = createMessages();
    messages.toast('one');
    messages.toast('two', { max: 5 });
    expect(texts(messages)).toEqual(['one', 'two']);
  });

  it('dismisses a toast by id before its time, leaving the others', () => {
    const messages = createMessages();
    const a = messages.toast('a');
    messages.toast('b');
    messages.dismissToast(a);
    expect(texts(messages)).toEqual(['b']);
    // Its timer firing later is harmless.
    vi.advanceTimersByTime(3000);
    expect(texts(messages)).toEqual([]);
  });

  it('schedules through the timers it was given', () => {
    const calls: number[] = [];
    const timers = {
      setTimeout: ((_: () => void, ms?: number) => {
        calls.push(ms ?? 0);
        return 0;
      }) as unknown as typeof setTimeout,
    };
    const messages = createMessages(timers);
    messages.toast('x');
    messages.notify('t', 'm');
    expect(calls).toEqual([3000, 4500]);
  });
});

describe('notifications (seed 000 §9: 4.5 s)', () => {
  it('shows title and message for 4.5 s', () => {
    const messages = createMessages();
    messages.notify('Subscribed', 'Thank you');
    expect(messages.notifications.value).toEqual([expect.objectContaining({ title: 'Subscribed', message: 'Thank you' })]);
    vi.advanceTimersByTime(4499);
    expect(messages.notifications.value).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(messages.notifications.value).toEqual([]);
  });

  it('is independent of the toasts', () => {
    const messages = createMessages();
    messages.toast('toast');
    const id = messages.notify('title', 'note');
    vi.advanceTimersByTime(3000);
    expect(texts(messages)).toEqual([]);
    expect(messages.notifications.value.map((n) => n.id)).toEqual([id]);
  });

  it('dismisses a notification by id', () => {
    const messages = createMessages();
    const a = messages.notify('a', '1');
    const b = messages.notify('b', '2');
    messages.dismissNotification(a);
    expect(messages.notifications.value.map((n) => n.id)).toEqual([b]);
  });

  it('keeps separate queues per factory call', () => {
    const one = createMessages();
    const two = createMessages();
    one.toast('only in one');
    expect(texts(two)).toEqual([]);
  });
});
