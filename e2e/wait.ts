// Conditions the browser tests wait for instead of fixed sleeps (issue: "No fixed sleeps: wait for conditions").
// Each helper names what has happened when it returns; none of them waits a set time.
import type { Page } from 'playwright-core';

/**
 * Resolves once the page has hydrated: the shell drops `no-js` from <body> when React has taken the page
 * over. Waits as long as Playwright's own timeout (30 s), not expect.poll's one second, which a page
 * hydrating on a busy machine can outlast.
 */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => !document.body.classList.contains('no-js'));
}

/**
 * Resolves after the page has produced `count` more animation frames: whatever a scroll, a layout
 * change or a React commit scheduled before the call has been rendered by then. Not for use while
 * Playwright's clock is paused (it fakes requestAnimationFrame).
 */
export function frames(page: Page, count = 2): Promise<void> {
  return page.evaluate(
    (n) =>
      new Promise<void>((resolve) => {
        const step = (left: number) => {
          if (left === 0) resolve();
          else requestAnimationFrame(() => step(left - 1));
        };
        step(n);
      }),
    count,
  );
}

/**
 * Resolves once the page has run the tasks already queued for it through MessageChannel — where React's
 * scheduler queues its renders — so a state change made before the call has reached the DOM. Works
 * while Playwright's clock is paused (MessageChannel is not one of the clock's fakes).
 */
export function queuedTasksRun(page: Page): Promise<void> {
  return page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => {
          channel.port1.close();
          resolve();
        };
        channel.port2.postMessage(null);
      }),
  );
}

/**
 * Waits until the region suggestion has been decided for this page view — offered or not — which
 * runtime/ui/RegionSuggestion.tsx marks with `data-settled` on its slot. After it, a missing
 * `.region-suggestion` means none was offered, not "not yet".
 */
export async function regionSuggestionSettled(page: Page): Promise<void> {
  await page.locator('.region-suggestion-slot[data-settled]').waitFor({ state: 'attached' });
}

/**
 * Waits until `window.scrollY` has stopped changing over two consecutive animation frames and
 * is above `minY`: a smooth scroll (anchor links, scroll-behavior) has come to rest.
 */
export async function scrollSettled(page: Page, minY = 0): Promise<void> {
  await page.waitForFunction(
    (min) =>
      new Promise<boolean>((resolve) => {
        const y0 = window.scrollY;
        requestAnimationFrame(() => requestAnimationFrame(() => resolve(window.scrollY === y0 && y0 > min)));
      }),
    minY,
  );
}

/**
 * The bottom of the bars that stay on screen while the page scrolls: the site's header and, on a page that has one,
 * the page's local navigation stuck below it (.page-menu, runtime/ui/sections/page-menu). An anchor lands below this.
 */
export function stickyBarsBottom(page: Page): Promise<number> {
  return page.evaluate(() => {
    const header = document.querySelector('.site-header')!.getBoundingClientRect().bottom;
    const local = document.querySelector('.page-menu')?.getBoundingClientRect();
    // The local navigation counts once it is stuck under the header (its top at the header's bottom).
    return local && Math.abs(local.top - header) <= 1 ? local.bottom : header;
  });
}
