/**
 * Reads the site settings (runtime/shared/site-config.ts) from the server's environment: CDN_BASE and
 * CHAT_WIDGET_URL, checked so that a typo stops the server at start rather than breaking a visitor's
 * page. Server only: the browser gets the values from its page, not this code.
 */
import type { SiteSettings } from '../shared/site-config.ts';

/** The environment variables the server reads, and the settings they fill. */
const VARIABLES = { CDN_BASE: 'cdnBase', CHAT_WIDGET_URL: 'chatWidgetUrl' } as const;
/** Names these settings had when only one bundle read them. */
const RENAMED: Readonly<Record<string, keyof typeof VARIABLES>> = { VITE_CDN_BASE: 'CDN_BASE', VITE_CHAT_WIDGET_URL: 'CHAT_WIDGET_URL' };

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
  const settings: SiteSettings = { cdnBase: null, chatWidgetUrl: null };
  const cdnBase = env.CDN_BASE?.trim();
  if (cdnBase) settings.cdnBase = checkUrl('CDN_BASE', cdnBase).href.replace(/\/+$/, '');
  const chatWidgetUrl = env.CHAT_WIDGET_URL?.trim();
  if (chatWidgetUrl) settings.chatWidgetUrl = checkUrl('CHAT_WIDGET_URL', chatWidgetUrl).href;
  return settings;
}

let read: SiteSettings | undefined;

/** The settings of this process's environment, read once. */
export const serverSiteSettings = (): SiteSettings => (read ??= readSiteSettings(process.env));
