/**
 * The first paint on a slow phone: each page loaded N times in Debian's chromium with the CPU slowed 4×
 * (and, with BENCH_FIRST_PAINT_NET=1, a slow 4G link: 150 ms, 1.6 Mbps), printing first contentful paint
 * (median/p90), how many loads shifted the layout (any CLS above 0) and how many rendered a frame before
 * the lead section was parsed (what pages/+onRenderHtml.tsx's `<link rel="expect" blocking="render">`
 * prevents). Real timings on a shared machine: compare figures of the same run, not across runs.
 *
 *   node bench/first-paint.bench.ts
 *   BENCH_FIRST_PAINT_RUNS=20 BENCH_FIRST_PAINT_PAGES=/us,/jp BENCH_FIRST_PAINT_NET=1 node bench/first-paint.bench.ts
 */
import type { BrowserContextOptions } from 'playwright-core';
import { HALF_PARSED_FRAMES } from '../e2e/first-paint.ts';
import { launchBrowser, openPage, startServer } from '../e2e/harness.ts';
import { median, ms, p90 } from './stats.ts';

const RUNS = Number(process.env.BENCH_FIRST_PAINT_RUNS ?? 10);
const NET = process.env.BENCH_FIRST_PAINT_NET === '1';
const PHONE: BrowserContextOptions = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const DESKTOP: BrowserContextOptions = { viewport: { width: 1366, height: 800 } };
const DEFAULT_PAGES: [string, BrowserContextOptions][] = [
  ['/us/flagship-bumblebee', DESKTOP],
  ['/us', PHONE],
  ['/jp', PHONE],
  ['/de/flagship-bumblebee', PHONE],
  ['/us/manuals', PHONE],
];
const PAGES = process.env.BENCH_FIRST_PAINT_PAGES?.split(',').map((path): [string, BrowserContextOptions] => [path, PHONE]) ?? DEFAULT_PAGES;

interface Load {
  fcp: number;
  cls: number;
  early: number;
}

/** Runs in the page before its first script: sums the layout shifts (no source needs a function name). */
const CLS_SUM = `
  window.__cls = 0;
  new PerformanceObserver(function (list) {
    for (const entry of list.getEntries()) if (!entry.hadRecentInput) window.__cls += entry.value;
  }).observe({ type: 'layout-shift', buffered: true });
`;

const server = await startServer({ NODE_ENV: 'production' });
const browser = await launchBrowser();
try {
  console.log(`First paint, CPU 4× slower${NET ? ', slow 4G' : ', loopback'}; ${RUNS} loads per page`);
  console.log(`   ${'page'.padEnd(28)} ${'width'.padEnd(6)} ${'FCP median'.padEnd(11)} ${'FCP p90'.padEnd(9)} ${'shifted'.padEnd(8)} half-parsed frames`);
  for (const [path, options] of PAGES) {
    const loads: Load[] = [];
    for (let i = 0; i < RUNS; i++) {
      const { context, page } = await openPage(browser, { ...options, locale: 'en-US' });
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      if (NET) {
        await cdp.send('Network.enable');
        await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 });
      }
      await page.addInitScript(CLS_SUM);
      await page.addInitScript(HALF_PARSED_FRAMES);
      await page.goto(`${server.origin}${path}`);
      await page.waitForFunction(() => !document.body.classList.contains('no-js'));
      await page.waitForTimeout(1000);
      loads.push(
        await page.evaluate(() => {
          const w = window as unknown as { __cls: number; __halfParsedFrames: string[] };
          return { fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN, cls: w.__cls, early: w.__halfParsedFrames.length };
        }),
      );
      await context.close();
    }
    const fcps = loads.map((l) => l.fcp);
    const shifted = loads.filter((l) => l.cls > 0);
    const maxCls = Math.max(0, ...loads.map((l) => l.cls));
    console.log(
      `   ${path.padEnd(28)} ${String(options.viewport!.width).padEnd(6)} ${ms(median(fcps)).padEnd(11)} ${ms(p90(fcps)).padEnd(9)} ${`${shifted.length}/${RUNS}`.padEnd(8)} ${loads.filter((l) => l.early > 0).length}/${RUNS} loads${shifted.length ? ` (CLS max ${maxCls.toFixed(4)})` : ''}`,
    );
  }
} finally {
  await browser.close();
  await server.stop();
}
