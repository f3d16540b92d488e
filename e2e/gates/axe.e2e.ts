// Gate: axe-core (WCAG 2.1 A/AA and best practices) on every page of every region, after hydration.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPage, useSite } from '../harness.ts';
import { mapPool } from './pool.ts';
import { sitePages } from './site-pages.ts';
import { printTable } from './table.ts';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

/** Every axe violation on the page as `rule: selector (help)`, one per element. */
async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(TAGS).options({ resultTypes: ['violations'] }).analyze();
  return results.violations.flatMap((v) => v.nodes.map((node) => `${v.id}: ${node.target.join(' ')} (${v.help})`));
}

const site = useSite();

describe('axe gate', () => {
  it('reports violations on a known-bad page (the gate can fail)', async () => {
    const { context, page } = await openPage(site.browser);
    await page.setContent('<!DOCTYPE html><html><head><title>Bad</title></head><body><h1>Title</h1><h3>Skipped a level</h3><img src="data:,"><a href="#"></a></body></html>');
    const rules = new Set((await axeViolations(page)).map((v) => v.split(':')[0]));
    expect([...rules]).toEqual(expect.arrayContaining(['html-has-lang', 'heading-order', 'image-alt', 'link-name']));
    await context.close();
  });

  it('every page of every region has no violation', async () => {
    const checked = await mapPool(sitePages(), 2, async (target) => {
      const { context, page } = await openPage(site.browser);
      const response = await page.goto(`${site.server.origin}${target.path}`);
      // The shell adds parts after hydration (region suggestion, session labels): check what a visitor ends up with.
      const hydrated = await page.waitForFunction(() => !document.body.classList.contains('no-js'), undefined, { timeout: 10_000 }).then(() => true, () => false);
      const found = await axeViolations(page);
      if (response?.status() !== target.status) found.unshift(`status ${response?.status()} instead of ${target.status}`);
      if (!hydrated) found.unshift('did not hydrate within 10 s');
      await context.close();
      return { target, found };
    });
    const rows = checked.map(({ target, found }) => [target.path, target.region, target.kind, found.length ? `${found.length} violation(s)` : 'ok']);
    const failures = checked.flatMap(({ target, found }) => found.map((f) => `${target.path} ${f}`));
    printTable('axe (WCAG 2.1 A/AA + best practices)', ['page', 'region', 'kind', 'result'], rows,
      `${rows.length} pages, ${failures.length} violation(s)${failures.length ? `:\n  ${failures.join('\n  ')}` : ''}`);
    expect(failures).toEqual([]);
  }, 1_800_000); // every page of every region: the site grows page by page, and shared machines are slow
});
