// https://vike.dev/onRenderHtml
import { renderToString } from 'react-dom/server';
import { dangerouslySkipEscape, escapeInject } from 'vike/server';
import type { InjectFilterEntry, PageContextServer } from 'vike/types';
import { Shell } from '../runtime/ui/Shell.tsx';
import { FOOTER_ID } from '../runtime/ui/Footer.tsx';
import { FooterLinks } from '../runtime/ui/FooterLinks.tsx';
import { headFor } from '../runtime/ui/head.ts';
import { jsonLdFor } from '../runtime/ui/json-ld.ts';
import { jsonLdScript } from '../runtime/shared/head.ts';
import { escapeHtml } from '../runtime/shared/html.ts';
import { fallbackPageContext, forBrowser } from '../runtime/server/page-data.ts';
import { pseudoPageData } from '../runtime/staff/pseudo-locale.ts';
import { SPECULATION_RULES } from '../runtime/server/speculation-rules.ts';
import { sectionAfterLead } from '../runtime/ui/sections/order.ts';
import '../runtime/ui/styles.css';

export function onRenderHtml(pageContext: PageContextServer) {
  // An error page may come without +onBeforeRoute's and +data's output (a hook failed first): derive them again.
  const missing = pageContext.data && pageContext.region ? undefined : fallbackPageContext(pageContext.urlOriginal);
  if (missing) Object.assign(pageContext, missing, { serverNow: pageContext.serverNow ?? Date.now(), preview: false }, pageContext.pseudo ? { data: pseudoPageData(missing.data) } : {});
  // What only the server renders: its code is imported here alone, so the browser never loads it.
  pageContext.serverParts = { footerLinks: <FooterLinks /> };
  const { Page } = pageContext;
  const pageHtml = renderToString(
    <Shell pageContext={pageContext}>
      <Page />
    </Shell>,
  );
  const head = headFor(pageContext);
  const alternates = head.alternates.map((a) => `<link rel="alternate" hreflang="${escapeHtml(a.hreflang)}" href="${escapeHtml(a.href)}">`).join('\n');
  const jsonLd = jsonLdScript(jsonLdFor(pageContext, head));
  // The first paint waits until the header and the lead section have been parsed (up to the section after
  // it, or else the footer): a browser painting a half-parsed document on a slow phone showed the header's
  // actions and the hero's text growing as the rest arrived, a layout shift (CLS).
  const { page } = pageContext.data;
  const expect = (page && sectionAfterLead(page.sections, pageContext.serverNow)) ?? FOOTER_ID;
  const documentHtml = escapeInject`<!DOCTYPE html>
<html lang="${head.lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${head.title}</title>
<meta name="description" content="${head.description}">
${head.keywords ? escapeInject`<meta name="keywords" content="${head.keywords}">` : ''}
${head.robots ? escapeInject`<meta name="robots" content="${head.robots}">` : ''}
${head.canonical ? escapeInject`<link rel="canonical" href="${head.canonical}">` : ''}
${dangerouslySkipEscape(alternates)}
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<link rel="expect" href="#${expect}" blocking="render">
<noscript><link rel="stylesheet" href="/no-js.css"></noscript>
<script type="application/ld+json" id="json-ld">${dangerouslySkipEscape(jsonLd)}</script>
<script type="speculationrules">${dangerouslySkipEscape(SPECULATION_RULES)}</script>
</head>
<body class="no-js" data-region="${pageContext.region}">
<div id="root">${dangerouslySkipEscape(pageHtml)}</div>
</body>
</html>`;
  // Rendered with the full data; the browser gets it without what it fetches itself (the FAQ's questions):
  // Vike serializes pageContext (passToClient) after this hook, with what it returns merged in.
  // The brand face (runtime/ui/tokens.css) is preloaded only where it sets the text: Korean, Japanese and Chinese
  // pages keep their system CJK faces and never fetch it.
  const cjk = /^(ko|ja|zh)\b/.test(head.lang);
  const injectFilter = (assets: InjectFilterEntry[]) => {
    for (const asset of assets) if (cjk && asset.assetType === 'font') asset.inject = false;
  };
  // The pseudo-locale's FAQ keeps its questions: the generated JSON the browser would fetch holds the us texts.
  return { documentHtml, injectFilter, pageContext: { ...missing, data: pageContext.pseudo ? pageContext.data : forBrowser(pageContext.data) } };
}
