// https://vike.dev/onCreatePageContext — server time for every render. The production server
// passes serverNow/preview in pageContextInit (it also decides caching); the Vite dev server
// does not, so they are filled in here, with ?at= honoured when PREVIEW=1.
import type { PageContextServer } from 'vike/types';
import { parseInstantQuery } from '../runtime/server/preview.ts';
import { PSEUDO_HEADER } from '../runtime/staff/pseudo-path.ts';
import { serverSiteSettings } from '../runtime/server/site-settings.ts';
import { adoptSiteSettings } from '../runtime/shared/site-config.ts';

export function onCreatePageContext(pageContext: PageContextServer) {
  // The CDN and the chat widget of the server's environment: the renderer (its own bundle, its own copy
  // of site-config.ts) adopts them for the pictures, and the browser before it hydrates.
  const settings = serverSiteSettings();
  adoptSiteSettings(settings);
  pageContext.siteSettings = settings;
  if (typeof pageContext.serverNow === 'number') return;
  const at = process.env.PREVIEW === '1' && process.env.NODE_ENV !== 'production' ? parseInstantQuery(new URL(pageContext.urlOriginal, 'http://localhost').searchParams.get('at')) : undefined;
  pageContext.serverNow = at ?? Date.now();
  // The Vite dev server's /pseudo/… (dev/vite-dev.ts); the production server passes `pseudo` in pageContextInit.
  if (process.env.PSEUDO_LOCALE === '1' && process.env.NODE_ENV !== 'production' && pageContext.headers?.[PSEUDO_HEADER] === '1') pageContext.pseudo = true;
  pageContext.preview = at !== undefined;
}
