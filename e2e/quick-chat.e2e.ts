import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPage, useSite } from './harness.ts';
import { frames, hydrated, queuedTasksRun, regionSuggestionSettled } from './wait.ts';

const site = useSite();

/** What the fake widget exposes to the test besides `MechanovaChat` itself. */
interface FakeChatWindow {
  __chatCalls: string[];
  __chatReady: boolean;
  __chatCloseListeners: number;
  __chatFireClose(): void;
}

/**
 * Runs in the page before any of its scripts: a stand-in for the third-party
 * widget whose global appears (already ready) after `delayMs`, as if its async
 * script had just loaded. Serialized by Playwright: no closures over test code.
 */
function installFakeWidget(delayMs: number) {
  const win = window as unknown as FakeChatWindow & { MechanovaChat?: unknown };
  const closeListeners: Array<() => void> = [];
  win.__chatCalls = [];
  win.__chatReady = false;
  win.__chatCloseListeners = 0;
  win.__chatFireClose = () => {
    for (const cb of closeListeners) cb();
  };
  setTimeout(() => {
    win.MechanovaChat = {
      open: () => {
        win.__chatCalls.push('open');
      },
      close: () => {
        win.__chatCalls.push('close');
      },
      on: (event: string, cb: () => void) => {
        if (event === 'close') {
          closeListeners.push(cb);
          win.__chatCloseListeners = closeListeners.length;
        }
      },
      ready: (cb: () => void) => {
        cb();
      },
    };
    win.__chatReady = true;
  }, delayMs);
}

const fake = <K extends keyof FakeChatWindow>(page: Page, key: K) => page.evaluate((k) => (window as unknown as FakeChatWindow)[k], key);

const iconVisible = (page: Page) => page.locator('button.quick-chat').isVisible();

/** Scrolls the window to `y` and waits for the browser to have dispatched the scroll event. */
async function scrollTo(page: Page, y: number) {
  await page.evaluate(
    (top) =>
      new Promise<void>((resolve) => {
        window.addEventListener('scroll', () => resolve(), { once: true });
        window.scrollTo(0, top);
      }),
    y,
  );
}

