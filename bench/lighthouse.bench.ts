/**
 * Lighthouse performance (mobile preset, simulated throttling: Lighthouse's
 * defaults) of home, a product page and a support page in us, fr, jp and cn,
 * and each region's sale page in preview (inside its window, PREVIEW=1 server)
 * once its route is live — "not live" is printed until then — against the
 * production build on loopback; each page RUNS times (3 by default), reported
 * as min / median / max, since one run on a shared machine says little.
 * Issue 12's targets: performance ≥ 95, TBT ≤ 150 ms, CLS 0 (median of 3).
 * Prints figures; asserts nothing. Slow (~20 s a run): not part of `make bench`
 * unless BENCH_LIGHTHOUSE=1.
 *
 *   make bench-lighthouse    (or: node bench/lighthouse.bench.ts; BENCH_LIGHTHOUSE_RUNS=5, BENCH_LIGHTHOUSE_PAGES=/us,/fr/flagship-bumblebee)
 */
import lighthouse from 'lighthouse';
import { launchAuditBrowser } from '../e2e/gates/lighthouse.ts';
import { startServer, type RunningServer } from '../e2e/harness.ts';
import { regionTable } from '../dist/generated/regions.ts';
import { routes } from '../dist/generated/routes.ts';
import type { RegionCode } from '../dist/generated/types.ts';
import { regionPath, regionPrefixes } from '../runtime/shared/regions.ts';

const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const REGIONS: RegionCode[] = ['us', 'fr', 'jp', 'cn'];
const prefixes = regionPrefixes(regionTable);
const live = (region: RegionCode, page: string) => routes.find((r) => r.page === page && r.status === 'live' && r.regions.includes(region) && !r.meta.startTime && !r.meta.endTime);
/** A support page of the region: the support hub where it has one (us), else its manuals, download centre or warranty page. */
const supportPage = (region: RegionCode) => ['support', 'manuals', 'download-center', 'warranty-information'].map((page) => live(region, page)).find((r) => r !== undefined);
const DEFAULT_PAGES = REGIONS.flatMap((region) => [
  regionPath(region, '/', prefixes),
  regionPath(region, '/flagship-bumblebee', prefixes),
  ...[supportPage(region)].filter((r) => r !== undefined).map((r) => regionPath(region, r.path, prefixes)),
]);
const PAGES = process.env.BENCH_LIGHTHOUSE_PAGES?.split(',') ?? DEFAULT_PAGES;
/** The sale pages (routes whose page is a sale), measured in preview an hour after their window opens. */
const SALE_PAGES = ['christmas-sale', 'black-friday'];
const sales = REGIONS.flatMap((region) =>
  SALE_PAGES.map((page) => {
    const route = routes.find((r) => r.page === page && r.regions.includes(region));
    if (!route) return undefined;
    const at = route.meta.startTime ? new Date(Date.parse(route.meta.startTime) + 3_600_000).toISOString() : undefined;
    return { region, page, path: `${regionPath(region, route.path, prefixes)}${at ? `?at=${encodeURIComponent(at)}` : ''}`, live: route.status === 'live' };
  }),
).filter((s) => s !== undefined);

interface Figures {
  score: number;
  tbt: number;
  lcp: number;
  cls: number;
  fcp: number;
  si: number;
}
const METRICS: [keyof Figures, string, (x: number) => string][] = [
  ['score', 'perf', (x) => x.toFixed(0)],
  ['tbt', 'TBT ms', (x) => x.toFixed(0)],
  ['lcp', 'LCP ms', (x) => x.toFixed(0)],
  ['cls', 'CLS', (x) => x.toFixed(3)],
  ['fcp', 'FCP ms', (x) => x.toFixed(0)],
  ['si', 'SI ms', (x) => x.toFixed(0)],
];
const spread = (xs: number[], format: (x: number) => string) => {
  const s = [...xs].sort((a, b) => a - b);
  return `${format(s[0]!)}/${format(s[Math.floor(s.length / 2)]!)}/${format(s[s.length - 1]!)}`;
};

const server = await startServer({ NODE_ENV: 'production' });
const liveSales = process.env.BENCH_LIGHTHOUSE_PAGES ? [] : sales.filter((s) => s.live);
const preview: RunningServer | undefined = liveSales.length ? await startServer({ DEV_TOOLS: '1', PREVIEW: '1' }) : undefined;
const browser = await launchAuditBrowser();
try {
  console.log(`Lighthouse ${RUNS}× per page, mobile preset (simulated throttling), production build on loopback; min/median/max`);
  console.log('(a machine shared with other work adds CPU noise; re-measure on an idle machine before judging a target)');
  console.log(`   ${'page'.padEnd(40)} ${METRICS.map(([, label]) => label.padEnd(16)).join(' ')}`);
  const medians: Record<string, Figures> = {};
  const targets = [...PAGES.map((path) => ({ origin: server.origin, path })), ...liveSales.map((s) => ({ origin: preview!.origin, path: s.path }))];
  for (const { origin, path } of targets) {
    const runs: Figures[] = [];
    try {
      for (let i = 0; i < RUNS; i++) {
        // A trace lost on a loaded machine (NO_NAVSTART and the like) is retried, twice at most, and said.
        let lhr;
        for (let attempt = 1; ; attempt++) {
          const result = await lighthouse(
            `${origin}${path}`,
            { port: browser.port, logLevel: 'error', output: 'json' },
            {
              extends: 'lighthouse:default',
              settings: { onlyCategories: ['performance'], disableFullPageScreenshot: true, skipAboutBlank: true },
            },
          );
          lhr = result?.lhr;
          if (lhr && !lhr.runtimeError) break;
          if (attempt === 3) throw new Error(`Lighthouse failed on ${path}: ${lhr?.runtimeError?.message ?? 'no result'}`);
          console.log(`   (${path}: run ${i + 1} attempt ${attempt} failed: ${lhr?.runtimeError?.code ?? 'no result'}; again)`);
        }
        const value = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
        runs.push({
          score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
          tbt: value('total-blocking-time'),
          lcp: value('largest-contentful-paint'),
          cls: value('cumulative-layout-shift'),
          fcp: value('first-contentful-paint'),
          si: value('speed-index'),
        });
      }
    } catch (error) {
      console.log(`   ${path.padEnd(40)} FAILED: ${(error as Error).message}`);
      continue;
    }
    console.log(
      `   ${path.padEnd(40)} ${METRICS.map(([key, , format]) =>
        spread(
          runs.map((r) => r[key]),
          format,
        ).padEnd(16),
      ).join(' ')}`,
    );
    medians[path] = Object.fromEntries(METRICS.map(([key]) => [key, [...runs.map((r) => r[key])].sort((a, b) => a - b)[Math.floor(runs.length / 2)]!])) as unknown as Figures;
  }
  for (const sale of sales.filter((s) => !s.live)) console.log(`   ${sale.path.padEnd(40)} not live (route status planned: measured in preview once it is live)`);
  const all = Object.values(medians);
  const met = (ok: boolean) => (ok ? 'met' : 'MISSED');
  console.log(
    `   medians: perf ≥ 95 on every page: ${met(all.every((f) => f.score >= 95))} (lowest ${Math.min(...all.map((f) => f.score))}); TBT ≤ 150 ms: ${met(all.every((f) => f.tbt <= 150))} (highest ${Math.max(...all.map((f) => f.tbt)).toFixed(0)} ms); CLS 0: ${met(all.every((f) => f.cls === 0))} (highest ${Math.max(...all.map((f) => f.cls)).toFixed(3)})`,
  );
} finally {
  await browser.close();
  await server.stop();
  await preview?.stop();
}
