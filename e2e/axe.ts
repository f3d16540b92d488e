/**
 * axe-core (WCAG 2.1 A/AA and best practices) on the page a test has open. The engine's source is
 * evaluated in each frame of the page and run there, in one call: @axe-core/playwright's builder
 * opens a second page for each analysis and injects the engine twice, which cost the site-wide
 * crawl ~2 s of a ~3 s check per page.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults, RunOptions } from 'axe-core';
import type { Page } from 'playwright-core';

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** The rule sets every axe check of the suite applies. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

declare global {
  interface Window {
    axe: { run(context: Document, options: RunOptions): Promise<AxeResults> };
  }
}

/**
 * Every axe violation on the page as `rule: selector (help)`, one per element. Frames are checked too:
 * axe in the top document asks the copy evaluated in each frame.
 *
 * @example
 * expect(await axeViolations(page)).toEqual([]);
 */
export async function axeViolations(page: Page): Promise<string[]> {
  for (const frame of page.frames()) {
    if (!frame.isDetached()) await frame.evaluate(AXE_SOURCE);
  }
  const violations = await page.evaluate(async (tags) => {
    const results = await window.axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
    return results.violations.map((v) => ({ id: v.id, help: v.help, targets: v.nodes.map((node) => node.target.join(' ')) }));
  }, AXE_TAGS);
  return violations.flatMap((v) => v.targets.map((target) => `${v.id}: ${target} (${v.help})`));
}
