/**
 * The site's outside services — the image CDN and the chat widget — in one
 * place: pictures take their base from here, the quick-chat icon its script,
 * and the server derives its Content-Security-Policy from the same values.
 *
 * Fixed at build time. `make build` reads CDN_BASE and CHAT_WIDGET_URL once
 * (readSiteSettings) and hands the same JSON to both bundlers as the constant
 * `__SITE_SETTINGS__`: Vite's `define` (vite.config.ts: browser and SSR code)
 * and esbuild's `define` (scripts/build-server.ts: the Node server). The
 * browser code is static and cached, so it cannot follow a setting read when
 * the server starts; baking both sides from one reading means the CSP always
 * allows exactly the origins the pages use.
 */

/** The settings as given at build time; null when not set. */
export interface SiteSettings {
  /** Base URL of the image CDN (the artwork is under `<base>/generated-artwork/`); null: the site serves its own. */
  cdnBase: string | null;
  /** URL of the chat widget's script; null: no widget, the quick-chat icon stays hidden. */
  chatWidgetUrl: string | null;
}

/** The settings with the origins the Content-Security-Policy needs. */
export interface SiteConfig extends SiteSettings {
  /** Origin of `cdnBase` (img-src). */
  cdnOrigin: string | null;
  /** Origin of `chatWidgetUrl` (script-src, connect-src, frame-src, img-src). */
  chatWidgetOrigin: string | null;
}

/** The environment variables a build reads, and the settings they fill. */
const VARIABLES = { CDN_BASE: 'cdnBase', CHAT_WIDGET_URL: 'chatWidgetUrl' } as const;
/** Names these settings had when only one bundle read them. */
const RENAMED: Readonly<Record<string, keyof typeof VARIABLES>> = { VITE_CDN_BASE: 'CDN_BASE', VITE_CHAT_WIDGET_URL: 'CHAT_WIDGET_URL' };

const NO_SETTINGS: SiteSettings = { cdnBase: null, chatWidgetUrl: null };

/** An absolute http(s) URL without credentials, query or fragment (it becomes a prefix or a script src), or why not. */
function checkUrl(name: string, value: string): URL {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`${name}="${value}" is not an absolute URL. Set it like ${name}=https://cdn.example.com/mechanova, or leave it unset.`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error(`${name}="${value}" must be an http(s) URL.`);
  if (url.username || url.password) throw new Error(`${name}="${value}" must not carry credentials.`);
  if (url.search || url.hash || value.includes('?') || value.includes('#')) throw new Error(`${name}="${value}" must not have a query or a fragment.`);
  return url;
}

/**
 * The build's settings from environment variables (empty means unset), checked
 * so that a typo fails the build rather than a visitor's page.
 *
 * @example
 * readSiteSettings({ CDN_BASE: 'https://cdn.example.com/m/' })
 * // => { cdnBase: 'https://cdn.example.com/m', chatWidgetUrl: null }
 */
export function readSiteSettings(env: Readonly<Record<string, string | undefined>>): SiteSettings {
  for (const [old, current] of Object.entries(RENAMED)) {
    if (env[old]) throw new Error(`${old} is now ${current}: the server's Content-Security-Policy reads it too. Rename the variable.`);
  }
  const settings: SiteSettings = { ...NO_SETTINGS };
  const cdnBase = env.CDN_BASE?.trim();
  if (cdnBase) settings.cdnBase = checkUrl('CDN_BASE', cdnBase).href.replace(/\/+$/, '');
  const chatWidgetUrl = env.CHAT_WIDGET_URL?.trim();
  if (chatWidgetUrl) settings.chatWidgetUrl = checkUrl('CHAT_WIDGET_URL', chatWidgetUrl).href;
  return settings;
}

/**
 * The bundler constant carrying the settings: Vite's `define` and esbuild's
 * `define` both take this, so the browser, SSR and server bundles agree.
 *
 * @example
 * defineSiteSettings(process.env) // => { __SITE_SETTINGS__: '{"cdnBase":null,"chatWidgetUrl":null}' }
 */
export function defineSiteSettings(env: Readonly<Record<string, string | undefined>>): Record<string, string> {
  return { __SITE_SETTINGS__: JSON.stringify(readSiteSettings(env)) };
}

/**
 * The settings with their origins.
 *
 * @example
 * siteConfigFrom({ cdnBase: 'https://cdn.example.com/m', chatWidgetUrl: null }).cdnOrigin // => 'https://cdn.example.com'
 */
export function siteConfigFrom(settings: SiteSettings): SiteConfig {
  return {
    ...settings,
    cdnOrigin: settings.cdnBase === null ? null : new URL(settings.cdnBase).origin,
    chatWidgetOrigin: settings.chatWidgetUrl === null ? null : new URL(settings.chatWidgetUrl).origin,
  };
}

// Replaced by the bundlers (see the top of this file). Unit tests and tsx run
// the source without a bundler: no CDN, no widget.
declare const __SITE_SETTINGS__: SiteSettings | undefined;

/** This build's configuration. */
export const siteConfig: SiteConfig = siteConfigFrom(typeof __SITE_SETTINGS__ === 'undefined' ? NO_SETTINGS : __SITE_SETTINGS__);
