/**
 * The site's outside services — the image CDN and the chat widget — in one
 * place: pictures take their base from here, the quick-chat icon its script,
 * and the server derives its Content-Security-Policy from the same values.
 *
 * Read when the server starts, from its environment (CDN_BASE, CHAT_WIDGET_URL;
 * runtime/server/site-settings.ts, docs/operations.md "Server settings"): one build serves
 * any deployment, and the tests start the build that is there with other
 * settings. The server adopts them at start (runtime/server/main.ts, so a bad
 * value stops it there) for its CSP; the renderer, in the same process, adopts
 * the same reading when it creates a page context and hands it to the browser
 * (`siteSettings`), which adopts it before hydration (pages/+onRenderClient.tsx):
 * the pictures and the widget a page uses are always the ones its CSP allows.
 * This module only holds the values (it is in every page's first-load script).
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

const NO_SETTINGS: SiteSettings = { cdnBase: null, chatWidgetUrl: null };

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

let current: SiteConfig = siteConfigFrom(NO_SETTINGS);

/**
 * This process's configuration: what the server adopted at start, or the browser from its page
 * (adoptSiteSettings); none before that (unit tests see no CDN and no widget unless they adopt one).
 *
 * @example
 * siteConfig().cdnBase // => null when CDN_BASE is not set
 */
export function siteConfig(): SiteConfig {
  return current;
}

/** Makes `settings` this process's: the server's reading of its environment, or in the browser what the page brought. */
export function adoptSiteSettings(settings: SiteSettings | undefined): void {
  current = siteConfigFrom(settings ?? NO_SETTINGS);
}
