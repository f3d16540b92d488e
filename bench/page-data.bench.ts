/**
 * Page data in the HTML: the bytes of the serialized pageContext (Vike's
 * `<script id="vike_pageContext">`) of every live page in every region, raw and
 * gzip, per page type. Issue target: ≤ 8 KB gzip per page. Prints figures;
 * asserts nothing.
 *
 *   make bench                                   (builds, starts the built server)
 *   node bench/page-data.bench.ts   (after make build)
 *   BENCH_ORIGIN=http://127.0.0.1:3000 node bench/page-data.bench.ts
 *                                                (measure a server already running, e.g. an older build)
 */
import { gzipSync } from 'node:zlib';
import { startServer } from '../e2e/harness.ts';
import { regionTable } from '../dist/generated/regions.ts';
import { routes } from '../dist/generated/routes.ts';
import { REGION_CODES, regionPath, regionPrefixes } from '../runtime/shared/regions.ts';

const TARGET = 8 * 1024;
const server = process.env.BENCH_ORIGIN ? undefined : await startServer({ NODE_ENV: 'production' });
const origin = process.env.BENCH_ORIGIN ?? server!.origin.replace('localhost', '127.0.0.1');
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

try {
  const prefixes = regionPrefixes(regionTable);
  const rows: { page: string; region: string; raw: number; gzip: number }[] = [];
  for (const route of routes) {
    if (!route.page || route.status !== 'live' || route.path.includes(':')) continue;
    for (const region of route.regions) {
      const path = regionPath(region, route.path, prefixes);
      const answer = await fetch(`${origin}${path}`, { redirect: 'manual' });
      if (answer.status !== 200) continue; // outside a window, or not served
      const html = await answer.text();
      const json = /<script id="vike_pageContext" type="application\/json">([\s\S]*?)<\/script>/.exec(html)?.[1];
      if (json === undefined) throw new Error(`${path}: no serialized pageContext in the HTML`);
      rows.push({ page: route.page, region, raw: Buffer.byteLength(json), gzip: gzipSync(json, { level: 9 }).length });
    }
  }
  console.log('Page data in the HTML (serialized pageContext), per page type: gzip -9 (raw)   target ≤ 8 KB gzip per page');
  for (const page of [...new Set(rows.map((r) => r.page))].sort()) {
    const mine = rows.filter((r) => r.page === page).sort((a, b) => REGION_CODES.indexOf(a.region as never) - REGION_CODES.indexOf(b.region as never));
    const worst = Math.max(...mine.map((r) => r.gzip));
    console.log(`  ${page.padEnd(22)} max ${kb(worst).padStart(8)}  ${worst <= TARGET ? 'met' : 'MISSED'}   ${mine.map((r) => `${r.region} ${kb(r.gzip)} (${kb(r.raw)})`).join(', ')}`);
  }
} finally {
  await server?.stop();
}
