import { escapeHtml } from '../shared/html.ts';

/**
 * The page answered when a request fails inside the server (a render threw):
 * plain HTML that needs nothing that might be what failed — no bundle, no
 * renderer, no stylesheet — and the request id, so a report can be matched
 * to its log line.
 */
export function serverErrorPage(requestId: string): string {
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Something went wrong</title>
</head>
<body>
<h1>Something went wrong</h1>
<p>This page could not be shown. Please try again in a moment.</p>
<p>Request id: <code>${escapeHtml(requestId)}</code></p>
</body>
</html>
`;
}
