// https://vike.dev/onCreatePageContext — the server's settings for every render. Server time, preview and the
// pseudo-locale come in pageContextInit from the site's server (runtime/server/app.ts), which `make dev` runs too
// (dev/vite-dev.ts): routes open and close, and `?at=` previews, the same way on both.
import type { PageContextServer } from 'vike/types';
import { serverSiteSettings } from '../runtime/server/site-settings.ts';
import { adoptSiteSettings } from '../runtime/shared/site-config.ts';

export function onCreatePageContext(pageContext: PageContextServer) {
  // The CDN and the chat widget of the server's environment: the renderer (its own bundle, its own copy
  // of site-config.ts) adopts them for the pictures, and the browser before it hydrates.
  const settings = serverSiteSettings();
  adoptSiteSettings(settings);
  pageContext.siteSettings = settings;
}
