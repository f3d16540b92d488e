import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPage, useSite } from './harness.ts';

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
  win.__chatFireClose = () => { for (const cb of closeListeners) cb(); };
  setTimeout(() => {
    win.MechanovaChat = {
      open: () => { win.__chatCalls.push('open'); },
      close: () => { win.__chatCalls.push('close'); },
      on: (event: string, cb: () => void) => {
        if (event === 'close') { closeListeners.push(cb); win.__chatCloseListeners = closeListeners.length; }
      },
      ready: (cb: () => void) => { cb(); },
    };
    win.__chatReady = true;
  }, delayMs);
}

const fake = <K extends keyof FakeChatWindow>(page: Page, key: K) =>
  page.evaluate((k) => (window as unknown as FakeChatWindow)[k], key);

const iconVisible = (page: Page) => page.locator('button.quick-chat').isVisible();

async function hydrated(page: Page) {
  await expect.poll(() => page.evaluate(() => document.body.classList.contains('no-js'))).toBe(false);
}

/** Scrolls the window to `y` and waits for the browser to have dispatched the scroll event. */
async function scrollTo(page: Page, y: number) {
  await page.evaluate((top) => new Promise<void>((resolve) => {
    window.addEventListener('scroll', () => resolve(), { once: true });
    window.scrollTo(0, top);
  }), y);
}

describe('quick-chat icon (seed 000 §4)', () => {
  it('on /us: shows after the widget loaded and closed, hides on scroll, returns after 3 s or on scrolling up, opens the widget', async () => {
    const { context, page, errors } = await openPage(site.browser);
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
    expect(await page.$eval('button.quick-chat', (button) => {
      const style = getComputedStyle(button);
      const box = button.getBoundingClientRect();
      return { position: style.position, width: box.width, height: box.height, right: window.innerWidth - box.right > 0, bottom: window.innerHeight - box.bottom > 0 };
    })).toEqual({ position: 'fixed', width: 56, height: 56, right: true, bottom: true });

    // Make the page scrollable whatever the home's content height.
    await page.evaluate(() => { document.body.style.minHeight = '400vh'; });

    await scrollTo(page, 600);
    await expect.poll(() => iconVisible(page), { timeout: 1000 }).toBe(false);
    await page.waitForTimeout(2000);
    expect(await iconVisible(page)).toBe(false);
    await page.waitForTimeout(1200);
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
    await page.goto(`${site.server.origin}/us`);
    await hydrated(page);
    await page.waitForTimeout(1000);
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
    await expect.poll(() => fake(page, '__chatReady')).toBe(true);
    await page.evaluate(() => (window as unknown as FakeChatWindow).__chatFireClose());
    await page.waitForTimeout(300);
    expect(await page.locator('button.quick-chat').count()).toBe(0);
    expect(await fake(page, '__chatCloseListeners')).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});
