/** Prints the first-load JavaScript of each page type of a running build (docs/decisions.md D6: ≤ 90 KB gzip). */
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { bundle } from '../dist/generated/bundles.ts';
import { regionTable } from '../dist/generated/regions.ts';
import { routes } from '../dist/generated/routes.ts';
import { FIRST_LOAD_JS_BUDGET, firstLoadJs } from '../e2e/first-load-js.ts';
import { regionPath, regionPrefixes } from '../runtime/shared/regions.ts';

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** Every live page of the route table (in us, else its first region), the 404 page and a login-only path. */
export function pageTypes(): Map<string, string> {
  const prefixes = regionPrefixes(regionTable);
  const types = new Map<string, string>();
  for (const route of routes) {
    if (!route.page || route.status !== 'live' || route.meta.startTime || route.meta.endTime || types.has(route.page)) continue;
    types.set(route.page, regionPath(route.regions.includes('us') ? 'us' : route.regions[0]!, route.path, prefixes));
  }
  types.set('404', '/us/no-such-page');
  types.set('login-only path', '/us/account');
  return types;
}

export async function reportFirstLoadJs(origin: string, asset: (url: string) => Promise<Buffer>): Promise<void> {
  console.log('1. JavaScript on first load per page type (<script src>, <link rel="modulepreload"> and their static imports; gzip -9 per file, summed; e2e/first-load-js.ts)');
  for (const [type, path] of pageTypes()) {
    const html = await (await fetch(`${origin}${path}`)).text();
    const js = await firstLoadJs(html, asset);
    let brotli = 0;
    for (const s of js.scripts) brotli += brotliCompressSync(await asset(s.url), { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
    console.log(
      `   ${`${type} ${path}`.padEnd(44)} ${js.scripts.length} files, gzip ${kb(js.gzip)}   target ≤ 90 KB: ${js.gzip <= FIRST_LOAD_JS_BUDGET ? 'met' : 'MISSED'}   (brotli ${kb(brotli)}, uncompressed ${kb(js.bytes)})`,
    );
    console.log(`   ${''.padEnd(44)} gzip KB per file: ${js.scripts.map((s) => `${s.url.replace(/^.*\//, '')} ${(s.gzip / 1024).toFixed(1)}`).join(', ')}`);
    if (js.unlisted.length) console.log(`   ${''.padEnd(44)} statically imported but not in the HTML (fetched late): ${js.unlisted.join(', ')}`);
  }
}

/** The us routes of product pages (a hero that sells a catalogue product), live and without a window. */
export function productPages(): Map<string, string> {
  const prefixes = regionPrefixes(regionTable);
  const pages = bundle('us').pages as Record<string, { sections: readonly { type: string; product?: string }[] } | undefined>;
  const found = new Map<string, string>();
  for (const route of routes) {
    if (!route.page || route.status !== 'live' || !route.regions.includes('us') || route.meta.startTime || route.meta.endTime) continue;
    if (pages[route.page]?.sections.some((s) => s.type === 'hero' && s.product)) found.set(route.page, regionPath('us', route.path, prefixes));
  }
  return found;
}

/** Vike's serialized pageContext (the page data) in a page's HTML. */
export const pageDataOf = (html: string): string | undefined => /<script id="vike_pageContext" type="application\/json">([\s\S]*?)<\/script>/.exec(html)?.[1];

export async function reportProductPages(origin: string, asset: (url: string) => Promise<Buffer>): Promise<void> {
  console.log('\n2. Each us product page: first-load JavaScript and page data (serialized pageContext), gzip -9   targets ≤ 90 KB JS, ≤ 8 KB page data');
  for (const [page, path] of productPages()) {
    const html = await (await fetch(`${origin}${path}`)).text();
    const js = await firstLoadJs(html, asset);
    const data = pageDataOf(html) ?? '';
    const dataGzip = gzipSync(data, { level: 9 }).length;
    console.log(
      `   ${path.padEnd(70)} JS ${kb(js.gzip)} ${js.gzip <= FIRST_LOAD_JS_BUDGET ? 'met' : 'MISSED'}   page data ${kb(dataGzip)} (raw ${kb(Buffer.byteLength(data))}) ${dataGzip <= 8 * 1024 ? 'met' : 'MISSED'}   [${page}]`,
    );
  }
}
