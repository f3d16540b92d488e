import type { TranslationReport } from '../codegen/records/stale-translations.ts';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * GET /dev/translations in `make dev` only (dev/vite-dev.ts; a Vite plugin that applies to the dev server, never
 * to a build): the translation status of the last good generate run, as `make translations` prints it, per region and file,
 * each text linked to its place in the editor (Vite's /__open-in-editor).
 */
export function translationsPage(report: TranslationReport | undefined, root: string): string {
  const open = (file: string, line: number, column: number) => `/__open-in-editor?file=${encodeURIComponent(`${root}/${file}:${line}:${column}`)}`;
  const link = (file: string, line: number, column: number) => `<a href="${escapeHtml(open(file, line, column))}">${escapeHtml(file)}:${line}:${column}</a>`;
  const body = !report
    ? '<p>No report yet: make generate has errors (see the terminal or the error overlay).</p>'
    : [
        '<div class="table-scroll"><table><caption>Texts per region</caption><thead><tr><th scope="col">Region</th><th scope="col">From</th><th scope="col">Texts</th><th scope="col">Stale</th><th scope="col">Copied</th><th scope="col">Confirmed</th></tr></thead><tbody>',
        ...report.regions.map(
          (r) =>
            `<tr><th scope="row"><a href="#${escapeHtml(r.region)}">${escapeHtml(r.region)}</a></th><td>${escapeHtml(r.from.join(', '))}</td><td>${r.texts}</td><td>${r.stale}</td><td>${r.identical}</td><td>${r.confirmed}</td></tr>`,
        ),
        '</tbody></table></div>',
        ...report.regions.map((r) => {
          const files = r.files.filter((f) => f.stale.length || f.identical.length || f.confirmed.length);
          const items = files.map((f) => {
            const rows = [
              ...f.stale.map(
                (s) =>
                  `<li>stale ${link(f.file, s.line, s.column)} <code>${escapeHtml(s.key)}</code>: “${escapeHtml(s.oldRefText ?? '')}” → “${escapeHtml(s.refText)}”. Needs no change? <code>make confirm-translation FILE=${escapeHtml(f.file)} KEY=${escapeHtml(s.key)}</code></li>`,
              ),
              ...f.identical.map((s) => `<li>copied ${link(f.file, s.line, s.column)} <code>${escapeHtml(s.key)}</code>: “${escapeHtml(s.text)}”</li>`),
              ...f.confirmed.map((s) => `<li>confirmed ${link(f.file, s.line, s.column)} <code>${escapeHtml(s.key)}</code></li>`),
            ];
            return `<h3>${escapeHtml(f.file)}</h3><p>${f.texts} texts, ${f.stale.length} stale, ${f.identical.length} copied, ${f.confirmed.length} confirmed</p><ul>${rows.join('')}</ul>`;
          });
          return `<section id="${escapeHtml(r.region)}"><h2>${escapeHtml(r.region)}: ${r.stale} stale, ${r.identical} copied, ${r.confirmed} confirmed of ${r.texts}</h2>${items.join('') || '<p>Nothing to do.</p>'}</section>`;
        }),
      ].join('\n');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Translations: development</title><style>body{font:16px/1.5 system-ui,sans-serif;margin:1rem;max-width:80rem}table{border-collapse:collapse}caption{text-align:left;font-weight:600}.table-scroll{overflow-x:auto}td,th{border:1px solid #767676;padding:.25rem .5rem;text-align:right}code{overflow-wrap:anywhere}a{color:#0645ad}li{overflow-wrap:anywhere}</style></head><body><main><h1>Translations</h1><p>Stale: the reference changed since the text was written (update it, or <code>make confirm-translation FILE=… KEY=…</code>). Copied: identical to the reference in another language. Missing texts are errors of make generate. See docs/translators.md.</p>${body}</main></body></html>`;
}