describe('quick-chat icon (seed 000 §4)', () => {
  it('on /us: shows after the widget loaded and closed, hides on scroll, returns after 3 s or on scrolling up, opens the widget', async () => {
    const { context, page, errors } = await openPage(site.browser);
    // The page's timers run on Playwright's clock: flowing as usual while the page loads, paused below
    // so the 3 s reappear delay is stepped through exactly instead of slept through.
    await page.clock.install();
    await context.addInitScript(installFakeWidget, 200);
    await page.goto(`${site.server.origin}/us`);
    // Its code loads once the page is hydrated (not first-load JavaScript); it arrives hidden.
    await hydrated(page);
    await expect.poll(() => page.locator('button.quick-chat').count()).toBe(1);
    expect(await page.getAttribute('button.quick-chat', 'aria-label')).toBe('Chat with us');
    expect(await iconVisible(page)).toBe(false);

    // Ready alone is not enough: the widget opens itself on load; the icon waits for its close.
    await expect.poll(() => fake(page, '__chatReady')).toBe(true);
    await expect.poll(() => fake(page, '__chatCloseListeners')).toBeGreaterThan(0);
    expect(await iconVisible(page)).toBe(false);
    await page.evaluate(() => (window as unknown as FakeChatWindow).__chatFireClose());
    await expect.poll(() => iconVisible(page)).toBe(true);
    // quick-chat.css reached the build: a fixed 56 px button at the bottom right.
    expect(
      await page.$eval('button.quick-chat', (button) => {
        const style = getComputedStyle(button);
        const box = button.getBoundingClientRect();
        return { position: style.position, width: box.width, height: box.height, right: window.innerWidth - box.right > 0, bottom: window.innerHeight - box.bottom > 0 };
      }),
    ).toEqual({ position: 'fixed', width: 56, height: 56, right: true, bottom: true });

    // Make the page scrollable whatever the home's content height.
    await page.evaluate(() => {
      document.body.style.minHeight = '400vh';
    });

    // From here the page's time moves only when the test moves it (scroll events and React's renders
    // do not run on timers, so they go on as usual).
    await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000));
    await scrollTo(page, 600);
    await expect.poll(() => iconVisible(page), { timeout: 1000 }).toBe(false);
    await page.clock.runFor(2999);
    // Hidden up to the last millisecond of the delay: a render the timer caused would have reached the DOM.
    await queuedTasksRun(page);
    expect(await iconVisible(page)).toBe(false);
    await page.clock.runFor(1);
    await expect.poll(() => iconVisible(page), { timeout: 1000 }).toBe(true);

    await scrollTo(page, 1200);
    await expect.poll(() => iconVisible(page), { timeout: 1000 }).toBe(false);
    await scrollTo(page, 900);
    // "At once": well before the 3 s reappear delay.
    await expect.poll(() => iconVisible(page), { timeout: 1000 }).toBe(true);

    await page.click('button.quick-chat');
    expect(await fake(page, '__chatCalls')).toEqual(['open']);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('on /us without any widget: the icon never shows', async () => {
    const { context, page, errors } = await openPage(site.browser);
    await page.clock.install();
    // Counts the adapter's looks for the widget's global (runtime/client/chat-adapter.ts polls it), which stays absent.
    await context.addInitScript(() => {
      const win = window as unknown as { __chatLooks: number };
      win.__chatLooks = 0;
      Object.defineProperty(window, 'MechanovaChat', {
        configurable: true,
        get: () => {
          win.__chatLooks += 1;
          return undefined;
        },
      });
    });
    await page.goto(`${site.server.origin}/us`);
    await hydrated(page);
    await expect.poll(() => page.locator('button.quick-chat').count()).toBe(1);
    // The icon is wired up and its adapter is looking for the widget: now run the page's clock past the
    // adapter's whole wait (15 s) — every timer that could show the icon has fired by then.
    await expect.poll(() => page.evaluate(() => (window as unknown as { __chatLooks: number }).__chatLooks)).toBeGreaterThan(0);
    await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000));
    await page.clock.runFor(16_000);
    const looks = await page.evaluate(() => (window as unknown as { __chatLooks: number }).__chatLooks);
    await page.clock.runFor(1000);
    await queuedTasksRun(page);
    // It has given up (no more looks), and the icon stayed hidden.
    expect(await page.evaluate(() => (window as unknown as { __chatLooks: number }).__chatLooks)).toBe(looks);
    expect(await page.locator('button.quick-chat').count()).toBe(1);
    expect(await iconVisible(page)).toBe(false);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('on /fr: there is no quick-chat icon, even with the widget present', async () => {
    const { context, page, errors } = await openPage(site.browser);
    await context.addInitScript(installFakeWidget, 200);
    await page.goto(`${site.server.origin}/fr`);
    await hydrated(page);
    // The components loaded after hydration (the region suggestion, the icon where there is one) have
    // arrived and rendered: the region suggestion has settled.
    await regionSuggestionSettled(page);
    await expect.poll(() => fake(page, '__chatReady')).toBe(true);
    await page.evaluate(() => (window as unknown as FakeChatWindow).__chatFireClose());
    await frames(page);
    expect(await page.locator('button.quick-chat').count()).toBe(0);
    expect(await fake(page, '__chatCloseListeners')).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});

/**
 * The third-party widget as its script would arrive from CHAT_WIDGET_URL: it defines the global the
 * adapter waits for (already ready) and lets the test fire its close event.
 */
const WIDGET_SCRIPT = `
const closeListeners = [];
window.__chatCalls = [];
window.__chatFireClose = () => closeListeners.forEach((cb) => cb());
window.MechanovaChat = {
  open() { window.__chatCalls.push('open'); },
  close() { window.__chatCalls.push('close'); },
  on(event, cb) { if (event === 'close') closeListeners.push(cb); window.__chatCloseListeners = closeListeners.length; },
  ready(cb) { cb(); },
};
`;

describe('the normal build started with CHAT_WIDGET_URL (a deployment with a widget)', () => {
  const WIDGET_URL = 'https://chat.example.test/widget.js';
  const configured = useSite({ CHAT_WIDGET_URL: WIDGET_URL });

  it('on /us: loads the widget from its URL, and the icon shows once the widget is closed, and opens it', async () => {
    const { context, page, errors } = await openPage(configured.browser);
    const requested: string[] = [];
    await context.route('https://chat.example.test/**', (route) => {
      requested.push(route.request().url());
      return route.fulfill({ body: WIDGET_SCRIPT, contentType: 'text/javascript' });
    });
    await page.goto(`${configured.server.origin}/us`);
    await hydrated(page);
    // The script comes from the configured URL (no stand-in injected into the page), after hydration.
    await expect.poll(() => page.evaluate(() => (window as unknown as { __chatCloseListeners?: number }).__chatCloseListeners ?? 0), { timeout: 20_000 }).toBeGreaterThan(0);
    expect(requested).toEqual([WIDGET_URL]);
    expect(await iconVisible(page)).toBe(false);
    await page.evaluate(() => (window as unknown as FakeChatWindow).__chatFireClose());
    await expect.poll(() => iconVisible(page)).toBe(true);
    await page.click('button.quick-chat');
    expect(await fake(page, '__chatCalls')).toEqual(['open']);
    expect(errors).toEqual([]);
    await context.close();
  });
});
