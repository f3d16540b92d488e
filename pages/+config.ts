// https://vike.dev/config
import type { Config } from 'vike/types';

export default {
  // Server routing (https://vike.dev/clientRouting): every navigation is a page load, prefetched on
  // hover by the document's speculation rules (+onRenderHtml). Vike's client router cost ~20 KB gzip
  // of first-load JavaScript that no budget left room for (107 KB against 90); see bench/site.bench.ts.
  clientRouting: false,
  passToClient: ['region', 'logicalPath', 'serverNow', 'preview', 'siteSettings', 'data', 'formPost'],
} satisfies Config;
