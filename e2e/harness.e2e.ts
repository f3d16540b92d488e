// The harness's shared tab: what one test leaves in it must not reach the next.
import { expect, it } from 'vitest';
import { useSite, useTab } from './harness.ts';

const site = useSite();
const tab = useTab(site);

it('useTab hands the tab over with the visitor forgotten: no cookie, no storage, on about:blank, a new error list', async () => {
  const first = await tab();
  await first.page.goto(`${site.server.origin}/us`);
  await first.page.evaluate(() => {
    localStorage.setItem('left-by-a-test', '1');
    sessionStorage.setItem('left-by-a-test', '1');
    document.cookie = 'left-by-a-test=1; path=/';
  });
  first.errors.push('an error of the first test');
  expect(await first.page.context().cookies()).not.toEqual([]);

  const second = await tab();
  expect(second.page).toBe(first.page);
  expect(second.page.url()).toBe('about:blank');
  expect(second.errors).toEqual([]);
  expect(await second.page.context().cookies()).toEqual([]);
  await second.page.goto(`${site.server.origin}/us`);
  expect(await second.page.evaluate(() => [localStorage.getItem('left-by-a-test'), sessionStorage.getItem('left-by-a-test')])).toEqual([null, null]);
});
