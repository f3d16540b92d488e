/**
 * The site's outside services — the image CDN and the chat widget — in one
 * place: pictures take their base from here, the quick-chat icon its script,
 * and the server derives its Content-Security-Policy from the same values.
 *
 * Read when the server starts, from its environment (CDN_BASE, CHAT_WIDGET_URL;
 * README "Server settings"): one build serves any deployment, and the tests
 * start the build that is there with other settings. The server reads them
 * once (runtime/server/main.ts, so a bad value stops it at start) for its CSP;
 * the renderer, in the same process, reads the same environment; the browser
 * takes the server's values from the page it was sent (`siteSettings` in the
 * page context, adopted by pages/+onRenderClient.tsx before hydration), so
 * the pictures and the widget a page uses are always the ones its CSP allows.
 */

/** The settings as the server was started with; null when not set. */
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
 * The settings from environment variables (empty means unset), checked so
 * that a typo stops the server at start rather than breaking a visitor's page.
 *
 * @example
 * readSiteSettings({ CDN_BASE: 'https://cdn.example.com/m/' })
 * // => { cdnBase: 'https://cdn.example.com/m', chatWidgetUrl: null }
 */
export function readSiteSettings(env: Readonly<Record<string, string | undefined>>): SiteSettings {
  for (const [old, renamed] of Object.entries(RENAMED)) {
    if (env[old]) throw new Error(`${old} is now ${renamed}: the server's Content-Security-Policy reads it too. Rename the variable.`);
  }
  const settings: SiteSettings = { ...NO_SETTINGS };
  const cdnBase = env.CDN_BASE?.trim();
  if (cdnBase) settings.cdnBase = checkUrl('CDN_BASE', cdnBase).href.replace(/\/+$/, '');
  const chatWidgetUrl = env.CHAT_WIDGET_URL?.trim();
  if (chatWidgetUrl) settings.chatWidgetUrl = checkUrl('CHAT_WIDGET_URL', chatWidgetUrl).href;
  return settings;
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

let current: SiteConfig | undefined;

/**
 * This process's configuration: on the server, read from its environment at the first call
 * (runtime/server/main.ts makes that call at start); in the browser, what the page brought
 * (adoptSiteSettings), else none. Unit tests see no CDN and no widget unless they set them.
 *
 * @example
 * siteConfig().cdnBase // => null when CDN_BASE is not set
 */
export function siteConfig(): SiteConfig {
  current ??= siteConfigFrom(typeof window === 'undefined' ? readSiteSettings(globalThis.process?.env ?? {}) : NO_SETTINGS);
  return current;
}

/** The server's settings as the page carries them to the browser (pageContext.siteSettings). */
export function siteSettingsOf(config: SiteConfig = siteConfig()): SiteSettings {
  return { cdnBase: config.cdnBase, chatWidgetUrl: config.chatWidgetUrl };
}

/** The browser adopts the server's settings from the page before it renders (pages/+onRenderClient.tsx). */
export function adoptSiteSettings(settings: SiteSettings | undefined): void {
  current = siteConfigFrom(settings ?? NO_SETTINGS);
}
