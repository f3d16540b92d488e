/**
 * The dark scheme (runtime/ui/tokens.css, prefers-color-scheme: dark): one page of each kind in the representative
 * regions, in a browser that asks for dark, has no axe violation and no control below 3:1 (WCAG 1.4.11), as the crawl
 * checks every page in the light scheme (e2e/gates/pages.e2e.ts). The tokens are the same in every region, so one page
 * per template covers what a colour can break.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations } from './axe.ts';
import { representativePages } from './gates/site-pages.ts';
import { openPage, useSite } from './harness.ts';
import { nonTextContrastProblems } from './non-text-contrast.ts';
import { hydrated } from './wait.ts';

const site = useSite();

/** The page's background and text colours, as the browser computed them. */
const colours = (page: Page) => page.evaluate(() => [getComputedStyle(document.documentElement).backgroundColor, getComputedStyle(document.body).color]);

/** After hydration and every transition it started (a submit button enabled by hydration eases to its colours). */
async function settled(page: Page): Promise<void> {
  await hydrated(page).catch(() => undefined);
  await page.evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => undefined))));
}

describe('the dark scheme', () => {
  it('applies where the browser asks for it, and only there', async () => {
    const dark = await openPage(site.browser, { colorScheme: 'dark' });
    await dark.page.goto(`${site.server.origin}/us`);
    const light = await openPage(site.browser, { colorScheme: 'light' });
    await light.page.goto(`${site.server.origin}/us`);
    expect(await colours(dark.page)).toEqual(['rgb(18, 22, 29)', 'rgb(238, 241, 245)']);
    expect(await colours(light.page)).toEqual(['rgb(255, 255, 255)', 'rgb(14, 17, 22)']);
    await Promise.all([dark.context.close(), light.context.close()]);
  });

  it('one page of each kind in us and cn: no axe violation and every control at least 3:1 against its surface', async () => {
    const { context, page } = await openPage(site.browser, { colorScheme: 'dark' });
    const problems: string[] = [];
    const pages = representativePages();
    for (const target of pages) {
      await page.goto(`${site.server.origin}${target.path}`);
      await settled(page);
      for (const problem of [...(await axeViolations(page)), ...(await nonTextContrastProblems(page))]) problems.push(`${target.path}: ${problem}`);
    }
    expect(pages.length).toBeGreaterThan(10);
    expect(problems).toEqual([]);
    await context.close();
  }, 300_000);
});
