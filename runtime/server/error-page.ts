import { escapeHtml } from '../shared/html.ts';

/** Where the small stylesheet of the server's own pages is served (a file: the Content-Security-Policy allows no inline style). */
export const PLAIN_PAGE_STYLES_PATH = '/forms/plain.css';

/**
 * The stylesheet of the server's own pages: a readable column, the site's colours, a button of at least
 * 44 × 44 px and line breaking right for Korean and Japanese (the tokens are those of runtime/ui/styles.css).
 */
export const PLAIN_PAGE_STYLES = `body { margin: 0; font-family: system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Noto Sans CJK JP", sans-serif; color: #111827; background: #fff; line-height: 1.6; }
main { max-width: 36rem; margin: 0 auto; padding: 48px 20px; }
h1 { font-size: 1.75rem; line-height: 1.25; margin: 0 0 16px; }
p { margin: 0 0 24px; }
:lang(ko) { word-break: keep-all; } :lang(ja) { line-break: strict; }
label { display: block; margin-bottom: 8px; font-weight: 600; }
input[type=password] { box-sizing: border-box; width: 100%; min-height: 44px; padding: 8px 12px; border: 1px solid #6b7280; border-radius: 6px; font: inherit; margin-bottom: 16px; }
button { min-height: 44px; min-width: 44px; padding: 10px 20px; border: 0; border-radius: 6px; background: #1d4ed8; color: #fff; font: inherit; font-weight: 600; cursor: pointer; }
button:focus-visible, input:focus-visible { outline: 3px solid #1d4ed8; outline-offset: 2px; }
`;

/**
 * A page the server writes itself, outside the site's renderer, never indexed. `body` is HTML the caller has
 * escaped. With `styled`, it links PLAIN_PAGE_STYLES; without, it needs nothing that might be what failed.
 *
 * @example
 * plainPage({ lang: 'en', title: 'Preview', body: '<p>Enter the secret.</p>', styled: true })
 */
export function plainPage({ lang, title, body, styled = false }: { lang: string; title: string; body: string; styled?: boolean }): string {
  return `<!DOCTYPE html>
<html lang="${escapeHtml(lang)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>${styled ? `\n<link rel="stylesheet" href="${PLAIN_PAGE_STYLES_PATH}">` : ''}
</head>
<body>
<main>
<h1>${escapeHtml(title)}</h1>
${body}
</main>
</body>
</html>
`;
}

/**
 * The page answered when a request fails inside the server (a render threw), with the request id, so a
 * report can be matched to its log line; unstyled, so it needs nothing but itself.
 */
export function serverErrorPage(requestId: string): string {
  return plainPage({
    lang: 'en',
    title: 'Something went wrong',
    body: `<p>This page could not be shown. Please try again in a moment.</p>\n<p>Request id: <code>${escapeHtml(requestId)}</code></p>`,
  });
}
