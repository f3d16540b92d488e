/**
 * First-load JavaScript of a served page: every script the HTML loads
 * (`<script src>`, `<link rel="modulepreload">`) and what those import
 * statically, gzip -9 per file, summed. Chunks loaded later by a dynamic
 * import() (on demand, after hydration) are not first-load JavaScript.
 * Shared by e2e/js-budget.e2e.ts (the 90 KB budget) and bench/site.bench.ts.
 */
import { gzipSync } from 'node:zlib';

export const FIRST_LOAD_JS_BUDGET = 90 * 1024;

export interface ScriptSize {
  url: string;
  bytes: number;
  gzip: number;
}
export interface FirstLoadJs {
  scripts: ScriptSize[];
  gzip: number;
  bytes: number /** Imported statically but not announced by the HTML (fetched late, a waterfall). */;
  unlisted: string[];
}

/** <script src> and <link rel="modulepreload" href> of a page, in document order. */
export const scriptsOf = (html: string): string[] => [...html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"|<link\b(?=[^>]*\brel="modulepreload")[^>]*\bhref="([^"]+)"/g)].map((m) => (m[1] ?? m[2])!);

/** Relative static imports of a module (`import{…}from"./x.js"`, `import"./x.js"`, `export{…}from"./x.js"`), resolved; `import(` is dynamic and left out. */
export const staticImportsOf = (url: string, js: string): string[] =>
  [...js.matchAll(/\b(?:import|export)\s*(?:[\w$*{][^"'`;()]*?\bfrom\s*)?["'](\.{1,2}\/[^"']+\.js)["']/g)].map((m) => new URL(m[1]!, `http://x${url}`).pathname);

/**
 * The first-load JavaScript of the page whose HTML is `html`; `fetchAsset`
 * answers a same-origin path with its bytes.
 */
export async function firstLoadJs(html: string, fetchAsset: (url: string) => Promise<Buffer>): Promise<FirstLoadJs> {
  const listed = scriptsOf(html);
  const seen = new Set(listed);
  const queue = [...listed];
  const scripts: ScriptSize[] = [];
  while (queue.length) {
    const url = queue.shift()!;
    const body = await fetchAsset(url);
    scripts.push({ url, bytes: body.length, gzip: gzipSync(body, { level: 9 }).length });
    for (const dep of staticImportsOf(url, body.toString('utf8')))
      if (!seen.has(dep)) {
        seen.add(dep);
        queue.push(dep);
      }
  }
  return {
    scripts,
    gzip: scripts.reduce((sum, s) => sum + s.gzip, 0),
    bytes: scripts.reduce((sum, s) => sum + s.bytes, 0),
    unlisted: scripts.map((s) => s.url).filter((url) => !listed.includes(url)),
  };
}
